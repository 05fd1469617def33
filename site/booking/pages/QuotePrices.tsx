/**
 * The quote's prices on the pages under its booking link: open and enclosed for a domestic route, the
 * international table's figures, or why an advisor prices it.
 */
import { formatMiles, formatSpan, formatUsd, formatUsdRange } from '../../../shared/format';
import { transportNames } from '../../../shared/transport-names';
import { vehicleName } from '../../../shared/vehicle-name';
import type { DomesticEstimate, InternationalEstimate } from '../../quote/pricing/pricing';
import { CallUs } from '../../ui/CallUs';
import type { BookingEstimate, BookingVehicle, BookingView } from '../booking-view';
import { bookingCopy as t } from '../copy';
import { H2, H3 } from './QuoteHeadings';

/** The chosen column is marked in words as well as colour (WCAG 1.4.1). */
function ChoiceBadge({ chosen }: { chosen: boolean }) {
  return chosen ? (
    <>
      {' '}
      <span className="badge">{t.yourChoice}</span>
    </>
  ) : null;
}

/** `chosen` on the cells of the transport type the visitor picked. */
const chosenClass = (chosen: boolean): string | undefined => (chosen ? 'chosen' : undefined);

function priceNotes(estimate: DomesticEstimate, vehicles: readonly BookingVehicle[]): string[] {
  const notes: string[] = [t.basedOnDistance(formatMiles(estimate.distanceMiles))];
  // The minimum as the stored price applied it: the transport part of a line raised to it.
  const minimum = estimate.lines
    .find((line) => line.minimumApplied)
    ?.components.find((component) => component.kind === 'transport')?.open;
  if (minimum !== undefined) notes.push(t.minimumNote(formatUsd(minimum)));
  const seenTypes = new Set<string>();
  let discount: number | undefined;
  let inop: number | undefined;
  let shortNotice: number | undefined;
  for (const line of estimate.lines) {
    for (const component of line.components) {
      if (component.kind === 'multi-vehicle') discount ??= -component.open;
      if (component.kind === 'inop') inop ??= component.open;
      if (component.kind === 'short-notice') shortNotice ??= component.open;
      const type = vehicles[line.vehicleIndex]?.vehicle_type;
      if (component.kind === 'vehicle-type' && type && !seenTypes.has(type)) {
        seenTypes.add(type);
        notes.push(
          t.vehicleTypeNote(t.vehicleTypeNames[type], formatUsd(component.open), formatUsd(component.enclosed)),
        );
      }
    }
  }
  if (discount) notes.push(t.multiVehicleNote(formatUsd(discount)));
  if (inop) notes.push(t.inopNote(formatUsd(inop)));
  if (shortNotice) notes.push(t.shortNoticeNote(formatUsd(shortNotice)));
  return notes;
}

function DomesticPrices({ view, estimate }: { view: BookingView; estimate: DomesticEstimate }) {
  const open = chosenClass(view.transportType === 'open');
  const enclosed = chosenClass(view.transportType === 'enclosed');
  const transit = formatSpan(estimate.transitDays.min, estimate.transitDays.max, 'day');
  return (
    <>
      <div className="table-wrap">
        <table className="prices">
          <caption>{t.priceCaption(view.vehicles.length)}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col" className={open}>
                {transportNames.open}
                <ChoiceBadge chosen={view.transportType === 'open'} />
              </th>
              <th scope="col" className={enclosed}>
                {transportNames.enclosed}
                <ChoiceBadge chosen={view.transportType === 'enclosed'} />
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="total">
              <th scope="row">{t.estimatedPrice}</th>
              <td className={open}>{formatUsd(estimate.open.point)}</td>
              <td className={enclosed}>{formatUsd(estimate.enclosed.point)}</td>
            </tr>
            <tr>
              <th scope="row">{t.likelyRange}</th>
              <td className={open}>{formatUsdRange(estimate.open.low, estimate.open.high)}</td>
              <td className={enclosed}>{formatUsdRange(estimate.enclosed.low, estimate.enclosed.high)}</td>
            </tr>
            {estimate.lines.length > 1 &&
              estimate.lines.map((line) => {
                const vehicle = view.vehicles[line.vehicleIndex];
                return (
                  <tr key={line.vehicleIndex}>
                    <th scope="row">{vehicle ? vehicleName(vehicle) : ''}</th>
                    <td className={open}>{formatUsd(line.open)}</td>
                    <td className={enclosed}>{formatUsd(line.enclosed)}</td>
                  </tr>
                );
              })}
            <tr>
              <th scope="row">{t.transit}</th>
              <td className={open}>{transit}</td>
              <td className={enclosed}>{transit}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>{t.openAbout}</p>
      <p>{t.enclosedAbout}</p>
      <H3>{t.howPriced}</H3>
      <ul className="notes">
        {priceNotes(estimate, view.vehicles).map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <p className="fine-print">{t.estimateNote}</p>
    </>
  );
}

function InternationalPrices({ view, estimate }: { view: BookingView; estimate: InternationalEstimate }) {
  return (
    <>
      <p>{t.internationalIntro(estimate.regionLabel)}</p>
      <ul className="options">
        {estimate.options.map((option) => {
          const chosen = option.method === view.transportType;
          return (
            <li key={option.method} className={chosen ? 'option chosen' : 'option'}>
              <H3>
                {transportNames[option.method]}
                <ChoiceBadge chosen={chosen} />
              </H3>
              <p className="option-price">{formatUsdRange(option.low, option.high)}</p>
              <p>
                {t.transit}: {formatSpan(option.transitWeeks.min, option.transitWeeks.max, 'week')}
              </p>
              <p>{t.methodAbout[option.method]}</p>
            </li>
          );
        })}
      </ul>
      <p className="fine-print">{t.internationalNote}</p>
    </>
  );
}

function AgentMessage({ reason }: { reason: 'route-not-placed' | 'outside-table' }) {
  return (
    <div className="agent" role="note">
      <H3>{t.agentHeading}</H3>
      <p>{reason === 'route-not-placed' ? t.agentRouteNotPlaced : t.agentOutsideTable}</p>
      <CallUs />
    </div>
  );
}

/** A lead stored without a price: one stored before prices were kept, or whose pricing failed. */
function UnpricedMessage() {
  return (
    <div className="agent" role="note">
      <H3>{t.unpricedHeading}</H3>
      <p>{t.unpriced}</p>
      <CallUs />
    </div>
  );
}

export function Prices({ view, estimate }: { view: BookingView; estimate: BookingEstimate }) {
  return (
    <section aria-labelledby="price-heading">
      <H2 id="price-heading">{t.priceHeading}</H2>
      {estimate.kind === 'domestic' ? (
        <DomesticPrices view={view} estimate={estimate} />
      ) : estimate.kind === 'international' ? (
        <InternationalPrices view={view} estimate={estimate} />
      ) : estimate.kind === 'agent' ? (
        <AgentMessage reason={estimate.reason} />
      ) : (
        <UnpricedMessage />
      )}
    </section>
  );
}

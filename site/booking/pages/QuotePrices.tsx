/**
 * The quote's prices on the pages under its booking link: open and enclosed for a domestic route, the
 * international table's figures, or why an advisor prices it.
 */
import { formatMiles, formatSpan, formatUsd, formatUsdRange } from '../../../shared/format';
import { transportNames } from '../../../shared/transport-names';
import { vehicleName } from '../../../shared/vehicle-name';
import { formatBrokerTime } from '../../content/broker-time';
import { legLine } from '../../quote/pricing/price-notes';
import type {
  DomesticEstimate,
  InternationalEstimate,
  PriceComponent,
  SeaLeg,
  SeaRoute,
} from '../../quote/pricing/pricing';
import { CallUs } from '../../ui/CallUs';
import type { BookingEstimate, BookingVehicle, BookingView, PriceHold } from '../booking-view';
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

/** One vehicle's amount of a kind of component, for the notes that state it per vehicle. */
interface VehicleAmount {
  vehicle: string;
  open: number;
  enclosed: number;
}

function amountsOf(
  estimate: DomesticEstimate,
  vehicles: readonly BookingVehicle[],
  kind: PriceComponent['kind'],
): VehicleAmount[] {
  return estimate.lines.flatMap((line) => {
    const component = line.components.find((c) => c.kind === kind);
    const vehicle = vehicles[line.vehicleIndex];
    return component ? [{ vehicle: vehicle ? vehicleName(vehicle) : '', ...component }] : [];
  });
}

/**
 * Amounts said once "per vehicle" when every vehicle has the same, else vehicle by vehicle: a season's share
 * follows each vehicle's transport price, and the sailing each vehicle's size.
 */
function perVehicle(amounts: readonly VehicleAmount[], say: (amount: VehicleAmount, whose: string) => string): string {
  const [first] = amounts;
  if (first && amounts.every((a) => a.open === first.open && a.enclosed === first.enclosed)) {
    return say(first, t.perVehicle);
  }
  return amounts.map((amount) => say(amount, t.forVehicle(amount.vehicle))).join('; ');
}

function seasonNote(estimate: DomesticEstimate, vehicles: readonly BookingVehicle[]): string | undefined {
  const shares = amountsOf(estimate, vehicles, 'season');
  if (!estimate.season || shares.length === 0) return undefined;
  if (estimate.season.percent < 0) {
    const saving = (a: VehicleAmount, whose: string) =>
      t.seasonSaving(formatUsd(-a.open), formatUsd(-a.enclosed), whose);
    return t.quietSeasonNote(perVehicle(shares, saving));
  }
  const rise = (a: VehicleAmount, whose: string) => t.seasonRise(formatUsd(a.open), formatUsd(a.enclosed), whose);
  return t.seasonNote(perVehicle(shares, rise));
}

function sailingNote(estimate: DomesticEstimate, vehicles: readonly BookingVehicle[]): string | undefined {
  const sailings = amountsOf(estimate, vehicles, 'sailing');
  if (sailings.length === 0) return undefined;
  return t.sailingNote(perVehicle(sailings, (a, whose) => t.sailingAmount(formatUsd(a.open), whose)));
}

/** What the distance priced: the whole way by road, or only the road legs of a trip across the water. */
function distanceNote(estimate: DomesticEstimate): string | undefined {
  if (!estimate.sea) return t.basedOnDistance(formatMiles(estimate.distanceMiles));
  return estimate.distanceMiles > 0 ? t.basedOnRoadLegs(formatMiles(estimate.distanceMiles)) : undefined;
}

/**
 * The minimum as the stored price applied it: the transport part of a line raised to it. A trip across the
 * water adds each road leg's price into one transport part, so only a single road leg shows the minimum.
 */
function minimumOf(estimate: DomesticEstimate): number | undefined {
  const roadLegs = estimate.sea?.legs.filter((leg) => leg.kind === 'road').length ?? 1;
  if (roadLegs !== 1) return undefined;
  return estimate.lines
    .find((line) => line.minimumApplied)
    ?.components.find((component) => component.kind === 'transport')?.open;
}

function priceNotes(estimate: DomesticEstimate, vehicles: readonly BookingVehicle[]): string[] {
  const notes: string[] = [];
  const distance = distanceNote(estimate);
  if (distance) notes.push(distance);
  const minimum = minimumOf(estimate);
  if (minimum !== undefined) notes.push(t.minimumNote(formatUsd(minimum)));
  const sailing = sailingNote(estimate, vehicles);
  if (sailing) notes.push(sailing, t.seaTransitNote);
  const season = seasonNote(estimate, vehicles);
  if (season) notes.push(season);
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

/** Each leg in the words the widget's answer and the quote email use too. */
const legText = (leg: SeaLeg): string => legLine(leg);

function SeaLegs({ route }: { route: SeaRoute }) {
  return (
    <>
      <H3>{t.seaRouteHeading}</H3>
      <ol className="sea-legs">
        {route.legs.map((leg) => {
          const line = legText(leg);
          return <li key={line}>{line}</li>;
        })}
      </ol>
    </>
  );
}

/** Until when the price holds, in the broker's time as the order review says it. */
function PriceHoldLine({ hold }: { hold: PriceHold }) {
  const until = formatBrokerTime(hold.ends);
  return <p className="price-hold">{hold.lapsed ? t.priceHeld(until) : t.priceHolds(until)}</p>;
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
      {estimate.season && <p className="season">{estimate.season.label}</p>}
      {view.priceHold && <PriceHoldLine hold={view.priceHold} />}
      {estimate.sea && <SeaLegs route={estimate.sea} />}
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

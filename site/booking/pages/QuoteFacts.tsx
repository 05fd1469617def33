/**
 * The quote's facts on the pages under its booking link: the route, the vehicles, what is included, what
 * happens next and the advisors' line.
 */
import { formatMiles, formatShortDate, isoDateOf } from '../../../shared/format';
import { vehicleName } from '../../../shared/vehicle-name';
import { brand } from '../../content/brand';
import { CallUs } from '../../ui/CallUs';
import type { BookingVehicle, BookingView } from '../booking-view';
import { bookingCopy as t } from '../copy';
import { H2 } from './QuoteHeadings';

export function DateTime({ iso }: { iso: string }) {
  const datetime = isoDateOf(iso);
  return datetime ? <time dateTime={datetime}>{formatShortDate(iso)}</time> : null;
}

function distanceText(view: BookingView): string {
  if (view.estimate.kind === 'domestic' && view.estimate.sea) {
    const miles = view.estimate.distanceMiles;
    return miles > 0 ? t.seaRoadDistance(formatMiles(miles)) : t.portToPort;
  }
  if (view.roadMiles !== undefined) return formatMiles(view.roadMiles);
  if (view.estimate.kind === 'unpriced') return t.distanceWithPrice;
  const placed = view.estimate.kind === 'agent' && view.estimate.reason === 'outside-table';
  return placed ? t.distanceByAgent : t.distanceUnknown;
}

export function RouteFacts({ view }: { view: BookingView }) {
  return (
    <section aria-labelledby="route-heading">
      <H2 id="route-heading">{t.routeHeading}</H2>
      <dl className="facts">
        <dt>{t.leadNumber}</dt>
        <dd>{view.leadNumber}</dd>
        <dt>{t.requestedOn}</dt>
        <dd>
          <DateTime iso={view.createdAt} />
        </dd>
        <dt>{t.shipping}</dt>
        <dd>{t.modes[view.mode]}</dd>
        <dt>{t.pickup}</dt>
        <dd>{view.origin}</dd>
        <dt>{t.delivery}</dt>
        <dd>{view.destination}</dd>
        <dt>{t.firstAvailable}</dt>
        <dd>
          <DateTime iso={view.shipDate} />
        </dd>
        {view.mode === 'domestic' && (
          <>
            <dt>{t.roadDistance}</dt>
            <dd>{distanceText(view)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

export function VehicleList({ vehicles }: { vehicles: readonly BookingVehicle[] }) {
  return (
    <section aria-labelledby="vehicles-heading">
      <H2 id="vehicles-heading">{t.vehiclesHeading}</H2>
      <ul className="vehicles">
        {vehicles.map((vehicle, index) => {
          const details: string[] = [];
          if (vehicle.vehicle_type) details.push(vehicle.vehicle_type);
          if (vehicle.vehicle_inop) details.push(t.runs[vehicle.vehicle_inop]);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the order's vehicles, fixed for the render
            <li key={index}>
              <span className="vehicle-name">{vehicleName(vehicle)}</span>
              {details.length > 0 && (
                <>
                  {' '}
                  <span className="vehicle-details">({details.join(', ')})</span>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function Included({ view }: { view: BookingView }) {
  const included = view.mode === 'international' ? t.internationalIncluded : t.included;
  return (
    <section aria-labelledby="included-heading">
      <H2 id="included-heading">{t.includedHeading}</H2>
      <ul className="included">
        {included.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export function NextSteps({ view }: { view: BookingView }) {
  const steps =
    view.mode === 'international'
      ? t.internationalNextSteps
      : view.estimate.kind === 'domestic'
        ? t.onlineNextSteps
        : t.nextSteps;
  return (
    <section aria-labelledby="next-heading">
      <H2 id="next-heading">{t.nextHeading}</H2>
      <ol className="steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

/** The way to an advisor: the phone, their hours and the quotes mailbox. */
export function CallSection() {
  return (
    <section aria-labelledby="call-heading" className="call">
      <H2 id="call-heading">{t.callHeading}</H2>
      <p>{t.callLead}</p>
      <CallUs />
      <p>{brand.advisorHoursText}</p>
      <p>
        {t.orEmail} <a href={brand.mailboxes.quotes.href}>{brand.mailboxes.quotes.address}</a>
      </p>
    </section>
  );
}

/**
 * The booking page, where the visitor is sent in a new tab after submitting the quote form.
 * Server-rendered HTML that needs no JavaScript; styles come from /booking/booking.css because the
 * site's CSP allows no inline styles (site/http/security-headers.ts). React escapes every value from the lead.
 */
import { createContext, type ReactElement, type ReactNode, useContext } from 'react';
import { formatMiles, formatShortDate, formatSpan, formatUsd, formatUsdRange, isoDateOf } from '../../../shared/format';
import { transportNames } from '../../../shared/transport-names';
import { vehicleName } from '../../../shared/vehicle-name';
import { authorityStatement, brand } from '../../content/brand';
import type { DomesticEstimate, InternationalEstimate } from '../../quote/pricing/pricing';
import { Document } from '../../ui/Document';
import { renderHtml } from '../../ui/html';
import { type BookingAction, BookingActions } from './BookingActions';
import { BookingHeader } from '../../ui/BookingHeader';
import type { BookingEstimate, BookingVehicle, BookingView } from '../booking-view';
import { CallUs } from '../../ui/CallUs';
import { bookingCopy as t } from '../copy';
import { CancelledNotice } from '../../order-life/pages/OrderTracking';
import { orderPageCopy } from '../../signing/order-page-copy';
import type { PlacedOrder } from '../../signing/order-service';
import { PaymentSection } from '../../payments/pages/PaymentSection';
import { PRINT_ORDER_SCRIPT_PATH } from '../print-order-script';
import { OrderAtAGlance, OrderNextSteps, SignedAgreementText } from '../../order-life/pages/SignedOrderSections';

const BOOKING_STYLESHEET = '/booking/booking.css';

/** Both pages' chrome. The path is the route's, without the token: no canonical URL or link preview uses it. */
export function BookingDocument({
  title,
  description,
  printable = false,
  children,
}: {
  title: string;
  description: string;
  /** A page with a signed order: it loads the script of its print button. */
  printable?: boolean;
  children: ReactNode;
}) {
  return (
    <Document
      meta={{ title, description, path: '/booking', noindex: true }}
      ownStylesheet={BOOKING_STYLESHEET}
      scripts={printable ? [PRINT_ORDER_SCRIPT_PATH] : []}
    >
      {/* React puts these in the head. The booking URL carries the secret token: no referrer, so no link leaks it. */}
      <meta name="referrer" content="no-referrer" />
      <meta name="color-scheme" content="light dark" />
      <a className="skip-link" href="#main">
        {t.skipLink}
      </a>
      <BookingHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <p>
          {brand.name} · {brand.address.oneLine}
        </p>
        <p>{authorityStatement}</p>
        <p>
          <a href={brand.mailboxes.info.href}>{brand.mailboxes.info.address}</a>
        </p>
        <p>{t.sampleNotice}</p>
      </footer>
    </Document>
  );
}

/**
 * How deep the quote's sections sit: at the top of the page (0), or under "Your quote of …" below an
 * order (1), where each of their headings moves down a level so the outline stays true.
 */
const QuoteDepth = createContext(0);

function H2({ id, children }: { id?: string; children: ReactNode }) {
  return useContext(QuoteDepth) === 0 ? <h2 id={id}>{children}</h2> : <h3 id={id}>{children}</h3>;
}

function H3({ children }: { children: ReactNode }) {
  return useContext(QuoteDepth) === 0 ? <h3>{children}</h3> : <h4>{children}</h4>;
}

function DateTime({ iso }: { iso: string }) {
  const datetime = isoDateOf(iso);
  return datetime ? <time dateTime={datetime}>{formatShortDate(iso)}</time> : null;
}

function distanceText(view: BookingView): string {
  if (view.roadMiles !== undefined) return formatMiles(view.roadMiles);
  if (view.estimate.kind === 'unpriced') return t.distanceWithPrice;
  const placed = view.estimate.kind === 'agent' && view.estimate.reason === 'outside-table';
  return placed ? t.distanceByAgent : t.distanceUnknown;
}

function RouteFacts({ view }: { view: BookingView }) {
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

function VehicleList({ vehicles }: { vehicles: readonly BookingVehicle[] }) {
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

function Prices({ view, estimate }: { view: BookingView; estimate: BookingEstimate }) {
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

function Included({ view }: { view: BookingView }) {
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

function NextSteps({ view }: { view: BookingView }) {
  const steps = view.mode === 'international' ? t.internationalNextSteps : t.nextSteps;
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
function CallSection() {
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

/**
 * The booking page of a quote with an order: the order leads (its number, status, total and a copy to
 * keep), then what happens next and the signed agreement; the quote it was made from follows, headed
 * with its date, its sections a level down. The quote's own next steps and its offer to book are left out:
 * they belong to a quote not yet booked.
 */
function OrderFirstPage({
  view,
  token,
  order,
  cardPayments,
}: {
  view: BookingView;
  token: string;
  order: PlacedOrder;
  cardPayments: boolean;
}) {
  const o = orderPageCopy;
  return (
    <BookingDocument
      title={`${o.orderHeading(order.orderNumber)} – ${brand.name}`}
      description={`Your vehicle shipping order with ${brand.name}: status, carrier, total, pickup window and the signed agreement.`}
      printable
    >
      <h1>
        {o.orderHeadingBefore} <span className="order-number">{order.orderNumber}</span>
      </h1>
      {/* A cancelled order says so first, on the phone's first screen. */}
      <CancelledNotice order={order} />
      <p className="greeting">{o.orderGreeting(view.firstName)}</p>
      <OrderAtAGlance token={token} order={order} />
      <PaymentSection token={token} order={order} cardPayments={cardPayments} />
      <OrderNextSteps token={token} order={order} />
      <SignedAgreementText order={order} />
      <section aria-labelledby="quote-of-heading" className="quote-history no-print">
        <h2 id="quote-of-heading">{o.quoteOf(formatShortDate(view.createdAt))}</h2>
        <p>{o.quoteOfLead}</p>
        <p className="lead-number">
          {t.leadNumber}: <strong>{view.leadNumber}</strong>
        </p>
        <QuoteDepth.Provider value={1}>
          <Prices view={view} estimate={view.estimate} />
          <RouteFacts view={view} />
          <VehicleList vehicles={view.vehicles} />
        </QuoteDepth.Provider>
      </section>
      <div className="no-print">
        <CallSection />
      </div>
    </BookingDocument>
  );
}

function BookingPage({ view, action }: { view: BookingView; action?: BookingAction }): ReactElement {
  if (action?.kind === 'placed') {
    return <OrderFirstPage view={view} token={action.token} order={action.order} cardPayments={action.cardPayments} />;
  }
  return (
    <BookingDocument
      title={`Your quote ${view.leadNumber} – ${brand.name}`}
      description={`Your car shipping quote from ${brand.name}: prices, route and next steps.`}
    >
      <h1>{t.heading}</h1>
      {/* The answer to the call-back form just sent comes first, on the phone's first screen. */}
      {action?.kind === 'callback-requested' && <BookingActions action={action} />}
      <p className="greeting">{t.greeting(view.firstName)}</p>
      <p className="lead-number">
        {t.leadNumber}: <strong>{view.leadNumber}</strong>
      </p>
      <Prices view={view} estimate={view.estimate} />
      {action && action.kind !== 'callback-requested' && <BookingActions action={action} />}
      <RouteFacts view={view} />
      <VehicleList vehicles={view.vehicles} />
      <Included view={view} />
      <NextSteps view={view} />
      <CallSection />
    </BookingDocument>
  );
}

/** The way on from a link that shows no quote: the advisors' phone, their hours, or a new quote. */
function CallOrStartAgain(): ReactElement {
  return (
    <>
      <CallUs />
      <p>{brand.advisorHoursText}</p>
      <p>
        <a className="button" href="/">
          {t.startNewQuote}
        </a>
      </p>
    </>
  );
}

/**
 * The answer for an unknown or malformed token, and for an anonymised lead's (its token is gone). The
 * same page in every case, with nothing from the request in it, so it reveals nothing about whether any
 * lead exists.
 */
function BookingNotFoundPage(): ReactElement {
  return (
    <BookingDocument title={`${t.notFoundTitle} – ${brand.name}`} description={t.notFoundBody}>
      <h1>{t.notFoundHeading}</h1>
      <p>{t.notFoundBody}</p>
      <CallOrStartAgain />
    </BookingDocument>
  );
}

/**
 * The answer for a link past its time (link-expiry.ts). It says so rather than "not found", since the
 * visitor did nothing wrong, but shows only the lead number's first characters, for the phone call:
 * nothing personal, because whoever finds an old link in a history or a forwarded mail is not
 * necessarily the person who asked for the quote.
 */
function BookingExpiredPage({ leadNumberHint, linkDays }: { leadNumberHint?: string; linkDays: number }): ReactElement {
  return (
    <BookingDocument title={`${t.expiredTitle} – ${brand.name}`} description={t.expiredHeading}>
      <h1>{t.expiredHeading}</h1>
      <p>{t.expiredBody(linkDays)}</p>
      {leadNumberHint ? (
        <p className="lead-number">
          {t.expiredLeadNumber} <strong>{leadNumberHint}</strong>; {t.expiredLeadNumberAfter}
        </p>
      ) : null}
      <CallOrStartAgain />
    </BookingDocument>
  );
}

/**
 * The answer while the lead database cannot be reached (a restart, a failover): the link is fine and
 * the quote is kept, so the visitor is asked to come back in a minute, with the phone for who cannot wait.
 */
function BookingUnavailablePage(): ReactElement {
  return (
    <BookingDocument title={`${t.unavailableTitle} – ${brand.name}`} description={t.unavailableHeading}>
      <h1>{t.unavailableHeading}</h1>
      <p>{t.unavailableBody}</p>
      <CallUs />
      <p>{brand.advisorHoursText}</p>
    </BookingDocument>
  );
}

/** The whole booking page for one lead, as an HTML document; `action` when orders are taken online. */
export function renderBookingPage(view: BookingView, action?: BookingAction): string {
  return renderHtml(<BookingPage view={view} action={action} />);
}

export function renderBookingNotFoundPage(): string {
  return renderHtml(<BookingNotFoundPage />);
}

export function renderBookingExpiredPage(options: { leadNumberHint?: string; linkDays: number }): string {
  return renderHtml(<BookingExpiredPage {...options} />);
}

export function renderBookingUnavailablePage(): string {
  return renderHtml(<BookingUnavailablePage />);
}

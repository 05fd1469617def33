/**
 * The page under a booking link once its quote has an order: the order first, from every stage that has
 * a say in it (its life, its payment, the agreement), then the quote it was made from.
 */
import { formatShortDate } from '../../shared/format';
import type { BookingView } from '../booking/booking-view';
import { bookingCopy as t } from '../booking/copy';
import { BookingDocument } from '../booking/pages/BookingDocument';
import { CallSection, RouteFacts, VehicleList } from '../booking/pages/QuoteFacts';
import { QuoteDepth } from '../booking/pages/QuoteHeadings';
import { Prices } from '../booking/pages/QuotePrices';
import { brand } from '../content/brand';
import type { LiveOrder } from '../order-life/live-order';
import { CancelledNotice } from '../order-life/pages/OrderTracking';
import { orderPageCopy } from '../signing/order-page-copy';
import { SignedOrderParts } from './SignedOrderParts';

/**
 * The booking page of a quote with an order: the order leads (its number, status, total and a copy to
 * keep), then what happens next and the signed agreement; the quote it was made from follows, headed
 * with its date, its sections a level down. The quote's own next steps and its offer to book are left out:
 * they belong to a quote not yet booked.
 */
export function OrderFirstPage({
  view,
  token,
  order,
  cardPayments,
  notice,
}: {
  view: BookingView;
  token: string;
  order: LiveOrder;
  cardPayments: boolean;
  /** What the customer just did, said first (a card saved on the provider's page). */
  notice?: string | undefined;
}) {
  const o = orderPageCopy;
  return (
    <BookingDocument
      title={`${o.orderHeading(order.orderNumber)} – ${brand.name}`}
      description={`Your vehicle shipping order with ${brand.name}: status, carrier, total, pickup window and the signed agreement.`}
      printable
    >
      {/* Said before the rest, so a phone's first screen shows it and a screen reader reads it on arrival. */}
      {notice && (
        <div className="payment-notice" role="status">
          <p>{notice}</p>
        </div>
      )}
      <h1>
        {o.orderHeadingBefore} <span className="order-number">{order.orderNumber}</span>
      </h1>
      {/* A cancelled order says so first, on the phone's first screen. */}
      <CancelledNotice order={order} />
      <p className="greeting">{o.orderGreeting(view.firstName)}</p>
      <SignedOrderParts token={token} order={order} cardPayments={cardPayments} />
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

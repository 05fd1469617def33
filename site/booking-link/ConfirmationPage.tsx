/**
 * The confirmation after signing: it leads with the order as the order's page does (its life, its
 * payment, what happens next), and the signed agreement follows.
 */
import type { BookingView } from '../booking/booking-view';
import type { LiveOrder } from '../order-life/live-order';
import { orderPageCopy as t } from '../signing/order-page-copy';
import { OrderDocument } from '../signing/pages/OrderPages';
import { renderHtml } from '../ui/html';
import { SignedOrderParts } from './SignedOrderParts';

/** The confirmation leads with the order as the booking page then does; the full summary follows. */
function OrderConfirmedPage({
  view,
  token,
  order,
  cardPayments,
}: {
  view: BookingView;
  token: string;
  /** The order as the link shows it (contact-masking.ts). */
  order: LiveOrder;
  /** Whether the order's page offers card payments (a card to save, a payment due). */
  cardPayments: boolean;
}) {
  return (
    <OrderDocument title={t.confirmedTitle} view={view} printable signed>
      <div className="confirmed" role="status">
        <h1>{t.confirmedTitle}</h1>
        <p>{t.confirmedLead(order.orderNumber)}</p>
      </div>
      <SignedOrderParts token={token} order={order} cardPayments={cardPayments} />
    </OrderDocument>
  );
}

export function renderOrderConfirmedPage(props: {
  view: BookingView;
  token: string;
  order: LiveOrder;
  cardPayments: boolean;
}): string {
  return renderHtml(<OrderConfirmedPage {...props} />);
}

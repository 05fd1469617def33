/**
 * The confirmation after signing: it leads with the order as the order's page does (its life, its
 * payment, what happens next), and the signed agreement follows.
 */
import type { BookingView } from '../booking/booking-view';
import type { LiveOrder } from '../order-life/live-order';
import { OrderAtAGlance, OrderNextSteps, SignedAgreementText } from '../order-life/pages/SignedOrderSections';
import { PaymentSection, paymentDueStatus } from '../payments/pages/PaymentSection';
import { orderPageCopy as t } from '../signing/order-page-copy';
import { OrderDocument } from '../signing/pages/OrderPages';
import { renderHtml } from '../ui/html';

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
    <OrderDocument title={t.confirmedTitle} view={view} printable>
      <div className="confirmed" role="status">
        <h1>{t.confirmedTitle}</h1>
        <p>{t.confirmedLead(order.orderNumber)}</p>
      </div>
      <OrderAtAGlance token={token} order={order} statusText={paymentDueStatus(order)} />
      <PaymentSection token={token} order={order} cardPayments={cardPayments} />
      <OrderNextSteps token={token} order={order} />
      <SignedAgreementText order={order} />
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

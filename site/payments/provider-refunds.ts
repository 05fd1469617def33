/**
 * A refund the provider holds, recorded as the order's event under an id made from the provider's refund
 * id, so our own answer, the webhook and a listing of the payment's refunds record each refund once,
 * whatever their order: one made in the provider's dashboard is counted like ours.
 */
import { type OrderEventSending, type OrderEventStore, recordOrderEvent } from '../order-life/record-order-event';
import type { ProviderRefund } from './payment-gateway';

export const refundEventId = (refund: string) => `stripe:refund:${refund}`;

/** Why a refund was made, for its email: the order was cancelled, or it was paid more than its total. */
export type RefundReason = 'cancelled' | 'overpaid' | 'provider';

export function recordProviderRefund(
  store: OrderEventStore,
  sending: OrderEventSending,
  refund: Omit<ProviderRefund, 'counts'> & {
    orderNumber: string;
    reason: RefundReason;
    at: string;
    /** What a cancellation after dispatch keeps of the payment, for the refund's email. */
    feeKeptCents?: number;
  },
) {
  return recordOrderEvent(
    store,
    {
      id: refundEventId(refund.refund),
      orderNumber: refund.orderNumber,
      type: 'order.refunded',
      actor: 'broker',
      occurredAt: refund.at,
      data: {
        amount_cents: refund.amountCents,
        refund: refund.refund,
        payment_intent: refund.paymentIntent,
        reason: refund.reason,
        ...(refund.feeKeptCents ? { fee_kept_cents: refund.feeKeptCents } : {}),
      },
    },
    sending,
  );
}

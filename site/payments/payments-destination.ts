/**
 * The card provider as an outbox destination (outbox/destination.ts), beside the CRM and email, with the
 * same relay, retries and circuit breaker: a carrier's assignment asks it to charge the order's total to
 * the saved card, a cancellation to refund the payment (site/order-life/payment-rows.ts). It reads the order's
 * payment state when it sends, so a row for an order paid since, or never paid, does nothing; and what it
 * did becomes the order's event (paid, payment due, refunded), which sends the customer's email and the
 * CRM's word through the outbox in turn.
 *
 * The charge's idempotency key is made from the order number and the assignment: a retry after a timeout,
 * or another instance that claimed the row after a lease ran out, gets the first charge back rather than
 * a second one. The provider down is a temporary failure, retried with backoff; a card refused is no
 * failure of the destination: the order is then due, and its customer is asked to pay.
 */
import * as v from 'valibot';
import type { DeliveryResult, Destination } from '../notify/outbox/destination';
import { orderState } from '../order-life/order-status';
import { PAYMENTS_DESTINATION } from '../order-life/payment-rows';
import { paymentState } from '../order-life/payment-state';
import {
  type OrderEventSending,
  type OrderEventStore,
  type RecordOrderEventInput,
  recordOrderEvent,
} from '../order-life/record-order-event';
import type { OutboxRow } from '../storage/lead-repository';
import { paidEventId } from './order-payments';
import { type PaymentGateway, PaymentProviderUnavailable } from './payment-gateway';

export interface PaymentsDestinationOptions {
  gateway: PaymentGateway;
  store: OrderEventStore;
  sending: OrderEventSending;
  now?: () => number;
}

const orderNumber = v.pipe(v.string(), v.regex(/^SO-\d{6}-\d{6}$/));
const PaymentRowSchema = v.variant('kind', [
  v.object({
    kind: v.literal('charge'),
    order_number: orderNumber,
    amount_cents: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
    assignment: v.pipe(v.string(), v.minLength(1), v.maxLength(300)),
  }),
  v.object({ kind: v.literal('refund'), order_number: orderNumber }),
]);

/** Event ids made from the provider's, so the webhook telling the same fact records it once. */
export const failedEventId = (paymentIntent: string) => `stripe:failed:${paymentIntent}`;
export const refundedEventId = (paymentIntent: string) => `stripe:refunded:${paymentIntent}`;

function parseRow(row: OutboxRow) {
  try {
    const parsed = v.safeParse(PaymentRowSchema, JSON.parse(row.payload_json));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

export function createPaymentsDestination(options: PaymentsDestinationOptions): Destination {
  const now = options.now ?? Date.now;
  const { gateway, store } = options;
  const record = (input: Omit<RecordOrderEventInput, 'occurredAt' | 'actor'> & { actor?: 'customer' | 'broker' }) =>
    recordOrderEvent(
      store,
      { actor: 'customer', ...input, occurredAt: new Date(now()).toISOString() },
      options.sending,
    );

  async function send(row: OutboxRow): Promise<DeliveryResult> {
    const payload = parseRow(row);
    if (!payload) return { kind: 'permanent', error: 'bad-payload' };
    const order = await store.orders.findByOrderNumber(payload.order_number);
    if (!order) return { kind: 'permanent', error: 'unknown-order' };
    const events = await store.orderEvents.listByOrderId(order.id);
    const { status } = orderState(events);
    const payment = paymentState(events);

    if (payload.kind === 'refund') {
      // A payment taken by phone is refunded by the advisor who took it.
      if (!payment.paid?.paymentIntent || payment.refunded) return { kind: 'delivered' };
      const { paymentIntent } = payment.paid;
      const refund = await gateway.refund({
        paymentIntent,
        idempotencyKey: `shipquote-refund-${payload.order_number}`,
      });
      await record({
        id: refundedEventId(paymentIntent),
        orderNumber: payload.order_number,
        type: 'order.refunded',
        actor: 'broker',
        data: { amount_cents: refund.amountCents, refund: refund.refund },
      });
      return { kind: 'delivered' };
    }

    // Paid already, or no carrier to pay for any more (it fell through, or the order was cancelled).
    if (payment.paid || status === 'signed' || status === 'cancelled') return { kind: 'delivered' };
    const due = { orderNumber: payload.order_number, type: 'payment.failed' as const };
    if (!payment.card) {
      await record({
        ...due,
        id: `charge-due:${payload.order_number}:${payload.assignment}`,
        data: { amount_cents: payload.amount_cents, reason: 'no_card' },
      });
      return { kind: 'delivered' };
    }
    const result = await gateway.charge({
      orderNumber: payload.order_number,
      customer: payment.card.customer,
      paymentMethod: payment.card.paymentMethod,
      amountCents: payload.amount_cents,
      idempotencyKey: `shipquote-charge-${payload.order_number}-${payload.assignment}`,
    });
    if (result.outcome === 'paid') {
      await record({
        id: paidEventId(result.paymentIntent),
        orderNumber: payload.order_number,
        type: 'order.paid',
        data: {
          amount_cents: payload.amount_cents,
          by: 'card',
          saved_card: true,
          payment_intent: result.paymentIntent,
        },
      });
      return { kind: 'delivered' };
    }
    await record({
      ...due,
      id: result.paymentIntent
        ? failedEventId(result.paymentIntent)
        : `charge-failed:${payload.order_number}:${payload.assignment}`,
      data: {
        amount_cents: payload.amount_cents,
        reason: result.reason,
        ...(result.paymentIntent ? { payment_intent: result.paymentIntent } : {}),
      },
    });
    return { kind: 'delivered' };
  }

  return {
    name: PAYMENTS_DESTINATION,
    label: 'Payments',
    async deliver(row, signal) {
      signal.throwIfAborted();
      try {
        return await send(row);
      } catch (error) {
        if (error instanceof PaymentProviderUnavailable) return { kind: 'temporary', error: error.code };
        throw error;
      }
    },
  };
}

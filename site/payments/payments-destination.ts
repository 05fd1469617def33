/**
 * The card provider as an outbox destination (outbox/destination.ts), beside the CRM and email, with the
 * same relay, retries and circuit breaker. Its rows (site/order-life/payment-rows.ts) say what to look at,
 * never how much: each is decided from the order's ledger (order-ledger.ts) read when it is sent, one
 * order at a time across every instance (the store's `orders.exclusive`), so rows sent twice, late,
 * together or after the breaker closes do the right thing once.
 *
 * - A charge takes what is due (the total, less what the order holds) from the saved card, with an
 *   idempotency key made of the order, the attempt and the amount: a retry after a timeout, another
 *   instance sending a row for another assignment at the same moment, or one that claimed the row after a
 *   lease ran out, gets the first charge back rather than a second one. Nothing due (paid already, a
 *   reassignment, no carrier any more, cancelled) charges nothing.
 * - Settling refunds whatever the order holds beyond what it may keep: all of it once cancelled, a second
 *   payment of a paid order. The payment's refunds are first read back from the provider, so one made in
 *   its dashboard is counted and only the rest refunded.
 *
 * What it did becomes the order's events (paid, payment due, refunded), which send the customer's email
 * and the CRM's word through the outbox in turn. The provider down is a temporary failure, retried with
 * backoff; a card refused is no failure of the destination: the order is then due, and its customer asked
 * to pay.
 */
import * as v from 'valibot';
import type { DeliveryResult, Destination } from '../notify/outbox/destination';
import { cancellationFeeCents } from '../order-life/cancellation-fee';
import { dueCents, excessCents, heldCents, orderLedger, refundable, totalCentsOf } from '../order-life/order-ledger';
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
import { checkoutClosedEventId, paidEventId } from './order-payments';
import { type PaymentGateway, PaymentProviderUnavailable } from './payment-gateway';
import { recordProviderRefund } from './provider-refunds';

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
  v.object({ kind: v.picklist(['settle', 'refund']), order_number: orderNumber }),
]);

/** Event ids made from the provider's, so the webhook telling the same fact records it once. */
export const failedEventId = (paymentIntent: string) => `stripe:failed:${paymentIntent}`;

function parseRow(row: OutboxRow) {
  try {
    const parsed = v.safeParse(PaymentRowSchema, JSON.parse(row.payload_json));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

export interface PaymentsDestination extends Destination {
  /** Settles one order now, as its settling row would: what the reconciliation repairs an overpayment with. */
  settle(orderNumber: string): Promise<DeliveryResult>;
}

export function createPaymentsDestination(options: PaymentsDestinationOptions): PaymentsDestination {
  const now = options.now ?? Date.now;
  const { gateway, store, sending } = options;
  // One order at a time, across instances: the charge or refund is decided from a ledger no other sends change.
  const serialized = <T>(number: string, work: () => Promise<T>) => store.orders.exclusive(number, work);
  const at = () => new Date(now()).toISOString();
  const record = (input: Omit<RecordOrderEventInput, 'occurredAt' | 'actor'> & { actor?: 'customer' | 'broker' }) =>
    recordOrderEvent(store, { actor: 'customer', ...input, occurredAt: at() }, sending);

  async function read(number: string) {
    const order = await store.orders.findByOrderNumber(number);
    if (!order) return undefined;
    const events = await store.orderEvents.listByOrderId(order.id);
    const feeCents = cancellationFeeCents(order, totalCentsOf(order.price), events);
    return { order, status: orderState(events).status, payment: paymentState(events), events, feeCents };
  }

  async function charge(row: { order_number: string; amount_cents: number; assignment: string }) {
    const found = await read(row.order_number);
    if (!found) return { kind: 'permanent', error: 'unknown-order' } as const;
    const { order, status, payment, feeCents } = found;
    const total = totalCentsOf(order.price) || row.amount_cents;
    const due = dueCents(status, total, payment.ledger, feeCents);
    if (due === 0) return { kind: 'delivered' } as const;
    const failure = { orderNumber: row.order_number, type: 'payment.failed' as const };
    if (!payment.card) {
      await record({
        ...failure,
        id: `charge-due:${row.order_number}:${row.assignment}`,
        data: { amount_cents: due, reason: 'no_card' },
      });
      return { kind: 'delivered' } as const;
    }
    const attempt = payment.ledger.failedCharges + 1;
    const result = await gateway.charge({
      orderNumber: row.order_number,
      customer: payment.card.customer,
      paymentMethod: payment.card.paymentMethod,
      amountCents: due,
      idempotencyKey: `shipquote-charge-${row.order_number}-${attempt}-${due}`,
    });
    if (result.outcome === 'paid') {
      await record({
        id: paidEventId(result.paymentIntent),
        orderNumber: row.order_number,
        type: 'order.paid',
        data: { amount_cents: due, by: 'card', saved_card: true, payment_intent: result.paymentIntent },
      });
      return { kind: 'delivered' } as const;
    }
    await record({
      ...failure,
      id: result.paymentIntent ? failedEventId(result.paymentIntent) : `charge-failed:${row.order_number}:${attempt}`,
      data: {
        amount_cents: due,
        reason: result.reason,
        ...(result.paymentIntent ? { payment_intent: result.paymentIntent } : {}),
      },
    });
    return { kind: 'delivered' } as const;
  }

  /** Nothing is due any more (paid, or cancelled): the hosted pages still open can no longer be paid. */
  async function closeCheckouts(number: string, open: readonly { session: string }[]) {
    for (const { session } of open) {
      await gateway.expireSession(session);
      await record({
        id: checkoutClosedEventId(session),
        orderNumber: number,
        type: 'payment.checkout_closed',
        actor: 'broker',
        data: { session },
      });
    }
  }

  async function settle(number: string) {
    const found = await read(number);
    if (!found) return { kind: 'permanent', error: 'unknown-order' } as const;
    const total = totalCentsOf(found.order.price);
    const { feeCents } = found;
    if (found.status === 'cancelled' || heldCents(found.payment.ledger) >= total) {
      await closeCheckouts(number, found.payment.ledger.openCheckouts);
    }
    // A cancellation after dispatch that finds less paid than its fee takes the rest from the saved card;
    // without one, the advisor collects it (no payment page is offered for a cancelled order).
    if (dueCents(found.status, total, found.payment.ledger, feeCents) > 0 && found.payment.card) {
      return charge({ order_number: number, amount_cents: feeCents, assignment: 'cancellation-fee' });
    }
    if (excessCents(found.status, total, found.payment.ledger, feeCents) === 0) return { kind: 'delivered' } as const;
    // Refunds made elsewhere (the provider's dashboard, a webhook not yet arrived) are counted first.
    for (const payment of refundable(found.payment.ledger)) {
      for (const refund of await gateway.refundsOf(payment.paymentIntent)) {
        if (!refund.counts) continue;
        await recordProviderRefund(store, sending, { ...refund, orderNumber: number, reason: 'provider', at: at() });
      }
    }
    const ledger = orderLedger(await store.orderEvents.listByOrderId(found.order.id));
    let excess = excessCents(found.status, total, ledger, feeCents);
    const reason = found.status === 'cancelled' ? 'cancelled' : 'overpaid';
    for (const payment of refundable(ledger)) {
      if (excess === 0) break;
      const amountCents = Math.min(excess, payment.cents);
      const refund = await gateway.refund({
        paymentIntent: payment.paymentIntent,
        amountCents,
        orderNumber: number,
        idempotencyKey: `shipquote-refund-${payment.paymentIntent}-${payment.refundedCents}-${amountCents}`,
      });
      await recordProviderRefund(store, sending, {
        refund: refund.refund,
        paymentIntent: payment.paymentIntent,
        amountCents: refund.amountCents,
        orderNumber: number,
        reason,
        at: at(),
        ...(found.status === 'cancelled' && feeCents > 0 ? { feeKeptCents: feeCents } : {}),
      });
      excess -= Math.min(excess, refund.amountCents);
    }
    // What is left was paid by phone: the advisor who took it gives it back.
    return { kind: 'delivered' } as const;
  }

  async function send(row: OutboxRow): Promise<DeliveryResult> {
    const payload = parseRow(row);
    if (!payload) return { kind: 'permanent', error: 'bad-payload' };
    return serialized(payload.order_number, () =>
      payload.kind === 'charge' ? charge(payload) : settle(payload.order_number),
    );
  }

  return {
    name: PAYMENTS_DESTINATION,
    label: 'Payments',
    settle: (number) => serialized(number, () => settle(number)),
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

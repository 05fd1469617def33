/**
 * The orders' ledgers checked against the payment provider's books: every payment that went through since
 * a day, by the order in its metadata, and each of its refunds. What the ledger lacks is recorded as the
 * webhook would have (a payment, a refund made in the dashboard, one whose answer was lost), and an order
 * that then holds more than it may keep is settled (refunded) by the payments destination's own rule. Run by
 * `npm run payments -- reconcile` and daily by the server; what it found and repaired is counted.
 */
import { cancellationFeeCents } from '../order-life/cancellation-fee';
import { excessCents, orderLedger, totalCentsOf } from '../order-life/order-ledger';
import { orderState } from '../order-life/order-status';
import { type OrderEventSending, type OrderEventStore, recordOrderEvent } from '../order-life/record-order-event';
import { paidEventId } from './order-payments';
import type { PaymentGateway } from './payment-gateway';
import type { PaymentsDestination } from './payments-destination';
import { recordProviderRefund } from './provider-refunds';

export const MISMATCH_KINDS = ['missing_payment', 'missing_refund', 'overpaid'] as const;
export type MismatchKind = (typeof MISMATCH_KINDS)[number];

export interface ReconciliationReport {
  /** Payments of our orders the provider holds since the day. */
  checked: number;
  found: Record<MismatchKind, number>;
  repaired: Record<MismatchKind, number>;
  /** The orders an overpayment could not be repaired for (a phone payment to give back by hand). */
  unrepaired: string[];
}

export interface ReconciliationDeps {
  gateway: PaymentGateway;
  store: OrderEventStore;
  sending: OrderEventSending;
  destination: Pick<PaymentsDestination, 'settle'>;
  now?: () => number;
}

const zero = (): Record<MismatchKind, number> => ({ missing_payment: 0, missing_refund: 0, overpaid: 0 });

export async function reconcilePayments(deps: ReconciliationDeps, sinceMs: number): Promise<ReconciliationReport> {
  const at = () => new Date((deps.now ?? Date.now)()).toISOString();
  const report: ReconciliationReport = { checked: 0, found: zero(), repaired: zero(), unrepaired: [] };
  const touched = new Set<string>();
  for (const payment of await deps.gateway.paymentsSince(sinceMs)) {
    if (!payment.orderNumber) continue;
    const order = await deps.store.orders.findByOrderNumber(payment.orderNumber);
    if (!order) continue;
    report.checked += 1;
    touched.add(payment.orderNumber);
    const ledger = orderLedger(await deps.store.orderEvents.listByOrderId(order.id));
    if (!ledger.payments.some((known) => known.paymentIntent === payment.paymentIntent)) {
      report.found.missing_payment += 1;
      const recorded = await recordOrderEvent(
        deps.store,
        {
          id: paidEventId(payment.paymentIntent),
          orderNumber: payment.orderNumber,
          type: 'order.paid',
          actor: 'customer',
          occurredAt: at(),
          data: { amount_cents: payment.amountCents, by: 'card', payment_intent: payment.paymentIntent },
        },
        deps.sending,
      );
      if (recorded.outcome === 'applied') report.repaired.missing_payment += 1;
    }
    for (const refund of await deps.gateway.refundsOf(payment.paymentIntent)) {
      if (!refund.counts || ledger.refunds.some((known) => known.refund === refund.refund)) continue;
      report.found.missing_refund += 1;
      const recorded = await recordProviderRefund(deps.store, deps.sending, {
        ...refund,
        orderNumber: payment.orderNumber,
        reason: 'provider',
        at: at(),
      });
      if (recorded.outcome === 'applied') report.repaired.missing_refund += 1;
    }
  }
  for (const orderNumber of touched) {
    const excess = await excessOf(deps.store, orderNumber);
    if (excess === 0) continue;
    report.found.overpaid += 1;
    await deps.destination.settle(orderNumber);
    if ((await excessOf(deps.store, orderNumber)) === 0) report.repaired.overpaid += 1;
    else report.unrepaired.push(orderNumber);
  }
  return report;
}

async function excessOf(store: OrderEventStore, orderNumber: string): Promise<number> {
  const order = await store.orders.findByOrderNumber(orderNumber);
  if (!order) return 0;
  const events = await store.orderEvents.listByOrderId(order.id);
  const total = totalCentsOf(order.price);
  return excessCents(orderState(events).status, total, orderLedger(events), cancellationFeeCents(order, total, events));
}

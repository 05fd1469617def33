/**
 * The fee a cancellation keeps. The agreement sets a fee for a cancellation after a carrier has been
 * confirmed and dispatched (its wasted trip): an order cancelled while a carrier is assigned keeps that
 * fee from what was paid, and the rest is refunded. A cancellation the dispatch system sends (the carrier
 * side's doing) keeps nothing, nor one the broker marks `waive_fee`. Never more than the order's total.
 * Pure: the ledger's arithmetic (order-ledger.ts) takes the fee as a number.
 */
import { type OrderEventFacts, orderState } from './order-status';

interface FeeTerms {
  terms?: { cancellationFeeAfterDispatch?: unknown };
}

/** The agreement's fee after dispatch, in cents; 0 for an agreement that sets none. */
export function agreedFeeCents(agreement: { data: unknown }): number {
  const fee = (agreement.data as FeeTerms | null)?.terms?.cancellationFeeAfterDispatch;
  return typeof fee === 'number' && Number.isFinite(fee) && fee > 0 ? Math.round(fee * 100) : 0;
}

/** What the cancellation keeps of the order's money, in cents: 0 unless it was cancelled after dispatch. */
export function cancellationFeeCents(
  order: { agreement: { data: unknown } },
  totalCents: number,
  events: readonly (OrderEventFacts & { refusal?: string | null })[],
): number {
  const state = orderState(events);
  if (state.status !== 'cancelled' || !state.assignment) return 0;
  const cancel = state.history.find(
    ({ event, refusal }) => refusal === null && event.type === 'order.cancelled',
  )?.event;
  if (!cancel || cancel.actor === 'dispatch') return 0;
  if ((cancel.data as { waive_fee?: unknown } | null)?.waive_fee === true) return 0;
  return Math.min(totalCents, agreedFeeCents(order.agreement));
}

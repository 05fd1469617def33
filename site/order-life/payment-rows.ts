/**
 * The payments outbox destination's vocabulary: the rows this stage writes for it, which the payments
 * stage (site/payments/payments-destination.ts) sends to the card provider. A carrier's assignment asks
 * for what is due to be charged to the saved card; a cancellation, and every payment, ask for the order to
 * be settled: whatever it holds beyond what it may keep is refunded. The destination reads the order's
 * ledger (order-ledger.ts) when it sends, so a row for an order already paid, or holding nothing more than
 * its due, does nothing: rows may be sent twice, late or together.
 */
export const PAYMENTS_DESTINATION = 'payments';

export const CHARGE_EVENT = 'payment.charge';
export const REFUND_EVENT = 'payment.refund';

/** Charge the order's total once its carrier is confirmed: one row per assignment (its event id). */
export interface ChargeRow {
  kind: 'charge';
  order_number: string;
  amount_cents: number;
  /** The `carrier.assigned` event that asked for it: with the order number, the charge's idempotency key. */
  assignment: string;
}

/**
 * Settle the order: refund what it holds beyond what it may keep. `refund` is the name rows written before
 * settling had; both are settled alike.
 */
export interface SettleRow {
  kind: 'settle' | 'refund';
  order_number: string;
}

export const SETTLE_EVENT = 'payment.settle';

/** A payment's settling row: one per payment event, so a payment that lands late is settled after it. */
export const settleEvent = (eventId: string) => `${SETTLE_EVENT}:${eventId}`;

/** The row's outbox event: the outbox keeps one per lead, event and destination. */
export const chargeEvent = (assignmentId: string) => `${CHARGE_EVENT}:${assignmentId}`;

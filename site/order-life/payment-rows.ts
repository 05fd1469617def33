/**
 * The payments outbox destination's vocabulary: the rows this stage writes for it, which the payments
 * stage (site/payments/payments-destination.ts) sends to the card provider. A carrier's assignment asks
 * for the order's total to be charged to the saved card; a cancellation asks for a payment to be refunded.
 * The destination reads the order's payment state when it sends, so a row for an order already paid, or
 * never paid, does nothing.
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

/** Refund the order's payment, if it has one, since it was cancelled. */
export interface RefundRow {
  kind: 'refund';
  order_number: string;
}

/** The row's outbox event: the outbox keeps one per lead, event and destination. */
export const chargeEvent = (assignmentId: string) => `${CHARGE_EVENT}:${assignmentId}`;

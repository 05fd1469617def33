/**
 * An order's money, as its payment events add up: every payment (by card, with its PaymentIntent, or by
 * phone), every refund (each with its own provider refund id and amount), the off-session charges that
 * failed, and the hosted payment pages opened for it. What the order has paid, had refunded, may keep and
 * still owes is computed here and nowhere else, so the pages, the emails, the payments destination and the
 * reconciliation agree: paid − refunded = what the order keeps (its total while it stands, nothing once it
 * is cancelled). Pure: no I/O, no clock. Amounts are in cents.
 *
 * A fact told twice under two ids (the provider's webhook and our own answer, an old event id and a new
 * one) is counted once: payments by their PaymentIntent, refunds by the provider's refund id.
 */
import { byOccurrence, type OrderEventFacts, type OrderStatus } from './order-status';

export interface LedgerPayment {
  eventId: string;
  amountCents: number;
  by: 'card' | 'phone';
  /** Paid with the card saved for the order (an off-session charge), not on a hosted page. */
  savedCard: boolean;
  paymentIntent?: string;
  /** The card paid with on a hosted page, for display, when the provider told it. */
  card?: { brand: string; last4: string };
  /** ISO 8601. */
  at: string;
}

export interface LedgerRefund {
  eventId: string;
  amountCents: number;
  /** The provider's refund id, when it made it. */
  refund?: string;
  /** The payment it gave back, when known. */
  paymentIntent?: string;
  /** ISO 8601. */
  at: string;
}

/** A hosted payment page opened for the order, until it is paid or expired. */
export interface LedgerCheckout {
  session: string;
  amountCents: number;
  /** ISO 8601. */
  at: string;
}

export interface OrderLedger {
  payments: LedgerPayment[];
  refunds: LedgerRefund[];
  /** Off-session charges of the saved card the bank refused: each next one is another attempt. */
  failedCharges: number;
  /** Hosted payment pages opened and not yet paid or expired. */
  openCheckouts: LedgerCheckout[];
  paidCents: number;
  refundedCents: number;
}

/** The states in which a carrier is confirmed and the total is due. */
const CHARGEABLE: readonly OrderStatus[] = ['carrier_assigned', 'picked_up', 'delivered'];

const LEGACY_REFUND_ID = /^stripe:refunded:(.+)$/;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const cents = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0);

/** The ledger of the order's applied events (those whose refusal is null, or all when unjudged). */
export function orderLedger(events: readonly (OrderEventFacts & { refusal?: string | null })[]): OrderLedger {
  const ledger: OrderLedger = {
    payments: [],
    refunds: [],
    failedCharges: 0,
    openCheckouts: [],
    paidCents: 0,
    refundedCents: 0,
  };
  const seen = new Set<string>();
  const closedSessions = new Set<string>();
  for (const event of events.filter((candidate) => !candidate.refusal).sort(byOccurrence)) {
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    const data = (event.data ?? {}) as Record<string, unknown>;
    const paymentIntent = text(data.payment_intent);
    if (event.type === 'order.paid') {
      const session = text(data.session);
      if (session) closedSessions.add(session);
      if (paymentIntent && ledger.payments.some((payment) => payment.paymentIntent === paymentIntent)) continue;
      const cardLast4 = text(data.card_last4);
      ledger.payments.push({
        eventId: event.id,
        amountCents: cents(data.amount_cents),
        by: data.by === 'phone' ? 'phone' : 'card',
        savedCard: data.saved_card === true,
        ...(paymentIntent ? { paymentIntent } : {}),
        ...(cardLast4 ? { card: { brand: text(data.card_brand) ?? '', last4: cardLast4 } } : {}),
        at: event.occurredAt,
      });
    } else if (event.type === 'order.refunded') {
      const refund = text(data.refund);
      // Refunds recorded before they carried their payment named it in their id.
      const refunded = paymentIntent ?? LEGACY_REFUND_ID.exec(event.id)?.[1];
      if (refund && ledger.refunds.some((earlier) => earlier.refund === refund)) continue;
      ledger.refunds.push({
        eventId: event.id,
        amountCents: cents(data.amount_cents),
        ...(refund ? { refund } : {}),
        ...(refunded ? { paymentIntent: refunded } : {}),
        at: event.occurredAt,
      });
    } else if (event.type === 'payment.failed' && data.reason !== 'no_card') {
      ledger.failedCharges += 1;
    } else if (event.type === 'payment.checkout_opened') {
      const session = text(data.session);
      if (session) ledger.openCheckouts.push({ session, amountCents: cents(data.amount_cents), at: event.occurredAt });
    } else if (event.type === 'payment.checkout_closed') {
      const session = text(data.session);
      if (session) closedSessions.add(session);
    }
  }
  ledger.openCheckouts = ledger.openCheckouts.filter((checkout) => !closedSessions.has(checkout.session));
  ledger.paidCents = ledger.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  ledger.refundedCents = ledger.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  return ledger;
}

/** What the order holds: paid less refunded. */
export const heldCents = (ledger: OrderLedger) => ledger.paidCents - ledger.refundedCents;

/**
 * What the order may keep: its total while it stands; once cancelled, the cancellation's fee
 * (cancellation-fee.ts: the agreement's fee after dispatch, else nothing).
 */
export const keepCents = (status: OrderStatus, totalCents: number, feeCents = 0) =>
  status === 'cancelled' ? feeCents : totalCents;

/**
 * What is to be collected now: the rest of the total once a carrier is confirmed, the rest of the fee of
 * an order cancelled after dispatch, else nothing.
 */
export function dueCents(status: OrderStatus, totalCents: number, ledger: OrderLedger, feeCents = 0): number {
  if (status === 'cancelled') return Math.max(0, feeCents - heldCents(ledger));
  if (!CHARGEABLE.includes(status)) return 0;
  return Math.max(0, totalCents - heldCents(ledger));
}

/** What the order holds beyond what it may keep: to be refunded. */
export function excessCents(status: OrderStatus, totalCents: number, ledger: OrderLedger, feeCents = 0): number {
  return Math.max(0, heldCents(ledger) - keepCents(status, totalCents, feeCents));
}

/** What can still be refunded of each card payment, largest first: where a refund of the excess comes from. */
export function refundable(ledger: OrderLedger): { paymentIntent: string; cents: number; refundedCents: number }[] {
  return ledger.payments
    .filter((payment): payment is LedgerPayment & { paymentIntent: string } => payment.paymentIntent !== undefined)
    .map((payment) => {
      const refundedCents = ledger.refunds
        .filter((refund) => refund.paymentIntent === payment.paymentIntent)
        .reduce((sum, refund) => sum + refund.amountCents, 0);
      return { paymentIntent: payment.paymentIntent, cents: payment.amountCents - refundedCents, refundedCents };
    })
    .filter((payment) => payment.cents > 0)
    .sort((a, b) => b.cents - a.cents);
}

/** The order's total in cents, from its price as signed (dollars). */
export function totalCentsOf(price: unknown): number {
  const total = (price as { total?: unknown } | null)?.total;
  return typeof total === 'number' && Number.isFinite(total) && total > 0 ? Math.round(total * 100) : 0;
}

/**
 * Where an order's payment stands, as its pages, emails and privacy export show it, worked out from its
 * payment events (order-status.ts: PAYMENT_EVENT_TYPES) through its ledger (order-ledger.ts): the card
 * saved for it, a charge that failed and left the total due, what was paid and what was refunded. Pure:
 * no I/O, no clock. Amounts are in cents.
 */
import { type OrderLedger, orderLedger } from './order-ledger';
import { byOccurrence, type OrderEventFacts } from './order-status';

export interface SavedCard {
  /** The payment provider's customer and payment method ids. */
  customer: string;
  paymentMethod: string;
  /** For display: "visa", "4242". */
  brand: string;
  last4: string;
  /** ISO 8601. */
  savedAt: string;
}

export interface OrderPayment {
  /** Everything paid, whichever way and however many times. */
  amountCents: number;
  /** How the first payment was made. */
  by: 'card' | 'phone';
  /** Paid with the card saved for the order (charged when the carrier was confirmed), not another one. */
  savedCard: boolean;
  /** The provider's first payment, when paid by card. */
  paymentIntent?: string;
  /** The card of the first payment, when made on a hosted page and the provider told it. */
  card?: { brand: string; last4: string };
  /** ISO 8601: the first payment. */
  at: string;
}

/**
 * A payment's receipt number: the order's number and the payment's place among its payments, so a payment
 * taken by phone has one as a card payment does, and the customer and the desk read the same one.
 */
export const receiptNumberOf = (orderNumber: string, sequence: number) => `${orderNumber}-${sequence}`;

export interface PaymentDue {
  amountCents: number;
  /** Why the saved card was not charged: no card, declined, or the bank asks the customer to confirm. */
  reason: 'no_card' | 'card_declined' | 'authentication_required' | 'failed';
  /** ISO 8601. */
  at: string;
}

export interface OrderRefund {
  /** Everything refunded. */
  amountCents: number;
  /** The provider's last refund. */
  refund?: string;
  /** ISO 8601: the last refund. */
  at: string;
  /** A cancellation after dispatch: the agreement's fee, kept from what was paid. */
  feeKeptCents?: number;
}

export interface PaymentState {
  card?: SavedCard;
  paid?: OrderPayment;
  /** Only while it is not paid. */
  due?: PaymentDue;
  refunded?: OrderRefund;
  /** Every money fact, for what is owed and kept (order-ledger.ts). */
  ledger: OrderLedger;
}

const DUE_REASONS: readonly PaymentDue['reason'][] = ['no_card', 'card_declined', 'authentication_required'];

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const cents = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : 0);

/** The payment state of the order's applied events (those whose refusal is null, or all when unjudged). */
export function paymentState(events: readonly (OrderEventFacts & { refusal?: string | null })[]): PaymentState {
  const ledger = orderLedger(events);
  const state: PaymentState = { ledger };
  for (const event of events.filter((candidate) => !candidate.refusal).sort(byOccurrence)) {
    const data = (event.data ?? {}) as Record<string, unknown>;
    if (event.type === 'payment.card_saved') {
      state.card = {
        customer: text(data.customer),
        paymentMethod: text(data.payment_method),
        brand: text(data.brand),
        last4: text(data.last4),
        savedAt: event.occurredAt,
      };
    } else if (event.type === 'payment.failed') {
      const reason = DUE_REASONS.find((known) => known === data.reason) ?? 'failed';
      state.due = { amountCents: cents(data.amount_cents), reason, at: event.occurredAt };
    }
  }
  const [first] = ledger.payments;
  if (first) {
    state.paid = {
      amountCents: ledger.paidCents,
      by: first.by,
      savedCard: first.savedCard,
      ...(first.paymentIntent ? { paymentIntent: first.paymentIntent } : {}),
      ...(first.card ? { card: first.card } : {}),
      at: first.at,
    };
    delete state.due;
  }
  const last = ledger.refunds.at(-1);
  if (last) {
    const feeKept = events
      .filter((event) => !event.refusal && event.type === 'order.refunded')
      .map((event) => cents((event.data as Record<string, unknown> | null)?.fee_kept_cents))
      .find((fee) => fee > 0);
    state.refunded = {
      amountCents: ledger.refundedCents,
      ...(last.refund ? { refund: last.refund } : {}),
      at: last.at,
      ...(feeKept ? { feeKeptCents: feeKept } : {}),
    };
  }
  return state;
}

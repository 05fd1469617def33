/**
 * Where an order's payment stands, worked out from its payment events (order-status.ts:
 * PAYMENT_EVENT_TYPES) as its status is from its shipment's: the card saved for it, a charge that failed
 * and left the total due, the payment, and its refund. Pure: no I/O, no clock. Amounts are in cents.
 */
import type { OrderEventFacts } from './order-status';

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
  amountCents: number;
  by: 'card' | 'phone';
  /** Paid with the card saved for the order (charged when the carrier was confirmed), not another one. */
  savedCard: boolean;
  /** The provider's payment, when paid by card. */
  paymentIntent?: string;
  /** ISO 8601. */
  at: string;
}

export interface PaymentDue {
  amountCents: number;
  /** Why the saved card was not charged: no card, declined, or the bank asks the customer to confirm. */
  reason: 'no_card' | 'card_declined' | 'authentication_required' | 'failed';
  /** ISO 8601. */
  at: string;
}

export interface OrderRefund {
  amountCents: number;
  refund?: string;
  /** ISO 8601. */
  at: string;
}

export interface PaymentState {
  card?: SavedCard;
  paid?: OrderPayment;
  /** Only while it is not paid. */
  due?: PaymentDue;
  refunded?: OrderRefund;
}

const DUE_REASONS: readonly PaymentDue['reason'][] = ['no_card', 'card_declined', 'authentication_required'];

const byOccurrence = (a: OrderEventFacts, b: OrderEventFacts) => Date.parse(a.occurredAt) - Date.parse(b.occurredAt);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** An id is there only when it is text; an erased one is blank. */
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';
const cents = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : 0);

/** The payment state of the order's applied events (those whose refusal is null, or all when unjudged). */
export function paymentState(events: readonly (OrderEventFacts & { refusal?: string | null })[]): PaymentState {
  const applied = events.filter((event) => !event.refusal).sort(byOccurrence);
  const state: PaymentState = {};
  for (const event of applied) {
    const data = (event.data ?? {}) as Record<string, unknown>;
    if (event.type === 'payment.card_saved') {
      state.card = {
        customer: text(data.customer),
        paymentMethod: text(data.payment_method),
        brand: text(data.brand),
        last4: text(data.last4),
        savedAt: event.occurredAt,
      };
    } else if (event.type === 'order.paid' && !state.paid) {
      state.paid = {
        amountCents: cents(data.amount_cents),
        by: data.by === 'phone' ? 'phone' : 'card',
        savedCard: data.saved_card === true,
        ...(nonEmpty(data.payment_intent) ? { paymentIntent: data.payment_intent } : {}),
        at: event.occurredAt,
      };
    } else if (event.type === 'payment.failed') {
      const reason = DUE_REASONS.find((known) => known === data.reason) ?? 'failed';
      state.due = { amountCents: cents(data.amount_cents), reason, at: event.occurredAt };
    } else if (event.type === 'order.refunded' && !state.refunded) {
      state.refunded = {
        amountCents: cents(data.amount_cents),
        ...(nonEmpty(data.refund) ? { refund: data.refund } : {}),
        at: event.occurredAt,
      };
    }
  }
  if (state.paid) delete state.due;
  return state;
}

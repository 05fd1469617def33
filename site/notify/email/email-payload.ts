/**
 * What an email outbox row holds: everything its email is written from, so the email destination renders
 * it when the row is sent, with the site's settings of that moment (the public origin, how long a price
 * holds). The row is written in the same transaction as the lead or the order it tells of.
 */
import type { InstantPrice } from '../../../shared/api-types';
import type { CallbackWindow } from '../../../shared/order-schema';
import type { Vehicle } from '../../../shared/schema';
import type { OrderConfirmationInput } from './order-confirmation/order-confirmation-email-view';

/** The outbox's name for email rows; each event below is one kind of email. */
export const EMAIL_DESTINATION = 'email';
export const QUOTE_EMAIL_EVENT = 'quote.email';
export const ORDER_EMAIL_EVENT = 'order.email';
export const CALLBACK_EMAIL_EVENT = 'callback.email';

export interface QuoteEmailPayload {
  kind: 'quote';
  to: string;
  leadNumber: string;
  token: string;
  createdAt: string;
  firstName: string;
  origin: string;
  destination: string;
  shipDate: string;
  vehicles: Pick<Vehicle, 'year' | 'make' | 'model'>[];
  /** The price shown with the quote; null when an advisor prices it. A trip across the water carries its legs. */
  price: InstantPrice | null;
  /** The label of the season that moved the price, as the rate table worded it when the quote was made. */
  season?: string;
}

export interface OrderEmailPayload {
  kind: 'order-confirmation';
  to: string;
  /** The lead's booking token, for the link to the order; absent from rows written before the email had one. */
  token?: string;
  /** The link is made when the row is sent, from the site's public origin then. */
  order: Omit<OrderConfirmationInput, 'orderUrl'>;
}

/** The confirmation of a call-back request: the day and part of the day, in the broker's time zone. */
export interface CallbackEmailPayload {
  kind: 'callback';
  to: string;
  leadNumber: string;
  /** The quote's booking token: the email links back to its page. */
  token: string;
  firstName: string;
  preferredDate: string;
  timeWindow: CallbackWindow;
}

/** The steps of a signed order the customer is told of by email, one email per step's event. */
export const ORDER_STEPS = [
  'carrier.assigned',
  'carrier.unassigned',
  'order.picked_up',
  'order.delivered',
  'order.cancelled',
] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

/**
 * The outbox event of a step's email. The outbox keeps one row per lead, event and destination, so the
 * steps an order reaches once (picked up, delivered, cancelled) are emailed once however many events
 * report them; a carrier can be assigned, and fall through, more than once, so each of those events has
 * an email of its own, named with the event's id.
 */
export function orderStepEmailEvent(step: OrderStep, eventId: string): string {
  const name = `order.${step.split('.')[1]}.email`;
  return step === 'carrier.assigned' || step === 'carrier.unassigned' ? `${name}:${eventId}` : name;
}

/** Whether an outbox event names a step's email (orderStepEmailEvent). */
export const isOrderStepEmailEvent = (event: string) =>
  ORDER_STEPS.some((step) => event.startsWith(`order.${step.split('.')[1]}.email`));

/** An order's carrier and confirmed pickup window, as the assignment named them. */
export interface OrderStepAssignment {
  carrier: { name: string; mc: string; phone: string };
  /** Dates (YYYY-MM-DD) in the broker's time zone. */
  pickupWindow: { from: string; to: string };
  /** A date (YYYY-MM-DD) in the broker's time zone, when the assignment gave one. */
  deliveryEta?: string;
}

/** A step in a signed order's life: the carrier assigned (with the pickup window's calendar file), and so on. */
export interface OrderStepEmailPayload {
  kind: 'order-step';
  step: OrderStep;
  to: string;
  /** The lead's booking token, for the link to the order's page. */
  token: string;
  orderNumber: string;
  firstName: string;
  /** The order's pickup and delivery addresses on one line each: the summary, and the calendar event's location. */
  origin: string;
  destination: string;
  /** The order's total in dollars, as signed. */
  total: number;
  /** ISO 8601: when the step happened, as its sender said. */
  occurredAt: string;
  /** Who the step came from: the customer (their order page), the broker (by hand) or the dispatch system. */
  actor: 'customer' | 'broker' | 'dispatch';
  /** `carrier.assigned` only. */
  assignment?: OrderStepAssignment;
  /** `carrier.assigned` that replaces a carrier still assigned: the one it replaces, by name. */
  replacedCarrier?: string;
  /**
   * `carrier.assigned` only: how the total is paid now. The saved card is charged (`card`, its brand and
   * last four digits); with card payments on and no card, online from the order's page (`online`);
   * without them, by phone with the advisor (`phone`, also what rows written before this field mean).
   */
  payment?: { how: 'card'; brand: string; last4: string } | { how: 'online' } | { how: 'phone' };
  /** `order.cancelled` only, when one was given. */
  reason?: string;
  /** `order.cancelled` after dispatch: the agreement's fee that applies, in cents. */
  cancellationFeeCents?: number;
}

/** The outbox event of a payment's email: one per payment event (its id names it). */
export const ORDER_PAYMENT_EMAIL_EVENT = 'order.payment.email';
export const orderPaymentEmailEvent = (eventId: string) => `${ORDER_PAYMENT_EMAIL_EVENT}:${eventId}`;

/**
 * What happened to an order's payment: the receipt (paid, by card or by phone), the charge that failed and
 * left the total due ("Pay now" links to the order's page, where the payment page opens), and the refund.
 */
export interface OrderPaymentEmailPayload {
  kind: 'order-payment';
  /** A card saved, the receipt, the payment due, the refund. */
  step: 'payment.card_saved' | 'order.paid' | 'payment.failed' | 'order.refunded';
  to: string;
  /** The lead's booking token, for the link to the order's page. */
  token: string;
  orderNumber: string;
  firstName: string;
  amountCents: number;
  /** ISO 8601. */
  occurredAt: string;
  /** `order.paid`: how. */
  by?: 'card' | 'phone';
  /** The saved card, when one was charged or refused: for display only. */
  card?: { brand: string; last4: string };
  /** `payment.failed`: why the card was not charged. */
  reason?: 'no_card' | 'card_declined' | 'authentication_required' | 'failed';
  /** `order.refunded`, when we made it: the order was cancelled, or paid more than its total. */
  refundReason?: 'cancelled' | 'overpaid';
  /** A cancellation after dispatch: the agreement's fee kept from the payment, the rest refunded. */
  feeKeptCents?: number;
  /** `order.paid`: the receipt's number (payment-state.ts, receiptNumberOf). */
  receiptNumber?: string;
  /** `order.paid`: the order's price lines as signed, whole dollars, and its total in cents. */
  priceLines?: { label: string; amount: number }[];
  totalCents?: number;
}

/**
 * The outbox event of a "Find my order" email, named by the ten-minute slot it was asked in: the outbox keeps
 * one row per lead, event and destination, so asking again within the slot writes nothing.
 */
export const ORDER_LINK_EMAIL_EVENT = 'order-link.email';
export const orderLinkEmailEvent = (slot: string) => `${ORDER_LINK_EMAIL_EVENT}:${slot}`;

/** A customer's way back to their booking page: the number asked about and its link, nothing else of theirs. */
export interface OrderLinkEmailPayload {
  kind: 'order-link';
  to: string;
  /** The lead's booking token, for the link to its page. */
  token: string;
  leadNumber: string;
  /** The lead's order, when it has one. */
  orderNumber?: string;
}

/**
 * The outbox event of a staff notice: one per fact it tells of (`signed:<order number>`,
 * `callback:<request id>`, `event:<event id>`), since the outbox keeps one row per lead, event and destination.
 */
export const STAFF_NOTICE_EMAIL_EVENT = 'staff.notice.email';
export const staffNoticeEmailEvent = (fact: string) => `${STAFF_NOTICE_EMAIL_EVENT}:${fact}`;

/** What a staff notice tells of, with the fact's own details. */
export type StaffNotice =
  | {
      fact: 'order.signed';
      firstName: string;
      /** "Dallas, TX": the pickup's and the delivery's city and state, as signed. */
      origin: string;
      destination: string;
      /** Dollars, as signed. */
      total: number;
      /** Whether the order was signed with card payments on (its page asks for a card) or is paid by phone. */
      cardPayments: boolean;
    }
  | { fact: 'order.cancelled'; actor: 'customer' | 'broker' | 'dispatch'; reason?: string }
  | {
      fact: 'payment.failed';
      reason: NonNullable<OrderPaymentEmailPayload['reason']>;
      /** What is due. */
      amountCents: number;
    }
  | { fact: 'order.refunded'; amountCents: number }
  | { fact: 'callback.requested'; firstName: string; preferredDate: string; timeWindow: CallbackWindow }
  /** An event sent about the order that can never apply (a step on a cancelled order, say): staff act on it. */
  | { fact: 'event.refused'; type: string; actor: 'customer' | 'broker' | 'dispatch'; refusal: string };

/**
 * A notice to the broker's staff (STAFF_EMAIL) of something they act on: one email to every staff address,
 * with the link to the order's page and the command line that acts on the order.
 */
export interface StaffNoticePayload {
  kind: 'staff-notice';
  to: string[];
  /** The lead's booking token, for the link to the order's page; absent once the lead is erased. */
  token?: string;
  leadNumber: string;
  /** Absent for a call back asked for on a quote not signed. */
  orderNumber?: string;
  /** ISO 8601: when it happened. */
  occurredAt: string;
  notice: StaffNotice;
}

export type EmailPayload =
  | QuoteEmailPayload
  | OrderEmailPayload
  | CallbackEmailPayload
  | OrderStepEmailPayload
  | OrderPaymentEmailPayload
  | OrderLinkEmailPayload
  | StaffNoticePayload;

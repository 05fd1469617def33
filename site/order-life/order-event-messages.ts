/**
 * What an order event sends, decided here and written by storage with the event when it is new and applies
 * (storage/order-event-repository.ts): the customer's email for each step and each payment, the CRM's
 * `order.cancelled` when the customer cancelled on their order page (the broker's own systems already know
 * of what they sent), `order.paid` and `order.refunded`; and, when cards are taken online, the charge of
 * the saved card once a carrier is assigned and the refund of a cancelled order (payment-rows.ts). An event
 * sent twice, or refused, sends nothing; a step reported twice under two ids is emailed once
 * (orderStepEmailEvent says how). With STAFF_EMAIL, a cancellation, a failed charge and a refund are told to
 * staff too (staff-notices.ts).
 */
import type { Order } from '../../shared/order-schema';
import {
  CRM_DESTINATION,
  CRM_PAYLOAD_VERSION,
  ORDER_CANCELLED_EVENT,
  ORDER_PAID_EVENT,
  ORDER_REFUNDED_EVENT,
} from '../notify/crm/crm-events';
import {
  EMAIL_DESTINATION,
  type OrderPaymentEmailPayload,
  type OrderStepAssignment,
  type OrderStepEmailPayload,
  orderPaymentEmailEvent,
  orderStepEmailEvent,
} from '../notify/email/email-payload';
import type { LiveDestinations } from '../notify/outbox/destination-module';
import type { OutboxMessage } from '../storage/outbox-message';
import type { AssignmentData } from './order-event-schema';
import {
  type OrderEventActor,
  type OrderEventType,
  SHIPPING_EVENT_TYPES,
  type ShippingEventType,
} from './order-status';
import {
  type ChargeRow,
  chargeEvent,
  PAYMENTS_DESTINATION,
  REFUND_EVENT,
  type SettleRow,
  settleEvent,
} from './payment-rows';
import { receiptNumberOf, type SavedCard } from './payment-state';
import { staffEventNoticeRows } from './staff-notices';

/** The order and its customer, as the event's messages need them. */
export interface OrderAbout {
  orderNumber: string;
  leadNumber: string;
  /** The lead's booking token: the order's page. */
  token: string;
  email: string;
  firstName: string;
  details: Pick<Order, 'pickup' | 'delivery'>;
  /** Dollars, as signed. */
  total: number;
  /** Erased: nothing is sent to the person any more. */
  anonymised: boolean;
  /** The card saved for the order when the event arrives, if any: the payment emails name it. */
  card?: Pick<SavedCard, 'brand' | 'last4'>;
  /** Whether the order was paid with that card: a refund names the card only then. */
  paidWithSavedCard?: boolean;
  /**
   * Whether the order's money moved online already (a card saved, a card payment, a hosted page): its
   * payment rows are written whoever records the event, the command line without the provider's key too.
   */
  paidOnline?: boolean;
  /** The data of the carrier assignment that stands before the event, if any. */
  standingAssignment?: unknown;
  /** The event is a cancellation after dispatch: the agreement's fee that applies (cancellation-fee.ts). */
  cancellationFeeCents?: number;
  /** Whether, before this event, the order was cancelled or held its whole total: a payment now is one too many. */
  settled?: boolean;
  /** The order's price lines as signed, whole dollars: the receipt lists them. */
  priceLines?: readonly { label: string; amount: number }[];
  /** How many payments the order had before this event: a receipt's number counts on from them. */
  paymentsBefore?: number;
}

/** What the event's messages go to besides the CRM. */
export interface MessageOptions {
  /** The destinations this server sends to: email, and payments when cards are taken online. */
  live: LiveDestinations;
  /** The staff addresses (STAFF_EMAIL) a cancellation, a failed charge and a refund are told to (staff-notices.ts). */
  staff?: readonly string[] | undefined;
}

export interface EventMessagesInput {
  id: string;
  type: OrderEventType;
  actor: OrderEventActor;
  occurredAt: string;
  data: unknown;
}

/** The body of `order.paid` and `order.refunded` to the CRM (docs/crm-webhook.md). */
export interface CrmOrderPaymentPayload {
  event: typeof ORDER_PAID_EVENT | typeof ORDER_REFUNDED_EVENT;
  version: typeof CRM_PAYLOAD_VERSION;
  order_number: string;
  lead_number: string;
  amount_cents: number;
  /** ISO 8601. */
  at: string;
  /** `order.paid`: card (online) or phone (taken by an advisor). */
  by?: 'card' | 'phone';
}

/** The body of `order.cancelled` to the CRM (docs/crm-webhook.md). */
export interface CrmOrderCancelledPayload {
  event: typeof ORDER_CANCELLED_EVENT;
  version: typeof CRM_PAYLOAD_VERSION;
  order_number: string;
  lead_number: string;
  cancelled_at: string;
  cancelled_by: OrderEventActor;
  reason: string | null;
}

const addressLine = (place: Order['pickup']) =>
  [place.street, place.city, [place.state, place.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');

const reasonOf = (data: unknown): string | undefined => {
  const reason = (data as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' && reason !== '' ? reason : undefined;
};

const isShippingStep = (type: OrderEventType): type is ShippingEventType =>
  (SHIPPING_EVENT_TYPES as readonly string[]).includes(type);

/** The carrier a new assignment replaces, by name, when it is another carrier than the one standing. */
function replacedCarrier(standing: unknown, data: unknown): string | undefined {
  if (!standing) return undefined;
  const before = assignmentOf(standing).carrier;
  const after = assignmentOf(data).carrier;
  const digits = (mc: string) => mc.replace(/\D/g, '');
  return digits(before.mc) === digits(after.mc) ? undefined : before.name;
}

function assignmentOf(data: unknown): OrderStepAssignment {
  const { carrier, pickup_window, delivery_eta } = data as AssignmentData;
  return {
    carrier: { name: carrier.name, mc: carrier.mc, phone: carrier.phone },
    pickupWindow: { from: pickup_window.from, to: pickup_window.to },
    ...(delivery_eta === undefined ? {} : { deliveryEta: delivery_eta }),
  };
}

const centsOf = (dollars: number) => Math.round(dollars * 100);

const PAYMENT_STEPS = ['payment.card_saved', 'order.paid', 'payment.failed', 'order.refunded'] as const;
type PaymentStep = (typeof PAYMENT_STEPS)[number];
const isPaymentStep = (type: OrderEventType): type is PaymentStep =>
  (PAYMENT_STEPS as readonly string[]).includes(type);

/** Whether the event's payment rows are written: with card payments on here, or for an order paid online. */
const paymentsApply = (order: OrderAbout, options: MessageOptions) =>
  options.live.has(PAYMENTS_DESTINATION) || order.paidOnline === true;

/** The row that settles the order once `eventId` is committed: refunds what it holds beyond what it may keep. */
function settleRow(order: OrderAbout, eventId: string, event: string): Omit<OutboxMessage, 'cap'> {
  const payload: SettleRow = { kind: 'settle', order_number: order.orderNumber };
  return {
    destination: PAYMENTS_DESTINATION,
    event,
    payload,
    idempotencyKey: `${order.orderNumber}:settle:${eventId}`,
  };
}

const DUE_REASONS = ['no_card', 'card_declined', 'authentication_required'] as const;

/**
 * Whether a payment email names the saved card: a charge refused was of it; a payment only when it was made
 * with it (a payment on the provider's page may be of another card); a refund goes back to the card paid with.
 */
function namesCard(step: PaymentStep, data: Record<string, unknown>, order: OrderAbout): boolean {
  if (step === 'payment.failed' || step === 'payment.card_saved') return true;
  if (step === 'order.paid') return data.saved_card === true;
  return order.paidWithSavedCard === true;
}

/** The card a `payment.card_saved` event saved, when it names one. */
function savedCardOf(data: Record<string, unknown>): Pick<SavedCard, 'brand' | 'last4'> | undefined {
  const { brand, last4 } = data;
  return typeof brand === 'string' && typeof last4 === 'string' && /^\d{4}$/.test(last4) ? { brand, last4 } : undefined;
}

/**
 * What a receipt holds besides the amount: its number, the order's lines and total, and the card paid with
 * on a hosted page when the provider told it (the saved card is named as for the other steps).
 */
function receiptOf(data: Record<string, unknown>, order: OrderAbout): Partial<OrderPaymentEmailPayload> {
  const hostedCard =
    data.saved_card !== true && typeof data.card_last4 === 'string' && /^\d{4}$/.test(data.card_last4)
      ? { brand: typeof data.card_brand === 'string' ? data.card_brand : '', last4: data.card_last4 }
      : undefined;
  return {
    receiptNumber: receiptNumberOf(order.orderNumber, (order.paymentsBefore ?? 0) + 1),
    ...(order.priceLines && order.priceLines.length > 0
      ? { priceLines: order.priceLines.map(({ label, amount }) => ({ label, amount })) }
      : {}),
    totalCents: centsOf(order.total),
    ...(hostedCard ? { card: hostedCard } : {}),
  };
}

/** The payment steps' messages: the customer's email, and the CRM's word of money that moved. */
function paymentMessages(
  event: EventMessagesInput & { type: PaymentStep },
  order: OrderAbout,
  options: MessageOptions,
): Omit<OutboxMessage, 'cap'>[] {
  const data = (event.data ?? {}) as Record<string, unknown>;
  const amountCents = typeof data.amount_cents === 'number' ? data.amount_cents : centsOf(order.total);
  const by = data.by === 'phone' ? 'phone' : 'card';
  const messages: Omit<OutboxMessage, 'cap'>[] = [];
  // Every payment is followed by settling the order, so one that lands on a cancelled or paid order (a
  // late hosted page, a charge in flight, a second tab) is refunded, whichever instance recorded what first.
  if (event.type === 'order.paid' && paymentsApply(order, options)) {
    messages.push(settleRow(order, event.id, settleEvent(event.id)));
  }
  if (event.type === 'order.paid' || event.type === 'order.refunded') {
    const payload: CrmOrderPaymentPayload = {
      event: event.type === 'order.paid' ? ORDER_PAID_EVENT : ORDER_REFUNDED_EVENT,
      version: CRM_PAYLOAD_VERSION,
      order_number: order.orderNumber,
      lead_number: order.leadNumber,
      amount_cents: amountCents,
      at: event.occurredAt,
      ...(event.type === 'order.paid' ? { by } : {}),
    };
    messages.push({
      destination: CRM_DESTINATION,
      event: payload.event,
      payload,
      idempotencyKey: `${order.orderNumber}:${payload.event}`,
    });
  }
  // A payment the order did not owe gets no receipt: the refund's email tells of it.
  const unowed = event.type === 'order.paid' && order.settled === true;
  // The card just saved is the event's own: the order's card as it was before may be the one it replaces.
  const card = event.type === 'payment.card_saved' ? savedCardOf(data) : order.card;
  if (event.type === 'payment.card_saved' && !card) return messages;
  if (options.live.has(EMAIL_DESTINATION) && !order.anonymised && order.email !== '' && !unowed) {
    const reason = DUE_REASONS.find((known) => known === data.reason) ?? 'failed';
    const email: OrderPaymentEmailPayload = {
      kind: 'order-payment',
      step: event.type,
      to: order.email,
      token: order.token,
      orderNumber: order.orderNumber,
      firstName: order.firstName,
      amountCents,
      occurredAt: event.occurredAt,
      ...(event.type === 'order.paid' ? { by } : {}),
      ...(event.type === 'payment.failed' ? { reason } : {}),
      ...(event.type === 'order.refunded' && (data.reason === 'cancelled' || data.reason === 'overpaid')
        ? { refundReason: data.reason }
        : {}),
      ...(event.type === 'order.refunded' && typeof data.fee_kept_cents === 'number' && data.fee_kept_cents > 0
        ? { feeKeptCents: data.fee_kept_cents }
        : {}),
      ...(event.type === 'order.paid' ? receiptOf(data, order) : {}),
      ...(card && namesCard(event.type, data, order) ? { card: { brand: card.brand, last4: card.last4 } } : {}),
    };
    messages.push({
      destination: EMAIL_DESTINATION,
      event: orderPaymentEmailEvent(event.id),
      payload: email,
      idempotencyKey: `${order.orderNumber}:event:${event.id}:email`,
    });
  }
  return messages;
}

/** How the total is paid once a carrier is assigned: the saved card, online, or by phone without card payments. */
function paymentNow(order: OrderAbout, options: MessageOptions): NonNullable<OrderStepEmailPayload['payment']> {
  if (!paymentsApply(order, options)) return { how: 'phone' };
  return order.card ? { how: 'card', brand: order.card.brand, last4: order.card.last4 } : { how: 'online' };
}

/** The rows the payments destination sends: the charge on assignment, the refund on cancellation. */
function paymentRows(event: EventMessagesInput, order: OrderAbout): Omit<OutboxMessage, 'cap'>[] {
  if (event.type === 'carrier.assigned') {
    const payload: ChargeRow = {
      kind: 'charge',
      order_number: order.orderNumber,
      amount_cents: centsOf(order.total),
      assignment: event.id,
    };
    return [
      {
        destination: PAYMENTS_DESTINATION,
        event: chargeEvent(event.id),
        payload,
        idempotencyKey: `${order.orderNumber}:charge:${event.id}`,
      },
    ];
  }
  if (event.type === 'order.cancelled')
    return [{ ...settleRow(order, event.id, REFUND_EVENT), idempotencyKey: `${order.orderNumber}:refund` }];
  return [];
}

export function orderEventMessages(
  event: EventMessagesInput,
  order: OrderAbout,
  options: MessageOptions,
): Omit<OutboxMessage, 'cap'>[] {
  const staff = staffEventNoticeRows(event, order, options);
  if (isPaymentStep(event.type)) return [...paymentMessages({ ...event, type: event.type }, order, options), ...staff];
  const messages: Omit<OutboxMessage, 'cap'>[] = paymentsApply(order, options) ? paymentRows(event, order) : [];
  const reason = event.type === 'order.cancelled' ? reasonOf(event.data) : undefined;
  if (event.type === 'order.cancelled' && event.actor === 'customer') {
    const payload: CrmOrderCancelledPayload = {
      event: ORDER_CANCELLED_EVENT,
      version: CRM_PAYLOAD_VERSION,
      order_number: order.orderNumber,
      lead_number: order.leadNumber,
      cancelled_at: event.occurredAt,
      cancelled_by: event.actor,
      reason: reason ?? null,
    };
    messages.push({
      destination: CRM_DESTINATION,
      event: ORDER_CANCELLED_EVENT,
      payload,
      idempotencyKey: `${order.orderNumber}:order-cancelled`,
    });
  }
  if (options.live.has(EMAIL_DESTINATION) && !order.anonymised && order.email !== '' && isShippingStep(event.type)) {
    const email: OrderStepEmailPayload = {
      kind: 'order-step',
      step: event.type,
      to: order.email,
      token: order.token,
      orderNumber: order.orderNumber,
      firstName: order.firstName,
      origin: addressLine(order.details.pickup),
      destination: addressLine(order.details.delivery),
      total: order.total,
      occurredAt: event.occurredAt,
      actor: event.actor,
      ...(event.type === 'carrier.assigned'
        ? { assignment: assignmentOf(event.data), payment: paymentNow(order, options) }
        : {}),
      // A new carrier in place of one still assigned: the customer is told the carrier changed. The same
      // carrier sent again (a dispatch system's "assign" then "dispatch") is no change of carrier.
      ...(event.type === 'carrier.assigned' && replacedCarrier(order.standingAssignment, event.data)
        ? { replacedCarrier: replacedCarrier(order.standingAssignment, event.data) }
        : {}),
      // Once on its way and at delivery the customer is told who carries it: the claim goes to that carrier.
      ...((event.type === 'order.picked_up' || event.type === 'order.delivered') && order.standingAssignment
        ? { assignment: assignmentOf(order.standingAssignment) }
        : {}),
      ...(reason === undefined ? {} : { reason }),
      ...(event.type === 'order.cancelled' && order.cancellationFeeCents
        ? { cancellationFeeCents: order.cancellationFeeCents }
        : {}),
    };
    messages.push({
      destination: EMAIL_DESTINATION,
      event: orderStepEmailEvent(event.type, event.id),
      payload: email,
      idempotencyKey: `${order.orderNumber}:event:${event.id}:email`,
    });
  }
  return [...messages, ...staff];
}

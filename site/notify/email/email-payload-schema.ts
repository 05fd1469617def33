/**
 * Reads an email outbox row's payload back (email-payload.ts says what each kind holds). A row is written by
 * this site, but it may have been written by an older version, or edited by hand in the database: the
 * email destination renders only a payload of the right shape and gives up on any other, since sending it
 * again would fail again.
 */

import * as v from 'valibot';
import { CALLBACK_WINDOWS } from '../../../shared/order-schema';
import { isLeadNumberShape, isOrderNumberShape } from '../../../shared/reference-numbers';
import { DOMESTIC_TRANSPORT, EMAIL_PATTERN, INTERNATIONAL_TRANSPORT } from '../../../shared/schema';
import {
  CALLBACK_EMAIL_EVENT,
  type EmailPayload,
  isOrderStepEmailEvent,
  ORDER_EMAIL_EVENT,
  ORDER_LINK_EMAIL_EVENT,
  ORDER_PAYMENT_EMAIL_EVENT,
  ORDER_STEPS,
  type OrderLinkEmailPayload,
  type OrderPaymentEmailPayload,
  type OrderStep,
  type OrderStepEmailPayload,
  QUOTE_EMAIL_EVENT,
  STAFF_NOTICE_EMAIL_EVENT,
  type StaffNoticePayload,
} from './email-payload';
import { STAFF_MAILBOX } from './staff-mailbox';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One line of text: a header or a template line must never gain a line break from a payload. */
const line = v.pipe(v.string(), v.regex(/^[^\r\n]*$/));
const isoDate = v.pipe(v.string(), v.regex(ISO_DATE));
const timestamp = v.pipe(
  v.string(),
  v.check((text) => !Number.isNaN(Date.parse(text))),
);
const token = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/));
const dollars = v.pipe(v.number(), v.finite(), v.minValue(0));
const transport = v.picklist([...DOMESTIC_TRANSPORT, ...INTERNATIONAL_TRANSPORT]);
const vehicles = v.pipe(v.array(v.object({ year: line, make: line, model: line })), v.minLength(1), v.maxLength(20));

const priceOption = v.object({
  transport,
  from: dollars,
  to: dollars,
  estimate: v.optional(dollars),
  transit: v.object({ min: dollars, max: dollars }),
  transitUnit: v.picklist(['days', 'weeks']),
});

const miles = v.pipe(v.number(), v.finite(), v.minValue(0));
const days = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One leg of a trip across the water, as pricing wrote it (site/quote/pricing/pricing.ts, SeaLeg). */
const priceLeg = v.variant('kind', [
  v.object({ kind: v.literal('road'), from: line, to: line, miles }),
  v.object({ kind: v.literal('port'), port: line, action: v.picklist(['drop-off', 'pick-up']) }),
  v.object({ kind: v.literal('sailing'), from: line, to: line, days: v.object({ min: days, max: days }) }),
]);

const quotePayload = v.object({
  kind: v.literal('quote'),
  to: v.pipe(v.string(), v.regex(EMAIL_PATTERN)),
  leadNumber: line,
  token,
  createdAt: timestamp,
  firstName: line,
  origin: line,
  destination: line,
  shipDate: isoDate,
  vehicles,
  price: v.nullable(
    v.object({
      options: v.array(priceOption),
      chosen: transport,
      legs: v.optional(v.pipe(v.array(priceLeg), v.maxLength(10))),
    }),
  ),
  season: v.optional(line),
});

const place = v.object({
  street: line,
  city: line,
  state: line,
  postal_code: line,
  contact_name: line,
  contact_phone: line,
});

const orderPayload = v.object({
  kind: v.literal('order-confirmation'),
  to: v.pipe(v.string(), v.regex(EMAIL_PATTERN)),
  // The order's link and details are optional: rows written before the email carried them are still sent.
  token: v.optional(token),
  order: v.pipe(
    v.object({
      orderNumber: line,
      firstName: line,
      origin: line,
      destination: line,
      shipDate: isoDate,
      vehicles,
      transport,
      price: v.optional(dollars),
      signedBy: line,
      signedAt: timestamp,
      agreementText: v.pipe(v.string(), v.minLength(1)),
      pickup: v.optional(place),
      delivery: v.optional(place),
      pickupWindow: v.optional(v.object({ first: isoDate, last: isoDate })),
      cancellationTerms: v.optional(v.pipe(v.array(line), v.maxLength(10))),
      priceLines: v.optional(
        v.pipe(v.array(v.strictObject({ label: v.pipe(line, v.minLength(1)), amount: dollars })), v.maxLength(20)),
      ),
    }),
    // JSON drops an undefined price (the advisor confirms it): the key is there again, undefined.
    v.transform((order) => ({ ...order, price: order.price })),
  ),
});

const callbackPayload = v.object({
  kind: v.literal('callback'),
  to: v.pipe(v.string(), v.regex(EMAIL_PATTERN)),
  leadNumber: line,
  token,
  firstName: line,
  preferredDate: isoDate,
  timeWindow: v.picklist(CALLBACK_WINDOWS),
});

/**
 * A step's email, held to the step's own fields: the assignment with `carrier.assigned` (and the standing
 * one once picked up and delivered), a reason and a fee with `order.cancelled` only, and nothing else. The reason may hold line breaks (the customer types it in a
 * text area); the email writes it on one line.
 */
const orderStepCommon = {
  kind: v.literal('order-step'),
  to: v.pipe(v.string(), v.regex(EMAIL_PATTERN)),
  token,
  orderNumber: v.pipe(
    v.string(),
    v.check((value: string) => isOrderNumberShape(value)),
  ),
  firstName: line,
  origin: line,
  destination: line,
  total: dollars,
  occurredAt: timestamp,
  actor: v.picklist(['customer', 'broker', 'dispatch']),
};

const assignment = v.strictObject({
  carrier: v.strictObject({
    name: v.pipe(line, v.minLength(1), v.maxLength(200)),
    mc: v.pipe(v.string(), v.regex(/^\d{1,8}$/)),
    phone: v.pipe(v.string(), v.regex(/^[\d ()+.-]{7,40}$/)),
  }),
  pickupWindow: v.pipe(
    v.strictObject({ from: isoDate, to: isoDate }),
    v.check((window) => window.from <= window.to),
  ),
  deliveryEta: v.optional(isoDate),
});

const orderStepPayload = v.variant('step', [
  v.strictObject({
    ...orderStepCommon,
    step: v.literal('carrier.assigned'),
    assignment,
    replacedCarrier: v.optional(v.pipe(line, v.minLength(1), v.maxLength(200))),
    payment: v.optional(
      v.variant('how', [
        v.strictObject({
          how: v.literal('card'),
          brand: v.pipe(v.string(), v.regex(/^[a-z_]{1,30}$/)),
          last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
        }),
        v.strictObject({ how: v.picklist(['online', 'phone'] as const) }),
      ]),
    ),
  }),
  v.strictObject({ ...orderStepCommon, step: v.literal('carrier.unassigned') }),
  v.strictObject({
    ...orderStepCommon,
    step: v.picklist(['order.picked_up', 'order.delivered'] as const),
    // The carrier that carries it: named on the way, and the one a claim at delivery goes to.
    assignment: v.optional(assignment),
  }),
  v.strictObject({
    ...orderStepCommon,
    step: v.literal('order.cancelled'),
    reason: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(500), v.regex(/^[^\0]*$/))),
    cancellationFeeCents: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  }),
]);

/** The step an outbox event names (orderStepEmailEvent): `order.picked_up.email`, `order.assigned.email:<id>`. */
function stepOfEvent(event: string): OrderStep | undefined {
  if (!isOrderStepEmailEvent(event)) return undefined;
  return ORDER_STEPS.find((step) => {
    const name = `order.${step.split('.')[1]}.email`;
    return event === name || event.startsWith(`${name}:`);
  });
}

function parseOrderStepPayload(event: string, data: unknown): OrderStepEmailPayload | undefined {
  const step = stepOfEvent(event);
  if (step === undefined) return undefined;
  const parsed = v.safeParse(orderStepPayload, data);
  return parsed.success && parsed.output.step === step ? parsed.output : undefined;
}

/**
 * A payment's email, held to its step's own fields: how it was paid with the receipt only (and a card only
 * when it was paid by card), why the charge failed with the payment due only. The card is the payment
 * provider's brand code and last four digits, for display; nothing more of a card is ever in a row.
 */
const orderPaymentCommon = {
  kind: v.literal('order-payment'),
  to: v.pipe(v.string(), v.regex(EMAIL_PATTERN)),
  token,
  orderNumber: orderStepCommon.orderNumber,
  firstName: line,
  amountCents: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  occurredAt: timestamp,
};

const card = v.strictObject({
  brand: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_ -]{1,40}$/)),
  last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
});

/** What a receipt adds: optional, as rows written before receipts carried them have none. */
const receipt = {
  receiptNumber: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,60}$/))),
  priceLines: v.optional(
    v.pipe(v.array(v.strictObject({ label: v.pipe(line, v.minLength(1)), amount: dollars })), v.maxLength(20)),
  ),
  totalCents: v.optional(orderPaymentCommon.amountCents),
};

const orderPaymentPayload = v.variant('step', [
  v.strictObject({ ...orderPaymentCommon, step: v.literal('payment.card_saved'), card }),
  v.variant('by', [
    v.strictObject({
      ...orderPaymentCommon,
      ...receipt,
      step: v.literal('order.paid'),
      by: v.literal('card'),
      card: v.optional(card),
    }),
    v.strictObject({ ...orderPaymentCommon, ...receipt, step: v.literal('order.paid'), by: v.literal('phone') }),
  ]),
  v.strictObject({
    ...orderPaymentCommon,
    step: v.literal('payment.failed'),
    reason: v.picklist(['no_card', 'card_declined', 'authentication_required', 'failed']),
    card: v.optional(card),
  }),
  v.strictObject({
    ...orderPaymentCommon,
    step: v.literal('order.refunded'),
    card: v.optional(card),
    refundReason: v.optional(v.picklist(['cancelled', 'overpaid'])),
    feeKeptCents: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  }),
]);

/** Whether an outbox event names a payment's email (orderPaymentEmailEvent): the event's id after the colon. */
const isOrderPaymentEmailEvent = (event: string) =>
  event.startsWith(`${ORDER_PAYMENT_EMAIL_EVENT}:`) && event.length > ORDER_PAYMENT_EMAIL_EVENT.length + 1;

function parseOrderPaymentPayload(data: unknown): OrderPaymentEmailPayload | undefined {
  const parsed = v.safeParse(orderPaymentPayload, data);
  return parsed.success ? parsed.output : undefined;
}

const orderLinkPayload = v.strictObject({
  kind: v.literal('order-link'),
  to: v.pipe(v.string(), v.regex(EMAIL_PATTERN)),
  token,
  leadNumber: v.pipe(
    v.string(),
    v.check((value: string) => isLeadNumberShape(value)),
  ),
  orderNumber: v.optional(orderStepCommon.orderNumber),
});

/** Whether an outbox event names a "Find my order" email (orderLinkEmailEvent): its slot after the colon. */
const isOrderLinkEmailEvent = (event: string) =>
  event.startsWith(`${ORDER_LINK_EMAIL_EVENT}:`) && event.length > ORDER_LINK_EMAIL_EVENT.length + 1;

function parseOrderLinkPayload(data: unknown): OrderLinkEmailPayload | undefined {
  const parsed = v.safeParse(orderLinkPayload, data);
  return parsed.success ? parsed.output : undefined;
}

/**
 * A staff notice, held to its fact's own fields. The reason of a cancellation may hold line breaks, as in
 * the customer's email; the notice writes it on one line.
 */
const staffNoticePayload = v.strictObject({
  kind: v.literal('staff-notice'),
  to: v.pipe(v.array(v.pipe(v.string(), v.regex(STAFF_MAILBOX))), v.minLength(1), v.maxLength(20)),
  token: v.optional(token),
  leadNumber: v.pipe(
    v.string(),
    v.check((value: string) => isLeadNumberShape(value)),
  ),
  orderNumber: v.optional(orderStepCommon.orderNumber),
  occurredAt: timestamp,
  notice: v.variant('fact', [
    v.strictObject({
      fact: v.literal('order.signed'),
      firstName: line,
      origin: line,
      destination: line,
      total: dollars,
      cardPayments: v.boolean(),
    }),
    v.strictObject({
      fact: v.literal('order.cancelled'),
      actor: orderStepCommon.actor,
      reason: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(500), v.regex(/^[^\0]*$/))),
    }),
    v.strictObject({
      fact: v.literal('payment.failed'),
      reason: v.picklist(['no_card', 'card_declined', 'authentication_required', 'failed']),
      amountCents: orderPaymentCommon.amountCents,
    }),
    v.strictObject({ fact: v.literal('order.refunded'), amountCents: orderPaymentCommon.amountCents }),
    v.strictObject({
      fact: v.literal('callback.requested'),
      firstName: line,
      preferredDate: isoDate,
      timeWindow: v.picklist(CALLBACK_WINDOWS),
    }),
    v.strictObject({
      fact: v.literal('event.refused'),
      type: v.pipe(v.string(), v.regex(/^[a-z_]+\.[a-z_]+$/)),
      actor: orderStepCommon.actor,
      refusal: v.pipe(v.string(), v.minLength(1), v.maxLength(500), v.regex(/^[^\0]*$/)),
    }),
  ]),
});

const isStaffNoticeEmailEvent = (event: string) =>
  event.startsWith(`${STAFF_NOTICE_EMAIL_EVENT}:`) && event.length > STAFF_NOTICE_EMAIL_EVENT.length + 1;

function parseStaffNoticePayload(data: unknown): StaffNoticePayload | undefined {
  const parsed = v.safeParse(staffNoticePayload, data);
  return parsed.success ? parsed.output : undefined;
}

const KIND_OF_EVENT: Readonly<Record<string, EmailPayload['kind']>> = {
  [QUOTE_EMAIL_EVENT]: 'quote',
  [ORDER_EMAIL_EVENT]: 'order-confirmation',
  [CALLBACK_EMAIL_EVENT]: 'callback',
};

/**
 * The payload of a row of `event`, or undefined when it is not JSON, not the shape of its kind, or not the
 * kind its event names. Says nothing about what was wrong: the payload holds an address and a name, and
 * whatever reads the answer may log it.
 */
export function parseEmailPayload(event: string, payloadJson: string): EmailPayload | undefined {
  let data: unknown;
  try {
    data = JSON.parse(payloadJson);
  } catch {
    return undefined;
  }
  if (isOrderStepEmailEvent(event)) return parseOrderStepPayload(event, data);
  if (isOrderPaymentEmailEvent(event)) return parseOrderPaymentPayload(data);
  if (isStaffNoticeEmailEvent(event)) return parseStaffNoticePayload(data);
  if (isOrderLinkEmailEvent(event)) return parseOrderLinkPayload(data);
  const kind = KIND_OF_EVENT[event];
  if (kind === 'quote') {
    const parsed = v.safeParse(quotePayload, data);
    return parsed.success ? parsed.output : undefined;
  }
  if (kind === 'order-confirmation') {
    const parsed = v.safeParse(orderPayload, data);
    return parsed.success ? parsed.output : undefined;
  }
  if (kind === 'callback') {
    const parsed = v.safeParse(callbackPayload, data);
    return parsed.success ? parsed.output : undefined;
  }
  return undefined;
}

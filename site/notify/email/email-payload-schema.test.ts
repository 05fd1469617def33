import { describe, expect, it } from 'vitest';
import { aLead } from '../../../tests/support/a-lead';
import { SEA_QUOTE, SEASON_QUOTE } from '../../../tests/support/booking-fixtures';
import { ASSIGNMENT, orderInput, orderPaymentPayload, orderStepPayload } from '../../../tests/support/email-fixtures';
import { quoteEmailPayload } from '../../quote/quote-email-payload';
import {
  ORDER_EMAIL_EVENT,
  ORDER_PAYMENT_EMAIL_EVENT,
  ORDER_STEPS,
  type OrderEmailPayload,
  orderPaymentEmailEvent,
  orderStepEmailEvent,
  QUOTE_EMAIL_EVENT,
} from './email-payload';
import { parseEmailPayload } from './email-payload-schema';

const PLACE = {
  street: '1500 Marilla St',
  city: 'Dallas',
  state: 'TX',
  postal_code: '75201',
  contact_name: 'Ada Lovelace',
  contact_phone: '(512) 555-0100',
};

/** An order confirmation row as the booking stage writes it now: the link token and the order's details. */
function detailedPayload(): OrderEmailPayload {
  return {
    kind: 'order-confirmation',
    to: 'ada@example.com',
    token: 'abc_123-XYZ',
    order: {
      ...orderInput(),
      pickup: PLACE,
      delivery: { ...PLACE, street: '200 N Spring St', city: 'Los Angeles', state: 'CA', postal_code: '90012' },
      pickupWindow: { first: '2026-12-01', last: '2026-12-07' },
      cancellationTerms: ['You may cancel this order at no cost until a carrier has been assigned and confirmed.'],
    },
  };
}

describe('reading an order confirmation row', () => {
  it('reads one with the link token, addresses, contacts, pickup window and cancellation terms', () => {
    const payload = detailedPayload();
    expect(parseEmailPayload(ORDER_EMAIL_EVENT, JSON.stringify(payload))).toEqual(payload);
  });

  it('still reads one written before the confirmation carried the link and the order’s details', () => {
    const old = { kind: 'order-confirmation', to: 'ada@example.com', order: orderInput() };
    expect(parseEmailPayload(ORDER_EMAIL_EVENT, JSON.stringify(old))).toEqual(old);
  });

  it('refuses a line break in an address or a contact, and a token that is not one the site makes', () => {
    const broken = detailedPayload();
    broken.order.pickup = { ...PLACE, street: '1500 Marilla St\r\nBcc: someone@example.com' };
    expect(parseEmailPayload(ORDER_EMAIL_EVENT, JSON.stringify(broken))).toBeUndefined();
    const badToken = { ...detailedPayload(), token: '../admin?x=1' };
    expect(parseEmailPayload(ORDER_EMAIL_EVENT, JSON.stringify(badToken))).toBeUndefined();
    const badWindow = detailedPayload();
    badWindow.order.pickupWindow = { first: 'soon', last: '2026-12-07' };
    expect(parseEmailPayload(ORDER_EMAIL_EVENT, JSON.stringify(badWindow))).toBeUndefined();
  });
});

describe('reading a step’s email row', () => {
  const read = (event: string, payload: unknown) => parseEmailPayload(event, JSON.stringify(payload));

  it('reads each step’s row under its own event', () => {
    for (const step of ORDER_STEPS) {
      const payload = orderStepPayload(step);
      expect(read(orderStepEmailEvent(step, 'evt-1'), payload)).toEqual(payload);
    }
  });

  it('reads a cancellation with the reason as typed, line breaks included, and one without', () => {
    const payload = orderStepPayload('order.cancelled', { actor: 'customer', reason: 'Sold the car\nlast week' });
    expect(read(orderStepEmailEvent('order.cancelled', 'evt-1'), payload)).toEqual(payload);
    const without = orderStepPayload('order.cancelled');
    expect(read(orderStepEmailEvent('order.cancelled', 'evt-1'), without)).toEqual(without);
  });

  it('refuses a row of another step than its event names, or under an event no step has', () => {
    expect(read(orderStepEmailEvent('order.delivered', 'e'), orderStepPayload('order.picked_up'))).toBeUndefined();
    expect(read(orderStepEmailEvent('carrier.unassigned', 'e'), orderStepPayload('carrier.assigned'))).toBeUndefined();
    expect(read('order.picked_up.emails', orderStepPayload('order.picked_up'))).toBeUndefined();
    expect(read(ORDER_EMAIL_EVENT, orderStepPayload('order.picked_up'))).toBeUndefined();
  });

  it('refuses fields of another step, unknown fields and an assignment missing from its step, and reads the carrier of a pickup', () => {
    const assigned = orderStepEmailEvent('carrier.assigned', 'e');
    const pickedUp = orderStepEmailEvent('order.picked_up', 'e');
    const { assignment: _assignment, ...withoutAssignment } = orderStepPayload('carrier.assigned');
    expect(read(assigned, withoutAssignment)).toBeUndefined();
    const unassigned = orderStepEmailEvent('carrier.unassigned', 'e');
    expect(read(unassigned, { ...orderStepPayload('carrier.unassigned'), assignment: ASSIGNMENT })).toBeUndefined();
    // Once picked up and delivered the email names the carrier that carries it.
    expect(read(pickedUp, { ...orderStepPayload('order.picked_up'), assignment: ASSIGNMENT })).toMatchObject({
      assignment: ASSIGNMENT,
    });
    expect(read(pickedUp, { ...orderStepPayload('order.picked_up'), reason: 'Late' })).toBeUndefined();
    expect(read(pickedUp, { ...orderStepPayload('order.picked_up'), cc: 'someone@example.com' })).toBeUndefined();
    const extraCarrierField = { ...ASSIGNMENT, carrier: { ...ASSIGNMENT.carrier, email: 'x@example.com' } };
    expect(read(assigned, orderStepPayload('carrier.assigned', { assignment: extraCarrierField }))).toBeUndefined();
  });

  it('refuses dates that are not YYYY-MM-DD, a window that ends before it starts, and text that breaks a line', () => {
    const assigned = orderStepEmailEvent('carrier.assigned', 'e');
    const withAssignment = (assignment: unknown) => ({ ...orderStepPayload('carrier.assigned'), assignment });
    for (const assignment of [
      { ...ASSIGNMENT, pickupWindow: { from: '2026-12-2', to: '2026-12-03' } },
      { ...ASSIGNMENT, pickupWindow: { from: '2026-12-04', to: '2026-12-03' } },
      { ...ASSIGNMENT, deliveryEta: 'next week' },
      { ...ASSIGNMENT, carrier: { ...ASSIGNMENT.carrier, name: 'Haulers\r\nBcc: someone@example.com' } },
      { ...ASSIGNMENT, carrier: { ...ASSIGNMENT.carrier, phone: 'call us' } },
      { ...ASSIGNMENT, carrier: { ...ASSIGNMENT.carrier, mc: 'MC 123456' } },
    ]) {
      expect(read(assigned, withAssignment(assignment))).toBeUndefined();
    }
    const delivered = orderStepEmailEvent('order.delivered', 'e');
    for (const overrides of [
      { firstName: 'Ada\nBcc: someone@example.com' },
      { to: 'ada@example.com\r\nBcc: someone@example.com' },
      { orderNumber: 'Refund pending' },
      { token: '../admin' },
      { occurredAt: 'yesterday' },
      { actor: 'carrier' },
      { total: -1 },
    ]) {
      expect(read(delivered, { ...orderStepPayload('order.delivered'), ...overrides })).toBeUndefined();
    }
  });
});

describe('reading a payment’s email row', () => {
  const read = (event: string, payload: unknown) => parseEmailPayload(event, JSON.stringify(payload));
  const EVENT = orderPaymentEmailEvent('evt-1');

  it('reads the receipt by card and by phone, the payment due for each reason, and the refund, with or without the card', () => {
    const { card: _card, ...paidByPhone } = orderPaymentPayload('order.paid', { by: 'phone' });
    const { card: _refundCard, ...refundedUnknownCard } = orderPaymentPayload('order.refunded');
    const { card: _dueCard, ...dueWithoutCard } = orderPaymentPayload('payment.failed', { reason: 'no_card' });
    for (const payload of [
      orderPaymentPayload('order.paid'),
      paidByPhone,
      orderPaymentPayload('order.refunded'),
      refundedUnknownCard,
      dueWithoutCard,
      orderPaymentPayload('payment.failed', { reason: 'card_declined' }),
      orderPaymentPayload('payment.failed', { reason: 'authentication_required' }),
      orderPaymentPayload('payment.failed', { reason: 'failed' }),
      orderPaymentPayload('order.refunded', { amountCents: 0 }),
    ]) {
      expect(read(EVENT, payload)).toEqual(payload);
    }
  });

  it('refuses a payment’s row under an event without the payment event’s id, or under another email’s event', () => {
    const payload = orderPaymentPayload('order.paid');
    expect(read(ORDER_PAYMENT_EMAIL_EVENT, payload)).toBeUndefined();
    expect(read(`${ORDER_PAYMENT_EMAIL_EVENT}:`, payload)).toBeUndefined();
    expect(read(`${ORDER_PAYMENT_EMAIL_EVENT}s:evt-1`, payload)).toBeUndefined();
    expect(read(ORDER_EMAIL_EVENT, payload)).toBeUndefined();
    expect(read(orderStepEmailEvent('order.delivered', 'evt-1'), payload)).toBeUndefined();
    expect(read(EVENT, orderStepPayload('order.delivered'))).toBeUndefined();
  });

  it('refuses how it was paid, why it failed or the card where they do not belong, and unknown fields', () => {
    const paid = orderPaymentPayload('order.paid');
    const { by: _by, ...paidWithoutBy } = paid;
    const due = orderPaymentPayload('payment.failed');
    const { reason: _reason, ...dueWithoutReason } = due;
    for (const payload of [
      paidWithoutBy,
      { ...paid, reason: 'card_declined' },
      // A payment taken by phone names no saved card.
      { ...paid, by: 'phone' },
      dueWithoutReason,
      { ...due, by: 'card' },
      { ...orderPaymentPayload('order.refunded'), by: 'card' },
      { ...orderPaymentPayload('order.refunded'), reason: 'failed' },
      { ...paid, cc: 'someone@example.com' },
      { ...paid, card: { brand: 'visa', last4: '4242', number: '4242424242424242' } },
    ]) {
      expect(read(EVENT, payload)).toBeUndefined();
    }
  });

  it('refuses an amount that is not a whole, non-negative, safe number of cents, and values of the wrong shape', () => {
    for (const overrides of [
      { amountCents: -1 },
      { amountCents: 1330.5 },
      { amountCents: 2 ** 53 },
      { amountCents: '133000' },
      { amountCents: null },
      { step: 'order.charged' },
      { reason: 'insufficient_funds' },
      { by: 'cash' },
      { card: { brand: 'visa', last4: '42' } },
      { card: { brand: 'visa\r\nBcc: someone@example.com', last4: '4242' } },
      { firstName: 'Ada\nBcc: someone@example.com' },
      { to: 'ada@example.com\r\nBcc: someone@example.com' },
      { orderNumber: 'Refund pending' },
      { token: '../admin' },
      { occurredAt: 'yesterday' },
    ]) {
      const step = 'reason' in overrides ? 'payment.failed' : 'order.paid';
      expect(read(EVENT, { ...orderPaymentPayload(step), ...overrides })).toBeUndefined();
    }
  });
});

describe('reading a quote email row', () => {
  it('reads the season’s label and a sea trip’s legs back as they were written', () => {
    const season = quoteEmailPayload(aLead({ submission: SEASON_QUOTE }));
    expect(season.season).toBeDefined();
    expect(parseEmailPayload(QUOTE_EMAIL_EVENT, JSON.stringify(season))).toMatchObject({ season: season.season });
    const sea = quoteEmailPayload(aLead({ submission: SEA_QUOTE }));
    expect(sea.price?.legs?.length).toBeGreaterThan(0);
    const read = parseEmailPayload(QUOTE_EMAIL_EVENT, JSON.stringify(sea));
    expect(read?.kind === 'quote' && read.price?.legs).toEqual(sea.price?.legs);
  });

  it('refuses a leg with a line break or of a kind pricing does not write', () => {
    const sea = quoteEmailPayload(aLead({ submission: SEA_QUOTE }));
    const legs = sea.price?.legs ?? [];
    const broken = {
      ...sea,
      price: { ...sea.price, legs: [{ kind: 'port', port: 'Honolulu\r\nBcc: x', action: 'pick-up' }] },
    };
    expect(parseEmailPayload(QUOTE_EMAIL_EVENT, JSON.stringify(broken))).toBeUndefined();
    const foreign = { ...sea, price: { ...sea.price, legs: [...legs, { kind: 'flight', from: 'A', to: 'B' }] } };
    expect(parseEmailPayload(QUOTE_EMAIL_EVENT, JSON.stringify(foreign))).toBeUndefined();
  });
});

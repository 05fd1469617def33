import { afterAll, describe, expect, it } from 'vitest';
import { fakeOrderPayments } from '../../../tests/support/fake-order-payments';
import {
  ASSIGNED,
  closeHtml,
  type HtmlDocument,
  LINK_TOKEN,
  linksNamed,
  region,
  signedOrderLink,
  stepEvent,
  textOf,
} from '../../../tests/support/order-link-app';
import { brand } from '../../content/brand';
import type { OrderEventFacts } from '../../order-life/order-status';

afterAll(closeHtml);

const BOOKING = `/booking/${LINK_TOKEN}`;
const ADD_CARD = 'Add a card now — it is charged only when a carrier is confirmed';
const PROVIDER_LINE = 'The card form is on our payment provider’s secure page: this site never sees your card number.';
const PHONE = brand.phones.support.display;
const PAGES = ['', '/order/confirmed'];

const CARD_SAVED: OrderEventFacts = {
  id: 'stripe:card:cs_test_1',
  type: 'payment.card_saved',
  actor: 'customer',
  occurredAt: '2026-11-21T16:00:00.000Z',
  data: { customer: 'cus_1', payment_method: 'pm_1', brand: 'visa', last4: '4242' },
};
const failed = (amountCents: number, reason: string): OrderEventFacts => ({
  id: `failed-${reason}`,
  type: 'payment.failed',
  actor: 'dispatch',
  occurredAt: '2026-11-24T16:05:00.000Z',
  data: { amount_cents: amountCents, reason },
});
const paid = (amountCents: number, by: 'card' | 'phone'): OrderEventFacts => ({
  id: `paid-${by}`,
  type: 'order.paid',
  actor: by === 'phone' ? 'broker' : 'customer',
  occurredAt: '2026-11-25T10:00:00.000Z',
  data: { amount_cents: amountCents, by, ...(by === 'card' ? { payment_intent: 'pi_1', saved_card: true } : {}) },
});

/** The order's status as its facts say it. */
const statusOf = (document: HtmlDocument) =>
  textOf(region(document, 'Your order at a glance')?.querySelector('.order-status'));

/** The forms of the page that post to the payment routes, as "button → action". */
const paymentForms = (document: HtmlDocument) =>
  [...document.querySelectorAll('form')]
    .filter((form) => /\/order\/(card|pay)$/.test(form.getAttribute('action') ?? ''))
    .map(
      (form) =>
        `${textOf(form.querySelector('button'))} → ${form.getAttribute('method')} ${form.getAttribute('action')}`,
    );

/** The payment section's lines, each paragraph as read. */
const paymentLines = (document: HtmlDocument) =>
  [...(region(document, 'Payment')?.querySelectorAll('p') ?? [])].map(textOf);

const totalOf = (order: { price: { total: number } }) => `$${order.price.total.toLocaleString('en-US')}`;
/** The total to the cent, as what was paid and refunded is given. */
const paidOf = (order: { price: { total: number } }) => `${totalOf(order)}.00`;

/** The receipt's rows, "label: value". */
const receiptOf = (document: HtmlDocument) =>
  [...(region(document, 'Payment')?.querySelectorAll('.payment-receipt div') ?? [])].map(
    (row) => `${textOf(row.querySelector('dt'))}: ${textOf(row.querySelector('dd'))}`,
  );

describe('the payment part of an order’s pages without card payments', () => {
  it('says, while the order is signed, that nothing is paid now and we call to take the total by phone once a carrier is confirmed, and offers no card', async () => {
    const { get, order } = await signedOrderLink();
    for (const path of PAGES) {
      const { document } = await get(path);
      expect(paymentLines(document), path).toEqual([
        `You pay nothing now. Once a carrier is confirmed, we call you and take the total, ${totalOf(order)}, by card over the phone.`,
      ]);
      expect(paymentForms(document)).toEqual([]);
      expect(textOf(document.body)).not.toContain('Add a card');
    }
  });

  it('says, once a carrier is confirmed, that the total is due and we call to take it by phone, with the phone to call', async () => {
    const { get, addEvent, order } = await signedOrderLink();
    addEvent(ASSIGNED);
    const { document } = await get();
    const payment = region(document, 'Payment');
    expect(paymentLines(document)).toEqual([
      `A carrier is confirmed, so the total, ${totalOf(order)}, is due now: we call you to take it by card over the phone, or call customer support at ${PHONE} to pay now.`,
    ]);
    expect(linksNamed(payment, PHONE)[0]?.getAttribute('href')).toBe(brand.phones.support.href);
    expect(statusOf(document)).toBe('Carrier assigned — your pickup is confirmed');
    expect(paymentForms(document)).toEqual([]);
  });

  it('shows a payment taken by phone', async () => {
    const { get, addEvent, order } = await signedOrderLink();
    addEvent(ASSIGNED);
    addEvent(paid(order.price.total * 100, 'phone'));
    const { document } = await get();
    expect(paymentLines(document)).toEqual([`Paid ${paidOf(order)} on Wed, Nov 25, 2026 by phone.`]);
    expect(receiptOf(document)).toEqual([
      `Receipt number: ${order.orderNumber}-1`,
      `Amount paid: ${paidOf(order)}`,
      'Paid on: Wed, Nov 25, 2026',
      'Paid with: By phone',
    ]);
  });
});

describe('the payment part of an order’s pages with card payments', () => {
  it('offers, while the order is signed and has no card, a form that adds one, saying the card form is on the provider’s secure page', async () => {
    const { get, order } = await signedOrderLink({ payments: fakeOrderPayments().payments });
    for (const path of PAGES) {
      const { document } = await get(path);
      const payment = region(document, 'Payment');
      expect(payment?.id, path).toBe('pay');
      expect(paymentLines(document)).toEqual([
        `You pay nothing now. The total, ${totalOf(order)}, is charged only once a carrier is confirmed; if none can be confirmed, you pay nothing.`,
        PROVIDER_LINE,
        'You can also leave it: once a carrier is confirmed, we email you that the total is due, and you pay it here or by phone.',
      ]);
      expect(paymentForms(document)).toEqual([`${ADD_CARD} → post ${BOOKING}/order/card`]);
      const [button] = linksNamed(payment, ADD_CARD);
      expect(button?.getAttribute('type')).toBe('submit');
      expect(button?.hasAttribute('name')).toBe(false);
      const described = button?.getAttribute('aria-describedby') ?? '';
      expect(textOf(document.getElementById(described))).toBe(PROVIDER_LINE);
    }
  });

  it('shows a saved card by its brand and last four digits, what it is charged and when, and lets it be replaced while the order is signed', async () => {
    const { get, addEvent, order } = await signedOrderLink({ payments: fakeOrderPayments().payments });
    addEvent(CARD_SAVED);
    for (const path of PAGES) {
      const { document } = await get(path);
      expect(paymentLines(document), path).toEqual([
        'Visa ending 4242 saved',
        `It is charged ${totalOf(order)} once a carrier is confirmed.`,
        PROVIDER_LINE,
      ]);
      expect(paymentForms(document)).toEqual([`Use another card → post ${BOOKING}/order/card`]);
      expect(textOf(document.body)).not.toContain('Add a card');
    }
  });

  it('names a brand it does not know as "Card"', async () => {
    const { get, addEvent } = await signedOrderLink({ payments: fakeOrderPayments().payments });
    addEvent({ ...CARD_SAVED, data: { customer: 'cus_1', payment_method: 'pm_1', brand: 'link', last4: '0005' } });
    const { document } = await get();
    expect(paymentLines(document)).toContain('Card ending 0005 saved');
  });

  it('takes the card offer away once a carrier is confirmed, and says the saved card is charged now', async () => {
    const { get, addEvent, order } = await signedOrderLink({ payments: fakeOrderPayments().payments });
    addEvent(CARD_SAVED);
    addEvent(ASSIGNED);
    const { document } = await get();
    expect(paymentLines(document)).toEqual([
      'Visa ending 4242 saved',
      `A carrier is confirmed, so it is charged the total, ${totalOf(order)}, now.`,
    ]);
    expect(paymentForms(document)).toEqual([]);
  });

  it('says "Carrier confirmed — payment due" when the card was declined, with the reason, a "Pay now" form at #pay and the phone', async () => {
    const { get, addEvent, order } = await signedOrderLink({ payments: fakeOrderPayments().payments });
    addEvent(CARD_SAVED);
    addEvent(ASSIGNED);
    addEvent(failed(order.price.total * 100, 'card_declined'));
    const { document } = await get();
    expect(statusOf(document)).toBe('Carrier confirmed — payment due');
    const payment = region(document, 'Payment');
    expect(payment?.id).toBe('pay');
    expect(paymentLines(document)).toEqual([
      `The total, ${totalOf(order)}, is due now that a carrier is confirmed.`,
      'Your bank declined the charge to your Visa ending 4242.',
      PROVIDER_LINE,
      `Or pay by phone: call customer support at ${PHONE}.`,
    ]);
    expect(paymentForms(document)).toEqual([`Pay now → post ${BOOKING}/order/pay`]);
    expect(linksNamed(payment, PHONE)[0]?.getAttribute('href')).toBe(brand.phones.support.href);
  });

  it('says in plain words why a payment is due when there was no card, or the bank asks the customer to confirm', async () => {
    for (const [reason, sentence] of [
      ['no_card', 'No card was saved for this order, so nothing could be charged.'],
      [
        'authentication_required',
        'Your bank asks you to confirm the charge to your card yourself, so it was not taken without you.',
      ],
      ['failed', 'The charge to your card did not go through.'],
    ]) {
      const { get, addEvent } = await signedOrderLink({ payments: fakeOrderPayments().payments });
      addEvent(ASSIGNED);
      addEvent(failed(99_950, reason as string));
      const { document } = await get();
      const [due, why] = paymentLines(document);
      expect(due, reason).toBe('The total, $999.50, is due now that a carrier is confirmed.');
      expect(why, reason).toBe(sentence);
    }
  });

  it('shows a payment by card with the card it was made with, and offers no form', async () => {
    const { get, addEvent, order } = await signedOrderLink({ payments: fakeOrderPayments().payments });
    addEvent(CARD_SAVED);
    addEvent(ASSIGNED);
    addEvent(paid(order.price.total * 100, 'card'));
    const { document } = await get();
    expect(paymentLines(document)).toEqual([`Paid ${paidOf(order)} on Wed, Nov 25, 2026 with Visa ending 4242.`]);
    expect(statusOf(document)).toBe('Carrier assigned — your pickup is confirmed');
    expect(paymentForms(document)).toEqual([]);
  });

  it('names no card for a payment made on the provider’s page, which may be of another card than the saved one', async () => {
    const { get, addEvent, order } = await signedOrderLink({ payments: fakeOrderPayments().payments });
    addEvent(CARD_SAVED);
    addEvent(ASSIGNED);
    const hosted = paid(order.price.total * 100, 'card');
    addEvent({ ...hosted, data: { ...(hosted.data as object), saved_card: false } });
    const { document } = await get();
    expect(paymentLines(document)).toEqual([`Paid ${paidOf(order)} on Wed, Nov 25, 2026 by card.`]);
  });

  it('gives the receipt of a payment on the provider’s page with the card it was made with, when the provider told it', async () => {
    const { get, addEvent, order } = await signedOrderLink({ payments: fakeOrderPayments().payments });
    addEvent(CARD_SAVED);
    addEvent(ASSIGNED);
    const hosted = paid(order.price.total * 100, 'card');
    addEvent({
      ...hosted,
      data: { ...(hosted.data as object), saved_card: false, card_brand: 'mastercard', card_last4: '4444' },
    });
    const { document } = await get();
    expect(paymentLines(document)).toEqual([`Paid ${paidOf(order)} on Wed, Nov 25, 2026 with Mastercard ending 4444.`]);
    expect(receiptOf(document)).toEqual([
      `Receipt number: ${order.orderNumber}-1`,
      `Amount paid: ${paidOf(order)}`,
      'Paid on: Wed, Nov 25, 2026',
      'Paid with: Mastercard ending 4444',
    ]);
  });

  it('shows a payment made after a decline as paid, with no "Pay now" left', async () => {
    const { get, addEvent, order } = await signedOrderLink({ payments: fakeOrderPayments().payments });
    addEvent(ASSIGNED);
    addEvent(failed(order.price.total * 100, 'no_card'));
    addEvent(paid(order.price.total * 100, 'card'));
    const { document } = await get();
    expect(paymentLines(document)).toEqual([`Paid ${paidOf(order)} on Wed, Nov 25, 2026 by card.`]);
    expect(statusOf(document)).toBe('Carrier assigned — your pickup is confirmed');
    expect(paymentForms(document)).toEqual([]);
  });

  it('shows the payment and its refund once a paid order is cancelled', async () => {
    const { get, addEvent, order } = await signedOrderLink({ payments: fakeOrderPayments().payments });
    addEvent(CARD_SAVED);
    addEvent(ASSIGNED);
    addEvent(paid(order.price.total * 100, 'card'));
    addEvent(stepEvent('order.cancelled', '2026-11-26T09:00:00.000Z', 'broker'));
    addEvent({
      id: 'refund-1',
      type: 'order.refunded',
      actor: 'broker',
      occurredAt: '2026-11-26T09:01:00.000Z',
      data: { amount_cents: order.price.total * 100, refund: 're_1' },
    });
    const { document } = await get();
    expect(paymentLines(document)).toEqual([
      `Paid ${paidOf(order)} on Wed, Nov 25, 2026 with Visa ending 4242.`,
      `Refunded ${paidOf(order)} on Thu, Nov 26, 2026.`,
    ]);
    expect(paymentForms(document)).toEqual([]);
  });

  it('says the cancellation fee kept after dispatch beside the refund of the rest', async () => {
    const { get, addEvent, order } = await signedOrderLink({ payments: fakeOrderPayments().payments });
    addEvent(CARD_SAVED);
    addEvent(ASSIGNED);
    addEvent(paid(order.price.total * 100, 'card'));
    addEvent(stepEvent('order.cancelled', '2026-11-26T09:00:00.000Z', 'broker'));
    addEvent({
      id: 'refund-1',
      type: 'order.refunded',
      actor: 'broker',
      occurredAt: '2026-11-26T09:01:00.000Z',
      data: { amount_cents: order.price.total * 100 - 15_000, refund: 're_1', fee_kept_cents: 15_000 },
    });
    const { document } = await get();
    const lines = paymentLines(document);
    expect(lines).toContain(
      "Kept: the cancellation fee of $150.00 that your order agreement sets once a carrier is dispatched, for the carrier's wasted trip.",
    );
    expect(lines.some((line) => line?.startsWith('Refunded $'))).toBe(true);
  });

  it('says nothing of payment on a cancelled order that paid nothing, and offers no card', async () => {
    const { get, addEvent } = await signedOrderLink({ payments: fakeOrderPayments().payments });
    addEvent(CARD_SAVED);
    addEvent(stepEvent('order.cancelled', '2026-11-22T09:00:00.000Z', 'customer'));
    const { document } = await get();
    expect(region(document, 'Payment')).toBeNull();
    expect(paymentForms(document)).toEqual([]);
  });
});

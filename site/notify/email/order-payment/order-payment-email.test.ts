import { describe, expect, it } from 'vitest';
import { BOOKING_TOKEN } from '../../../../tests/support/a-lead';
import { ORDER_NUMBER, orderPaymentPayload, PUBLIC_URL } from '../../../../tests/support/email-fixtures';
import { mailClientProblems, parseEmailHtml, textOf } from '../../../../tests/support/email-html';
import { authorityStatement, brand } from '../../../content/brand';
import type { OrderPaymentEmailPayload } from '../email-payload';
import { renderOrderPaymentEmail } from './order-payment-email';
import type { OrderPaymentEmailInput } from './order-payment-email-view';

type PaymentStep = OrderPaymentEmailPayload['step'];
const PAYMENT_STEPS: readonly PaymentStep[] = ['payment.card_saved', 'order.paid', 'payment.failed', 'order.refunded'];

const ORDER_URL = `${PUBLIC_URL}/booking/${BOOKING_TOKEN}`;

/** A payment's email's input, as the email destination makes it from the row. */
function input(step: PaymentStep, overrides: Partial<OrderPaymentEmailPayload> = {}): OrderPaymentEmailInput {
  const { kind: _kind, to: _to, token: _token, ...payload } = orderPaymentPayload(step, overrides);
  return { ...payload, orderUrl: ORDER_URL };
}

/** The HTML part's words, a line for each block. */
const htmlWords = (html: string) => [...parseEmailHtml(html).querySelectorAll('p, li, h2')].map(textOf).join('\n');

/** Both parts' words: whatever one says, the other must say too. */
function partsOf(email: { html: string; text: string }): string[] {
  return [htmlWords(email.html), email.text];
}

const hrefsOf = (html: string) =>
  [...parseEmailHtml(html).querySelectorAll('a[href]')].map((link) => link.getAttribute('href'));

const SUBJECTS: Record<PaymentStep, string> = {
  'payment.card_saved': `Your order ${ORDER_NUMBER}: card saved`,
  'order.paid': `Your order ${ORDER_NUMBER}: payment received`,
  'payment.failed': `Your order ${ORDER_NUMBER}: payment due now`,
  'order.refunded': `Your order ${ORDER_NUMBER}: refund issued`,
};

describe('the emails about an order’s payment', () => {
  it('are titled with the order number and nothing the customer typed or the card, for each payment step', () => {
    for (const step of PAYMENT_STEPS) {
      const { subject } = renderOrderPaymentEmail(
        input(step, { firstName: 'Claim your refund at evil.example', card: { brand: 'Refund', last4: '4242' } }),
      );
      expect(subject).toBe(SUBJECTS[step]);
    }
    expect(() => renderOrderPaymentEmail(input('order.paid', { orderNumber: 'Pay at evil.example' }))).toThrow(
      /lead or order number/,
    );
  });

  it('have an HTML part a mail client can show, for each payment step', () => {
    for (const step of PAYMENT_STEPS) {
      expect(mailClientProblems(renderOrderPaymentEmail(input(step)).html)).toEqual([]);
    }
  });

  it('name the order and the amount to the cent, link to its page and give customer support’s phone, in both parts', () => {
    for (const step of PAYMENT_STEPS) {
      const email = renderOrderPaymentEmail(input(step, { amountCents: 133_050 }));
      for (const part of partsOf(email)) {
        expect(part).toContain('Hi Ada,');
        expect(part).toContain('$1,330.50');
        expect(part).toContain(`Call customer support at ${brand.phones.support.display}`);
      }
      expect(email.text).toContain(`Order number: ${ORDER_NUMBER}\n`);
      expect(htmlWords(email.html)).toContain(`Order number\n${ORDER_NUMBER}\n`);
      const hrefs = hrefsOf(email.html);
      expect(hrefs.some((href) => href?.startsWith(ORDER_URL))).toBe(true);
      expect(hrefs).toContain(brand.phones.support.href);
      expect(textOf(parseEmailHtml(email.html).body)).toContain(authorityStatement);
      expect(email.text).toContain(`\n${authorityStatement}\n`);
      expect(email.attachments).toEqual([]);
    }
  });

  it('greet without a first name that reads as a link, and escape one that holds markup', () => {
    const link = renderOrderPaymentEmail(input('order.paid', { firstName: 'evil.example' }));
    for (const part of partsOf(link)) expect(part).toContain('Hello,');
    const markup = renderOrderPaymentEmail(input('order.paid', { firstName: '<b>Ada</b>' }));
    expect(parseEmailHtml(markup.html).querySelector('b')).toBeNull();
  });
});

describe('the receipt', () => {
  it('gives the amount, the card paid with and the date in Central Time, in both parts', () => {
    const email = renderOrderPaymentEmail(input('order.paid', { occurredAt: '2026-12-02T03:00:00.000Z' }));
    for (const part of partsOf(email)) {
      expect(part).toContain('Thank you: we have received your payment for your order.');
      expect(part).toContain('This email is your receipt.');
      expect(part).toContain('Tue, Dec 1, 2026, 9:00 PM Central Time');
    }
    expect(email.text).toContain('Amount paid: $1,330.00\n');
    expect(email.text).toContain('Payment method: Visa ending 4242\n');
    expect(email.text).toContain('Paid on: Tue, Dec 1, 2026, 9:00 PM Central Time\n');
    expect(htmlWords(email.html)).toContain('Payment method\nVisa ending 4242\n');
  });

  it('gives its number, the order’s price lines and total, and every amount to the cent, in both parts', () => {
    const email = renderOrderPaymentEmail(
      input('order.paid', {
        amountCents: 130_000,
        receiptNumber: `${ORDER_NUMBER}-1`,
        priceLines: [
          { label: 'Transport: 2019 Toyota Camry', amount: 1_150 },
          { label: 'Short-notice pickup', amount: 150 },
        ],
        totalCents: 130_000,
      }),
    );
    expect(email.text).toContain(
      [
        `Order number: ${ORDER_NUMBER}`,
        `Receipt number: ${ORDER_NUMBER}-1`,
        'Transport: 2019 Toyota Camry: $1,150.00',
        'Short-notice pickup: $150.00',
        'Order total: $1,300.00',
        'Amount paid: $1,300.00',
      ].join('\n'),
    );
    expect(htmlWords(email.html)).toContain('Receipt number\n' + `${ORDER_NUMBER}-1\n`);
    expect(htmlWords(email.html)).toContain('Order total\n$1,300.00\n');
    // One money format: no whole-dollar amount beside the cents.
    for (const part of partsOf(email)) expect(part).not.toMatch(/\$[\d,]+(?![\d,.])/);
  });

  it('names the card paid with on the provider’s page when told it, and says "by card" when not', () => {
    const hosted = renderOrderPaymentEmail(input('order.paid', { card: { brand: 'mastercard', last4: '4444' } }));
    expect(hosted.text).toContain('Payment method: Mastercard ending 4444\n');
    const { card: _card, ...untold } = input('order.paid');
    const unnamed = renderOrderPaymentEmail(untold);
    expect(unnamed.text).toContain('Payment method: Credit or debit card\n');
    expect(unnamed.text).not.toMatch(/ending \d{4}/);
  });

  it('says a payment taken by phone was taken by customer support, and names no card', () => {
    const email = renderOrderPaymentEmail(input('order.paid', { by: 'phone' }));
    expect(email.text).toContain('Payment method: By phone with customer support\n');
    for (const part of partsOf(email)) expect(part).not.toContain('4242');
  });

  it('names a card of a brand it does not know as a card, and a card payment without its card as one', () => {
    const other = renderOrderPaymentEmail(input('order.paid', { card: { brand: 'link', last4: '4444' } }));
    expect(other.text).toContain('Payment method: Card ending 4444\n');
    const { card: _card, ...withoutCard } = input('order.paid');
    expect(renderOrderPaymentEmail(withoutCard).text).toContain('Payment method: Credit or debit card\n');
  });

  it('says what happens next and links to the order’s page', () => {
    const email = renderOrderPaymentEmail(input('order.paid'));
    for (const part of partsOf(email)) {
      expect(part).toContain('Your carrier calls you ahead of pickup to agree on a time.');
      expect(part).toContain('We email you when your vehicle is picked up, and again when it is delivered.');
    }
    expect(email.text).toContain(`Your order page: ${ORDER_URL}\n`);
    const button = parseEmailHtml(email.html).querySelector(`a[href="${ORDER_URL}"]`);
    expect(textOf(button)).toBe('See your order');
  });
});

describe('the card saved', () => {
  it('names the card, says it is charged the total only once a carrier is confirmed, and links to the order’s page', () => {
    const email = renderOrderPaymentEmail(input('payment.card_saved', { amountCents: 130_000 }));
    for (const part of partsOf(email)) {
      expect(part).toContain('Your Visa ending 4242 is saved with your order.');
      expect(part).toContain('It is charged $1,300.00, your order’s total, only once a carrier is confirmed');
      expect(part).toContain('Nothing has been charged yet.');
    }
    expect(email.text).toContain('Card: Visa ending 4242\n');
    expect(email.text).toContain(`Your order page: ${ORDER_URL}\n`);
    expect(email.text).not.toContain('Receipt number');
  });
});

describe('the payment due', () => {
  it('says the carrier is confirmed and the total is due, with "Pay now" to the order’s page at #pay', () => {
    const email = renderOrderPaymentEmail(input('payment.failed'));
    for (const part of partsOf(email)) {
      expect(part).toContain('A carrier is confirmed for your order, so its total of $1,330.00 is now due');
    }
    const payLinks = [...parseEmailHtml(email.html).querySelectorAll('a')].filter((a) => textOf(a) === 'Pay now');
    expect(payLinks.map((a) => a.getAttribute('href'))).toEqual([`${ORDER_URL}#pay`]);
    expect(email.text).toContain(`PAY NOW\n`);
    expect(email.text).toContain(`Pay on your order page: ${ORDER_URL}#pay\n`);
  });

  it('puts "Pay now" before the order’s details, in both parts', () => {
    const email = renderOrderPaymentEmail(input('payment.failed'));
    for (const part of partsOf(email).map((words) => words.toLowerCase())) {
      expect(part.indexOf('pay now')).toBeGreaterThan(-1);
      expect(part.indexOf('pay now')).toBeLessThan(part.indexOf('amount due'));
    }
  });

  it('links only to the order’s page and customer support’s phone, never to a payment provider', () => {
    const hrefs = hrefsOf(renderOrderPaymentEmail(input('payment.failed')).html);
    expect(new Set(hrefs)).toEqual(new Set([`${ORDER_URL}#pay`, brand.phones.support.href]));
  });

  it('says in plain words why the card was not charged, for each reason', () => {
    const why = {
      no_card: 'No card is saved with your order, so nothing has been charged.',
      card_declined:
        'Your bank declined your Visa ending 4242, the card saved with your order, so nothing has been charged.',
      authentication_required:
        'Your bank asks you to confirm this payment yourself, so your Visa ending 4242 has not been charged yet.',
      failed: 'We could not charge your Visa ending 4242, the card saved with your order. Nothing has been charged.',
    } as const;
    for (const reason of ['no_card', 'card_declined', 'authentication_required', 'failed'] as const) {
      const { card, ...withoutCard } = input('payment.failed', { reason });
      for (const part of partsOf(
        renderOrderPaymentEmail(reason === 'no_card' ? withoutCard : { ...withoutCard, card }),
      )) {
        expect(part).toContain(why[reason]);
      }
    }
    const { card: _card, ...withoutCard } = input('payment.failed');
    expect(renderOrderPaymentEmail(withoutCard).text).toContain('Your bank declined your card, the card saved');
  });

  it('offers the phone as the other way to pay', () => {
    const email = renderOrderPaymentEmail(input('payment.failed'));
    expect(email.text).toContain('OR PAY BY PHONE\n');
    for (const part of partsOf(email)) {
      expect(part).toContain(`Call customer support at ${brand.phones.support.display}`);
      expect(part).toContain('to pay by credit or debit card over the phone');
    }
  });
});

describe('the refund', () => {
  it('gives the amount, the card refunded to and when banks usually show it, in both parts', () => {
    const email = renderOrderPaymentEmail(input('order.refunded', { amountCents: 50_000 }));
    for (const part of partsOf(email)) {
      expect(part).toContain('We have issued a refund for your order.');
      expect(part).toContain('within 5–10 business days');
    }
    expect(email.text).toContain('Amount refunded: $500.00\n');
    expect(email.text).toContain('Refunded to: Visa ending 4242\n');
    expect(email.text).toContain(`Your order page: ${ORDER_URL}\n`);
  });

  it('says why, in both parts, when the order was cancelled or paid twice', () => {
    const cancelled = renderOrderPaymentEmail(input('order.refunded', { refundReason: 'cancelled' }));
    const overpaid = renderOrderPaymentEmail(input('order.refunded', { refundReason: 'overpaid' }));
    for (const part of partsOf(cancelled)) expect(part).toContain('Your order is cancelled, so what you paid');
    for (const part of partsOf(overpaid))
      expect(part).toContain('Your order was already paid when this payment arrived');
    expect(renderOrderPaymentEmail(input('order.refunded')).text).not.toContain('refunded in full');
  });

  it('says the refund goes back to the card paid with when the card is not known', () => {
    const { card: _card, ...withoutCard } = input('order.refunded');
    expect(renderOrderPaymentEmail(withoutCard).text).toContain('Refunded to: The card you paid with\n');
  });
});

import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { BOOKING_TOKEN } from '../../../../tests/support/a-lead';
import { ASSIGNMENT, ORDER_NUMBER, orderStepPayload, PUBLIC_URL } from '../../../../tests/support/email-fixtures';
import { mailClientProblems, parseEmailHtml, textOf } from '../../../../tests/support/email-html';
import { authorityStatement, brand } from '../../../content/brand';
import { ORDER_STEPS, type OrderStep, type OrderStepEmailPayload } from '../email-payload';
import { renderOrderStepEmail } from './order-step-email';
import type { OrderStepEmailInput } from './order-step-email-view';

const ORDER_URL = `${PUBLIC_URL}/booking/${BOOKING_TOKEN}`;

/** A step's email's input, as the email destination makes it from the row. */
function input(
  step: OrderStep,
  overrides: Partial<OrderStepEmailPayload> = {},
  reviewUrl?: string,
): OrderStepEmailInput {
  const { kind: _kind, to: _to, token: _token, ...payload } = orderStepPayload(step, overrides);
  return { ...payload, orderUrl: ORDER_URL, ...(reviewUrl === undefined ? {} : { reviewUrl }) };
}

/** The HTML part's words, a line for each block. */
const htmlWords = (html: string) => [...parseEmailHtml(html).querySelectorAll('p, li, h2')].map(textOf).join('\n');

/** Both parts' words: whatever one says, the other must say too. */
function partsOf(email: { html: string; text: string }): string[] {
  return [htmlWords(email.html), email.text];
}

const SUBJECTS: Record<OrderStep, string> = {
  'carrier.assigned': `Your order ${ORDER_NUMBER}: a carrier is assigned`,
  'carrier.unassigned': `Your order ${ORDER_NUMBER}: we are finding a new carrier`,
  'order.picked_up': `Your order ${ORDER_NUMBER}: your vehicle is picked up`,
  'order.delivered': `Your order ${ORDER_NUMBER}: your vehicle is delivered`,
  'order.cancelled': `Your order ${ORDER_NUMBER} is cancelled`,
};

function calendarEventOf(content: Uint8Array) {
  const calendar = new ICAL.Component(ICAL.parse(new TextDecoder().decode(content)));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no event in the calendar file');
  return new ICAL.Event(vevent);
}

describe('the email at each step of a signed order', () => {
  it('is titled with the order number and no name, carrier or reason, at each step', () => {
    const typed = {
      firstName: 'Refund pending',
      reason: 'Refund at evil.example',
      assignment: {
        carrier: { name: 'Claim your refund', mc: '123456', phone: '(214) 555-0101' },
        pickupWindow: { from: '2026-12-02', to: '2026-12-03' },
      },
    };
    for (const step of ORDER_STEPS) {
      const { subject } = renderOrderStepEmail(
        input(step, step === 'carrier.assigned' ? typed : { firstName: typed.firstName, reason: typed.reason }),
      );
      expect(subject).toBe(SUBJECTS[step]);
    }
    expect(() => renderOrderStepEmail(input('order.delivered', { orderNumber: 'Call me now' }))).toThrow(
      /lead or order number/,
    );
  });

  it('has an HTML part a mail client can show, at each step', () => {
    for (const step of ORDER_STEPS) {
      expect(mailClientProblems(renderOrderStepEmail(input(step)).html)).toEqual([]);
    }
  });

  it('names the order, links to its page and gives customer support’s phone, in both parts, at each step', () => {
    for (const step of ORDER_STEPS) {
      const email = renderOrderStepEmail(input(step));
      for (const part of partsOf(email)) {
        expect(part).toContain('Hi Ada,');
        expect(part).toContain(`Call customer support at ${brand.phones.support.display}`);
      }
      expect(email.text).toContain(`Order number: ${ORDER_NUMBER}\n`);
      expect(htmlWords(email.html)).toContain(`Order number\n${ORDER_NUMBER}\n`);
      expect(email.text).toContain(`Your order page: ${ORDER_URL}`);
      const document = parseEmailHtml(email.html);
      expect(document.querySelector(`a[href="${ORDER_URL}"]`)).not.toBeNull();
      expect(document.querySelector(`a[href="${brand.phones.support.href}"]`)).not.toBeNull();
      expect(textOf(document.body)).toContain(authorityStatement);
      expect(email.text).toContain(`\n${authorityStatement}\n`);
    }
  });

  it('says when the step happened in the broker’s time zone, named', () => {
    const email = renderOrderStepEmail(input('order.picked_up', { occurredAt: '2026-12-02T03:00:00.000Z' }));
    expect(email.text).toContain('Picked up on: Tue, Dec 1, 2026, 9:00 PM Central Time');
    expect(htmlWords(email.html)).toContain('Tue, Dec 1, 2026, 9:00 PM Central Time');
  });
});

describe('the carrier-assigned email', () => {
  it('names the carrier, its MC number and phone, the confirmed pickup window and the estimated delivery, in both parts', () => {
    const email = renderOrderStepEmail(input('carrier.assigned'));
    for (const part of partsOf(email)) {
      expect(part).toContain('Lone Star Haulers');
      expect(part).toContain('MC 123456');
      expect(part).toContain('(214) 555-0101');
      expect(part).toContain('Wed, Dec 2, 2026 to Thu, Dec 3, 2026 (Central Time)');
      expect(part).toContain('Wed, Dec 9, 2026 (Central Time), an estimate');
      expect(part).toContain(`attached as pickup-${ORDER_NUMBER}.ics`);
    }
    expect(email.text).toContain('Confirmed pickup window: Wed, Dec 2, 2026 to Thu, Dec 3, 2026 (Central Time)');
    const call = parseEmailHtml(email.html).querySelector('a[href="tel:+12145550101"]');
    expect(textOf(call)).toBe('(214) 555-0101');
  });

  it('gives one day for a one-day window, and no estimated delivery when none was given', () => {
    const email = renderOrderStepEmail(
      input('carrier.assigned', {
        assignment: {
          carrier: { name: 'Lone Star Haulers', mc: '123456', phone: '(214) 555-0101' },
          pickupWindow: { from: '2026-12-02', to: '2026-12-02' },
        },
      }),
    );
    expect(email.text).toContain('Confirmed pickup window: Wed, Dec 2, 2026 (Central Time)\n');
    expect(email.text).not.toContain('Estimated delivery');
  });

  it('shows a carrier phone it cannot dial as written as text, without a call link', () => {
    const email = renderOrderStepEmail(
      input('carrier.assigned', {
        assignment: {
          carrier: { name: 'Lone Star Haulers', mc: '123456', phone: '555-0101' },
          pickupWindow: { from: '2026-12-02', to: '2026-12-03' },
        },
      }),
    );
    expect(email.text).toContain('Phone: 555-0101');
    const links = [...parseEmailHtml(email.html).querySelectorAll('a[href^="tel:"]')].map((a) =>
      a.getAttribute('href'),
    );
    expect(links).toEqual([brand.phones.support.href]);
  });

  it('says the total is due now, taken by us over the phone, and that free cancellation online has ended', () => {
    for (const part of partsOf(renderOrderStepEmail(input('carrier.assigned')))) {
      expect(part).toContain('the total of $1,330 is due');
      expect(part).toContain('you are charged only once a carrier is confirmed');
      expect(part).toContain('We call you to take the payment by credit or debit card over the phone');
      expect(part).toContain('Free cancellation online ended when the carrier was assigned.');
      expect(part).toContain(
        `To cancel now, call customer support at ${brand.phones.support.display}; the cancellation fee in your order may apply.`,
      );
    }
  });

  it('says the saved card is charged now, or that it is paid online, when cards are taken online', () => {
    const card = renderOrderStepEmail(
      input('carrier.assigned', { payment: { how: 'card', brand: 'visa', last4: '4242' } }),
    );
    for (const part of partsOf(card)) {
      expect(part).toContain('We charge it to your saved Visa ending 4242 now, and email you a receipt');
      expect(part).not.toContain('We call you to take the payment');
    }
    for (const part of partsOf(renderOrderStepEmail(input('carrier.assigned', { payment: { how: 'online' } })))) {
      expect(part).toContain('Pay it online from your order page');
    }
  });

  it('attaches the pickup window as a calendar file that parses back to the confirmed days', () => {
    const { attachments } = renderOrderStepEmail(input('carrier.assigned'));
    expect(attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`pickup-${ORDER_NUMBER}.ics`, 'text/calendar; charset=utf-8'],
    ]);
    const event = calendarEventOf(attachments[0]!.content);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-12-02');
    // iCalendar ends an all-day entry the day after its last day.
    expect(event.endDate.toString()).toBe('2026-12-04');
    expect(event.location).toBe('1500 Marilla St, Dallas, TX 75201');
    expect(event.description).toContain('Lone Star Haulers, MC 123456, (214) 555-0101');
    expect(event.description).toContain(ORDER_URL);
  });

  it('escapes a carrier name that holds markup', () => {
    const email = renderOrderStepEmail(
      input('carrier.assigned', {
        assignment: {
          carrier: { name: '<b>Haulers</b>', mc: '123456', phone: '(214) 555-0101' },
          pickupWindow: { from: '2026-12-02', to: '2026-12-03' },
        },
      }),
    );
    const document = parseEmailHtml(email.html);
    expect(document.querySelector('b')).toBeNull();
    expect(textOf(document.body)).toContain('<b>Haulers</b>');
  });
});

describe('the emails of the later steps', () => {
  it('tells of a carrier that fell through: another is being found, and the order may again be cancelled free online', () => {
    const email = renderOrderStepEmail(input('carrier.unassigned'));
    for (const part of partsOf(email)) {
      expect(part).toContain('The carrier assigned to your order can no longer take it.');
      expect(part).toContain('We are finding another carrier now');
      expect(part).toContain('Your order is back to waiting for a carrier.');
      expect(part).toContain('you may cancel the order at no cost on your order page');
    }
    expect(email.attachments).toEqual([]);
  });

  it('tells of the pick-up and sends to the order page for the carrier’s phone', () => {
    const email = renderOrderStepEmail(input('order.picked_up'));
    for (const part of partsOf(email)) {
      expect(part).toContain('Your vehicle is picked up and on its way.');
      expect(part).toContain('Your carrier’s name and phone number, and your order’s status, are on your order page.');
    }
    expect(email.attachments).toEqual([]);
  });

  it('thanks the customer on delivery and asks for a review by email to support, about the order, without REVIEW_URL', () => {
    const email = renderOrderStepEmail(input('order.delivered'));
    for (const part of partsOf(email)) {
      expect(part).toContain('Your vehicle is delivered. Thank you for shipping with us.');
      expect(part).toContain(`Email your review to: ${brand.mailboxes.support.address}`);
    }
    const links = [...parseEmailHtml(email.html).querySelectorAll('a[href^="mailto:"]')];
    expect(links.map(textOf)).toEqual(['Leave a review', brand.mailboxes.support.address]);
    for (const link of links) {
      const href = new URL(link.getAttribute('href') ?? '');
      expect(href.pathname).toBe(brand.mailboxes.support.address);
      expect(href.searchParams.get('subject')).toBe(`My review of order ${ORDER_NUMBER}`);
    }
  });

  it('links the review to REVIEW_URL when it is set', () => {
    const reviewUrl = 'https://g.page/r/shipquote/review';
    const email = renderOrderStepEmail(input('order.delivered', {}, reviewUrl));
    expect(email.text).toContain(`Leave a review at: ${reviewUrl}`);
    const links = [...parseEmailHtml(email.html).querySelectorAll(`a[href="${reviewUrl}"]`)].map(textOf);
    expect(links).toEqual(['Leave a review', reviewUrl]);
    expect(email.html).not.toContain('mailto:');
  });

  it('asks for a review on delivery only', () => {
    for (const step of ORDER_STEPS) {
      const asks = renderOrderStepEmail(input(step)).text.includes('HOW DID WE DO?');
      expect([step, asks]).toEqual([step, step === 'order.delivered']);
    }
  });
});

describe('the cancellation email', () => {
  it('says who cancelled and that nothing is charged, in both parts', () => {
    const who = {
      customer: 'You cancelled it on your order page.',
      broker: 'Your advisor cancelled it.',
      dispatch: 'Our dispatch team cancelled it.',
    } as const;
    for (const actor of ['customer', 'broker', 'dispatch'] as const) {
      for (const part of partsOf(renderOrderStepEmail(input('order.cancelled', { actor })))) {
        expect(part).toContain('Your order is cancelled.');
        expect(part).toContain(who[actor]);
        expect(part).toContain('Nothing is charged for this order.');
      }
    }
  });

  it('tells at delivery to inspect before signing, to note damage on the bill of lading, and how to claim from the carrier', () => {
    const email = renderOrderStepEmail(
      input('order.delivered', { assignment: ASSIGNMENT }, 'https://g.page/r/shipquote/review'),
    );
    for (const part of partsOf(email)) {
      expect(part).toContain('Inspect the vehicle with the driver before you sign the bill of lading');
      expect(part).toContain('Note any new damage on the bill of lading itself');
      expect(part).toContain('take photos');
      expect(part).toContain('The carrier, Lone Star Haulers (MC 123456), is responsible');
      expect(part).toContain('nine months from delivery');
      expect(part).toContain('https://g.page/r/shipquote/review');
    }
    expect(email.attachments ?? []).toEqual([]);
  });

  it('says the carrier changed, naming both, when a new carrier replaces the one assigned', () => {
    const email = renderOrderStepEmail(
      input('carrier.assigned', { assignment: ASSIGNMENT, replacedCarrier: 'Gulf Coast Auto Carriers' }),
    );
    expect(email.subject).toBe(`Your order ${ORDER_NUMBER}: your carrier has changed`);
    for (const part of partsOf(email)) {
      expect(part).toContain('Lone Star Haulers replaces Gulf Coast Auto Carriers');
      expect(part).toContain('replaces the one you had');
      expect(part).not.toContain('Good news');
    }
  });

  it('names the carrier and the estimated delivery once the vehicle is picked up', () => {
    const email = renderOrderStepEmail(input('order.picked_up', { assignment: ASSIGNMENT }));
    for (const part of partsOf(email)) {
      expect(part).toContain('Lone Star Haulers');
      expect(part).toContain('MC 123456');
      expect(part).toMatch(/Estimated delivery/);
    }
  });

  it('says the agreement’s fee applies to a cancellation after dispatch, and never that nothing is charged', () => {
    const email = renderOrderStepEmail(input('order.cancelled', { actor: 'broker', cancellationFeeCents: 15_000 }));
    for (const part of partsOf(email)) {
      expect(part).toContain('the cancellation fee your order agreement sets, $150.00, applies');
      expect(part).toContain('the rest is refunded');
      expect(part).not.toContain('Nothing is charged');
    }
  });

  it('gives the reason on one line, escaped in the HTML part', () => {
    const email = renderOrderStepEmail(
      input('order.cancelled', { actor: 'customer', reason: 'Found an earlier <b>date</b>\nelsewhere' }),
    );
    expect(email.text).toContain('Reason: Found an earlier <b>date</b> elsewhere\n');
    const document = parseEmailHtml(email.html);
    expect(document.querySelector('b')).toBeNull();
    expect(htmlWords(email.html)).toContain('Found an earlier <b>date</b> elsewhere');
  });

  it('leaves out a reason that reads as a link or a phone number, and has no reason line without one', () => {
    for (const reason of ['Pay at evil.example', 'Call 214 555 0199 now', undefined]) {
      const email = renderOrderStepEmail(
        input('order.cancelled', { actor: 'customer', ...(reason === undefined ? {} : { reason }) }),
      );
      expect(email.text).toContain('Nothing is charged for this order.');
      expect(email.text).not.toContain('Reason:');
      expect(email.html).not.toContain('evil.example');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { BOOKING_TOKEN, LEAD_NUMBER } from '../../../../tests/support/a-lead';
import { ORDER_NUMBER, PUBLIC_URL } from '../../../../tests/support/email-fixtures';
import { mailClientProblems, parseEmailHtml, textOf } from '../../../../tests/support/email-html';
import { authorityStatement, brand } from '../../../content/brand';
import type { StaffNotice } from '../email-payload';
import { renderStaffNoticeEmail } from './staff-notice-email';
import type { StaffNoticeEmailInput } from './staff-notice-email-view';

const ORDER_URL = `${PUBLIC_URL}/booking/${BOOKING_TOKEN}`;

const SIGNED: StaffNotice = {
  fact: 'order.signed',
  firstName: 'Dana',
  origin: 'Dallas, TX',
  destination: 'Miami, FL',
  total: 1300,
  cardPayments: true,
};

const input = (notice: StaffNotice, overrides: Partial<StaffNoticeEmailInput> = {}): StaffNoticeEmailInput => ({
  leadNumber: LEAD_NUMBER,
  orderNumber: ORDER_NUMBER,
  occurredAt: '2026-11-21T15:00:00.000Z',
  orderUrl: ORDER_URL,
  notice,
  ...overrides,
});

/** The HTML part's words, a line for each block. */
const htmlWords = (html: string) => [...parseEmailHtml(html).querySelectorAll('p, li, h2')].map(textOf).join('\n');

const partsOf = (email: { html: string; text: string }) => [htmlWords(email.html), email.text];

describe('the staff notice email', () => {
  it('titles a refused event with the order and the step, and says why it cannot apply', () => {
    const email = renderStaffNoticeEmail(
      input({
        fact: 'event.refused',
        type: 'order.picked_up',
        actor: 'dispatch',
        refusal: 'The order is cancelled: it cannot be picked up.',
      }),
    );
    expect(email.subject).toBe(`Order ${ORDER_NUMBER}: order.picked_up refused, check it`);
    for (const part of partsOf(email)) {
      expect(part).toContain('The order is cancelled: it cannot be picked up.');
      expect(part).toContain(`npm run order -- ${ORDER_NUMBER}`);
    }
  });

  it('titles a signed order with its number, the customer’s first name, the route and the total', () => {
    expect(renderStaffNoticeEmail(input(SIGNED)).subject).toBe(
      `Order ${ORDER_NUMBER} signed: Dana, Dallas, TX → Miami, FL, $1,300`,
    );
  });

  it('leaves out of the subject a name or a place the emails do not repeat', () => {
    const email = renderStaffNoticeEmail(
      input({ ...SIGNED, firstName: 'Call 214 555 0101 now', destination: 'Visit evil.example' }),
    );
    expect(email.subject).toBe(`Order ${ORDER_NUMBER} signed: $1,300`);
    expect(email.text).not.toContain('evil.example');
    expect(email.html).not.toContain('555 0101');
  });

  it('titles each other fact with the number the site made and what happened', () => {
    const subjects = [
      input({ fact: 'order.cancelled', actor: 'customer', reason: 'Sold the car' }),
      input({ fact: 'order.cancelled', actor: 'broker' }),
      input({ fact: 'order.cancelled', actor: 'dispatch' }),
      input({ fact: 'payment.failed', reason: 'card_declined', amountCents: 130_000 }),
      input({ fact: 'order.refunded', amountCents: 25_050 }),
      input(
        { fact: 'callback.requested', firstName: 'Dana', preferredDate: '2026-11-30', timeWindow: 'evening' },
        { orderNumber: undefined },
      ),
    ].map((notice) => renderStaffNoticeEmail(notice).subject);
    expect(subjects).toEqual([
      `Order ${ORDER_NUMBER} cancelled by the customer online`,
      `Order ${ORDER_NUMBER} cancelled by the broker`,
      `Order ${ORDER_NUMBER} cancelled by dispatch`,
      `Order ${ORDER_NUMBER}: the charge failed, $1,300 due`,
      `Order ${ORDER_NUMBER} refunded $250.50`,
      `Call back for quote ${LEAD_NUMBER}: Mon, Nov 30, 2026, evening`,
    ]);
  });

  it('has an HTML part a mail client can show', () => {
    expect(mailClientProblems(renderStaffNoticeEmail(input(SIGNED)).html)).toEqual([]);
  });

  it('gives in both parts the details, the order’s link and the command line that acts on it', () => {
    const email = renderStaffNoticeEmail(input(SIGNED));
    for (const part of partsOf(email)) {
      expect(part).toContain(ORDER_NUMBER);
      expect(part).toContain(LEAD_NUMBER);
      expect(part).toContain('Dana');
      expect(part).toContain('Dallas, TX → Miami, FL');
      expect(part).toContain('$1,300');
      expect(part).toContain('By card: the order’s page asks the customer to save one');
      expect(part).toContain(`npm run order -- ${ORDER_NUMBER}`);
    }
    expect(email.text).toContain(`Its address: ${ORDER_URL}`);
    expect(parseEmailHtml(email.html).querySelector(`a[href="${ORDER_URL}"]`)).not.toBeNull();
  });

  it('says who cancelled and why, the reason on one line', () => {
    const email = renderStaffNoticeEmail(
      input({ fact: 'order.cancelled', actor: 'customer', reason: 'Sold the car\nlast week' }),
    );
    for (const part of partsOf(email)) {
      expect(part).toContain('the customer online');
      expect(part).toContain('Sold the car last week');
    }
  });

  it('gives a failed charge’s reason and what is due, and a refund’s amount', () => {
    const failed = renderStaffNoticeEmail(input({ fact: 'payment.failed', reason: 'no_card', amountCents: 130_000 }));
    expect(failed.text).toContain('Why: No card is saved');
    expect(failed.text).toContain('Amount due: $1,300');
    const refunded = renderStaffNoticeEmail(input({ fact: 'order.refunded', amountCents: 130_000 }));
    expect(refunded.text).toContain('Amount refunded: $1,300');
  });

  it('gives a call back’s day and time in Central Time and the quote’s page, with no command line', () => {
    const email = renderStaffNoticeEmail(
      input(
        { fact: 'callback.requested', firstName: 'Dana', preferredDate: '2026-11-30', timeWindow: 'evening' },
        { orderNumber: undefined },
      ),
    );
    for (const part of partsOf(email)) {
      expect(part).toContain('Mon, Nov 30, 2026');
      expect(part).toContain('Evening, 5 pm to 8 pm Central Time');
      expect(part).not.toContain('npm run order');
    }
    expect(email.text).toContain(`Its address: ${ORDER_URL}`);
  });

  it('says an erased order has no page, and still gives its command line', () => {
    const email = renderStaffNoticeEmail(input({ fact: 'order.refunded', amountCents: 100 }, { orderUrl: undefined }));
    expect(email.text).toContain('The customer’s data was erased: the order has no page any more.');
    expect(email.text).toContain(`npm run order -- ${ORDER_NUMBER}`);
  });

  it('states in its footer, in both parts, the broker’s authority and why staff get it', () => {
    const { html, text } = renderStaffNoticeEmail(input(SIGNED));
    expect(textOf(parseEmailHtml(html).body)).toContain(authorityStatement);
    expect(text).toContain('STAFF_EMAIL');
  });

  it('has no Reply-To and no support address, since it goes between staff and is not a customer’s email', () => {
    const email = renderStaffNoticeEmail(input(SIGNED));
    expect(email.replyTo).toBeUndefined();
    expect(email.text).not.toContain(brand.mailboxes.support.address);
    expect(email.html).not.toContain(brand.mailboxes.support.address);
  });
});

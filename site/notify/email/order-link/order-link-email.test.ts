import { describe, expect, it } from 'vitest';
import { BOOKING_TOKEN, LEAD_NUMBER } from '../../../../tests/support/a-lead';
import { PUBLIC_URL } from '../../../../tests/support/email-fixtures';
import { mailClientProblems, parseEmailHtml, textOf } from '../../../../tests/support/email-html';
import { authorityStatement } from '../../../content/brand';
import { createEmailDestination } from '../email-destination';
import { EMAIL_DESTINATION, type OrderLinkEmailPayload, orderLinkEmailEvent } from '../email-payload';
import { parseEmailPayload } from '../email-payload-schema';
import type { MailTransport, OutgoingEmail } from '../transport/outgoing-email';
import { renderOrderLinkEmail } from './order-link-email';
import type { OrderLinkEmailInput } from './order-link-email-view';

const ORDER_NUMBER = 'SO-261121-104857';
const BOOKING_URL = `${PUBLIC_URL}/booking/${BOOKING_TOKEN}`;

const input = (overrides: Partial<OrderLinkEmailInput> = {}): OrderLinkEmailInput => ({
  leadNumber: LEAD_NUMBER,
  bookingUrl: BOOKING_URL,
  ...overrides,
});

/** The HTML part's words, a line for each block. */
const htmlWords = (html: string) => [...parseEmailHtml(html).querySelectorAll('p, li, h2')].map(textOf).join('\n');

describe('the "Find my order" email', () => {
  it('is titled with the quote number, or the order number when the quote has an order', () => {
    expect(renderOrderLinkEmail(input()).subject).toBe(`Your link to quote ${LEAD_NUMBER}`);
    expect(renderOrderLinkEmail(input({ orderNumber: ORDER_NUMBER })).subject).toBe(
      `Your link to order ${ORDER_NUMBER}`,
    );
    expect(() => renderOrderLinkEmail(input({ leadNumber: 'Claim your refund' }))).toThrow();
  });

  it('has an HTML part a mail client can show', () => {
    expect(mailClientProblems(renderOrderLinkEmail(input()).html)).toEqual([]);
  });

  it('links the booking page and names the numbers in both parts, and greets no one by name', () => {
    const { html, text } = renderOrderLinkEmail(input({ orderNumber: ORDER_NUMBER }));
    for (const part of [htmlWords(html), text]) {
      expect(part).toContain('Hello,');
      expect(part).toContain(ORDER_NUMBER);
      expect(part).toContain(LEAD_NUMBER);
    }
    expect(text).toContain(`Order number: ${ORDER_NUMBER}\nQuote number: ${LEAD_NUMBER}\n`);
    expect(text).toContain(`Your booking page: ${BOOKING_URL}\n`);
    expect(parseEmailHtml(html).querySelector(`a[href="${BOOKING_URL}"]`)).not.toBeNull();
  });

  it('states in its footer, in both parts, the broker’s authority', () => {
    const { html, text } = renderOrderLinkEmail(input());
    expect(textOf(parseEmailHtml(html).body)).toContain(authorityStatement);
    expect(text).toContain(`\n${authorityStatement}\n`);
  });

  it('is sent from its outbox row with the link made from the public origin and the token', async () => {
    const sent: OutgoingEmail[] = [];
    const transport: MailTransport = {
      description: 'test',
      send: async (message) => {
        sent.push(message);
        return { ok: true };
      },
      close: () => {},
    };
    const payload: OrderLinkEmailPayload = {
      kind: 'order-link',
      to: 'dana@example.com',
      token: BOOKING_TOKEN,
      leadNumber: LEAD_NUMBER,
    };
    const destination = createEmailDestination({ transport, publicUrl: PUBLIC_URL, quotePriceDays: 7 });
    const row = {
      id: 1,
      event: orderLinkEmailEvent('2026-11-21T10:10'),
      payload_json: JSON.stringify(payload),
      attempts: 1,
      lead_number: LEAD_NUMBER,
    };

    expect(destination.name).toBe(EMAIL_DESTINATION);
    expect(await destination.deliver(row, new AbortController().signal)).toEqual({ kind: 'delivered' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe('dana@example.com');
    expect(sent[0]?.text).toContain(`Your booking page: ${BOOKING_URL}`);
  });

  it('is not sent from a row that carries more than its number and link', () => {
    const event = orderLinkEmailEvent('2026-11-21T10:10');
    const payload = { kind: 'order-link', to: 'dana@example.com', token: BOOKING_TOKEN, leadNumber: LEAD_NUMBER };
    expect(parseEmailPayload(event, JSON.stringify(payload))).toEqual(payload);
    expect(parseEmailPayload(event, JSON.stringify({ ...payload, firstName: 'Dana' }))).toBeUndefined();
    expect(parseEmailPayload(event, JSON.stringify({ ...payload, leadNumber: 'SO-261121-104857' }))).toBeUndefined();
  });
});

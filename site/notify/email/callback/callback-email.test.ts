import { describe, expect, it } from 'vitest';
import { LEAD_NUMBER } from '../../../../tests/support/a-lead';
import { PUBLIC_URL } from '../../../../tests/support/email-fixtures';
import { mailClientProblems, parseEmailHtml, textOf } from '../../../../tests/support/email-html';
import { authorityStatement, brand } from '../../../content/brand';
import { renderCallbackEmail } from './callback-email';
import type { CallbackEmailInput } from './callback-email-view';

const input = (overrides: Partial<CallbackEmailInput> = {}): CallbackEmailInput => ({
  leadNumber: LEAD_NUMBER,
  firstName: 'Ada',
  preferredDate: '2026-11-30',
  timeWindow: 'evening',
  bookingUrl: `${PUBLIC_URL}/booking/bT9xQ2r7LmZk4Vw8Yc1Nd6Hs`,
  ...overrides,
});

/** The HTML part's words, a line for each block. */
const htmlWords = (html: string) => [...parseEmailHtml(html).querySelectorAll('p, li, h2')].map(textOf).join('\n');

describe('the call-back confirmation email', () => {
  it('is titled with the quote number and nothing the customer typed', () => {
    expect(renderCallbackEmail(input({ firstName: 'Refund pending' })).subject).toBe(
      `Your call back for quote ${LEAD_NUMBER}`,
    );
    expect(() => renderCallbackEmail(input({ leadNumber: 'Call me now' }))).toThrow();
  });

  it('has an HTML part a mail client can show', () => {
    expect(mailClientProblems(renderCallbackEmail(input()).html)).toEqual([]);
  });

  it('says the day and the time in Central Time, links the quote and gives the phone, in both parts', () => {
    const { html, text } = renderCallbackEmail(input());
    for (const part of [htmlWords(html), text]) {
      expect(part).toContain('Hi Ada,');
      expect(part).toContain(LEAD_NUMBER);
      expect(part).toContain('Mon, Nov 30, 2026');
      expect(part).toContain('Evening, 5 pm to 8 pm Central Time');
      expect(part).toContain(
        `Call an advisor at ${brand.phones.advisors.display}, Monday to Friday 8 am to 8 pm, Saturday 9 am to 5 pm (Central Time)`,
      );
    }
    expect(text).toContain(`Your booking page: ${input().bookingUrl}`);
    expect(parseEmailHtml(html).querySelector(`a[href="${input().bookingUrl}"]`)).not.toBeNull();
  });

  it('states in its footer, in both parts, the broker’s authority and that it is not the carrier', () => {
    const { html, text } = renderCallbackEmail(input());
    expect(textOf(parseEmailHtml(html).body)).toContain(authorityStatement);
    expect(text).toContain(`\n${authorityStatement}\n`);
  });

  it('gives a Saturday its own shorter hours', () => {
    expect(renderCallbackEmail(input({ preferredDate: '2026-11-28', timeWindow: 'morning' })).text).toContain(
      'Time: Morning, 9 am to 12 noon Central Time',
    );
  });

  it('greets with "Hello," a first name that is not one an email repeats', () => {
    const { html, text } = renderCallbackEmail(input({ firstName: 'Visit evil.example now' }));
    expect(text.startsWith('Hello,\n')).toBe(true);
    expect(html).not.toContain('evil.example');
  });
});

/**
 * The copy rules of docs/product.md ("Copy that agrees with itself"), checked over every text the site,
 * the booking and order pages, the widget and the emails take from a content or copy module: each module is
 * imported and every string it exports is read, with the copy functions called on placeholder values. The
 * rules about names and phones are also checked over the customer emails and a quote's booking page as
 * rendered, and over the source, where a number written out would escape the modules.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { aLead } from '../../tests/support/a-lead';
import {
  orderInput,
  orderPaymentPayload,
  orderStepPayload,
  PUBLIC_URL,
  quoteInput,
} from '../../tests/support/email-fixtures';
import { buildBookingView } from '../booking/booking-view';
import { renderBookingPage } from '../booking/pages/BookingPage';
import { renderCallbackEmail } from '../notify/email/callback/callback-email';
import { ORDER_STEPS } from '../notify/email/email-payload';
import { renderOrderConfirmationEmail } from '../notify/email/order-confirmation/order-confirmation-email';
import { renderOrderLinkEmail } from '../notify/email/order-link/order-link-email';
import { renderOrderPaymentEmail } from '../notify/email/order-payment/order-payment-email';
import { renderOrderStepEmail } from '../notify/email/order-step/order-step-email';
import { renderQuoteEmail } from '../notify/email/quote/quote-email';
import type { EmailContent } from '../notify/email/transport/outgoing-email';
import { brand } from './brand';

const COPY_DIRS: readonly { dir: string; only?: RegExp }[] = [
  { dir: '.' },
  { dir: '../blog/articles' },
  { dir: '../booking', only: /copy\.ts$/ },
  { dir: '../find-order', only: /copy\.ts$/ },
  { dir: '../notify/email', only: /copy\.ts$/ },
  { dir: '../notify/email/callback', only: /copy\.ts$/ },
  { dir: '../notify/email/order-link', only: /copy\.ts$/ },
  { dir: '../notify/email/order-confirmation', only: /copy\.ts$/ },
  { dir: '../notify/email/order-payment', only: /copy\.ts$/ },
  { dir: '../notify/email/order-step', only: /copy\.ts$/ },
  { dir: '../notify/email/pdf', only: /copy\.ts$/ },
  { dir: '../notify/email/quote', only: /copy\.ts$/ },
  { dir: '../notify/email/staff-notice', only: /copy\.ts$/ },
  { dir: '../order-life/pages', only: /copy\.ts$/ },
  { dir: '../signing', only: /^order-page-copy\.ts$/ },
  { dir: '../ui', only: /copy\.ts$/ },
  { dir: '../../widget', only: /messages\.ts$/ },
];

function collect(value: unknown, into: string[], seen: Set<unknown>): void {
  if (typeof value === 'string') {
    into.push(value);
    return;
  }
  if (typeof value === 'function') {
    try {
      collect((value as (...args: string[]) => unknown)('X', 'X', 'X', 'X'), into, seen);
    } catch {
      // A function that is not copy (a lookup, a rule): it holds no sentence of its own.
    }
    return;
  }
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  for (const item of Object.values(value)) collect(item, into, seen);
}

async function allCopy(): Promise<string[]> {
  const texts: string[] = [];
  const seen = new Set<unknown>();
  for (const { dir, only } of COPY_DIRS) {
    const path = fileURLToPath(new URL(`${dir}/`, import.meta.url));
    const files = readdirSync(path).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && (!only || only.test(name)),
    );
    for (const file of files) collect(await import(`${path}${file}`), texts, seen);
  }
  return texts;
}

/** Sentences, split at a full stop, question mark or semicolon followed by a space. */
const sentences = (texts: readonly string[]) => texts.flatMap((text) => text.split(/(?<=[.?!;])\s+/));

describe('copy that agrees with itself', () => {
  it('never says an advisor confirms the price before booking, since "Book this shipment" books at the price shown', async () => {
    const said = sentences(await allCopy());
    expect(said.length).toBeGreaterThan(500);
    expect(
      said.filter((s) =>
        /confirms? (the |your )?final price|before anything is booked|confirms? .*price before/i.test(s),
      ),
    ).toEqual([]);
  });

  it('offers round-the-clock service only by email, never a call at any hour', async () => {
    const roundTheClock = sentences(await allCopy()).filter((s) =>
      /24\/7|around the clock|any time, day or night/i.test(s),
    );
    expect(roundTheClock.length).toBeGreaterThan(3);
    for (const sentence of roundTheClock) {
      expect(sentence, sentence).toMatch(/email|write|support@/i);
      expect(sentence, sentence).not.toMatch(/(call|phone) us (any time|24\/7|around the clock)/i);
    }
    expect(brand.customerService.claim).toBe('24/7 customer service by email');
    expect(brand.advisorHoursText).toMatch(/^Advisors by phone: /);
  });

  it('gives each of the two phone lines its own number and its own label', () => {
    expect(brand.phones.advisors.label).toBe('Advisors');
    expect(brand.phones.support.label).toBe('Customer support');
    expect(brand.phones.advisors.display).not.toBe(brand.phones.support.display);
  });
});

/** A quote's customer emails, and a signed order's, rendered from the sample inputs. */
async function quoteEmails(): Promise<EmailContent[]> {
  const bookingUrl = `${PUBLIC_URL}/booking/token`;
  return [
    renderQuoteEmail(quoteInput()),
    renderCallbackEmail({
      leadNumber: quoteInput().leadNumber,
      firstName: 'Ada',
      preferredDate: '2026-11-30',
      timeWindow: 'evening',
      bookingUrl,
    }),
  ];
}

async function orderEmails(): Promise<EmailContent[]> {
  const orderUrl = `${PUBLIC_URL}/booking/token`;
  const steps = ORDER_STEPS.map((step) => {
    const { kind: _kind, to: _to, token: _token, ...payload } = orderStepPayload(step);
    return renderOrderStepEmail({ ...payload, orderUrl, reviewUrl: undefined });
  });
  const payments = (['order.paid', 'payment.failed', 'order.refunded'] as const).map((step) => {
    const { kind: _kind, to: _to, token: _token, ...payload } = orderPaymentPayload(step);
    return renderOrderPaymentEmail({ ...payload, orderUrl });
  });
  return [await renderOrderConfirmationEmail({ ...orderInput(), orderUrl }), ...steps, ...payments];
}

const orderLinkEmail = () =>
  renderOrderLinkEmail({ leadNumber: quoteInput().leadNumber, bookingUrl: `${PUBLIC_URL}/booking/token` });

/** An email's words, both parts: the HTML part without its tags. */
const wordsOf = (email: EmailContent) => `${email.text}\n${email.html.replace(/<[^>]*>/g, ' ')}`;

/** Something written as a North American phone number: "(512) 555-0147", "512-555-0147", "512.555.0147". */
const PHONE = /\(?\b\d{3}\)?[ .-]?\d{3}[.-]\d{4}\b/g;
const brandPhones = Object.values(brand.phones).map((phone) => phone.display);

/** The site's and the widget's source files, tests and the brand itself aside. */
function sourceFiles(): { file: string; code: string }[] {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const files: { file: string; code: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
        files.push({ file: relative(root, path), code: readFileSync(path, 'utf8') });
      }
    }
  };
  walk(join(root, 'site'));
  walk(join(root, 'widget'));
  return files.filter(({ file }) => file !== join('site', 'content', 'brand.ts'));
}

/** Code without its comments, whose sample numbers ("(214) 555-0142") are examples, not copy. */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('one name for the quote’s number, one line for each purpose', () => {
  it('calls the quote’s number the quote number in every copy module, never the lead number', async () => {
    const copy = await allCopy();
    expect(copy.filter((text) => /lead number/i.test(text))).toEqual([]);
    expect(copy.filter((text) => /quote number/i.test(text)).length).toBeGreaterThan(3);
  });

  it('calls it the quote number in every customer email and on a quote’s booking page', async () => {
    const emails = [...(await quoteEmails()), ...(await orderEmails()), orderLinkEmail()];
    const page = renderBookingPage(buildBookingView(aLead()));
    for (const words of [...emails.map(wordsOf), page]) expect(words).not.toMatch(/lead number/i);
    expect(page).toMatch(/Quote number/);
  });

  it('writes no phone number in copy but the brand’s own', async () => {
    const numbers = (await allCopy()).flatMap((text) => text.match(PHONE) ?? []);
    expect(numbers.filter((number) => !brandPhones.includes(number))).toEqual([]);
  });

  it('writes none of the broker’s numbers out in the source: each comes from the brand', () => {
    const written = sourceFiles().filter(({ code }) => /555[-.\s]?01\d\d/.test(withoutComments(code)));
    expect(written.map(({ file }) => file)).toEqual([]);
  });

  it('names the advisors beside the advisors’ number only, and customer support beside its own', async () => {
    const said = sentences(await allCopy());
    const advisors = brand.phones.advisors.display;
    const support = brand.phones.support.display;
    expect(said.filter((s) => s.includes(advisors) && /customer support/i.test(s) && !s.includes(support))).toEqual([]);
    expect(said.filter((s) => s.includes(support) && /advisor/i.test(s) && !s.includes(advisors))).toEqual([]);
  });

  it('gives a quote’s emails and booking page the advisors’ line, and a signed order’s emails customer support’s', async () => {
    const { advisors, support } = brand.phones;
    const quoteWords = [...(await quoteEmails()).map(wordsOf), renderBookingPage(buildBookingView(aLead()))];
    for (const words of quoteWords) {
      expect(words).toContain(advisors.display);
      expect(words).not.toContain(support.display);
    }
    for (const words of (await orderEmails()).map(wordsOf)) {
      expect(words).toContain(support.display);
      expect(words).not.toContain(advisors.display);
    }
  });

  it('gives every customer email a Reply-To of the support mailbox and that address at its foot, in both parts', async () => {
    const emails = [...(await quoteEmails()), ...(await orderEmails()), orderLinkEmail()];
    for (const email of emails) {
      expect(email.replyTo, email.subject).toBe(brand.mailboxes.support.address);
      expect(email.text, email.subject).toContain(brand.customerService.text);
      expect(email.html.replace(/<[^>]*>/g, ''), email.subject).toContain(brand.customerService.text);
    }
  });

  it('never tells of a carrier "once assigned" in the emails of a step after one is, or of a cancelled order', async () => {
    for (const email of await orderEmails()) expect(wordsOf(email), email.subject).not.toMatch(/once assigned/i);
  });
});

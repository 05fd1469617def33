/**
 * The copy rules of docs/product.md ("Copy that agrees with itself"), checked over every text the site,
 * the booking pages and the emails take from a content or copy module: each module is imported and every
 * string it exports is read, with the copy functions called on placeholder values.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
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

  it('gives each of the two phone lines its own label', () => {
    expect(brand.phones.header.label).toBe('Quotes and bookings');
    expect(brand.phones.advisors.label).toBe('Advisors');
  });
});

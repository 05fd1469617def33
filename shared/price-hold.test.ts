import { describe, expect, it } from 'vitest';
import { DEFAULT_QUOTE_PRICE_DAYS, isQuotePriceCurrent, priceHoldEnds } from './price-hold';
import { DAY_MS } from './time';

describe('the price hold', () => {
  it('ends the hold’s days after the quote, to the millisecond', () => {
    expect(new Date(priceHoldEnds('2026-11-27T20:31:00.000Z', 7)).toISOString()).toBe('2026-12-04T20:31:00.000Z');
  });

  it('refuses a quote time that is not one', () => {
    expect(() => priceHoldEnds('yesterday')).toThrow(RangeError);
    expect(() => isQuotePriceCurrent('yesterday', 0)).toThrow(RangeError);
  });
});

describe('isQuotePriceCurrent', () => {
  const quotedAt = '2026-11-20T15:04:05.000Z';
  const created = Date.parse(quotedAt);

  it('holds for a week by default, from the creation, to the millisecond', () => {
    expect(DEFAULT_QUOTE_PRICE_DAYS).toBe(7);
    expect(isQuotePriceCurrent(quotedAt, created)).toBe(true);
    expect(isQuotePriceCurrent(quotedAt, created + 7 * DAY_MS)).toBe(true);
    expect(isQuotePriceCurrent(quotedAt, created + 7 * DAY_MS + 1)).toBe(false);
    expect(isQuotePriceCurrent(quotedAt, created + 3 * DAY_MS + 1, 3)).toBe(false);
  });

  it('holds exactly until the instant the hold ends', () => {
    const ends = priceHoldEnds(quotedAt, 5);
    expect(isQuotePriceCurrent(quotedAt, ends, 5)).toBe(true);
    expect(isQuotePriceCurrent(quotedAt, ends + 1, 5)).toBe(false);
  });
});

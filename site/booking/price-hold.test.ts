import { describe, expect, it } from 'vitest';
import { formatBrokerTime } from '../content/broker-time';
import { priceHoldEnds } from './price-hold';

describe('the price hold', () => {
  it('ends the hold’s days after the quote, to the millisecond', () => {
    expect(new Date(priceHoldEnds('2026-11-27T20:31:00.000Z', 7)).toISOString()).toBe('2026-12-04T20:31:00.000Z');
  });

  it('is written in Central Time, named, whatever the server’s time zone', () => {
    expect(formatBrokerTime(Date.parse('2026-12-04T20:31:00.000Z'))).toBe('Fri, Dec 4, 2026, 2:31 PM Central Time');
    // Daylight saving time: five hours behind UTC in July.
    expect(formatBrokerTime(Date.parse('2026-07-01T05:00:00.000Z'))).toBe('Wed, Jul 1, 2026, 12:00 AM Central Time');
  });

  it('refuses a quote time that is not one', () => {
    expect(() => priceHoldEnds('yesterday')).toThrow(RangeError);
  });
});

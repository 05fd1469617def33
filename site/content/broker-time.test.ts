import { describe, expect, it } from 'vitest';
import { formatBrokerTime } from './broker-time';

describe('formatBrokerTime', () => {
  it('is written in Central Time, named, whatever the server’s time zone', () => {
    expect(formatBrokerTime(Date.parse('2026-12-04T20:31:00.000Z'))).toBe('Fri, Dec 4, 2026, 2:31 PM Central Time');
    // Daylight saving time: five hours behind UTC in July.
    expect(formatBrokerTime(Date.parse('2026-07-01T05:00:00.000Z'))).toBe('Wed, Jul 1, 2026, 12:00 AM Central Time');
  });
});

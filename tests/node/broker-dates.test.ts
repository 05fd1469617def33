/** The broker's days for the order desk: today, a day's first instant, and how far a pickup may start. */
import { describe, expect, it } from 'vitest';
import { brokerDayStart, brokerToday, pickupStartProblem } from '../../scripts/broker-dates';

describe("the broker's days", () => {
  it('takes today in the broker’s time zone, not in UTC', () => {
    expect(brokerToday(new Date('2026-12-03T03:00:00.000Z'))).toBe('2026-12-02');
    expect(brokerToday(new Date('2026-12-03T06:00:00.000Z'))).toBe('2026-12-03');
  });

  it('starts a day at the broker’s midnight, in winter and in summer time', () => {
    expect(brokerDayStart('2026-11-25')).toBe('2026-11-25T06:00:00.000Z');
    expect(brokerDayStart('2026-07-04')).toBe('2026-07-04T05:00:00.000Z');
    // The day summer time begins starts before the change.
    expect(brokerDayStart('2026-03-08')).toBe('2026-03-08T06:00:00.000Z');
  });

  it('lets a pickup start from today to 60 days ahead', () => {
    const now = new Date('2026-12-02T15:00:00.000Z');
    expect(pickupStartProblem('2026-12-01', now)).toEqual({ kind: 'past', limit: '2026-12-02' });
    expect(pickupStartProblem('2026-12-02', now)).toBeUndefined();
    expect(pickupStartProblem('2027-01-31', now)).toBeUndefined();
    expect(pickupStartProblem('2027-02-01', now)).toEqual({ kind: 'far', limit: '2027-01-31' });
  });
});

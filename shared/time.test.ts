import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './time';

describe('lengths of time', () => {
  it('counts a minute, an hour and a day in the milliseconds of Date', () => {
    const at = (time: string) => Date.parse(`2026-11-25T${time}Z`);
    expect(at('10:01:00') - at('10:00:00')).toBe(MINUTE_MS);
    expect(at('11:00:00') - at('10:00:00')).toBe(HOUR_MS);
  });

  it('makes a day the step from one UTC calendar date to the next, across a change of daylight saving time', () => {
    // Clocks in the USA went back on 1 November 2026; a UTC day is still 24 hours long.
    expect(Date.UTC(2026, 10, 2) - Date.UTC(2026, 10, 1)).toBe(DAY_MS);
    expect(new Date(Date.UTC(2026, 11, 31) + DAY_MS).toISOString().slice(0, 10)).toBe('2027-01-01');
  });
});

import { describe, expect, it } from 'vitest';
import { CALLBACK_WINDOWS } from '../../shared/order-schema';
import {
  advisorHoursSentence,
  brokerNow,
  brokerTimeZoneName,
  callbackDays,
  callbackSlotProblem,
  callbackSpan,
  clockText,
} from './advisor-hours';

/** Tuesday, November 24, 2026, 6:30 pm in Chicago (CST, UTC−6): already Wednesday in UTC. */
const TUESDAY_EVENING = Date.parse('2026-11-25T00:30:00Z');
/** The same Tuesday at 9 pm in Chicago. */
const TUESDAY_9_PM = Date.parse('2026-11-25T03:00:00Z');

describe("the advisors' hours as call-back slots", () => {
  it('reads the day and time in Chicago, in winter and in summer, whatever the server’s time zone', () => {
    expect(brokerNow(TUESDAY_EVENING)).toEqual({ date: '2026-11-24', minutes: 18 * 60 + 30 });
    expect(brokerNow(Date.parse('2026-07-14T13:30:00Z'))).toEqual({ date: '2026-07-14', minutes: 8 * 60 + 30 });
  });

  it('names the zone as people say it', () => {
    expect(brokerTimeZoneName).toBe('Central Time');
  });

  it('offers the days from today in Chicago to two weeks ahead, without Sundays', () => {
    const days = callbackDays(TUESDAY_EVENING, CALLBACK_WINDOWS);
    expect(days[0]).toBe('2026-11-24');
    expect(days.at(-1)).toBe('2026-12-08');
    expect(days).not.toContain('2026-11-29');
    expect(days).not.toContain('2026-12-06');
    expect(days).toHaveLength(13);
  });

  it('leaves today out once its last part of the day is over', () => {
    expect(callbackDays(TUESDAY_9_PM, CALLBACK_WINDOWS)[0]).toBe('2026-11-25');
  });

  it('refuses a Sunday, a Saturday evening and a call at 9 pm Central, and takes a weekday evening', () => {
    expect(callbackSlotProblem(TUESDAY_EVENING, '2026-11-29', 'morning')).toBe('closed-day');
    expect(callbackSlotProblem(TUESDAY_EVENING, '2026-11-28', 'evening')).toBe('outside-hours');
    expect(callbackSlotProblem(TUESDAY_9_PM, '2026-11-24', 'evening')).toBe('passed');
    expect(callbackSlotProblem(TUESDAY_EVENING, '2026-11-24', 'evening')).toBeUndefined();
    expect(callbackSlotProblem(TUESDAY_9_PM, '2026-11-25', 'evening')).toBeUndefined();
  });

  it('refuses a day before today or more than two weeks ahead, and one that is no date', () => {
    expect(callbackSlotProblem(TUESDAY_EVENING, '2026-11-23', 'morning')).toBe('out-of-range');
    expect(callbackSlotProblem(TUESDAY_EVENING, '2026-12-09', 'morning')).toBe('out-of-range');
    expect(callbackSlotProblem(TUESDAY_EVENING, '2026-02-31', 'morning')).toBe('out-of-range');
  });

  it('offers a part of today until an hour before it ends', () => {
    const at = (time: string) => Date.parse(`2026-11-24T${time}:00-06:00`);
    expect(callbackSlotProblem(at('11:00'), '2026-11-24', 'morning')).toBeUndefined();
    expect(callbackSlotProblem(at('11:01'), '2026-11-24', 'morning')).toBe('passed');
  });

  it('cuts the parts of a Saturday to its shorter hours', () => {
    expect(callbackSpan('2026-11-28', 'morning')).toEqual({ from: 9 * 60, to: 12 * 60 });
    expect(callbackSpan('2026-11-28', 'afternoon')).toEqual({ from: 12 * 60, to: 17 * 60 });
    expect(callbackSpan('2026-11-28', 'evening')).toBeUndefined();
    expect(callbackSpan('2026-11-24', 'evening')).toEqual({ from: 17 * 60, to: 20 * 60 });
  });

  it('writes times and the hours as the pages do', () => {
    expect([0, 8 * 60, 12 * 60, 17 * 60, 20 * 60 + 30].map(clockText)).toEqual([
      '12 am',
      '8 am',
      '12 noon',
      '5 pm',
      '8:30 pm',
    ]);
    expect(advisorHoursSentence()).toBe('Monday to Friday 8 am to 8 pm, Saturday 9 am to 5 pm');
  });
});

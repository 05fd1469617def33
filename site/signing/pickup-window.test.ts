import { describe, expect, it } from 'vitest';
import { isBusinessDay, pickupWindow, usFederalHolidays } from './pickup-window';

describe('pickupWindow', () => {
  it('runs Monday to Friday from a Monday: the first available date is the first of five business days', () => {
    expect(pickupWindow('2026-11-30')).toEqual({ first: '2026-11-30', last: '2026-12-04' });
  });

  it('opens on the Monday after a weekend first available date', () => {
    expect(pickupWindow('2026-12-05')).toEqual({ first: '2026-12-07', last: '2026-12-11' });
    expect(pickupWindow('2026-12-06')).toEqual({ first: '2026-12-07', last: '2026-12-11' });
  });

  it('spans a weekend from a midweek date', () => {
    expect(pickupWindow('2026-12-09')).toEqual({ first: '2026-12-09', last: '2026-12-15' });
  });

  it('skips Thanksgiving but not the Friday after it, which is no federal holiday', () => {
    // Wed 25, (Thu 26 Thanksgiving), Fri 27, Mon 30, Tue 1, Wed 2.
    expect(pickupWindow('2026-11-25')).toEqual({ first: '2026-11-25', last: '2026-12-02' });
  });

  it('skips Christmas and New Year observed on the Fridays before, across the turn of the year', () => {
    // Christmas 2027 and New Year's Day 2028 are Saturdays: observed Friday 24 and Friday 31 December.
    // Thu 23, (Fri 24), Mon 27, Tue 28, Wed 29, Thu 30.
    expect(pickupWindow('2027-12-23')).toEqual({ first: '2027-12-23', last: '2027-12-30' });
    // From the 30th: Thu 30, (Fri 31), Mon 3, Tue 4, Wed 5, Thu 6.
    expect(pickupWindow('2027-12-30')).toEqual({ first: '2027-12-30', last: '2028-01-06' });
  });

  it('opens after a holiday that falls on the first available date', () => {
    // Independence Day 2026 is a Saturday, observed Friday 3 July; the window opens Monday 6.
    expect(pickupWindow('2026-07-03')).toEqual({ first: '2026-07-06', last: '2026-07-10' });
  });

  it('takes another length of window, one business day at the least', () => {
    expect(pickupWindow('2026-12-05', 1)).toEqual({ first: '2026-12-07', last: '2026-12-07' });
    expect(pickupWindow('2026-12-07', 10)).toEqual({ first: '2026-12-07', last: '2026-12-18' });
    expect(() => pickupWindow('2026-12-07', 0)).toThrow(RangeError);
    expect(() => pickupWindow('2026-12-07', 1.5)).toThrow(RangeError);
  });

  it.each(['2026-02-30', '12/01/2026', '', '2026-1-5'])('refuses %j, which is not an ISO date', (date) => {
    expect(() => pickupWindow(date)).toThrow(RangeError);
  });
});

describe('usFederalHolidays', () => {
  it('gives the eleven holidays of 2026 on the days the federal government observes them', () => {
    expect(usFederalHolidays(2026)).toEqual([
      { date: '2026-01-01', name: "New Year's Day" },
      { date: '2026-01-19', name: 'Birthday of Martin Luther King, Jr.' },
      { date: '2026-02-16', name: "Washington's Birthday" },
      { date: '2026-05-25', name: 'Memorial Day' },
      { date: '2026-06-19', name: 'Juneteenth National Independence Day' },
      { date: '2026-07-03', name: 'Independence Day' },
      { date: '2026-09-07', name: 'Labor Day' },
      { date: '2026-10-12', name: 'Columbus Day' },
      { date: '2026-11-11', name: 'Veterans Day' },
      { date: '2026-11-26', name: 'Thanksgiving Day' },
      { date: '2026-12-25', name: 'Christmas Day' },
    ]);
  });

  it('moves a Saturday holiday to the Friday before and a Sunday one to the Monday after', () => {
    const of = (year: number, name: string) => usFederalHolidays(year).find((h) => h.name === name)?.date;
    // New Year's Day 2022 was a Saturday: observed on Friday 31 December 2021.
    expect(of(2022, "New Year's Day")).toBe('2021-12-31');
    // Juneteenth 2022 was a Sunday; 2021, its first year, a Saturday.
    expect(of(2022, 'Juneteenth National Independence Day')).toBe('2022-06-20');
    expect(of(2021, 'Juneteenth National Independence Day')).toBe('2021-06-18');
    // Christmas 2022 was a Sunday.
    expect(of(2022, 'Christmas Day')).toBe('2022-12-26');
  });

  it('has Juneteenth only from 2021 and Martin Luther King Jr. Day only from 1986', () => {
    expect(usFederalHolidays(2020).map((h) => h.name)).not.toContain('Juneteenth National Independence Day');
    expect(usFederalHolidays(1985).map((h) => h.name)).not.toContain('Birthday of Martin Luther King, Jr.');
    expect(usFederalHolidays(1986).map((h) => h.name)).toContain('Birthday of Martin Luther King, Jr.');
  });

  it('puts every holiday of a century on a weekday, the Monday ones on Mondays and Thanksgiving on a Thursday from the 22nd to the 28th', () => {
    const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
    for (let year = 2000; year <= 2100; year++) {
      const holidays = usFederalHolidays(year);
      expect(holidays).toHaveLength(year >= 2021 ? 11 : 10);
      for (const { date } of holidays) expect([1, 2, 3, 4, 5]).toContain(weekday(date));
      for (const name of ["Washington's Birthday", 'Memorial Day', 'Labor Day', 'Columbus Day']) {
        expect(weekday(holidays.find((h) => h.name === name)!.date)).toBe(1);
      }
      const memorial = holidays.find((h) => h.name === 'Memorial Day')!.date;
      expect(Number(memorial.slice(8))).toBeGreaterThanOrEqual(25);
      const thanksgiving = holidays.find((h) => h.name === 'Thanksgiving Day')!.date;
      expect(weekday(thanksgiving)).toBe(4);
      expect(Number(thanksgiving.slice(8))).toBeGreaterThanOrEqual(22);
      expect(Number(thanksgiving.slice(8))).toBeLessThanOrEqual(28);
    }
  });
});

describe('isBusinessDay', () => {
  it('is a weekday that is not an observed federal holiday', () => {
    expect(isBusinessDay('2026-12-07')).toBe(true);
    expect(isBusinessDay('2026-12-05')).toBe(false);
    expect(isBusinessDay('2026-12-06')).toBe(false);
    expect(isBusinessDay('2026-12-25')).toBe(false);
    expect(isBusinessDay('2021-12-31')).toBe(false);
    // The actual 4 July 2026 is a Saturday anyway; the Friday before is the day off.
    expect(isBusinessDay('2026-07-03')).toBe(false);
  });
});

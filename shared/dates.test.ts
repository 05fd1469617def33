import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  earliestShipDate,
  formatLongDate,
  isIsoDate,
  latestShipDate,
  parseIsoDate,
  parseTypedDate,
  toIsoDate,
} from './dates';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('toIsoDate', () => {
  it('writes the local calendar date as YYYY-MM-DD with zero padding', () => {
    expect(toIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(toIsoDate(new Date(2026, 10, 25, 0, 0))).toBe('2026-11-25');
  });
});

describe('parseIsoDate and isIsoDate', () => {
  it('reads an ISO date as local midnight of that day', () => {
    expect(parseIsoDate('2026-11-25')).toEqual(new Date(2026, 10, 25));
  });

  it.each(['2026-02-31', '2026-02-29', '2026-04-31', '2026-13-01', '2026-00-01', '2026-01-00', '2026-01-32'])(
    'rejects %s, which rolls over in Date but does not exist',
    (value) => {
      expect(parseIsoDate(value)).toBeUndefined();
      expect(isIsoDate(value)).toBe(false);
    },
  );

  it('accepts 29 February in a leap year', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
  });

  it.each(['', '2026-1-5', '26-01-05', '2026/01/05', ' 2026-01-05', '2026-01-05T00:00:00Z', 'November 25, 2026'])(
    'rejects %j, which is not YYYY-MM-DD',
    (value) => {
      expect(isIsoDate(value)).toBe(false);
    },
  );
});

describe('addDays', () => {
  it('moves across month and year ends', () => {
    expect(addDays('2026-11-25', 6)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('counts calendar days across a daylight-saving change', () => {
    // US clocks change on 2026-03-08 and 2026-11-01; local midnights keep the count right anywhere.
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-10-31', 2)).toBe('2026-11-02');
  });

  it('throws a RangeError for a date that does not exist', () => {
    expect(() => addDays('2026-02-31', 1)).toThrow(RangeError);
  });
});

describe('earliestShipDate and latestShipDate', () => {
  it('allows yesterday on a server, where the visitor may be a time zone behind', () => {
    expect(earliestShipDate(new Date(2026, 10, 25, 12))).toBe('2026-11-24');
    expect(earliestShipDate(new Date(2027, 0, 1, 0, 30))).toBe('2026-12-31');
  });

  it("starts at the visitor's own today in a browser", () => {
    vi.stubGlobal('window', {});
    expect(earliestShipDate(new Date(2026, 10, 25, 12))).toBe('2026-11-25');
  });

  it('reads the clock when no date is given', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 12));
    expect(earliestShipDate()).toBe('2026-11-24');
    expect(latestShipDate()).toBe('2027-11-26');
  });

  it('agrees with the widget when the visitor is a day behind the server: 11 pm in Los Angeles is tomorrow in UTC', () => {
    const lateInLosAngeles = new Date('2026-06-16T06:00:00.000Z');
    vi.stubEnv('TZ', 'America/Los_Angeles');
    vi.stubGlobal('window', {});
    const widgetFirst = earliestShipDate(lateInLosAngeles);
    vi.unstubAllGlobals();
    vi.stubEnv('TZ', 'UTC');
    const serverFirst = earliestShipDate(lateInLosAngeles);
    expect([widgetFirst, serverFirst]).toEqual(['2026-06-15', '2026-06-15']);
  });

  it('ends 366 days ahead, so a full year of dates is always open', () => {
    expect(latestShipDate(new Date(2026, 10, 25, 12))).toBe('2027-11-26');
    expect(latestShipDate(new Date(2027, 1, 28, 12))).toBe('2028-02-29');
  });
});

describe('formatLongDate', () => {
  it("gives 'November 25, 2026' for '2026-11-25'", () => {
    expect(formatLongDate('2026-11-25')).toBe('November 25, 2026');
  });

  it('formats the first and last day of a year without shifting a day', () => {
    expect(formatLongDate('2027-01-01')).toBe('January 1, 2027');
    expect(formatLongDate('2026-12-31')).toBe('December 31, 2026');
  });

  it('formats CMS timestamps by the date written in them', () => {
    expect(formatLongDate('2026-11-25T23:30:00')).toBe('November 25, 2026');
    expect(formatLongDate('2026-11-25T00:15:00Z')).toBe('November 25, 2026');
    expect(formatLongDate('2026-11-25 08:00:00')).toBe('November 25, 2026');
  });

  it("does not depend on the server's time zone for a timestamp without an offset", () => {
    const saved = process.env.TZ;
    try {
      for (const tz of ['America/New_York', 'Pacific/Kiritimati', 'UTC']) {
        process.env.TZ = tz;
        expect(formatLongDate('2026-11-25T23:30:00')).toBe('November 25, 2026');
        expect(formatLongDate('2026-11-25T00:30:00')).toBe('November 25, 2026');
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('formats a Date by its UTC calendar day', () => {
    expect(formatLongDate(new Date(Date.UTC(2026, 10, 25, 12)))).toBe('November 25, 2026');
  });

  it.each(['garbage', '', '2026-02-31', '2026-13-01', '2026-02-31T10:00:00'])("answers '' for %j", (value) => {
    expect(formatLongDate(value)).toBe('');
  });

  it("answers '' for an invalid Date", () => {
    expect(formatLongDate(new Date(Number.NaN))).toBe('');
  });
});

describe('parseTypedDate', () => {
  it('reads MM/DD/YYYY with slashes, dots or dashes, and ISO dates, as ISO', () => {
    expect(parseTypedDate('12/31/2026')).toBe('2026-12-31');
    expect(parseTypedDate(' 1.5.2027 ')).toBe('2027-01-05');
    expect(parseTypedDate('1-5-2027')).toBe('2027-01-05');
    expect(parseTypedDate('2027-01-05')).toBe('2027-01-05');
  });

  it('refuses days the calendar does not have and text in other forms', () => {
    for (const text of ['02/30/2027', '13/01/2026', '31/12/2026', '12/31/26', 'next week', '']) {
      expect(parseTypedDate(text), text).toBeUndefined();
    }
  });
});

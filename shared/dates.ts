/** Calendar-date helpers. Dates travel as ISO strings (YYYY-MM-DD) so no time zone shifts them. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local calendar date of `d` as YYYY-MM-DD. */
export function toIsoDate(d: Date): string {
  const y = d.getFullYear();
  const m = String(d.getMonth() + 1).padStart(2, '0');
  const day = String(d.getDate()).padStart(2, '0');
  return `${y}-${m}-${day}`;
}

/** A local Date at midnight for an ISO date, or undefined when it is not a real calendar date. */
export function parseIsoDate(value: string): Date | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(y, m - 1, d);
  // new Date(2026, 1, 31) rolls over to March: a rollover means the date does not exist.
  if (date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d) return undefined;
  return date;
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== undefined;
}

const US_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * A date as people in the USA type it ("12/31/2026", also with dots or dashes) or as ISO ("2026-12-31"),
 * as an ISO date; undefined for anything else, or for a day the calendar does not have.
 */
export function parseTypedDate(text: string): string | undefined {
  const s = text.trim();
  if (isIsoDate(s)) return s;
  const m = US_DATE.exec(s);
  if (!m) return undefined;
  const iso = `${m[3]}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : undefined;
}

export function addDays(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not an ISO date: ${iso}`);
  date.setDate(date.getDate() + days);
  return toIsoDate(date);
}

/**
 * The earliest ship date to accept. In a browser that is the visitor's own today. A server does
 * not know the visitor's time zone, and somewhere on Earth it is still yesterday (UTC−12), so
 * the server allows one day of slack rather than refuse a visitor's honest "today".
 */
export function earliestShipDate(now: Date = new Date()): string {
  const today = toIsoDate(now);
  return typeof window === 'undefined' ? addDays(today, -1) : today;
}

/** The latest ship date to accept: a year ahead. */
export function latestShipDate(now: Date = new Date()): string {
  return addDays(toIsoDate(now), 366);
}

const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * Long-form date, e.g. "November 25, 2026".
 * Accepts an ISO date, an ISO timestamp or a Date; answers '' for anything unreadable so a bad
 * CMS date never breaks a page.
 */
export function formatLongDate(value: string | Date): string {
  let date: Date;
  // A string that starts with a calendar date shows that date as written: a CMS timestamp without an
  // offset ("2026-11-25T23:30:00") would otherwise be read in the server's own time zone and could
  // move a day, and Date would roll "2026-02-31" over to March 3 instead of refusing it.
  const written = typeof value === 'string' ? /^\d{4}-\d{2}-\d{2}(?=[T ]|$)/.exec(value)?.[0] : undefined;
  if (value instanceof Date) date = value;
  else if (written) date = isIsoDate(written) ? new Date(`${written}T00:00:00Z`) : new Date(Number.NaN);
  else date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

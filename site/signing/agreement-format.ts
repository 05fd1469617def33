/**
 * How the agreement writes dates, times and values. Nothing here reads a clock, a time zone or locale data
 * (Intl's output changes between Node versions), so the same record renders the same text every time.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The UTC instant of an ISO date or timestamp; throws for one that cannot be read. */
function instantOf(iso: string): Date {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${iso}`);
  return date;
}

/** "Tuesday, December 1, 2026", the calendar date in UTC. */
export function longDate(iso: string): string {
  const date = instantOf(iso);
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "2026-11-21 15:04:05 UTC". */
export function utcTime(iso: string): string {
  const text = instantOf(iso).toISOString();
  return `${text.slice(0, 10)} ${text.slice(11, 19)} UTC`;
}

/**
 * A value that sits on a line of its own making: a line break or another control character in it could
 * forge a line of the agreement, so rendering refuses it (the order form never lets one through).
 */
export function oneLine(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused.
  if (/[\u0000-\u001f\u007f]/.test(value)) throw new RangeError('An agreement value holds a control character');
  return value;
}

/** "/terms" for "https://shipquote.example/terms": the page links within the site that shows it. */
export function sitePath(url: string): string {
  return URL.canParse(url) ? new URL(url).pathname : url;
}

/**
 * The lead number: what the visitor sees after submitting and
 * reads to an advisor on the phone, e.g. "SQ-261125-482193".
 *
 * Why this form: digits only after the prefix, because digits are spoken and heard the same in every
 * accent while letters are not (B/D/P/T/V, M/N), and there is nothing to mistake (no O/0, I/1/L). The
 * date (UTC, YYMMDD) tells the advisor when the quote was made before they look it up and groups a
 * day's leads; six random digits keep numbers of the same day apart. The number is not a secret:
 * the booking page is reached through a separate random token (see booking-token.ts), so guessing a
 * lead number gives access to nothing.
 *
 * Uniqueness: a day has a million numbers. The store retries a collision with a fresh number inside
 * the transaction (create-lead.ts). Four digits were tried first: a load test ran out of a day's 10 000
 * numbers in seconds, and a flood of bot submissions could do the same to a real day. With six, even
 * 100 000 leads in one day make one try in ten collide, and twenty colliding tries is a 1-in-10^20 event.
 */
import { randomInt } from 'node:crypto';

export const LEAD_NUMBER_PREFIX = 'SQ';
const RANDOM_DIGITS = 6;
const LEAD_NUMBER_PATTERN = /^SQ-\d{6}-\d{6}$/;

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/** A new lead number for a lead created at `now`. */
export function newLeadNumber(now: Date = new Date()): string {
  const date = `${twoDigits(now.getUTCFullYear() % 100)}${twoDigits(now.getUTCMonth() + 1)}${twoDigits(now.getUTCDate())}`;
  const random = String(randomInt(0, 10 ** RANDOM_DIGITS)).padStart(RANDOM_DIGITS, '0');
  return `${LEAD_NUMBER_PREFIX}-${date}-${random}`;
}

/** True for text shaped like a lead number, so junk is refused before any query. */
export function isLeadNumberShape(value: unknown): value is string {
  return typeof value === 'string' && LEAD_NUMBER_PATTERN.test(value);
}

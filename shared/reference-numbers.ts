/**
 * The numbers people read out: a lead's "SQ-261125-482193" and an order's "SO-261125-482193". Both are the
 * prefix, the UTC date (YYMMDD) and six digits. Why this form: digits only after the prefix, because digits
 * are spoken and heard the same in every accent while letters are not (B/D/P/T/V, M/N), and there is
 * nothing to mistake (no O/0, I/1/L). The date tells an advisor when the quote or order was made before they
 * look it up and groups a day's numbers; six random digits keep one day's numbers apart (a million a day).
 * The prefix tells an order from a lead at a glance. Neither number is a secret or a key: pages are reached
 * through random tokens, never by number.
 */

export const LEAD_NUMBER_PREFIX = 'SQ';
export const ORDER_NUMBER_PREFIX = 'SO';
/** The random part's digits: a day has a million numbers of each kind. */
export const REFERENCE_RANDOM_DIGITS = 6;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The number of `prefix` for `at`, with `random` (0 to 999 999) as its last six digits. */
export function referenceNumber(prefix: string, at: Date, random: number): string {
  const date = `${twoDigits(at.getUTCFullYear() % 100)}${twoDigits(at.getUTCMonth() + 1)}${twoDigits(at.getUTCDate())}`;
  return `${prefix}-${date}-${String(random).padStart(REFERENCE_RANDOM_DIGITS, '0')}`;
}

const shapeOf = (prefix: string) => new RegExp(`^${prefix}-\\d{6}-\\d{${REFERENCE_RANDOM_DIGITS}}$`);
const LEAD_NUMBER_SHAPE = shapeOf(LEAD_NUMBER_PREFIX);
const ORDER_NUMBER_SHAPE = shapeOf(ORDER_NUMBER_PREFIX);

/** True for text shaped like a lead number, so junk is refused before any query. */
export function isLeadNumberShape(value: unknown): value is string {
  return typeof value === 'string' && LEAD_NUMBER_SHAPE.test(value);
}

/** True for text shaped like an order number. */
export function isOrderNumberShape(value: unknown): value is string {
  return typeof value === 'string' && ORDER_NUMBER_SHAPE.test(value);
}

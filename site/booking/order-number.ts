/**
 * The order number: what the confirmation, the signed agreement and the advisor on the phone call the
 * order, e.g. "SO-261125-482193". Made like the lead number (site/quote/lead-number.ts) and for its
 * reasons: digits only after the prefix, because digits are heard the same in every accent; the UTC date
 * (YYMMDD) the order was placed; six random digits from the operating system's generator, a million a
 * day, so numbers of one day stay apart and the next one cannot be guessed from the last. The prefix
 * tells an order from a lead at a glance.
 *
 * The number is no key: the order is reached through the booking link's token, never by its number. The
 * store retries a collision with a fresh number, as it does for leads.
 */
import { randomInt } from 'node:crypto';

export const ORDER_NUMBER_PREFIX = 'SO';
const RANDOM_DIGITS = 6;
const ORDER_NUMBER_PATTERN = /^SO-\d{6}-\d{6}$/;

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/** A new order number for an order placed at `now`. */
export function newOrderNumber(now: Date): string {
  const date = `${twoDigits(now.getUTCFullYear() % 100)}${twoDigits(now.getUTCMonth() + 1)}${twoDigits(now.getUTCDate())}`;
  const random = String(randomInt(0, 10 ** RANDOM_DIGITS)).padStart(RANDOM_DIGITS, '0');
  return `${ORDER_NUMBER_PREFIX}-${date}-${random}`;
}

/** True for text shaped like an order number, so junk is refused before any query. */
export function isOrderNumberShape(value: unknown): value is string {
  return typeof value === 'string' && ORDER_NUMBER_PATTERN.test(value);
}

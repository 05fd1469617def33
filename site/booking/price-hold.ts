/**
 * Until when a quote's price holds. The booking pages say it to the minute in the broker's time zone
 * (content/broker-time.ts), since the hold ends at an instant (the lead's creation plus the hold's days),
 * and a date alone would read as the whole of that day.
 */
import { DEFAULT_QUOTE_PRICE_DAYS } from '../quote/pricing/quoted-price';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant (ms since the epoch) the quote's price stops holding. */
export function priceHoldEnds(quotedAt: string, days: number = DEFAULT_QUOTE_PRICE_DAYS): number {
  const created = Date.parse(quotedAt);
  if (Number.isNaN(created)) throw new RangeError(`Not a timestamp: ${quotedAt}`);
  return created + days * DAY_MS;
}

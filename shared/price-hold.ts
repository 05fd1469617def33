/**
 * How long a quote's price holds, and until when. The hold ends at an instant, the lead's creation plus the
 * hold's days: up to that instant, the instant included, an order is priced at the quote's rates, and after
 * it at the day's (site/signing/order-price.ts). The order form says the instant to the minute in the
 * broker's time zone; the quote email gives its calendar date as "valid until".
 */
import { DAY_MS } from './time';

/**
 * Days a quote's price holds, counted from the lead's creation, unless the QUOTE_PRICE_DAYS setting says
 * otherwise (site/config.ts).
 */
export const DEFAULT_QUOTE_PRICE_DAYS = 7;

/** The instant (ms since the epoch) the price of a quote made at `quotedAt` (an ISO timestamp) stops holding. */
export function priceHoldEnds(quotedAt: string, days: number = DEFAULT_QUOTE_PRICE_DAYS): number {
  const created = Date.parse(quotedAt);
  if (Number.isNaN(created)) throw new RangeError(`Not a timestamp: ${quotedAt}`);
  return created + days * DAY_MS;
}

/** Whether the quote's price still holds at `now`: until `days` whole days have passed, that instant included. */
export function isQuotePriceCurrent(quotedAt: string, now: number, days: number = DEFAULT_QUOTE_PRICE_DAYS): boolean {
  return now <= priceHoldEnds(quotedAt, days);
}

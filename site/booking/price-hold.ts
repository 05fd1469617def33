/**
 * Until when a quote's price holds, and how the booking pages say it: to the minute, in the broker's time
 * zone with its name, since the hold ends at an instant (the lead's creation plus the hold's days), and a
 * date alone would read as the whole of that day.
 */
import { DEFAULT_QUOTE_PRICE_DAYS } from '../pricing/quoted-price';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The broker's time zone, named as customers read it. */
export const BROKER_TIME_ZONE = { id: 'America/Chicago', name: 'Central Time' } as const;

/** The instant (ms since the epoch) the quote's price stops holding. */
export function priceHoldEnds(quotedAt: string, days: number = DEFAULT_QUOTE_PRICE_DAYS): number {
  const created = Date.parse(quotedAt);
  if (Number.isNaN(created)) throw new RangeError(`Not a timestamp: ${quotedAt}`);
  return created + days * DAY_MS;
}

const FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: BROKER_TIME_ZONE.id,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Fri, Dec 4, 2026, 2:31 PM Central Time". */
export function formatBrokerTime(ms: number): string {
  return `${FORMAT.format(ms)} ${BROKER_TIME_ZONE.name}`;
}

/**
 * How long a booking link works. The page shows a quote's personal details to whoever holds the link,
 * and a link lives on in mail boxes and browser histories long after the visitor needs it, so it stops
 * working a set number of days (BOOKING_LINK_DAYS) after the quote was made.
 */
import { DAY_MS } from '../../shared/time';

/**
 * True once more than `linkDays` days have passed since `createdAt` (an ISO timestamp). A timestamp
 * that cannot be read counts as expired: a page the server cannot date is not shown.
 */
export function isBookingLinkExpired(createdAt: string, linkDays: number, now: number): boolean {
  const created = Date.parse(createdAt);
  return Number.isNaN(created) || now - created > linkDays * DAY_MS;
}

/**
 * Whether the link of a quote with an order has stopped working. The order's page is where the customer
 * follows it (the carrier, the pickup, cancelling while it is free), so the link works while the order
 * is under way, whenever the quote was made, and for `linkDays` days after it was delivered or cancelled.
 */
export function isOrderLinkExpired(
  life: { status: string; reachedAt: { delivered?: string; cancelled?: string } },
  linkDays: number,
  now: number,
): boolean {
  const ended =
    life.status === 'delivered'
      ? life.reachedAt.delivered
      : life.status === 'cancelled'
        ? life.reachedAt.cancelled
        : undefined;
  return ended !== undefined && isBookingLinkExpired(ended, linkDays, now);
}

/**
 * "SQ-261126-…": the lead number's prefix and date, enough for an advisor to find the quote with the
 * caller, while the page for a dead link says nothing that identifies one quote. Undefined for
 * anything not shaped like a lead number.
 */
export function leadNumberHint(leadNumber: string): string | undefined {
  const match = /^(SQ-\d{6}-)\d{6}$/.exec(leadNumber);
  return match ? `${match[1]}…` : undefined;
}

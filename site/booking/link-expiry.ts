/**
 * How long a booking link works. The page shows a quote's personal details to whoever holds the link,
 * and a link lives on in mail boxes and browser histories long after the visitor needs it, so it stops
 * working a set number of days (BOOKING_LINK_DAYS) after the quote was made.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * True once more than `linkDays` days have passed since `createdAt` (an ISO timestamp). A timestamp
 * that cannot be read counts as expired: a page the server cannot date is not shown.
 */
export function isBookingLinkExpired(createdAt: string, linkDays: number, now: number): boolean {
  const created = Date.parse(createdAt);
  return Number.isNaN(created) || now - created > linkDays * DAY_MS;
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

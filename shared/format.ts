/**
 * How the site writes dates, money, distances and durations (en-US): the booking pages, the emails, the widget's
 * price, the signed agreement and the advisors' commands alike.
 */

const shortDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * "Tue, Dec 1, 2026" for an ISO date or timestamp, read in UTC so a calendar date is never moved a
 * day by the server's time zone; '' when unreadable, so a bad value never breaks the page.
 */
export function formatShortDate(iso: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00Z`) : new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date);
}

/** The calendar date for a `<time datetime>` attribute, or undefined when unreadable. */
export function isoDateOf(iso: string): string | undefined {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00Z`) : new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** "$1,330": prices are whole dollars. */
export function formatUsd(dollars: number): string {
  return usd.format(dollars);
}

const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** "$1,330.00": an amount of money that moved (a payment, a refund), to the cent, as a bank statement shows it. */
export function formatUsdCents(cents: number): string {
  return usdCents.format(cents / 100);
}

/** "$1,330" or "$1,330.50": an amount in cents beside whole-dollar prices, its cents shown only when it has any. */
export function formatUsdCentsIfAny(cents: number): string {
  return cents % 100 === 0 ? formatUsd(cents / 100) : formatUsdCents(cents);
}

const usdCentsUngrouped = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  useGrouping: false,
});

/** "$1290.50": to the cent without thousands separators, as an advisor types an amount on the command line. */
export function formatUsdCentsUngrouped(cents: number): string {
  return usdCentsUngrouped.format(cents / 100);
}

/**
 * "$1,330", "-$50": whole dollars, written without Intl. A signed agreement is rendered again, byte for byte,
 * whenever it is needed (site/signing/agreement.ts), and Intl's output may change with the Node version's
 * locale data; so the agreement and the terms it quotes take this one. A sum that is not whole dollars is
 * refused rather than rounded: nothing is signed at a price other than the one computed.
 */
export function formatUsdWithoutLocaleData(dollars: number): string {
  if (!Number.isSafeInteger(dollars)) throw new RangeError(`Not whole dollars: ${dollars}`);
  const digits = String(Math.abs(dollars)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${dollars < 0 ? '-' : ''}$${digits}`;
}

/** "$1,190–$1,470" (en dash, no spaces, as in print style guides for closed ranges). */
export function formatUsdRange(low: number, high: number): string {
  return `${formatUsd(low)}–${formatUsd(high)}`;
}

const count = new Intl.NumberFormat('en-US');

/** "about 1,490 miles"; under 10 miles the estimate is not worth a number. */
export function formatMiles(miles: number): string {
  return miles < 10 ? 'under 10 miles' : `about ${count.format(miles)} miles`;
}

/** "4–6 days", "1–3 weeks"; "1 week" when both ends agree. */
export function formatSpan(min: number, max: number, unit: 'day' | 'week'): string {
  return min === max ? `${min} ${unit}${min === 1 ? '' : 's'}` : `${min}–${max} ${unit}s`;
}

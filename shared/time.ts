/**
 * Lengths of time in milliseconds, as Date and timers count them. A day here is 24 hours, which is a UTC
 * calendar day: code that steps through calendar dates does it in UTC, where no day is 23 or 25 hours long.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/**
 * The broker's calendar for the order desk (order-command.ts): the dates a broker types (a pickup window,
 * `--since`) are the broker's days, in the broker's time zone, whatever the machine's own.
 */
import { addDays } from '../shared/dates';
import { brokerNow } from '../site/content/advisor-hours';

/** How far ahead a pickup window may start: further is a mistyped month or year. */
export const PICKUP_DAYS_AHEAD = 60;

/** The broker's date (YYYY-MM-DD) at `now`. */
export const brokerToday = (now: Date): string => brokerNow(now.getTime()).date;

/** The broker's wall clock at `at`, read as if it were UTC: its distance from `at` is the zone's offset. */
const wallClockAsUtc = (at: number) => {
  const { date, minutes } = brokerNow(at);
  return Date.parse(`${date}T00:00:00.000Z`) + minutes * 60_000;
};

/** ISO 8601: the instant the broker's day `date` (YYYY-MM-DD) begins. */
export function brokerDayStart(date: string): string {
  const midnightUtc = Date.parse(`${date}T00:00:00.000Z`);
  const guess = midnightUtc - (wallClockAsUtc(midnightUtc) - midnightUtc);
  // Read again at the guess: a change to or from summer time between the two moves the offset.
  return new Date(midnightUtc - (wallClockAsUtc(guess) - guess)).toISOString();
}

/** Why a pickup window starting on `from` is refused at `now`, or undefined when it may start then. */
export function pickupStartProblem(from: string, now: Date): { kind: 'past' | 'far'; limit: string } | undefined {
  const today = brokerToday(now);
  if (from < today) return { kind: 'past', limit: today };
  const latest = addDays(today, PICKUP_DAYS_AHEAD);
  return from > latest ? { kind: 'far', limit: latest } : undefined;
}

/**
 * The advisors' hours (brand.ts) as the rules of a call back: which day and which part of it an advisor
 * can call, worked out in the broker's time zone. Every clock reading goes through Intl with that zone
 * named, so the server's own time zone (TZ) never moves a day or an hour.
 */
import { addDays, isIsoDate } from '../../shared/dates';
import type { CallbackWindow } from '../../shared/order-schema';
import { brand, type OpeningHours } from './brand';

/** Days after today that a call back can be asked for: today and the next two weeks. */
export const CALLBACK_DAYS = 14;

/**
 * A part of the day is offered until an hour before it ends: a request sent later would reach an advisor
 * too late to call in it.
 */
const NOTICE_MINUTES = 60;

/** A span of the broker's wall-clock time, in minutes after midnight. */
export interface ClockSpan {
  from: number;
  to: number;
}

/** The parts of the day on a full working day; the day's hours cut them short (Saturday). */
const WINDOW_SPANS: Readonly<Record<CallbackWindow, ClockSpan>> = {
  morning: { from: 8 * 60, to: 12 * 60 },
  afternoon: { from: 12 * 60, to: 17 * 60 },
  evening: { from: 17 * 60, to: 20 * 60 },
};

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

const brokerClock = new Intl.DateTimeFormat('en-US', {
  timeZone: brand.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The broker's calendar date and wall-clock minutes at `now` (epoch milliseconds). */
export function brokerNow(now: number): { date: string; minutes: number } {
  const parts = Object.fromEntries(brokerClock.formatToParts(new Date(now)).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The zone's name as people say it: "Central Time" for America/Chicago, the same in summer and winter. */
export const brokerTimeZoneName: string =
  new Intl.DateTimeFormat('en-US', { timeZone: brand.timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date(0))
    .find((part) => part.type === 'timeZoneName')?.value ?? brand.timeZone;

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

const weekdayName = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });

/** "Sunday" for an ISO date. */
export function dayName(date: string): string {
  return weekdayName.format(new Date(`${date}T00:00:00Z`));
}

/** The advisors' hours on an ISO date, or undefined on a day they do not work. */
export function advisorHoursOn(
  date: string,
  hours: readonly OpeningHours[] = brand.advisorHours,
): ClockSpan | undefined {
  const day = hours.find((entry) => entry.weekdays.includes(weekdayOf(date)));
  return day ? { from: minutesOf(day.opens), to: minutesOf(day.closes) } : undefined;
}

/** The part of the day `window` on `date` inside the advisors' hours, or undefined when none of it is. */
export function callbackSpan(date: string, window: CallbackWindow): ClockSpan | undefined {
  const hours = advisorHoursOn(date);
  if (!hours) return undefined;
  const span = WINDOW_SPANS[window];
  const from = Math.max(span.from, hours.from);
  const to = Math.min(span.to, hours.to);
  return from < to ? { from, to } : undefined;
}

/** Why a day and part of the day cannot be offered, or undefined when an advisor can call then. */
export type SlotProblem = 'out-of-range' | 'closed-day' | 'outside-hours' | 'passed';

export function callbackSlotProblem(now: number, date: string, window: CallbackWindow): SlotProblem | undefined {
  const today = brokerNow(now);
  if (!isIsoDate(date) || date < today.date || date > addDays(today.date, CALLBACK_DAYS)) return 'out-of-range';
  if (!advisorHoursOn(date)) return 'closed-day';
  const span = callbackSpan(date, window);
  if (!span) return 'outside-hours';
  if (date === today.date && today.minutes > span.to - NOTICE_MINUTES) return 'passed';
  return undefined;
}

/** The days a call back can be asked for from `now`: each has at least one part of the day still open. */
export function callbackDays(now: number, windows: readonly CallbackWindow[]): string[] {
  const { date: today } = brokerNow(now);
  const days: string[] = [];
  for (let ahead = 0; ahead <= CALLBACK_DAYS; ahead++) {
    const date = addDays(today, ahead);
    if (windows.some((window) => callbackSlotProblem(now, date, window) === undefined)) days.push(date);
  }
  return days;
}

/** "8 am", "12 noon", "5:30 pm": a wall-clock time as the booking pages and emails write it. */
export function clockText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 12 && rest === 0) return '12 noon';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const suffix = hours < 12 ? 'am' : 'pm';
  return rest === 0 ? `${hour12} ${suffix}` : `${hour12}:${String(rest).padStart(2, '0')} ${suffix}`;
}

/** "8 am to 12 noon". */
export function spanText(span: ClockSpan): string {
  return `${clockText(span.from)} to ${clockText(span.to)}`;
}

/** A part of the day on a full working day, for a form that does not know the day yet. */
export function windowSpan(window: CallbackWindow): ClockSpan {
  return WINDOW_SPANS[window];
}

/** "Monday to Friday 8 am to 8 pm, Saturday 9 am to 5 pm". */
export function advisorHoursSentence(hours: readonly OpeningHours[] = brand.advisorHours): string {
  return hours
    .map((entry) => `${entry.days} ${spanText({ from: minutesOf(entry.opens), to: minutesOf(entry.closes) })}`)
    .join(', ');
}

/**
 * The pickup window an order promises: the carrier picks the vehicle up within PICKUP_WINDOW_BUSINESS_DAYS
 * business days, counting the first available date as the first when it is a business day. Business days
 * are Monday to Friday except the US federal holidays, on the day they are observed: dispatchers and many
 * carriers do not work them, and customers expect a holiday not to count. Canadian holidays are not
 * skipped; the broker works to US dispatch (docs/orders.md).
 *
 * Calendar dates only, as ISO strings, computed in UTC so no server time zone moves a day.
 */
import { DAY_MS } from '../../shared/time';

export const PICKUP_WINDOW_BUSINESS_DAYS = 5;

export interface PickupWindow {
  /** ISO date of the first business day of the window. */
  first: string;
  /** ISO date of its last business day. */
  last: string;
}

export interface Holiday {
  /** ISO date the holiday is observed (a Saturday's on the Friday before, a Sunday's on the Monday after). */
  date: string;
  name: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SATURDAY = 6;
const SUNDAY = 0;
const MONDAY = 1;
const THURSDAY = 4;

/** Milliseconds at UTC midnight of an ISO date; throws for text that is not a real calendar date. */
function utcDay(iso: string): number {
  const match = ISO_DATE.exec(iso);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== iso) {
    throw new RangeError(`Not an ISO date: ${iso}`);
  }
  return time;
}

const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const weekdayOf = (time: number) => new Date(time).getUTCDay();

/** The `nth` (1-based) `weekday` of a month (0-based), or the last one when `nth` is -1. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): number {
  if (nth === -1) {
    const last = Date.UTC(year, month + 1, 0);
    return last - ((weekdayOf(last) - weekday + 7) % 7) * DAY_MS;
  }
  const first = Date.UTC(year, month, 1);
  return first + (((weekday - weekdayOf(first) + 7) % 7) + (nth - 1) * 7) * DAY_MS;
}

/** A fixed-date holiday on a weekend is observed on the nearest weekday (5 U.S.C. 6103 and its orders). */
function observed(time: number): number {
  const weekday = weekdayOf(time);
  if (weekday === SATURDAY) return time - DAY_MS;
  if (weekday === SUNDAY) return time + DAY_MS;
  return time;
}

/**
 * The federal holidays of `year` as the current law sets them (5 U.S.C. 6103; Martin Luther King Jr. Day
 * from 1986, Juneteenth from 2021), each on the day it is observed. New Year's Day of a year that starts
 * on a Saturday is observed on December 31 of the year before: it is listed with its own year.
 */
export function usFederalHolidays(year: number): Holiday[] {
  const fixed = (month: number, day: number) => observed(Date.UTC(year, month, day));
  const holidays: [number, string][] = [
    [fixed(0, 1), "New Year's Day"],
    ...(year >= 1986
      ? [[nthWeekday(year, 0, MONDAY, 3), 'Birthday of Martin Luther King, Jr.'] as [number, string]]
      : []),
    [nthWeekday(year, 1, MONDAY, 3), "Washington's Birthday"],
    [nthWeekday(year, 4, MONDAY, -1), 'Memorial Day'],
    ...(year >= 2021 ? [[fixed(5, 19), 'Juneteenth National Independence Day'] as [number, string]] : []),
    [fixed(6, 4), 'Independence Day'],
    [nthWeekday(year, 8, MONDAY, 1), 'Labor Day'],
    [nthWeekday(year, 9, MONDAY, 2), 'Columbus Day'],
    [fixed(10, 11), 'Veterans Day'],
    [nthWeekday(year, 10, THURSDAY, 4), 'Thanksgiving Day'],
    [fixed(11, 25), 'Christmas Day'],
  ];
  return holidays.map(([time, name]) => ({ date: isoOf(time), name }));
}

/** The observed holidays of `year` and of the next (whose New Year's Day may fall on December 31). */
const holidayCache = new Map<number, ReadonlySet<string>>();
function holidayDates(year: number): ReadonlySet<string> {
  let dates = holidayCache.get(year);
  if (!dates) {
    dates = new Set([...usFederalHolidays(year), ...usFederalHolidays(year + 1)].map((h) => h.date));
    holidayCache.set(year, dates);
  }
  return dates;
}

function isBusinessDayAt(time: number): boolean {
  const weekday = weekdayOf(time);
  if (weekday === SATURDAY || weekday === SUNDAY) return false;
  return !holidayDates(new Date(time).getUTCFullYear()).has(isoOf(time));
}

/** Monday to Friday and not an observed US federal holiday. Throws for text that is not an ISO date. */
export function isBusinessDay(iso: string): boolean {
  return isBusinessDayAt(utcDay(iso));
}

/**
 * The pickup window from `firstAvailableDate` (ISO): it opens on that date, or the next business day
 * when that is a weekend or a holiday, and closes on its `businessDays`-th business day.
 */
export function pickupWindow(
  firstAvailableDate: string,
  businessDays: number = PICKUP_WINDOW_BUSINESS_DAYS,
): PickupWindow {
  if (!Number.isInteger(businessDays) || businessDays < 1) {
    throw new RangeError(`A pickup window has at least one business day, not ${businessDays}`);
  }
  let day = utcDay(firstAvailableDate);
  while (!isBusinessDayAt(day)) day += DAY_MS;
  const first = day;
  for (let counted = 1; counted < businessDays; ) {
    day += DAY_MS;
    if (isBusinessDayAt(day)) counted += 1;
  }
  return { first: isoOf(first), last: isoOf(day) };
}

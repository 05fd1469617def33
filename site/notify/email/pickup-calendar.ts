/**
 * The confirmed pickup window as a calendar file (iCalendar, RFC 5545), for the order page's "Add to
 * calendar" and the carrier-assigned email's attachment: one all-day entry over the window's days. The
 * window is a span of dates in the broker's time zone with no hour, so the entry is all-day dates
 * (VALUE=DATE, the end the day after the last), which every calendar shows on those days wherever the
 * customer is. Its UID is the order's: a new assignment's file updates the entry rather than adding one.
 */
import ical from 'ical-generator';
import { MINUTE_MS } from '../../../shared/time';
import { brand } from '../../content/brand';

export interface PickupCalendarInput {
  orderNumber: string;
  carrier: { name: string; mc: string; phone: string };
  /** Dates (YYYY-MM-DD) in the broker's time zone, both included. */
  pickupWindow: { from: string; to: string };
  /** Where the vehicle is picked up, on one line. */
  pickupAddress: string;
  /** ISO 8601: when the carrier was assigned. The entry's stamp, and what orders its updates. */
  assignedAt: string;
  /** The order's page, absolute. */
  orderUrl: string;
}

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The file's name: the order number names it, as the signed order's PDF. */
export const pickupCalendarFileName = (orderNumber: string) => `pickup-${orderNumber}.ics`;

/** The day after an ISO date, as an ISO date. */
function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

export function pickupCalendar(input: PickupCalendarInput): string {
  const { carrier } = input;
  const calendar = ical({
    prodId: { company: brand.name, product: 'Order pickup', language: 'EN' },
    name: `${brand.name} ${input.orderNumber}`,
    // Informational for calendars that show a zone: the window's dates are the broker's.
    timezone: brand.timeZone,
  });
  const assignedAt = new Date(input.assignedAt);
  calendar.createEvent({
    id: `pickup-${input.orderNumber}@${brand.domain}`,
    // Later assignments carry a higher sequence, so a calendar replaces the entry it has.
    sequence: Math.floor(assignedAt.getTime() / MINUTE_MS),
    stamp: assignedAt,
    start: input.pickupWindow.from,
    end: dayAfter(input.pickupWindow.to),
    allDay: true,
    summary: `Vehicle pickup: ${input.orderNumber}`,
    location: input.pickupAddress,
    description: [
      `Carrier: ${carrier.name}, MC ${carrier.mc}, ${carrier.phone}`,
      `The carrier calls ahead on the day to set the time.`,
      `Your order: ${input.orderUrl}`,
    ].join('\n'),
    url: input.orderUrl,
  });
  // RFC 5545 wants DTSTAMP in UTC, marked with its Z; with a calendar zone set, the library writes the UTC
  // time without it, which strict calendars read as floating local time or refuse.
  return calendar
    .toString()
    .replace(/^DTSTAMP:(\d{8}T\d{6})\r?$/m, (line, time: string) => line.replace(time, `${time}Z`));
}

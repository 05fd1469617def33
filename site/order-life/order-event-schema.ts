/**
 * An order event as a dispatch system sends it (docs/dispatch-events.md), and as the command line builds
 * it: `{ id, type, order_number, occurred_at, data }`. What `data` must hold depends on the type: an
 * assignment names the carrier and the confirmed pickup window, in the broker's time zone as dates.
 */
import * as v from 'valibot';
import { hasControlCharacters } from '../../shared/control-characters';
import { isIsoDate } from '../../shared/dates';
import { hasInvisibleCharacters } from '../../shared/invisible-characters';
import { isOrderNumberShape } from '../../shared/reference-numbers';

const dateText = (what: string) =>
  v.pipe(v.string(`${what} must be a date (YYYY-MM-DD)`), v.check(isIsoDate, `${what} must be a date (YYYY-MM-DD)`));

/**
 * One line of plain text: no control character (C0 and C1, tabs and line breaks among them, and a lone
 * surrogate) and no invisible or direction-changing character (shared/invisible-characters.ts). The text
 * goes into the order's emails and calendar file, where a line break starts a new line or property and a
 * right-to-left override reverses what follows, and into PostgreSQL, whose text refuses NUL. Checked
 * before the text's own format, so the message says what is wrong.
 */
const oneLine = (what: string) =>
  v.check<string, string>(
    (value) => !hasControlCharacters(value) && !hasInvisibleCharacters(value),
    `${what} must be one line without control, invisible or direction characters`,
  );

const text = (what: string, max: number) =>
  v.pipe(
    v.string(`${what} must be text`),
    v.trim(),
    v.minLength(1, `${what} must not be empty`),
    oneLine(what),
    v.maxLength(max, `${what} must be at most ${max} characters`),
  );

const Carrier = v.object({
  name: text('The carrier name', 200),
  // The FMCSA's MC number: digits, written with or without its "MC" prefix.
  mc: v.pipe(
    v.string('The MC number must be text'),
    v.trim(),
    oneLine('The MC number'),
    v.regex(/^(MC[-\s]?)?\d{1,8}$/i, 'The MC number must be digits, with or without "MC"'),
    v.transform((value) => value.replace(/^MC[-\s]?/i, '')),
  ),
  phone: v.pipe(
    text('The carrier phone', 40),
    v.regex(/^[\d\s()+.-]{7,40}$/, 'The carrier phone must be a phone number'),
  ),
});

const PickupWindow = v.pipe(
  v.object({ from: dateText('pickup_window.from'), to: dateText('pickup_window.to') }),
  v.check(
    // A date that is no date is told once, by its own check.
    (window) => !isIsoDate(window.from) || !isIsoDate(window.to) || window.from <= window.to,
    'pickup_window.to must not be before pickup_window.from',
  ),
);

/**
 * What the carrier agreed to be paid, in US dollars: the market's answer to the instant price, which the
 * pricing report and calibration read back (docs/pricing.md).
 */
const CarrierPay = v.pipe(
  v.number('carrier_pay must be an amount in US dollars'),
  v.finite('carrier_pay must be an amount in US dollars'),
  v.gtValue(0, 'carrier_pay must be more than $0'),
  v.ltValue(100_000, 'carrier_pay must be less than $100,000'),
  v.check((pay) => Math.abs(Math.round(pay * 100) - pay * 100) < 1e-6, 'carrier_pay must be dollars and cents'),
);

export const AssignmentData = v.object({
  carrier: Carrier,
  pickup_window: PickupWindow,
  delivery_eta: v.optional(dateText('delivery_eta')),
  carrier_pay: v.optional(CarrierPay),
});
export type AssignmentData = v.InferOutput<typeof AssignmentData>;

/**
 * What the other types may carry, kept with the event: a reason the customer is told, a note for staff
 * alone, and on a cancellation after dispatch whether the broker waives the agreement's fee.
 */
const OtherData = v.optional(
  v.object({
    reason: v.optional(text('The reason', 500)),
    staff_note: v.optional(text('The staff note', 500)),
    waive_fee: v.optional(v.boolean('waive_fee must be true or false')),
  }),
  {},
);

const common = {
  id: text('The event id', 200),
  order_number: v.pipe(
    v.string('The order number must be text'),
    v.check((value: string) => isOrderNumberShape(value), 'The order number must look like SO-261125-482193'),
  ),
  occurred_at: v.pipe(
    v.string('occurred_at must be a date and time'),
    v.isoTimestamp('occurred_at must be an ISO 8601 date and time with its offset'),
  ),
};

/**
 * Each field's checks stop at its first problem, so a field is told one thing: a phone holding a line
 * break is told that, not also that it is no phone number.
 */
export const OrderEventBody = v.config(
  v.variant(
    'type',
    [
      v.object({ ...common, type: v.literal('carrier.assigned'), data: AssignmentData }),
      v.object({
        ...common,
        type: v.picklist(['carrier.unassigned', 'order.picked_up', 'order.delivered', 'order.cancelled'] as const),
        data: OtherData,
      }),
    ],
    'type must be one of carrier.assigned, carrier.unassigned, order.picked_up, order.delivered, order.cancelled',
  ),
  { abortPipeEarly: true },
);
export type OrderEventBody = v.InferOutput<typeof OrderEventBody>;

/** The problems of a body that is not an order event, one line each with where it is. */
export function orderEventProblems(issues: readonly v.BaseIssue<unknown>[]): { path: string; message: string }[] {
  return issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));
}

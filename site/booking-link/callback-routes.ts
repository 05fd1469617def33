/**
 * A quote's call back under its booking link (`POST /:token/callback`), for a quote an advisor prices, and
 * which of the booking page's actions a lead has: book, see its order, ask for a call back, or the answer.
 */

import { Hono } from 'hono';
import * as v from 'valibot';
import { CALLBACK_WINDOWS, type CallbackWindow } from '../../shared/order-schema';
import { type FieldError, validate } from '../../shared/schema';
import { type BookingLead, buildBookingView } from '../booking/booking-view';
import {
  advisorHoursOn,
  advisorHoursSentence,
  brokerTimeZoneName,
  callbackDays,
  callbackSlotProblem,
  dayName,
  spanText,
} from '../content/advisor-hours';
import { brand } from '../content/brand';
import type { LiveOrderService } from '../order-life/live-order';
import { orderForLink } from '../signing/contact-masking';
import type { FormValues } from '../signing/order-form-values';
import { orderPageCopy as t } from '../signing/order-page-copy';
import { renderOrderProblemPage } from '../signing/pages/OrderPages';
import { formEntries } from '../signing/routes/form-post';
import { linkAnswers } from '../signing/routes/link-answers';
import type { LinkShared } from '../signing/routes/order-routes';
import { errorsByField } from '../ui/forms/form-state';
import { CALLBACK_FIELDS } from './BookingActions';
import { renderLinkPage } from './link-page';

const callbackSchema = v.strictObject({
  preferred_date: v.pipe(v.optional(v.string(), ''), v.nonEmpty(t.callbackDateRequired)),
  // A missing radio is an unanswered one: the default meets the picklist's own message.
  time_window: v.optional(v.picklist(CALLBACK_WINDOWS, t.callbackWindowRequired), '' as CallbackWindow),
});

/** Whether an advisor can call on `date` in `window`, seen from `now`: the problem at its field, if any. */
function callbackSlotError(now: number, date: string, window: CallbackWindow): FieldError | undefined {
  switch (callbackSlotProblem(now, date, window)) {
    case undefined:
      return undefined;
    case 'out-of-range':
      return { path: 'preferred_date', message: t.callbackDateRequired };
    case 'closed-day':
      return { path: 'preferred_date', message: t.callbackClosedDay(dayName(date)) };
    case 'outside-hours': {
      const hours = advisorHoursOn(date);
      const words = hours ? spanText(hours) : advisorHoursSentence();
      return { path: 'time_window', message: t.callbackOutsideHours(dayName(date), words, brokerTimeZoneName) };
    }
    case 'passed':
      return { path: 'time_window', message: t.callbackPassed(brokerTimeZoneName) };
  }
}

/** The call-back form, blank or as posted with its problems. */
const callbackForm = (token: string, now: number, values: FormValues = {}, errors: readonly FieldError[] = []) => ({
  kind: 'callback' as const,
  token,
  days: callbackDays(now, CALLBACK_WINDOWS),
  values,
  errors: errorsByField(errors),
});

/** The call-back request's route, as an app the booking link's routes mount at their own root. */
export function callbackRoutes(service: LiveOrderService, shared: LinkShared): Hono {
  const app = new Hono();
  const { formPost } = shared;
  const { page, seeOther, badRequest } = linkAnswers(shared.headers);
  app.post('/:token/callback', ...formPost, async (c) => {
    const post = await formEntries(c, shared.headers);
    if (!post.ok) return post.response;
    const lead = await shared.lead(c);
    if (lead instanceof Response) return lead;
    const token = c.req.param('token') ?? '';
    if (
      post.entries.some(([name]) => !(CALLBACK_FIELDS as readonly string[]).includes(name)) ||
      post.entries.length !== new Set(post.entries.map(([n]) => n)).size
    ) {
      return badRequest([{ path: '', message: t.refusedForeign }]);
    }
    // An order is booked: an advisor calls about it anyway, and the phone is the way to talk about it.
    const order = await service.findOrder(lead.id);
    if (order) {
      return page(
        renderOrderProblemPage(
          t.callbackOrderedTitle,
          t.callbackOrdered(order.orderNumber, brand.phones.support.display),
        ),
        409,
      );
    }
    const now = shared.now();
    const fields = Object.fromEntries(post.entries);
    const result = validate(callbackSchema, fields);
    const errors = result.ok
      ? [callbackSlotError(now, result.value.preferred_date, result.value.time_window)].filter((e) => e !== undefined)
      : result.errors;
    if (!result.ok || errors.length > 0) {
      return page(renderLinkPage(buildBookingView(lead), callbackForm(token, now, fields, errors)), 422);
    }
    await service.requestCallback({
      lead,
      bookingToken: token,
      preferredDate: result.value.preferred_date,
      timeWindow: result.value.time_window,
      requestedAt: new Date(now).toISOString(),
    });
    return seeOther(`/booking/${token}`);
  });

  return app;
}

/** The booking page's action for a lead: book, see the placed order, ask for a call back, or its answer. */
export async function bookingActionOf(
  service: LiveOrderService,
  lead: BookingLead,
  token: string,
  now: number,
  cardPayments = false,
) {
  const order = await service.findOrder(lead.id);
  // A lead with an order shows the order first, never a call-back form: the order page offers the phone.
  if (order) return { kind: 'placed' as const, token, order: orderForLink(order, lead.submission), cardPayments };
  if (lead.price?.estimate.kind === 'domestic') return { kind: 'book' as const, token };
  const request = await service.findCallback(lead.id);
  if (request) return { kind: 'callback-requested' as const, request };
  return callbackForm(token, now);
}

/**
 * What a signed order's customer can do with it under the booking link once it is signed: add the confirmed
 * pickup to a calendar (`GET /:token/order/pickup.ics`) and cancel it online while it is free
 * (`GET|POST /:token/order/cancel`). Mounted by order-routes.ts, whose form-post guards (same origin, rate
 * limit, body size) the cancellation passes like signing. After it, the booking page tells the order's
 * state itself: nothing is carried in the address.
 */
import { type Context, Hono } from 'hono';
import { validate } from '../../../shared/schema';
import { type BookingLead, buildBookingView } from '../../booking/booking-view';
import { NO_STORE } from '../../http/cache-control';
import { CALENDAR_CONTENT_TYPE, pickupCalendar, pickupCalendarFileName } from '../../notify/email/pickup-calendar';
import { orderForLink } from '../../signing/contact-masking';
import type { FormValues } from '../../signing/order-form-values';
import { orderPageCopy as t } from '../../signing/order-page-copy';
import { renderOrderProblemPage } from '../../signing/pages/OrderPages';
import { formEntries, type formPostGuards } from '../../signing/routes/form-post';
import { errorsByField } from '../../ui/forms/form-state';
import { cancelFormSchema } from '../cancel-reason';
import type { LiveOrder, LiveOrderService } from '../live-order';
import { renderCancelOrderPage, renderCancelTooLatePage } from '../pages/CancelOrderPages';
import { orderLifeCopy } from '../pages/order-life-copy';

export interface OrderLifeRouteOptions {
  service: LiveOrderService;
  /** PUBLIC_URL: the calendar entry links to the order's page on it. The request's own origin when unset. */
  publicUrl?: string | undefined;
  /** order-routes.ts's form-post guards, with its rate limiter. */
  formPost: ReturnType<typeof formPostGuards>;
  lead(c: Context): Promise<BookingLead | Response>;
  now: () => number;
  headers: Record<string, string>;
}

/** The pickup address on one line, for a calendar's location: no contact, only the place. */
const addressLine = (place: LiveOrder['details']['pickup']) =>
  [place.street, place.city, [place.state, place.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');

export function orderLifeRoutes(options: OrderLifeRouteOptions): Hono {
  const app = new Hono();
  const { service, headers } = options;
  const page = (body: string, status = 200) => new Response(body, { status, headers });
  const seeOther = (location: string) =>
    new Response(null, { status: 303, headers: { ...headers, Location: location } });
  const bookingPath = (token: string) => `/booking/${token}`;

  /** The lead and its order, or the answer instead: the link's own, or back to the booking page. */
  async function withOrder(c: Context) {
    const lead = await options.lead(c);
    if (lead instanceof Response) return lead;
    const token = c.req.param('token') ?? '';
    const order = await service.findOrder(lead.id);
    if (!order) return seeOther(bookingPath(token));
    return { lead, token, order };
  }

  const cancelPage = (
    found: { lead: BookingLead; token: string; order: LiveOrder },
    values: FormValues = {},
    errors: ReturnType<typeof errorsByField> = {},
  ) =>
    page(
      renderCancelOrderPage({
        view: buildBookingView(found.lead),
        token: found.token,
        order: orderForLink(found.order, found.lead.submission),
        values,
        errors,
      }),
      Object.keys(errors).length > 0 ? 422 : 200,
    );

  app.get('/:token/order/pickup.ics', async (c) => {
    const lead = await options.lead(c);
    if (lead instanceof Response) return lead;
    const token = c.req.param('token') ?? '';
    const order = await service.findOrder(lead.id);
    const assignment = order?.life.status === 'cancelled' ? undefined : order?.life.assignment;
    if (!order || !assignment)
      return page(renderOrderProblemPage(orderLifeCopy.track.noCalendarTitle, orderLifeCopy.track.noCalendar), 404);
    let origin: string;
    try {
      origin = new URL(options.publicUrl || c.req.url).origin;
    } catch {
      origin = new URL(c.req.url).origin;
    }
    const calendar = pickupCalendar({
      orderNumber: order.orderNumber,
      carrier: assignment.carrier,
      pickupWindow: assignment.pickupWindow,
      pickupAddress: addressLine(order.details.pickup),
      assignedAt: assignment.assignedAt,
      orderUrl: `${origin}${bookingPath(token)}`,
    });
    return new Response(calendar, {
      headers: {
        'Content-Type': CALENDAR_CONTENT_TYPE,
        'Content-Disposition': `attachment; filename="${pickupCalendarFileName(order.orderNumber)}"`,
        'Cache-Control': NO_STORE,
        'X-Robots-Tag': 'noindex, nofollow',
        'Referrer-Policy': 'no-referrer',
      },
    });
  });

  app.get('/:token/order/cancel', async (c) => {
    const found = await withOrder(c);
    if (found instanceof Response) return found;
    // Only a signed order is cancelled online; the booking page says what else can be done.
    if (found.order.life.status !== 'signed') return seeOther(bookingPath(found.token));
    return cancelPage(found);
  });

  app.post('/:token/order/cancel', ...options.formPost, async (c) => {
    const post = await formEntries(c, headers);
    if (!post.ok) return post.response;
    const found = await withOrder(c);
    if (found instanceof Response) return found;
    // The form's one field, once at most: anything else is no post of this page.
    if (post.entries.length > 1 || post.entries.some(([name]) => name !== 'reason')) {
      return page(renderOrderProblemPage(t.badRequestTitle, t.refusedForeign), 400);
    }
    const values: FormValues = Object.fromEntries(post.entries);
    const result = validate(cancelFormSchema, values);
    if (!result.ok) return cancelPage(found, values, errorsByField(result.errors));
    const outcome = await service.cancelOrder({
      lead: found.lead,
      ...(result.value.reason === undefined ? {} : { reason: result.value.reason }),
      at: new Date(options.now()).toISOString(),
    });
    // Cancelled now, or before by another tab or the broker: the booking page says which, when and by whom.
    if (!outcome || outcome.outcome === 'cancelled') return seeOther(bookingPath(found.token));
    return page(
      renderCancelTooLatePage({
        view: buildBookingView(found.lead),
        token: found.token,
        order: orderForLink(outcome.order, found.lead.submission),
      }),
      409,
    );
  });

  return app;
}

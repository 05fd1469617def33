/**
 * The booking page `GET /booking/:token`: server-rendered, found only by its random token
 * (never the lead number, so no one can walk through other people's quotes). An app to mount at
 * BOOKING_PATH.
 */
import { readFile } from 'node:fs/promises';
import { type Context, Hono } from 'hono';
import { HOUR_CACHE, NO_STORE } from '../../http/cache-control';
import { isBookingTokenShape } from '../../quote/booking-token';
import { isDatabaseBusy } from '../../storage/database-busy';
import {
  renderBookingExpiredPage,
  renderBookingNotFoundPage,
  renderBookingPage,
  renderBookingUnavailablePage,
} from '../pages/BookingPage';
import { type BookingLead, buildBookingView } from '../booking-view';
import { isBookingLinkExpired, isOrderLinkExpired, leadNumberHint } from '../link-expiry';
import { checkoutReturn, isCheckoutReturn } from '../../payments/routes/order-payment-routes';
import { bookingActionOf, type OrderRouteOptions, orderRoutes } from '../../signing/routes/order-routes';
import { orderPageHeaders } from '../../payments/payment-csp';
import { PRINT_ORDER_SCRIPT } from '../print-order-script';

export interface BookingOptions {
  /** The lead a booking token belongs to, if any. */
  findLead(token: string): Promise<BookingLead | undefined>;
  /** The booking page's stylesheet file. */
  stylesheetFile: string;
  /** Days a link works after its quote was made (BOOKING_LINK_DAYS). */
  linkDays: number;
  /** The clock, in epoch milliseconds; tests pin it. Default Date.now. */
  now?: () => number;
  /** Orders taken online (order-routes.ts); without them the page only shows the quote. */
  orders?: OrderRouteOptions;
  /** Called when the database was busy or unreachable and a page was answered 503. */
  onDatabaseBusy?(): void;
}

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  // A quote is personal: never stored by shared caches or the back button's disk cache.
  'Cache-Control': NO_STORE,
  'X-Robots-Tag': 'noindex, nofollow',
  // The token is the only key to the page; links out must not carry it in a Referer header.
  'Referrer-Policy': 'no-referrer',
};

/** Seconds a visitor (or a crawler) is asked to wait while the lead database cannot be reached. */
const UNAVAILABLE_RETRY_AFTER_S = 60;

/** Where the booking pages live; booking links are `<public URL>/booking/<token>`. */
export const BOOKING_PATH = '/booking';

export function bookingRoutes(options: BookingOptions): Hono {
  const app = new Hono();
  const now = options.now ?? Date.now;
  // Every answer, the stylesheet too, so registered before any route: the URL is the key, and an answer
  // without this header falls back to the site's policy, which sends the whole URL to the site's own pages.
  // Hono renders a route's error (the app's 500 page) before `next()` returns here, so a 500 carries it too.
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Referrer-Policy', 'no-referrer');
  });
  let stylesheet: Promise<string> | undefined;
  app.get('/booking.css', async () => {
    stylesheet ??= readFile(options.stylesheetFile, 'utf8');
    return new Response(await stylesheet, {
      headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': HOUR_CACHE },
    });
  });

  app.get('/print-order.js', () => {
    return new Response(PRINT_ORDER_SCRIPT, {
      headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': HOUR_CACHE },
    });
  });

  /** Whether the quote's order is under way, or ended lately: its page then outlives the quote's link. */
  async function orderKeepsLinkAlive(lead: BookingLead): Promise<boolean> {
    const order = await options.orders?.service.findOrder(lead.id);
    return order !== undefined && !isOrderLinkExpired(order.life, options.linkDays, now());
  }

  /** The lead of a live booking link, or the page that answers instead (404, 410 or 503). */
  async function liveLead(c: Context): Promise<BookingLead | Response> {
    const token = c.req.param('token') ?? '';
    // Only a token-shaped key reaches the database; the same page answers every miss, so nothing is learnt.
    let lead: BookingLead | undefined;
    let expired = false;
    try {
      lead = isBookingTokenShape(token) ? await options.findLead(token) : undefined;
      expired =
        lead !== undefined &&
        isBookingLinkExpired(lead.createdAt, options.linkDays, now()) &&
        !(await orderKeepsLinkAlive(lead));
    } catch (error) {
      // The store's "try again in a moment" (a database restart or failover): the link is not broken, so
      // no 404, and no 500 that monitoring reads as a bug; 503 tells a crawler to come back too.
      if (!isDatabaseBusy(error)) throw error;
      options.onDatabaseBusy?.();
      return new Response(renderBookingUnavailablePage(), {
        status: 503,
        headers: { ...PAGE_HEADERS, 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_S) },
      });
    }
    if (!lead) return new Response(renderBookingNotFoundPage(), { status: 404, headers: PAGE_HEADERS });
    if (expired) {
      const page = renderBookingExpiredPage({
        leadNumberHint: leadNumberHint(lead.leadNumber),
        linkDays: options.linkDays,
      });
      // 410 Gone: the link was real and will not work again, so a crawler that somehow found it drops it.
      return new Response(page, { status: 410, headers: PAGE_HEADERS });
    }
    return lead;
  }

  app.get('/:token', async (c) => {
    const lead = await liveLead(c);
    if (lead instanceof Response) return lead;
    const payments = options.orders?.payments;
    if (options.orders && payments && isCheckoutReturn(c)) {
      return checkoutReturn(c, { lead, service: options.orders.service, payments, headers: PAGE_HEADERS });
    }
    const action = options.orders
      ? await bookingActionOf(options.orders.service, lead, c.req.param('token'), now(), payments !== undefined)
      : undefined;
    const headers = action?.kind === 'placed' ? orderPageHeaders(PAGE_HEADERS, action.order, payments) : PAGE_HEADERS;
    return new Response(renderBookingPage(buildBookingView(lead), action), { headers });
  });
  if (options.orders) {
    app.route(
      '/',
      orderRoutes(options.orders, { lead: liveLead, now, linkDays: options.linkDays, headers: PAGE_HEADERS }),
    );
  }
  return app;
}

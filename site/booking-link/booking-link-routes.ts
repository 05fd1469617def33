/**
 * Everything under a booking link, `/booking/:token…`: the page at the link (the quote's booking page, or
 * its order's page once it has one), and each stage's routes under it: the call back, the signing, the
 * order's life and its card payments, all behind the same live-link check and form-post guards. Found only
 * by the random token (never the lead number, so no one can walk through other people's quotes). An app
 * to mount at BOOKING_PATH.
 */
import { readFile } from 'node:fs/promises';
import { type Context, Hono } from 'hono';
import { DEFAULT_QUOTE_PRICE_DAYS } from '../../shared/price-hold';
import { type BookingLead, buildBookingView } from '../booking/booking-view';
import { isBookingLinkExpired, isOrderLinkExpired, leadNumberHint } from '../booking/link-expiry';
import {
  renderBookingExpiredPage,
  renderBookingNotFoundPage,
  renderBookingUnavailablePage,
} from '../booking/pages/LinkProblemPages';
import { PRINT_ORDER_SCRIPT } from '../booking/print-order-script';
import { HOUR_CACHE, NO_STORE } from '../http/cache-control';
import { createRateLimiter } from '../http/rate-limiter';
import type { LiveOrderService } from '../order-life/live-order';
import { orderLifeRoutes } from '../order-life/routes/order-life-routes';
import type { OrderPayments } from '../payments/order-payments';
import { orderPageHeaders } from '../payments/payment-csp';
import {
  cardSavedNotice,
  checkoutReturn,
  isCheckoutReturn,
  orderPaymentRoutes,
} from '../payments/routes/order-payment-routes';
import { isBookingTokenShape } from '../quote/booking-token';
import { orderForLink } from '../signing/contact-masking';
import { LIVE_PRICE_SCRIPT } from '../signing/live-price-script';
import { formPostGuards } from '../signing/routes/form-post';
import { type OrderRouteOptions, orderRoutes } from '../signing/routes/order-routes';
import { isDatabaseBusy } from '../storage/database-busy';
import { renderOrderConfirmedPage } from './ConfirmationPage';
import { bookingActionOf, callbackRoutes } from './callback-routes';
import { renderLinkPage } from './link-page';

export interface BookingOptions {
  /** The lead a booking token belongs to, if any. */
  findLead(token: string): Promise<BookingLead | undefined>;
  /** The booking page's stylesheet file. */
  stylesheetFile: string;
  /** Days a link works after its quote was made (BOOKING_LINK_DAYS). */
  linkDays: number;
  /** Days the quote's price holds (QUOTE_PRICE_DAYS): the booking page says until when. */
  quotePriceDays?: number;
  /** The clock, in epoch milliseconds; tests pin it. Default Date.now. */
  now?: () => number;
  /** Orders taken online (signing/routes/order-routes.ts); without them the page only shows the quote. */
  orders?: LinkOrderOptions;
  /** Called when the database was busy or unreachable and a page was answered 503. */
  onDatabaseBusy?(): void;
}

/** The signing's options, over the store's whole view of an order, and card payments when they are on. */
export interface LinkOrderOptions extends OrderRouteOptions {
  service: LiveOrderService;
  /** Card payments on the order's pages; without them (no STRIPE_SECRET_KEY) the advisor takes payment by phone. */
  payments?: OrderPayments;
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
  const quotePriceDays = options.quotePriceDays ?? DEFAULT_QUOTE_PRICE_DAYS;
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

  for (const [path, script] of [
    ['/print-order.js', PRINT_ORDER_SCRIPT],
    ['/live-price.js', LIVE_PRICE_SCRIPT],
  ] as const) {
    app.get(path, () => {
      return new Response(script, {
        headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': HOUR_CACHE },
      });
    });
  }

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
    // An order has its own price, so its page tells of no hold of the quote's.
    const hold = action?.kind === 'placed' ? undefined : { quotePriceDays, now: now() };
    const notice = action?.kind === 'placed' ? cardSavedNotice(c, action.order) : undefined;
    return new Response(renderLinkPage(buildBookingView(lead, hold), action, notice), { headers });
  });
  const orders = options.orders;
  if (orders) {
    const shared = {
      lead: liveLead,
      now,
      linkDays: options.linkDays,
      headers: PAGE_HEADERS,
      formPost: formPostGuards({
        publicUrl: orders.publicUrl,
        trustProxy: orders.trustProxy,
        limiter: createRateLimiter(orders.rateLimit, now),
        headers: PAGE_HEADERS,
      }),
    };
    const { service, payments } = orders;
    app.route('/', orderRoutes(orders, shared));
    app.route('/', callbackRoutes(service, shared));
    app.get('/:token/order/confirmed', async (c) => {
      const lead = await liveLead(c);
      if (lead instanceof Response) return lead;
      const order = await service.findOrder(lead.id);
      const token = c.req.param('token') ?? '';
      const seeOther = (location: string) =>
        new Response(null, { status: 303, headers: { ...PAGE_HEADERS, Location: location } });
      if (!order) return seeOther(`/booking/${token}/order`);
      // A cancelled order is confirmed no more: its booking page says it is cancelled.
      if (order.life.status === 'cancelled') return seeOther(`/booking/${token}`);
      return new Response(
        renderOrderConfirmedPage({
          view: buildBookingView(lead),
          token,
          order: orderForLink(order, lead.submission),
          cardPayments: payments !== undefined,
        }),
        { headers: orderPageHeaders(PAGE_HEADERS, order, payments) },
      );
    });
    app.route('/', orderLifeRoutes({ service, publicUrl: orders.publicUrl, ...shared }));
    if (payments) app.route('/', orderPaymentRoutes({ service, payments, ...shared }));
  }
  return app;
}

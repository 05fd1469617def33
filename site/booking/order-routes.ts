/**
 * The order's routes under a booking link: step 1 (`GET|POST /:token/order`), back from step 2 to change
 * (`POST /:token/order/edit`), signing (`POST /:token/order/sign`), the confirmation
 * (`GET /:token/order/confirmed`), the signed order's PDF (`GET /:token/order.pdf`) and the call-back
 * request (`POST /:token/callback`). Step 1's answers travel in the page, so nothing is stored until the
 * order is signed.
 */
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { isIsoDate } from '../../shared/dates';
import {
  CALLBACK_WINDOWS,
  type CallbackWindow,
  orderDetailsSchema,
  orderFormInput,
  orderSchema,
} from '../../shared/order-schema';
import { type FieldError, validate } from '../../shared/schema';
import { signedOrderFileName } from '../email/order-email-view';
import { signedOrderPdf } from '../email/order-pdf';
import { NO_STORE } from '../http/cache-control';
import { clientKey } from '../http/client-key';
import { createRateLimiter, type RateLimit } from '../http/rate-limiter';
import type { DomesticEstimate } from '../pricing/pricing';
import { DEFAULT_QUOTE_PRICE_DAYS } from '../pricing/quoted-price';
import type { PlaceResolver } from '../pricing/route-price';
import { agreementDataOf, signAgreement } from './agreement';
import { CALLBACK_FIELDS } from './BookingActions';
import { renderBookingPage } from './BookingPage';
import { type BookingLead, buildBookingView } from './booking-view';
import { orderForLink } from './contact-masking';
import { formEntries, formPostGuards } from './form-post';
import { errorsByField } from './OrderFields';
import {
  renderOrderConfirmedPage,
  renderOrderFormPage,
  renderOrderProblemPage,
  renderOrderReviewPage,
} from './OrderPages';
import { detailsFieldNames, type FormValues, initialFormValues, orderDateBounds } from './order-form-values';
import { orderPageCopy as t } from './order-page-copy';
import { priceOrder } from './order-price';
import type { OrderService } from './order-service';

export interface OrderRouteOptions {
  service: OrderService;
  /** Places the quote's labels for repricing (the quote's own resolver). */
  resolvePlace: PlaceResolver;
  /** PUBLIC_URL: posts must come from its origin. The request's own origin when unset. */
  publicUrl?: string;
  /** TRUST_PROXY, as the API reads the client's address (site/http/client-key.ts). */
  trustProxy: number;
  /** Order and call-back posts per client. */
  rateLimit: RateLimit;
  /** Days the quote's price holds (the QUOTE_PRICE_DAYS setting). */
  quotePriceDays?: number;
}

interface Shared {
  /** The lead of a live link, or the page that answers instead. */
  lead(c: Context): Promise<BookingLead | Response>;
  now: () => number;
  linkDays: number;
  headers: Record<string, string>;
}

/** Days ahead a call back can be asked for. */
const CALLBACK_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

const callbackSchema = (today: string, latest: string) =>
  v.strictObject({
    preferred_date: v.pipe(
      v.optional(v.string(), ''),
      v.check((date) => isIsoDate(date) && date >= today && date <= latest, t.callbackDateRequired),
    ),
    // A missing radio is an unanswered one: the default meets the picklist's own message.
    time_window: v.optional(v.picklist(CALLBACK_WINDOWS, t.callbackWindowRequired), '' as CallbackWindow),
  });

/** The order's routes, as an app the booking pages mount at their own root. */
export function orderRoutes(options: OrderRouteOptions, shared: Shared): Hono {
  const app = new Hono();
  const { service } = options;
  const quotePriceDays = options.quotePriceDays ?? DEFAULT_QUOTE_PRICE_DAYS;
  const limiter = createRateLimiter(options.rateLimit, shared.now);
  const formPost = formPostGuards({
    publicUrl: options.publicUrl,
    trustProxy: options.trustProxy,
    limiter,
    headers: shared.headers,
  });
  const page = (body: string, status = 200) => new Response(body, { status, headers: shared.headers });
  const seeOther = (location: string) =>
    new Response(null, { status: 303, headers: { ...shared.headers, Location: location } });
  const badRequest = (errors: readonly FieldError[]) =>
    page(
      renderOrderProblemPage(
        t.badRequestTitle,
        t.refusedForeign,
        errors.map((e) => `${e.path}: ${e.message}`),
      ),
      400,
    );

  const contextOf = (lead: BookingLead) => {
    const bounds = orderDateBounds(lead.createdAt, shared.linkDays, shared.now());
    return {
      bounds,
      schema: {
        today: bounds.today,
        latestDate: bounds.latest,
        vehicleYears: lead.submission.vehicles.map((vehicle) => vehicle.year),
        customer: { first_name: lead.submission.first_name, phone: lead.submission.phone },
      },
    };
  };
  const domesticEstimate = (lead: BookingLead): DomesticEstimate | undefined =>
    lead.price?.estimate.kind === 'domestic' ? lead.price.estimate : undefined;

  /** The lead of a link that can book online, or the answer instead. */
  async function bookable(c: Context) {
    const lead = await shared.lead(c);
    if (lead instanceof Response) return lead;
    const estimate = domesticEstimate(lead);
    const token = c.req.param('token') ?? '';
    if (!estimate) return seeOther(`/booking/${token}`);
    return { lead, estimate, token };
  }

  const priceOf = (
    lead: BookingLead,
    details: { carrier: 'open' | 'enclosed'; first_available_date: string; vehicles: { runs: 'yes' | 'no' }[] },
  ) =>
    priceOrder(
      {
        quote: lead.submission,
        quotedAt: lead.createdAt,
        carrier: details.carrier,
        runs: details.vehicles.map((vehicle) => vehicle.runs),
        firstAvailableDate: details.first_available_date,
        now: shared.now(),
        quotePriceDays,
      },
      options.resolvePlace,
    );

  function formPage(
    found: { lead: BookingLead; estimate: DomesticEstimate; token: string },
    values: FormValues,
    errors: readonly FieldError[] = [],
  ) {
    const { lead, estimate, token } = found;
    return page(
      renderOrderFormPage({
        view: buildBookingView(lead),
        token,
        estimate,
        values,
        errors: errorsByField(errors),
        bounds: contextOf(lead).bounds,
      }),
      errors.length > 0 ? 422 : 200,
    );
  }

  app.get('/:token/order', async (c) => {
    const found = await bookable(c);
    if (found instanceof Response) return found;
    if (await service.findOrder(found.lead.id)) return seeOther(`/booking/${found.token}/order/confirmed`);
    return formPage(found, initialFormValues(found.lead));
  });

  /** Step 1 posted (or posted back from step 2 to change): the review, or the form with its problems. */
  async function details(c: Context, edit: boolean) {
    const post = await formEntries(c, shared.headers);
    if (!post.ok) return post.response;
    const found = await bookable(c);
    if (found instanceof Response) return found;
    const input = orderFormInput(post.entries);
    if (!input.ok) return badRequest(input.errors);
    const values: FormValues = Object.fromEntries(post.entries);
    if (edit) return formPage(found, values);
    const result = validate(orderDetailsSchema(contextOf(found.lead).schema), input.value);
    if (!result.ok) {
      const unknown = result.errors.filter(
        (error) => !detailsFieldNames(found.lead.submission.vehicles.length).includes(error.path),
      );
      if (unknown.length > 0) return badRequest(unknown);
      return formPage(found, values, result.errors);
    }
    return page(
      renderOrderReviewPage({
        view: buildBookingView(found.lead),
        token: found.token,
        values,
        details: result.value,
        price: priceOf(found.lead, result.value),
        quotePriceDays,
        errors: {},
      }),
    );
  }
  app.post('/:token/order', ...formPost, (c) => details(c, false));
  app.post('/:token/order/edit', ...formPost, (c) => details(c, true));

  app.post('/:token/order/sign', ...formPost, async (c) => {
    const post = await formEntries(c, shared.headers);
    if (!post.ok) return post.response;
    const found = await bookable(c);
    if (found instanceof Response) return found;
    const { lead, token } = found;
    const existing = await service.findOrder(lead.id);
    if (existing) return seeOther(`/booking/${token}/order/confirmed`);
    const input = orderFormInput(post.entries);
    if (!input.ok) return badRequest(input.errors);
    const values: FormValues = Object.fromEntries(post.entries);
    const { schema } = contextOf(lead);
    const names = detailsFieldNames(lead.submission.vehicles.length);
    const stepOne = Object.fromEntries(
      Object.entries(input.value).filter(([name]) => name !== 'typed_name' && name !== 'consent'),
    );
    const detailsResult = validate(orderDetailsSchema(schema), stepOne);
    if (!detailsResult.ok) {
      const unknown = detailsResult.errors.filter((error) => !names.some((name) => name === error.path));
      if (unknown.length > 0) return badRequest(unknown);
      // Step 1 no longer holds (a date passed overnight): back to it, with what was typed.
      return formPage(found, values, detailsResult.errors);
    }
    const price = priceOf(lead, detailsResult.value);
    const result = validate(orderSchema(schema), input.value);
    if (!result.ok || price.kind !== 'priced') {
      const errors = result.ok ? [] : result.errors;
      if (errors.some((error) => error.path !== 'typed_name' && error.path !== 'consent')) return badRequest(errors);
      return page(
        renderOrderReviewPage({
          view: buildBookingView(lead),
          token,
          values,
          details: detailsResult.value,
          price,
          quotePriceDays,
          errors: errorsByField(errors),
        }),
        422,
      );
    }
    const signedAt = shared.now();
    await service.placeOrder({
      lead,
      details: result.value,
      price,
      signedAt: new Date(signedAt).toISOString(),
      agreementFor: (orderNumber) =>
        signAgreement(agreementDataOf({ orderNumber, lead, order: result.value, price, signedAt })),
      clientAddress: clientKey(c, options.trustProxy),
      userAgent: c.req.header('User-Agent') ?? '',
    });
    return seeOther(`/booking/${token}/order/confirmed`);
  });

  app.get('/:token/order/confirmed', async (c) => {
    const lead = await shared.lead(c);
    if (lead instanceof Response) return lead;
    const order = await service.findOrder(lead.id);
    const token = c.req.param('token') ?? '';
    if (!order) return seeOther(`/booking/${token}/order`);
    return page(
      renderOrderConfirmedPage({
        view: buildBookingView(lead),
        token,
        order: orderForLink(order, lead.submission),
        quotePriceDays,
      }),
    );
  });

  /** The signed order's PDF, the one the confirmation email attaches: the agreement as it was signed. */
  app.get('/:token/order.pdf', async (c) => {
    const lead = await shared.lead(c);
    if (lead instanceof Response) return lead;
    const order = await service.findOrder(lead.id);
    if (!order) return page(renderOrderProblemPage(t.noOrderTitle, t.noOrder), 404);
    const pdf = await signedOrderPdf({
      orderNumber: order.orderNumber,
      signedBy: order.signedName,
      signedAt: order.createdAt,
      agreementText: order.agreementText,
    });
    // A copy in a buffer of its own: a Response body takes an ArrayBuffer-backed array only.
    return new Response(pdf.slice(), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${signedOrderFileName(order.orderNumber)}"`,
        'Cache-Control': NO_STORE,
        'X-Robots-Tag': 'noindex, nofollow',
        'Referrer-Policy': 'no-referrer',
      },
    });
  });

  app.post('/:token/callback', ...formPost, async (c) => {
    const post = await formEntries(c, shared.headers);
    if (!post.ok) return post.response;
    const lead = await shared.lead(c);
    if (lead instanceof Response) return lead;
    const token = c.req.param('token') ?? '';
    const today = new Date(shared.now()).toISOString().slice(0, 10);
    const latest = new Date(shared.now() + CALLBACK_DAYS * DAY_MS).toISOString().slice(0, 10);
    const fields = Object.fromEntries(post.entries);
    if (
      post.entries.some(([name]) => !(CALLBACK_FIELDS as readonly string[]).includes(name)) ||
      post.entries.length !== new Set(post.entries.map(([n]) => n)).size
    ) {
      return badRequest([{ path: '', message: t.refusedForeign }]);
    }
    const result = validate(callbackSchema(today, latest), fields);
    if (!result.ok) {
      const { errors } = result;
      const action = {
        kind: 'callback' as const,
        token,
        bounds: { today, latest },
        values: fields,
        errors: errorsByField(errors),
      };
      return page(renderBookingPage(buildBookingView(lead), action), 422);
    }
    await service.requestCallback({
      lead,
      preferredDate: result.value.preferred_date,
      timeWindow: result.value.time_window,
      requestedAt: new Date(shared.now()).toISOString(),
    });
    return seeOther(`/booking/${token}`);
  });
  return app;
}

/** The booking page's action for a lead: book, see the placed order, ask for a call back, or its answer. */
export async function bookingActionOf(service: OrderService, lead: BookingLead, token: string, now: number) {
  if (lead.price?.estimate.kind === 'domestic') {
    const order = await service.findOrder(lead.id);
    return order
      ? { kind: 'placed' as const, token, order: orderForLink(order, lead.submission) }
      : { kind: 'book' as const, token };
  }
  const request = await service.findCallback(lead.id);
  if (request) return { kind: 'callback-requested' as const, request };
  const today = new Date(now).toISOString().slice(0, 10);
  const latest = new Date(now + CALLBACK_DAYS * DAY_MS).toISOString().slice(0, 10);
  return { kind: 'callback' as const, token, bounds: { today, latest }, values: {}, errors: {} };
}

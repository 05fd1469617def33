/**
 * The signing's routes under a booking link: step 1 (`GET|POST /:token/order`), back from step 2 to change
 * (`POST /:token/order/edit`), signing (`POST /:token/order/sign`, then to the confirmation, which the
 * booking link's routes show) and the signed order's PDF (`GET /:token/order.pdf`). Step 1's answers travel
 * in the page, so nothing is stored until the order is signed.
 */

import { type Context, Hono } from 'hono';
import { type Order, orderFormInput, orderSchema } from '../../../shared/order-schema';
import { DEFAULT_QUOTE_PRICE_DAYS, priceHoldEnds } from '../../../shared/price-hold';
import { type FieldError, validate } from '../../../shared/schema';
import { vehicleName } from '../../../shared/vehicle-name';
import { type BookingLead, buildBookingView } from '../../booking/booking-view';
import { NO_STORE } from '../../http/cache-control';
import { clientKey } from '../../http/client-key';
import type { RateLimit } from '../../http/rate-limiter';
import { signedOrderFileName, signedOrderPdf } from '../../notify/email/pdf/order-pdf';
import type { DomesticEstimate } from '../../quote/pricing/pricing';
import { RATE_TABLE, type RateTable } from '../../quote/pricing/rate-table';
import type { PlaceResolver } from '../../quote/pricing/route-price';
import { errorsByField } from '../../ui/forms/form-state';
import { draftAgreement, signAgreement } from '../agreement';
import { agreementDataOf, agreementDraftOf } from '../agreement-data';
import { mapAgreementValues } from '../agreement-document';
import { agreementTextForLink } from '../contact-masking';
import { checkOrderDetails, type OrderPricing, type PricedOrder } from '../order-details-check';
import { orderFeesOf } from '../order-fees';
import { type FormValues, initialFormValues, orderDateBounds } from '../order-form-values';
import { orderPageCopy as t } from '../order-page-copy';
import type { PostalLookup } from '../order-places';
import type { OrderService } from '../order-service';
import { renderOrderFormPage, renderOrderProblemPage } from '../pages/OrderPages';
import { type OrderReviewPageProps, renderOrderReviewPage } from '../pages/OrderReviewPage';
import { priceChangeOf } from '../price-change';
import { REVIEWED_FIELDS, reviewedPrice } from '../reviewed-price';
import { formEntries, type formPostGuards } from './form-post';
import { linkAnswers } from './link-answers';

export interface OrderRouteOptions {
  service: OrderService;
  /** Places the quote's labels for repricing (the quote's own resolver). */
  resolvePlace: PlaceResolver;
  /** Places an order's ZIP or postal code, to check it against its state and the quoted place. */
  placeOfPostalCode: PostalLookup;
  /** PUBLIC_URL: posts must come from its origin. The request's own origin when unset. */
  publicUrl?: string;
  /** TRUST_PROXY, as the API reads the client's address (site/http/client-key.ts). */
  trustProxy: number;
  /** Order and call-back posts per client. */
  rateLimit: RateLimit;
  /** Days the quote's price holds (the QUOTE_PRICE_DAYS setting). */
  quotePriceDays?: number;
  /** The rate table an order is priced by; default the repository's own. */
  rates?: RateTable;
}

/** What every route group under a booking link shares (booking-link/booking-link-routes.ts makes it). */
export interface LinkShared {
  /** The lead of a live link, or the page that answers instead. */
  lead(c: Context): Promise<BookingLead | Response>;
  now: () => number;
  linkDays: number;
  headers: Record<string, string>;
  /** What every form post under the link passes first (form-post.ts). */
  formPost: ReturnType<typeof formPostGuards>;
}

/** The order's routes, as an app the booking link's routes mount at their own root. */
export function orderRoutes(options: OrderRouteOptions, shared: LinkShared): Hono {
  const app = new Hono();
  const { service } = options;
  const quotePriceDays = options.quotePriceDays ?? DEFAULT_QUOTE_PRICE_DAYS;
  const { formPost } = shared;
  const { page, seeOther, badRequest } = linkAnswers(shared.headers);

  const contextOf = (lead: BookingLead) => {
    const bounds = orderDateBounds(lead.createdAt, shared.linkDays, shared.now());
    return {
      bounds,
      schema: {
        today: bounds.today,
        latestDate: bounds.latest,
        vehicles: lead.submission.vehicles,
        customer: { first_name: lead.submission.first_name, phone: lead.submission.phone },
      },
    };
  };
  const pricing: OrderPricing = {
    resolvePlace: options.resolvePlace,
    placeOfPostalCode: options.placeOfPostalCode,
    now: () => shared.now(),
    quotePriceDays,
    ...(options.rates ? { rates: options.rates } : {}),
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

  function formPage(
    found: { lead: BookingLead; estimate: DomesticEstimate; token: string },
    values: FormValues,
    errors: readonly FieldError[] = [],
  ) {
    const { lead, estimate, token } = found;
    const { bounds } = contextOf(lead);
    return page(
      renderOrderFormPage({
        view: buildBookingView(lead),
        token,
        estimate,
        values,
        errors: errorsByField(errors),
        bounds,
        fees: orderFeesOf(pricing, lead, bounds),
      }),
      errors.length > 0 ? 422 : 200,
    );
  }

  /** Step 2: the agreement as it will be signed, and the form that signs it. */
  function reviewPage(
    lead: BookingLead,
    token: string,
    values: FormValues,
    details: Omit<Order, 'typed_name' | 'consent'>,
    price: PricedOrder,
    errors: readonly FieldError[] = [],
    extras: Pick<OrderReviewPageProps, 'routeChange' | 'reviewedTotal'> = {},
  ) {
    const quote = domesticEstimate(lead);
    const quotedTotal = price.kind === 'priced' ? quote?.[price.carrier].point : undefined;
    return renderOrderReviewPage({
      view: buildBookingView(lead),
      token,
      values,
      price,
      // The customer's own phone (a contact left empty on step 1) is masked as everywhere under the link.
      agreement:
        price.kind === 'priced'
          ? mapAgreementValues(draftAgreement(agreementDraftOf({ lead, order: details, price, quotedTotal })), (text) =>
              agreementTextForLink(text, { email: lead.submission.email, phones: [lead.submission.phone] }),
            )
          : undefined,
      quotePriceDays,
      holdEnds: priceHoldEnds(lead.createdAt, quotePriceDays),
      errors: errorsByField(errors),
      priceChange:
        quote && price.kind === 'priced'
          ? priceChangeOf(quote, price, {
              vehicles: lead.submission.vehicles.map(vehicleName),
              shortNoticeDays: (options.rates ?? RATE_TABLE).shortNoticeDays,
              routeMoved: (extras.routeChange?.moved.length ?? 0) > 0,
            })
          : undefined,
      ...extras,
    });
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
    // Back from the confirmation lands on the review, a post's answer: posted again, it shows the order signed.
    if (await service.findOrder(found.lead.id)) return seeOther(`/booking/${found.token}/order/confirmed`);
    const input = orderFormInput(post.entries);
    if (!input.ok) return badRequest(input.errors);
    const values: FormValues = Object.fromEntries(post.entries);
    if (edit) return formPage(found, values);
    const checked = checkOrderDetails(pricing, found.lead, contextOf(found.lead).schema, input.value);
    if (checked.kind === 'refused') return badRequest(checked.errors);
    if (checked.kind === 'invalid') return formPage(found, values, checked.errors);
    const { routeChange } = checked;
    return page(reviewPage(found.lead, found.token, values, checked.details, checked.price, [], { routeChange }));
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
    const {
      [REVIEWED_FIELDS.total]: reviewedTotal,
      [REVIEWED_FIELDS.source]: reviewedSource,
      ...signing
    } = input.value;
    const reviewed = reviewedPrice(reviewedTotal, reviewedSource);
    const values: FormValues = Object.fromEntries(
      post.entries.filter(([name]) => name !== REVIEWED_FIELDS.total && name !== REVIEWED_FIELDS.source),
    );
    const { schema } = contextOf(lead);
    const stepOne = Object.fromEntries(
      Object.entries(signing).filter(([name]) => name !== 'typed_name' && name !== 'consent'),
    );
    const checked = checkOrderDetails(pricing, lead, schema, stepOne);
    if (checked.kind === 'refused') return badRequest(checked.errors);
    // Step 1 no longer holds (a date passed overnight): back to it, with what was typed.
    if (checked.kind === 'invalid') return formPage(found, values, checked.errors);
    const { details, price, routeChange } = checked;
    const result = validate(orderSchema(schema), signing);
    if (!result.ok || price.kind !== 'priced') {
      const errors = result.ok ? [] : result.errors;
      if (errors.some((error) => error.path !== 'typed_name' && error.path !== 'consent')) return badRequest(errors);
      return page(reviewPage(lead, token, values, details, price, errors, { routeChange }), 422);
    }
    // What is signed is what the review showed: a price that moved in between (its hold ran out, the rate
    // table changed) is shown again, and the consent asked for again, rather than signed unseen.
    if (!reviewed || reviewed.total !== price.total || reviewed.source !== price.priceSource) {
      const { consent: _consent, ...unconsented } = values;
      return page(
        reviewPage(lead, token, unconsented, details, price, [], {
          routeChange,
          reviewedTotal: reviewed?.total ?? price.total,
        }),
        409,
      );
    }
    const signedAt = shared.now();
    await service.placeOrder({
      lead,
      token,
      details: result.value,
      price,
      signedAt: new Date(signedAt).toISOString(),
      agreementFor: (orderNumber) =>
        signAgreement(
          agreementDataOf({
            orderNumber,
            lead,
            order: result.value,
            price,
            signedAt,
            quotedTotal: domesticEstimate(lead)?.[price.carrier].point,
          }),
        ),
      clientAddress: clientKey(c, options.trustProxy),
      userAgent: c.req.header('User-Agent') ?? '',
    });
    return seeOther(`/booking/${token}/order/confirmed`);
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

  return app;
}

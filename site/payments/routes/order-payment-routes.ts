/**
 * A signed order's card payments under its booking link, with card payments on: saving a card
 * (`POST /:token/order/card`) and paying what is due (`POST /:token/order/pay`) each answer a redirect to
 * the payment provider's hosted page, and its way back (`GET /:token?checkout=<id>`, checkoutReturn) reads
 * what that page did and records it before showing the order's page again. Mounted by order-routes.ts,
 * whose form-post guards (same origin, rate limit, body size) the posts pass like signing; they take only
 * what the page offers (payment-offer.ts).
 */
import { type Context, Hono } from 'hono';
import { cardName } from '../../../shared/card-name';
import type { BookingLead } from '../../booking/booking-view';
import { brand } from '../../content/brand';
import type { LiveOrder, LiveOrderService } from '../../order-life/live-order';
import { orderPageCopy } from '../../signing/order-page-copy';
import { renderOrderProblemPage } from '../../signing/pages/OrderPages';
import { formEntries, type formPostGuards } from '../../signing/routes/form-post';
import { CHECKOUT_PARAMETER, type OrderPayments } from '../order-payments';
import { PaymentProviderUnavailable } from '../payment-gateway';
import { type PaymentForm, paymentFormOf } from '../payment-offer';

const t = orderPageCopy.payment;

export interface OrderPaymentRouteOptions {
  service: LiveOrderService;
  payments: OrderPayments;
  /** order-routes.ts's form-post guards, with its rate limiter. */
  formPost: ReturnType<typeof formPostGuards>;
  lead(c: Context): Promise<BookingLead | Response>;
  headers: Record<string, string>;
}

/** Seconds the customer is asked to wait while the payment provider cannot be reached. */
const PROVIDER_RETRY_AFTER_S = 60;

/** A checkout session's id as the provider writes them; anything else never reaches it. */
const SESSION_ID_SHAPE = /^[A-Za-z0-9_]{1,255}$/;

const bookingPath = (token: string) => `/booking/${token}`;

const seeOther = (headers: Record<string, string>, location: string) =>
  new Response(null, { status: 303, headers: { ...headers, Location: location } });

const problem = (headers: Record<string, string>, status: number, title: string, body: string) =>
  new Response(renderOrderProblemPage(title, body), { status, headers });

/** The provider is down: a page that says nothing happened, when to try again and the phone; never a 500. */
const providerUnavailable = (headers: Record<string, string>, body: string) =>
  new Response(renderOrderProblemPage(t.unavailableTitle, body), {
    status: 503,
    headers: { ...headers, 'Retry-After': String(PROVIDER_RETRY_AFTER_S) },
  });

/** Why the order's state refuses `form`: the sentence of the 409 page. */
function refusal(order: LiveOrder, form: PaymentForm): string {
  if (order.life.status === 'cancelled') return t.cancelled;
  if (order.payment.paid) return t.alreadyPaid;
  return form === 'card' ? t.cardClosed : t.notDue;
}

export function orderPaymentRoutes(options: OrderPaymentRouteOptions): Hono {
  const app = new Hono();
  const { service, payments, headers } = options;

  /** A post of `form`'s page: its hosted page's address, or the answer instead. */
  function posted(form: PaymentForm, hostedPage: (order: LiveOrder, token: string) => Promise<string>) {
    return async (c: Context) => {
      const post = await formEntries(c, headers);
      if (!post.ok) return post.response;
      // The forms are one button without a name: anything posted is no post of this page.
      if (post.entries.length > 0) {
        return problem(headers, 400, orderPageCopy.badRequestTitle, orderPageCopy.refusedForeign);
      }
      const lead = await options.lead(c);
      if (lead instanceof Response) return lead;
      const token = c.req.param('token') ?? '';
      const order = await service.findOrder(lead.id);
      if (!order) return problem(headers, 409, t.refusedTitle, t.noOrder);
      if (paymentFormOf(order, true) !== form) return problem(headers, 409, t.refusedTitle, refusal(order, form));
      try {
        return seeOther(headers, await hostedPage(order, token));
      } catch (error) {
        if (error instanceof PaymentProviderUnavailable) {
          return providerUnavailable(headers, t.unavailable(brand.phones.support.display));
        }
        throw error;
      }
    };
  }

  app.post(
    '/:token/order/card',
    ...options.formPost,
    posted('card', (order, token) =>
      payments.cardPage({
        orderNumber: order.orderNumber,
        token,
        ...(order.payment.card ? { customer: order.payment.card.customer } : {}),
      }),
    ),
  );

  app.post(
    '/:token/order/pay',
    ...options.formPost,
    posted('pay', (order, token) =>
      payments.payPage({
        orderNumber: order.orderNumber,
        token,
        // paymentFormOf offers 'pay' only while something is due.
        amountCents: order.payment.due?.amountCents ?? 0,
        ...(order.payment.card ? { customer: order.payment.card.customer } : {}),
      }),
    ),
  );

  return app;
}

/** The query the order's page is sent back with once a card is saved, so it says so first. */
const SAVED_PARAMETER = 'saved';
const SAVED_CARD = 'card';

/**
 * The notice of the order's page just back from saving a card: the card the order now holds, named. None
 * without a card, so an address typed by hand claims nothing.
 */
export function cardSavedNotice(c: Context, order: LiveOrder): string | undefined {
  const card = order.payment.card;
  if (c.req.query(SAVED_PARAMETER) !== SAVED_CARD || !card || order.life.status === 'cancelled') return undefined;
  return t.cardSavedNotice(cardName(card) ?? t.otherCard);
}

/** Whether the booking page's request comes back from the provider's hosted page. */
export const isCheckoutReturn = (c: Context) => c.req.query(CHECKOUT_PARAMETER) !== undefined;

/**
 * Back from the provider's hosted page: what it did (a card saved, the order paid) is read from the provider
 * and recorded, then a 303 to the booking page's own address, so a reload or a bookmark never repeats it
 * and the page shows the order's state as it now is.
 */
export async function checkoutReturn(
  c: Context,
  options: { lead: BookingLead; service: LiveOrderService; payments: OrderPayments; headers: Record<string, string> },
): Promise<Response> {
  const { headers } = options;
  const token = c.req.param('token') ?? '';
  const sessionId = c.req.query(CHECKOUT_PARAMETER) ?? '';
  if (!SESSION_ID_SHAPE.test(sessionId)) return problem(headers, 400, t.badCheckoutTitle, t.badCheckout);
  const order = await options.service.findOrder(options.lead.id);
  if (order) {
    try {
      const done = await options.payments.completeSession({ orderNumber: order.orderNumber, sessionId });
      if (done === 'unknown') return problem(headers, 404, t.badCheckoutTitle, t.badCheckout);
      if (done === 'card-saved') return seeOther(headers, `${bookingPath(token)}?${SAVED_PARAMETER}=${SAVED_CARD}`);
    } catch (error) {
      if (error instanceof PaymentProviderUnavailable) {
        return providerUnavailable(headers, t.returnUnavailable(brand.phones.support.display));
      }
      throw error;
    }
  }
  return seeOther(headers, bookingPath(token));
}

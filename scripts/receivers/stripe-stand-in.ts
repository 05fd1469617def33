/**
 * A stateful stand-in for the Stripe API on a loopback port, for the tests: the real `stripe` SDK talks
 * to it through its `host`, `port` and `protocol` options, and a browser completes its "hosted" Checkout
 * page. Only what a save-now, charge-later card payment needs is there, with Stripe's shapes (the SDK's
 * own types), ids (cus_, cs_test_, seti_, pm_, pi_, ch_, re_, evt_) and errors.
 *
 *     const standIn = await startStripeStandIn();
 *     const stripe = new Stripe('sk_test_x', { host: '127.0.0.1', port: standIn.port, protocol: 'http' });
 *     standIn.setWebhook('http://127.0.0.1:4000/api/payments/stripe', 'whsec_test');
 *
 * The API (form-encoded bodies and queries with bracketed keys, as the SDK sends them):
 * - POST /v1/customers (email, name, metadata); GET and DELETE /v1/customers/:id (a deleted customer
 *   answers `{ id, object: 'customer', deleted: true }` and its payment methods are detached).
 * - POST /v1/checkout/sessions, mode `setup` (customer, currency, success_url, cancel_url, metadata,
 *   setup_intent_data[metadata]) or `payment` (customer optional, line_items[n][price_data][currency |
 *   unit_amount | product_data][name], line_items[n][quantity], payment_intent_data[metadata |
 *   description], success_url, cancel_url, metadata). Its `url` is the hosted page, `${url}/checkout/:id`.
 *   GET /v1/checkout/sessions/:id. Every GET and POST takes `expand[]`: customer, setup_intent,
 *   payment_intent, payment_method, latest_charge and charge, nested with dots
 *   (`setup_intent.payment_method`).
 * - GET /v1/setup_intents/:id, /v1/payment_methods/:id, /v1/payment_intents/:id, /v1/charges/:id,
 *   /v1/refunds/:id, /v1/events/:id.
 * - POST /v1/payment_intents (amount, currency, customer, payment_method, off_session, confirm, metadata,
 *   description). With confirm=true, what happens is the saved card's (chosen on the hosted page):
 *   4242 → 200, status `succeeded`, a charge in `latest_charge`, event payment_intent.succeeded;
 *   0002 → 402 card_error `card_declined` (decline_code `generic_decline`), a failed charge;
 *   3155 off-session → 402 card_error `authentication_required`. Both failures leave the intent in
 *   `requires_payment_method` with `last_payment_error`, carry it in `error.payment_intent` (the SDK's
 *   StripeCardError has it as `err.payment_intent`) and raise payment_intent.payment_failed. 3155
 *   on-session answers `requires_action`. confirm=true without a payment method → 400.
 * - POST /v1/refunds (payment_intent or charge, amount optional: the rest by default) → a succeeded
 *   refund, the charge's amount_refunded and refunded updated, event charge.refunded (the charge).
 * Unknown parameters, ids and paths answer 400/404 invalid_request_error as Stripe does.
 *
 * Keys and idempotency: every API request needs `Authorization: Bearer sk_test_…` (401 otherwise). A
 * POST with an `Idempotency-Key` already seen answers the first answer again, 402 included, with
 * `Idempotent-Replayed: true` and nothing changed; the same key with other parameters answers 400
 * idempotency_error. Answers of 400, 401, 404 and the outage's 500 are not kept, as Stripe keeps no
 * result for a request that did not run, so a retry after the outage runs.
 *
 * The hosted page, GET /checkout/:id: plain HTML that works without JavaScript, "Pay $…" or "Save a
 * card", three radio buttons for the test cards (TEST_CARDS), "Pay"/"Save card" and a "Cancel" link to
 * cancel_url. Posting it (`card=<number>`) completes the session: setup mode makes the card a payment
 * method attached to the session's customer and a succeeded SetupIntent (`session.setup_intent`);
 * payment mode a succeeded PaymentIntent with its charge (`session.payment_intent`), unless the card is
 * 0002: then the page comes back with "Your card was declined" (402) and the session stays open. On
 * the page a card that asks for authentication passes it. Completion sends checkout.session.completed
 * (and, for payment mode, payment_intent.succeeded) to the webhook, waits for the webhook's answers,
 * then answers 303 to success_url with {CHECKOUT_SESSION_ID} replaced. Only brand, last four digits
 * and expiry are kept of a card. The cards are chosen by what they do here: in Stripe's own test mode
 * 0002 is declined already when saved and 3155 needs no authentication once saved; the cards that save
 * and then fail off-session there are 4000000000000341 (declined) and 4000002760003184 (authentication).
 *
 * Webhooks: each event is POSTed as JSON to the URL given to setWebhook(), one at a time in order,
 * signed with `Stripe.webhooks.generateTestHeaderString` in `Stripe-Signature`, so the receiver checks
 * it with `stripe.webhooks.constructEvent(rawBody, header, secret)`. The answer is kept in
 * `webhookDeliveries`; failed deliveries are not retried (send it again with redeliver()). Events the
 * API raises go out after its answer, as Stripe's do: idle() waits until every delivery is done.
 * sendStripeEvent(type, object) sends any event; redeliver(eventId) the same event again (a
 * duplicate); `{ wrongSignature: true }` signs either with another secret.
 *
 * Outage: outage(true) answers every API request 500 `api_error` until outage(false). A 500 is what the
 * SDK retries (maxNetworkRetries, default 1) and then raises as StripeAPIError; a dropped connection
 * would be retried once even with maxNetworkRetries 0 and raised as StripeConnectionError. The hosted
 * page and webhooks go on during an outage.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { type CheckoutOutcome, createStripeApi, type StripeState } from './stripe-api';
import { checkoutPage, messagePage } from './stripe-checkout-page';
import { decodeParams, type Params, text } from './stripe-form';
import { event as makeEvent, newId } from './stripe-objects';

export type { StripeState } from './stripe-api';
export { TEST_CARDS } from './stripe-objects';

/** An API request as the stand-in received it, and the status it answered. */
export interface ReceivedApiRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Params;
  status: number;
  /** True when the answer was an earlier one, replayed for the same idempotency key. */
  replayed: boolean;
}

/** One event sent to the webhook URL and what came back: the status, or null when it was not reached. */
export interface WebhookDelivery {
  event: Stripe.Event;
  url: string;
  signature: string;
  status: number | null;
  /** The webhook's answer, or why it could not be reached. */
  answer: string;
}

export interface StripeStandInState extends StripeState {
  /** Every API request received, in order, whatever it was answered. */
  requests: ReceivedApiRequest[];
  webhookDeliveries: WebhookDelivery[];
}

export interface StripeStandInOptions {
  /** Listen on this loopback port; default one the system chooses. */
  port?: number;
  /** The clock in milliseconds, for `created` and the signatures' timestamps; default Date.now. */
  now?: () => number;
  webhook?: { url: string; secret: string };
}

export interface SendOptions {
  /** Sign with another secret than the webhook's, as a forger would. */
  wrongSignature?: boolean;
}

export interface StripeStandIn {
  port: number;
  /** http://127.0.0.1:port */
  url: string;
  state: StripeStandInState;
  setWebhook(url: string, secret: string): void;
  /** While on, every API request answers 500 api_error. */
  outage(on: boolean): void;
  /** Makes an event of any type about `object` and sends it, signed; resolves with its delivery. */
  sendStripeEvent<E extends Stripe.Event>(
    type: E['type'],
    object: E['data']['object'],
    options?: SendOptions,
  ): Promise<WebhookDelivery>;
  /** Sends an event already sent (same id) again, as Stripe does when it retries. */
  redeliver(eventId: string, options?: SendOptions): Promise<WebhookDelivery>;
  /** Completes a session as posting its hosted page with this card number would, without a browser. */
  completeCheckout(sessionId: string, cardNumber: string): Promise<CheckoutOutcome>;
  /** Resolves once every event raised so far has been delivered (or found no webhook). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const WRONG_SECRET = 'whsec_not_the_endpoint_secret';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response
    .writeHead(status, {
      'Content-Type': 'application/json',
      'Request-Id': newId('req_'),
      'Stripe-Version': Stripe.API_VERSION,
      ...headers,
    })
    .end(JSON.stringify(body, null, 2));
}

function html(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(body);
}

export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const nowMs = options.now ?? Date.now;
  const state: StripeStandInState = {
    customers: new Map(),
    checkoutSessions: new Map(),
    setupIntents: new Map(),
    paymentMethods: new Map(),
    paymentIntents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    events: [],
    requests: [],
    webhookDeliveries: [],
  };
  let webhook = options.webhook;
  let down = false;
  /** The deliveries, one after another, so a receiver gets events in the order they were raised. */
  let deliveries: Promise<unknown> = Promise.resolve();
  const idempotent = new Map<string, { request: string; status: number; body: unknown }>();

  async function deliverNow(event: Stripe.Event, sendOptions: SendOptions): Promise<WebhookDelivery> {
    const target = webhook;
    const payload = JSON.stringify(event, null, 2);
    if (!target) {
      const delivery = { event, url: '', signature: '', status: null, answer: 'no webhook URL set' };
      state.webhookDeliveries.push(delivery);
      return delivery;
    }
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: sendOptions.wrongSignature ? WRONG_SECRET : target.secret,
      timestamp: Math.floor(nowMs() / 1000),
    });
    let delivery: WebhookDelivery;
    try {
      const answer = await fetch(target.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': signature,
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
      });
      delivery = { event, url: target.url, signature, status: answer.status, answer: await answer.text() };
    } catch (error) {
      delivery = { event, url: target.url, signature, status: null, answer: String(error) };
    }
    state.webhookDeliveries.push(delivery);
    return delivery;
  }

  function deliver(event: Stripe.Event, sendOptions: SendOptions = {}): Promise<WebhookDelivery> {
    const delivered = deliveries.then(() => deliverNow(event, sendOptions));
    deliveries = delivered.catch(() => undefined);
    return delivered;
  }

  // Events the API raises wait here until its answer has gone, then go out in order.
  let raised: Stripe.Event[] = [];
  const api = createStripeApi(state, nowMs, (event) => raised.push(event));
  const sendRaised = () => {
    const sending = raised.map((event) => deliver(event));
    raised = [];
    return Promise.all(sending);
  };

  async function onApi(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const method = request.method ?? 'GET';
    const body = await readBody(request);
    const params = method === 'POST' ? decodeParams(body) : decodeParams(url.search.slice(1));
    const keyHeader = request.headers['idempotency-key'];
    const idempotencyKey = typeof keyHeader === 'string' ? keyHeader : null;
    const received: ReceivedApiRequest = {
      method,
      path: url.pathname,
      idempotencyKey,
      params,
      status: 0,
      replayed: false,
    };
    state.requests.push(received);
    const answer = (status: number, answerBody: unknown, headers?: Record<string, string>) => {
      received.status = status;
      json(response, status, answerBody, headers);
    };

    if (down) {
      return answer(500, {
        error: { type: 'api_error', message: 'The Stripe stand-in is in an outage (outage(true)).' },
      });
    }
    const authorization = request.headers.authorization ?? '';
    if (!/^Bearer sk_test_\S+$/.test(authorization)) {
      return answer(401, {
        error: {
          type: 'invalid_request_error',
          message: authorization
            ? 'Invalid API Key provided: the stand-in takes sk_test_ keys.'
            : 'You did not provide an API key.',
        },
      });
    }
    const fingerprint = `${method} ${url.pathname} ${JSON.stringify(params)}`;
    const earlier = method === 'POST' && idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
    if (earlier) {
      if (earlier.request !== fingerprint) {
        return answer(400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        });
      }
      received.replayed = true;
      return answer(earlier.status, earlier.body, { 'Idempotent-Replayed': 'true' });
    }
    const result = api.handle(method, url.pathname, params, standIn.url);
    if (method === 'POST' && idempotencyKey && (result.status === 200 || result.status === 402)) {
      idempotent.set(idempotencyKey, { request: fingerprint, status: result.status, body: result.body });
    }
    answer(result.status, result.body);
    void sendRaised();
  }

  async function completeCheckout(sessionId: string, cardNumber: string | undefined): Promise<CheckoutOutcome> {
    const outcome = api.completeCheckout(sessionId, cardNumber);
    // The browser is sent back only once the webhook has had the events, so the return page finds
    // what they did (as far as the webhook did it at once).
    await sendRaised();
    return outcome;
  }

  async function onCheckoutPage(request: IncomingMessage, response: ServerResponse, sessionId: string): Promise<void> {
    const session = state.checkoutSessions.get(sessionId);
    if (request.method === 'POST') {
      const card = text(decodeParams(await readBody(request)), 'card');
      const outcome = await completeCheckout(sessionId, card);
      if (outcome.kind === 'completed') {
        response.writeHead(303, { Location: outcome.location }).end();
      } else if (outcome.kind === 'retry' && session) {
        html(response, outcome.status, checkoutPage(session, api.itemName(sessionId), outcome.error));
      } else {
        html(response, outcome.status, messagePage('Checkout', outcome.kind === 'closed' ? outcome.message : ''));
      }
      return;
    }
    if (request.method !== 'GET') return html(response, 405, messagePage('Checkout', 'Method not allowed.'));
    if (!session) return html(response, 404, messagePage('Checkout', 'No such checkout session.'));
    if (session.status !== 'open') {
      return html(response, 200, messagePage('Checkout complete', 'This checkout session is already complete.'));
    }
    html(response, 200, checkoutPage(session, api.itemName(sessionId)));
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const checkout = /^\/checkout\/([A-Za-z0-9_]+)$/.exec(url.pathname)?.[1];
    const handled = url.pathname.startsWith('/v1/')
      ? onApi(request, response, url)
      : checkout
        ? onCheckoutPage(request, response, checkout)
        : Promise.resolve(html(response, 404, messagePage('Not found', 'The stand-in has no page here.')));
    handled.catch((error: unknown) => {
      if (!response.headersSent) json(response, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  const standIn: StripeStandIn = {
    port,
    url: `http://127.0.0.1:${port}`,
    state,
    setWebhook(url, secret) {
      webhook = { url, secret };
    },
    outage(on) {
      down = on;
    },
    sendStripeEvent(type, object, sendOptions) {
      const created = makeEvent(newId('evt_'), Math.floor(nowMs() / 1000), type, structuredClone(object));
      state.events.push(created);
      return deliver(created, sendOptions);
    },
    redeliver(eventId, sendOptions) {
      const again = state.events.find((candidate) => candidate.id === eventId);
      if (!again) return Promise.reject(new Error(`No event ${eventId} at the Stripe stand-in`));
      return deliver(again, sendOptions);
    },
    completeCheckout,
    async idle() {
      await deliveries;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}

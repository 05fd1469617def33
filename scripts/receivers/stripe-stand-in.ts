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
 *   refund with its own re_ id, the charge's amount_refunded (the total so far) and refunded updated,
 *   event charge.refunded (the charge). A charge carries no `refunds` (as in Stripe's recent API
 *   versions) unless `expand[]=refunds`: a receiver lists them. dashboardRefund() makes one the same way,
 *   as a refund made in Stripe's dashboard, without a request.
 * - POST /v1/checkout/sessions/:id/expire: an open session becomes `expired` (url null), event
 *   checkout.session.expired; any other answers 400 "Only Checkout Sessions with a status in ["open"]
 *   can be expired…". Its hosted page then refuses the card, as for a complete one.
 * - Lists, Stripe's `{ object: 'list', data, has_more, url }` newest first, `limit` (1 to 100, default
 *   10), `starting_after` / `ending_before` (the SDK's auto-pagination, `for await (… of list())`),
 *   `expand[]=data.…`: GET /v1/payment_intents (created, created[gt|gte|lt|lte], customer),
 *   GET /v1/refunds (payment_intent, charge, created…), GET /v1/checkout/sessions (payment_intent,
 *   customer, status).
 * Unknown parameters, ids and paths answer 400/404 invalid_request_error as Stripe does.
 *
 * Keys and idempotency: every API request needs `Authorization: Bearer sk_test_…` (401 otherwise). A
 * POST with an `Idempotency-Key` already seen answers the first answer again, 402 included, with
 * `Idempotent-Replayed: true` and nothing changed; the same key with other parameters answers 400
 * idempotency_error; the same key while its first request is still running (waiting, below) answers
 * 409 idempotency_error `idempotency_key_in_use`, "There is currently another in-progress request
 * using this Idempotent Key…" (the SDK retries a 409 when it has retries left). Answers of 400, 401,
 * 404, 409 and the 500s are not kept, as Stripe keeps no result for a request that did not run, so a
 * retry after the outage runs.
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
 * is retried once even with maxNetworkRetries 0 (about half a second later, with the same
 * Idempotency-Key) and raised as StripeConnectionError. The hosted page and webhooks go on during an
 * outage, and are never delayed, held or failed by what follows.
 *
 * An API request that gets past the outage, the key and the idempotency checks above (which answer at
 * once) then waits, holding its Idempotency-Key, before it runs: nothing has changed yet, a charge is in
 * flight.
 * - delay(ms or (request) => ms): every such request waits that long; delay(0) turns it off.
 * - hold() → release(): every request arriving until release() waits for it (several holds: for all
 *   that were on when it arrived). Deterministic: nothing runs before the test says so.
 * - waiting(count = 1) resolves, with them, once at least `count` requests are waiting, so a test
 *   knows its request has reached the stand-in without watching the clock.
 * - failures((request) => 'error' | 'lost' | undefined), asked after the wait: 'error' answers 500
 *   api_error without running it (as the outage does); 'lost' runs it (state changed, events raised,
 *   the answer kept for its Idempotency-Key) and then closes the connection without an answer, so the
 *   SDK sees ECONNRESET and its retry of a POST, with the same key, gets the replay (a GET runs again).
 *   failures(undefined) turns it off.
 * With neither delay nor hold on, a request runs as soon as its body is read, without waiting a turn.
 *
 * held(orderNumber) reads what the stand-in holds for an order (metadata.order_number): its
 * PaymentIntents, their refunds and its Checkout Sessions, oldest first (HeldForOrder).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { type CheckoutOutcome, closedMessage, createStripeApi } from './stripe-api';
import { checkoutPage, messagePage } from './stripe-checkout-page';
import { decodeParams, type Params, text } from './stripe-form';
import { type HeldForOrder, heldFor } from './stripe-lists';
import { event as makeEvent, newId, type StripeState } from './stripe-objects';
import { createWebhookSender, type SendOptions, type WebhookDelivery } from './stripe-webhooks';

export type { StripeState } from './stripe-objects';
export { TEST_CARDS } from './stripe-objects';
export type { SendOptions, WebhookDelivery } from './stripe-webhooks';

/** An API request as delay() and failures() are asked about it. */
export interface ApiRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Params;
}

/** An API request as the stand-in received it, and the status it answered. */
export interface ReceivedApiRequest extends ApiRequest {
  /** 0 while it waits. */
  status: number;
  /** True when the answer was an earlier one, replayed for the same idempotency key. */
  replayed: boolean;
  /** True when it ran with that status but failures() dropped the connection instead of answering. */
  lost: boolean;
}

/** What failures() does to a request: answer 500 without running it, or run it and drop the answer. */
export type ApiFailure = 'error' | 'lost';

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

export interface StripeStandIn {
  port: number;
  /** http://127.0.0.1:port */
  url: string;
  state: StripeStandInState;
  setWebhook(url: string, secret: string): void;
  /** While on, every API request answers 500 api_error. */
  outage(on: boolean): void;
  /** Every API request that runs waits this long first (or as long as the function says); 0: off. */
  delay(ms: number | ((request: ApiRequest) => number)): void;
  /** Every API request arriving until release() is called waits for it before it runs. */
  hold(): () => void;
  /** Resolves once at least `count` (default 1) API requests are waiting (delayed or held), with them. */
  waiting(count?: number): Promise<ReceivedApiRequest[]>;
  /** Asked of every API request about to run: fail it ('error', 'lost') or not (undefined); undefined: off. */
  failures(predicate: ((request: ApiRequest) => ApiFailure | undefined) | undefined): void;
  /** Refunds a paid PaymentIntent as Stripe's dashboard does (all of the rest, or this many cents). */
  dashboardRefund(paymentIntentId: string, amountCents?: number): Stripe.Refund;
  /** What the stand-in holds for one order: its PaymentIntents, their refunds, its Checkout Sessions. */
  held(orderNumber: string): HeldForOrder;
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
  const webhooks = createWebhookSender(nowMs, state.webhookDeliveries, options.webhook);
  const { deliver } = webhooks;
  let down = false;
  const idempotent = new Map<string, { request: string; status: number; body: unknown }>();
  /** Idempotency keys whose first request is waiting or running. */
  const running = new Set<string>();
  let delayFor: (request: ApiRequest) => number = () => 0;
  let failureFor: ((request: ApiRequest) => ApiFailure | undefined) | undefined;
  /** The holds on, each a gate that opens at its release(). */
  const holds = new Set<Promise<void>>();
  const waitingNow = new Set<ReceivedApiRequest>();
  let waiters: { count: number; resolve: (requests: ReceivedApiRequest[]) => void }[] = [];

  // Events the API raises wait here until its answer has gone, then go out in order.
  let raised: Stripe.Event[] = [];
  const api = createStripeApi(state, nowMs, (event) => raised.push(event));
  const sendRaised = () => {
    const sending = raised.map((event) => deliver(event));
    raised = [];
    return Promise.all(sending);
  };

  function tellWaiters(): void {
    waiters = waiters.filter((waiter) => {
      if (waitingNow.size < waiter.count) return true;
      waiter.resolve([...waitingNow]);
      return false;
    });
  }

  /** The request's wait before it runs (delay and holds), or undefined when there is none. */
  function waitBeforeRunning(received: ReceivedApiRequest): Promise<void> | undefined {
    const { method, path, idempotencyKey, params } = received;
    const ms = delayFor({ method, path, idempotencyKey, params });
    const gates = [...holds];
    if (!(ms > 0) && gates.length === 0) return undefined;
    waitingNow.add(received);
    tellWaiters();
    const slept = ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : undefined;
    return Promise.all([...gates, slept]).then(() => {
      waitingNow.delete(received);
    });
  }

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
      lost: false,
    };
    state.requests.push(received);
    const answer = (status: number, answerBody: unknown, headers?: Record<string, string>) => {
      received.status = status;
      if (!response.destroyed) json(response, status, answerBody, headers);
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
    const claimed = method === 'POST' && idempotencyKey ? idempotencyKey : null;
    if (claimed && running.has(claimed)) {
      return answer(409, {
        error: {
          type: 'idempotency_error',
          code: 'idempotency_key_in_use',
          message: `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${claimed}. Please try again later.`,
        },
      });
    }
    const earlier = claimed ? idempotent.get(claimed) : undefined;
    if (earlier) {
      if (earlier.request !== fingerprint) {
        return answer(400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${claimed}' if you meant to execute a different request.`,
          },
        });
      }
      received.replayed = true;
      return answer(earlier.status, earlier.body, { 'Idempotent-Replayed': 'true' });
    }

    if (claimed) running.add(claimed);
    try {
      const wait = waitBeforeRunning(received);
      if (wait) await wait;
      const failure = failureFor?.({ method, path: url.pathname, idempotencyKey, params });
      if (failure === 'error') {
        return answer(500, {
          error: { type: 'api_error', message: 'The Stripe stand-in failed this request (failures()).' },
        });
      }
      const result = api.handle(method, url.pathname, params, standIn.url);
      if (claimed && (result.status === 200 || result.status === 402)) {
        idempotent.set(claimed, { request: fingerprint, status: result.status, body: result.body });
      }
      if (failure === 'lost') {
        received.status = result.status;
        received.lost = true;
        request.socket.destroy();
      } else {
        answer(result.status, result.body);
      }
      void sendRaised();
    } finally {
      if (claimed) running.delete(claimed);
    }
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
      const heading = session.status === 'expired' ? 'Checkout expired' : 'Checkout complete';
      return html(response, 200, messagePage(heading, closedMessage(session)));
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
    setWebhook: webhooks.setWebhook,
    delay(ms) {
      delayFor = typeof ms === 'number' ? () => ms : ms;
    },
    hold() {
      let open = () => {};
      const gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      holds.add(gate);
      return () => {
        holds.delete(gate);
        open();
      };
    },
    waiting(count = 1) {
      return new Promise((resolve) => {
        waiters.push({ count, resolve });
        tellWaiters();
      });
    },
    failures(predicate) {
      failureFor = predicate;
    },
    dashboardRefund(paymentIntentId, amountCents) {
      const made = api.refund({
        payment_intent: paymentIntentId,
        ...(amountCents === undefined ? {} : { amount: String(amountCents) }),
      });
      void sendRaised();
      return structuredClone(made);
    },
    held: (orderNumber) => heldFor(state, orderNumber),
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
    idle: webhooks.idle,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}

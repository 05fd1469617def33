/**
 * The Stripe stand-in, driven by the real `stripe` SDK pointed at it: what the SDK sends is understood,
 * what comes back is what the SDK turns into objects and errors, and the hosted page completes a session
 * and signs the webhook as Stripe does.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiRequest,
  type StripeStandIn,
  startStripeStandIn,
  TEST_CARDS,
} from '../../scripts/receivers/stripe-stand-in';

/** Every object and signature is made at this moment, whatever today is. */
const NOW = Date.parse('2031-05-06T07:08:09Z');
const SECRET = 'whsec_stand_in_tests';
const [VISA, DECLINES, NEEDS_AUTHENTICATION] = TEST_CARDS.map((card) => card.number) as [string, string, string];

let standIn: StripeStandIn;
let stripe: Stripe;
/** What the tiny webhook endpoint received: the raw body and its Stripe-Signature. */
let received: { body: string; signature: string }[] = [];
let webhookServer: Server;

beforeAll(async () => {
  webhookServer = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(request.headers['stripe-signature']),
      });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => webhookServer.listen(0, '127.0.0.1', resolve));
  standIn = await startStripeStandIn({ now: () => NOW });
  standIn.setWebhook(`http://127.0.0.1:${(webhookServer.address() as AddressInfo).port}/api/payments/stripe`, SECRET);
  stripe = new Stripe('sk_test_stand_in', {
    host: '127.0.0.1',
    port: standIn.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
});
afterEach(async () => {
  standIn.outage(false);
  standIn.delay(0);
  standIn.failures(undefined);
  await standIn.idle();
  received = [];
});
afterAll(async () => {
  await standIn?.close();
  webhookServer?.closeAllConnections();
  await new Promise<void>((resolve) => (webhookServer ? webhookServer.close(() => resolve()) : resolve()));
});

/** The events the webhook endpoint received, each checked by the SDK against the endpoint's secret. */
const verifiedEvents = () =>
  received.map(({ body, signature }) =>
    stripe.webhooks.constructEvent(body, signature, SECRET, undefined, undefined, NOW),
  );

/** A customer with a card saved through a setup session, as the hosted page saves it. */
async function customerWithCard(number: string) {
  const customer = await stripe.customers.create({ email: 'pat@example.com', name: 'Pat Doe' });
  const session = await stripe.checkout.sessions.create({
    mode: 'setup',
    customer: customer.id,
    currency: 'usd',
    success_url: 'http://127.0.0.1:9/orders/SQ-1?session={CHECKOUT_SESSION_ID}',
  });
  const outcome = await standIn.completeCheckout(session.id, number);
  expect(outcome.kind).toBe('completed');
  const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['setup_intent'] });
  const setup = done.setup_intent as Stripe.SetupIntent;
  return { customer, paymentMethod: setup.payment_method as string };
}

/** A payment session of one line item, with the order's number in its and its PaymentIntent's metadata. */
const paymentSession = (amount: number, orderNumber = 'SO-000001-000001', customer?: string) =>
  stripe.checkout.sessions.create({
    mode: 'payment',
    ...(customer ? { customer } : {}),
    line_items: [
      { price_data: { currency: 'usd', unit_amount: amount, product_data: { name: 'Order' } }, quantity: 1 },
    ],
    metadata: { order_number: orderNumber },
    payment_intent_data: { metadata: { order_number: orderNumber } },
    success_url: 'http://127.0.0.1:9/orders/SQ-1?paid={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://127.0.0.1:9/orders/SQ-1',
  });

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error as Stripe.errors.StripeError,
  );

const offSessionCharge = (customer: string, paymentMethod: string, idempotencyKey: string, client = stripe) =>
  client.paymentIntents.create(
    {
      amount: 125_000,
      currency: 'usd',
      customer,
      payment_method: paymentMethod,
      off_session: true,
      confirm: true,
      metadata: { order: 'SQ-1' },
    },
    { idempotencyKey },
  );

describe('the Stripe stand-in', () => {
  it('saves a card chosen on the hosted page and sends the webhook a checkout.session.completed the SDK verifies', async () => {
    const customer = await stripe.customers.create({
      email: 'pat@example.com',
      name: 'Pat Doe',
      metadata: { order: 'SQ-1' },
    });
    expect(customer.id).toMatch(/^cus_/);
    const session = await stripe.checkout.sessions.create({
      mode: 'setup',
      customer: customer.id,
      currency: 'usd',
      success_url: 'http://127.0.0.1:9/orders/SQ-1?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://127.0.0.1:9/orders/SQ-1',
      metadata: { order: 'SQ-1' },
      setup_intent_data: { metadata: { order: 'SQ-1' } },
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${standIn.url}/checkout/${session.id}`);

    const page = await fetch(session.url ?? '');
    const html = await page.text();
    expect(html).toContain('<h1>Save a card</h1>');
    expect(html).toContain('<button type="submit">Save card</button>');
    expect(html).toContain('<a href="http://127.0.0.1:9/orders/SQ-1">Cancel</a>');
    expect(html.match(/type="radio"/g)).toHaveLength(3);

    const posted = await fetch(session.url ?? '', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card: VISA }),
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`http://127.0.0.1:9/orders/SQ-1?session=${session.id}`);

    // The redirect waited for the webhook's answer: the event is already there.
    const [completed, ...others] = verifiedEvents();
    expect(others).toEqual([]);
    expect(completed?.type).toBe('checkout.session.completed');
    expect(completed?.id).toMatch(/^evt_/);
    const sent = completed?.data.object as Stripe.Checkout.Session;
    expect(sent).toMatchObject({
      id: session.id,
      status: 'complete',
      customer: customer.id,
      metadata: { order: 'SQ-1' },
    });
    expect(standIn.state.webhookDeliveries.at(-1)).toMatchObject({ status: 200, answer: '{"received":true}' });

    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['setup_intent.payment_method'] });
    const setup = done.setup_intent as Stripe.SetupIntent;
    const card = setup.payment_method as Stripe.PaymentMethod;
    expect(setup).toMatchObject({ status: 'succeeded', customer: customer.id, metadata: { order: 'SQ-1' } });
    expect(card.id).toMatch(/^pm_/);
    expect(card.customer).toBe(customer.id);
    expect(card.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 });
    expect(JSON.stringify([...standIn.state.paymentMethods.values()])).not.toContain(VISA);
  });

  it('charges a saved card off-session once per idempotency key, and tells the webhook it succeeded', async () => {
    const { customer, paymentMethod } = await customerWithCard(VISA);
    received = [];
    const before = standIn.state.paymentIntents.size;
    const secondInstance = new Stripe('sk_test_stand_in', {
      host: '127.0.0.1',
      port: standIn.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });

    // Two instances of a server, each with its own client, charging for the same assignment at once.
    const [first, again] = await Promise.all([
      offSessionCharge(customer.id, paymentMethod, 'SQ-1-carrier-1'),
      offSessionCharge(customer.id, paymentMethod, 'SQ-1-carrier-1', secondInstance),
    ]);

    expect(first.id).toMatch(/^pi_/);
    expect(again.id).toBe(first.id);
    expect(standIn.state.paymentIntents.size).toBe(before + 1);
    expect(first).toMatchObject({ status: 'succeeded', amount: 125_000, amount_received: 125_000, currency: 'usd' });
    expect(first.latest_charge).toMatch(/^ch_/);
    expect(standIn.state.requests.filter((request) => request.idempotencyKey === 'SQ-1-carrier-1')).toMatchObject([
      {
        method: 'POST',
        path: '/v1/payment_intents',
        status: 200,
        replayed: false,
        params: { metadata: { order: 'SQ-1' } },
      },
      { status: 200, replayed: true },
    ]);
    await standIn.idle();
    expect(verifiedEvents().map((event) => [event.type, (event.data.object as { id: string }).id])).toEqual([
      ['payment_intent.succeeded', first.id],
    ]);
  });

  it.each([
    [DECLINES, 'card_declined', 'generic_decline'],
    [NEEDS_AUTHENTICATION, 'authentication_required', 'authentication_required'],
  ])('refuses an off-session charge of card %s with a StripeCardError coded %s', async (number, code, declineCode) => {
    const { customer, paymentMethod } = await customerWithCard(number);
    received = [];

    const error = await offSessionCharge(customer.id, paymentMethod, `refused-${code}`).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    const cardError = error as Stripe.errors.StripeCardError;
    expect(cardError.statusCode).toBe(402);
    expect(cardError.code).toBe(code);
    expect(cardError.decline_code).toBe(declineCode);
    expect(cardError.payment_intent?.status).toBe('requires_payment_method');
    await standIn.idle();
    expect(verifiedEvents().map((event) => event.type)).toEqual(['payment_intent.payment_failed']);
    // Asked again with the same key, Stripe answers the same refusal and charges nothing new.
    const replay = await offSessionCharge(customer.id, paymentMethod, `refused-${code}`).catch(
      (caught: unknown) => caught,
    );
    expect((replay as Stripe.errors.StripeCardError).payment_intent?.id).toBe(cardError.payment_intent?.id);
  });

  it('refuses to confirm a PaymentIntent without a payment method with a StripeInvalidRequestError', async () => {
    const customer = await stripe.customers.create({ email: 'pat@example.com' });
    const error = await stripe.paymentIntents
      .create({ amount: 1000, currency: 'usd', customer: customer.id, off_session: true, confirm: true })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((error as Stripe.errors.StripeError).statusCode).toBe(400);
  });

  it('refunds a paid intent once, marks its charge refunded and sends charge.refunded', async () => {
    const { customer, paymentMethod } = await customerWithCard(VISA);
    const paid = await offSessionCharge(customer.id, paymentMethod, 'to-refund');
    await standIn.idle();
    received = [];

    const refund = await stripe.refunds.create({ payment_intent: paid.id }, { idempotencyKey: 'refund-SQ-1' });
    const again = await stripe.refunds.create({ payment_intent: paid.id }, { idempotencyKey: 'refund-SQ-1' });

    expect(refund.id).toMatch(/^re_/);
    expect(again.id).toBe(refund.id);
    expect(refund).toMatchObject({ status: 'succeeded', amount: 125_000, payment_intent: paid.id });
    const charge = await stripe.charges.retrieve(paid.latest_charge as string);
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 125_000 });
    await standIn.idle();
    const [refunded, ...others] = verifiedEvents();
    expect(others).toEqual([]);
    expect(refunded?.type).toBe('charge.refunded');
    expect(refunded?.data.object).toMatchObject({ id: charge.id, refunded: true });
    const twice = await stripe.refunds.create({ payment_intent: paid.id }).catch((caught: unknown) => caught);
    expect((twice as Stripe.errors.StripeError).code).toBe('charge_already_refunded');
  });

  it('answers every API request 500 during an outage, which the SDK raises as StripeAPIError, and recovers after', async () => {
    standIn.outage(true);
    const error = await stripe.customers.create({ email: 'pat@example.com' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect((error as Stripe.errors.StripeError).statusCode).toBe(500);
    expect(standIn.state.requests.at(-1)).toMatchObject({ path: '/v1/customers', status: 500 });

    standIn.outage(false);
    const customer = await stripe.customers.create({ email: 'pat@example.com' });
    expect(customer.id).toMatch(/^cus_/);
  });

  it('refuses an API request without a test secret key with a StripeAuthenticationError', async () => {
    const keyless = new Stripe('rk_live_nope', {
      host: '127.0.0.1',
      port: standIn.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    const error = await keyless.customers.create({}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('deletes a customer, who then reads as deleted', async () => {
    const customer = await stripe.customers.create({ email: 'pat@example.com' });
    await expect(stripe.customers.del(customer.id)).resolves.toMatchObject({ id: customer.id, deleted: true });
    await expect(stripe.customers.retrieve(customer.id)).resolves.toMatchObject({ deleted: true });
  });

  it('takes a payment on the hosted page: shows the amount, declines card 0002, then pays with 4242', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { price_data: { currency: 'usd', unit_amount: 125_000, product_data: { name: 'Order SQ-1' } }, quantity: 1 },
      ],
      payment_intent_data: { metadata: { order: 'SQ-1' } },
      success_url: 'http://127.0.0.1:9/orders/SQ-1?paid={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://127.0.0.1:9/orders/SQ-1',
    });
    const post = (card: string) =>
      fetch(session.url ?? '', { method: 'POST', body: new URLSearchParams({ card }), redirect: 'manual' });

    const page = await (await fetch(session.url ?? '')).text();
    expect(page).toContain('<h1>Pay $1,250.00</h1>');
    const declined = await post(DECLINES);
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain(
      '<p role="alert" class="error">Your card was declined. Choose another card.</p>',
    );
    expect(standIn.state.checkoutSessions.get(session.id)?.status).toBe('open');
    expect(received).toEqual([]);

    const paid = await post(VISA);
    expect(paid.status).toBe(303);
    expect(verifiedEvents().map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'payment_intent.succeeded',
    ]);
    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid', amount_total: 125_000 });
    expect(done.payment_intent).toMatchObject({ status: 'succeeded', amount: 125_000, metadata: { order: 'SQ-1' } });
  });

  it('expands nothing through a field that is null, as Stripe does, so one retrieve reads a session of either mode', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { price_data: { currency: 'usd', unit_amount: 5_000, product_data: { name: 'Shipping' } }, quantity: 1 },
      ],
      success_url: 'https://quotes.example/return?checkout={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://quotes.example/order',
    });
    expect((await standIn.completeCheckout(session.id, VISA)).kind).toBe('completed');
    const done = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['setup_intent.payment_method', 'payment_intent'],
    });
    expect(done.setup_intent).toBeNull();
    expect(done.payment_intent).toMatchObject({ status: 'succeeded', amount: 5_000 });
  });

  it('sends any event signed, the same event again with its id, and one signed with another secret that fails verification', async () => {
    const { customer } = await customerWithCard(VISA);
    received = [];
    const first = await standIn.sendStripeEvent<Stripe.CustomerDeletedEvent>('customer.deleted', customer);
    await standIn.redeliver(first.event.id);
    await standIn.sendStripeEvent<Stripe.CustomerDeletedEvent>('customer.deleted', customer, { wrongSignature: true });

    const [once, twice, forged] = received;
    const verify = (delivery: typeof once) =>
      stripe.webhooks.constructEvent(
        delivery?.body ?? '',
        delivery?.signature ?? '',
        SECRET,
        undefined,
        undefined,
        NOW,
      );
    expect(verify(once).id).toBe(first.event.id);
    expect(verify(twice).id).toBe(first.event.id);
    expect(() => verify(forged)).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('makes an API request wait its delay before it runs, so the charge is in flight meanwhile, until delay(0)', async () => {
    const { customer, paymentMethod } = await customerWithCard(VISA);
    const before = standIn.state.paymentIntents.size;
    const asked: ApiRequest[] = [];
    standIn.delay((request) => {
      asked.push(request);
      return request.path === '/v1/payment_intents' ? 20 : 0;
    });

    const charging = offSessionCharge(customer.id, paymentMethod, 'delayed-charge');
    const [waiting, ...others] = await standIn.waiting();
    expect(others).toEqual([]);
    expect(waiting).toMatchObject({ method: 'POST', path: '/v1/payment_intents', idempotencyKey: 'delayed-charge' });
    expect(waiting?.status).toBe(0);
    // Arrived, not run: Stripe has made nothing yet.
    expect(standIn.state.paymentIntents.size).toBe(before);

    const paid = await charging;
    expect(paid.status).toBe('succeeded');
    expect(standIn.state.paymentIntents.size).toBe(before + 1);
    expect(asked.at(-1)).toMatchObject({ method: 'POST', params: { amount: '125000', off_session: 'true' } });

    standIn.delay(0);
    const count = asked.length;
    await stripe.paymentIntents.retrieve(paid.id);
    expect(asked).toHaveLength(count);
  });

  it('holds every API request until released, and meanwhile answers the same Idempotency-Key 409 idempotency_key_in_use', async () => {
    const { customer, paymentMethod } = await customerWithCard(VISA);
    const before = standIn.state.paymentIntents.size;
    const release = standIn.hold();
    let first: Promise<Stripe.PaymentIntent>;
    let reading: Promise<Stripe.Customer | Stripe.DeletedCustomer>;
    try {
      first = offSessionCharge(customer.id, paymentMethod, 'held-charge');
      reading = stripe.customers.retrieve(customer.id);
      expect((await standIn.waiting(2)).map((request) => request.method).sort()).toEqual(['GET', 'POST']);

      const conflict = await caught(offSessionCharge(customer.id, paymentMethod, 'held-charge'));
      expect(conflict).toBeInstanceOf(Stripe.errors.StripeAPIError);
      expect(conflict).toMatchObject({ statusCode: 409, rawType: 'idempotency_error', code: 'idempotency_key_in_use' });
      expect(conflict.message).toMatch(/^There is currently another in-progress request using this Idempotent Key/);
      expect(standIn.state.paymentIntents.size).toBe(before);
    } finally {
      release();
    }
    const paid = await first;
    await expect(reading).resolves.toMatchObject({ id: customer.id });
    expect(standIn.state.paymentIntents.size).toBe(before + 1);
    // Once the first has run, the key answers its result again.
    await expect(offSessionCharge(customer.id, paymentMethod, 'held-charge')).resolves.toMatchObject({ id: paid.id });
    expect(standIn.state.requests.filter((request) => request.idempotencyKey === 'held-charge')).toMatchObject([
      { status: 200, replayed: false },
      { status: 409, replayed: false },
      { status: 200, replayed: true },
    ]);
  });

  it('answers a request failures() marks "error" 500 without running it, so the same key runs once it passes', async () => {
    const before = standIn.state.customers.size;
    standIn.failures((request) => (request.path === '/v1/customers' ? 'error' : undefined));
    const failed = await caught(stripe.customers.create({ email: 'pat@example.com' }, { idempotencyKey: 'flaky' }));
    expect(failed).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(failed.statusCode).toBe(500);
    expect(standIn.state.customers.size).toBe(before);

    standIn.failures(undefined);
    const customer = await stripe.customers.create({ email: 'pat@example.com' }, { idempotencyKey: 'flaky' });
    expect(customer.id).toMatch(/^cus_/);
    expect(standIn.state.customers.size).toBe(before + 1);
  });

  it('runs a request failures() marks "lost" and drops its answer; the SDK retries with the same key and gets the replay', async () => {
    const { customer, paymentMethod } = await customerWithCard(VISA);
    await standIn.idle();
    received = [];
    const before = standIn.state.paymentIntents.size;
    let lost = 0;
    standIn.failures((request) =>
      request.method === 'POST' && request.path === '/v1/payment_intents' && lost++ === 0 ? 'lost' : undefined,
    );

    // maxNetworkRetries is 0, yet the SDK retries a connection closed under it once.
    const paid = await offSessionCharge(customer.id, paymentMethod, 'lost-answer');

    expect(paid.status).toBe('succeeded');
    expect(standIn.state.paymentIntents.size).toBe(before + 1);
    expect(standIn.state.requests.filter((request) => request.idempotencyKey === 'lost-answer')).toMatchObject([
      { status: 200, lost: true, replayed: false },
      { status: 200, lost: false, replayed: true },
    ]);
    await standIn.idle();
    expect(verifiedEvents().map((event) => [event.type, (event.data.object as { id: string }).id])).toEqual([
      ['payment_intent.succeeded', paid.id],
    ]);
  });

  it('expires an open Checkout Session, raising checkout.session.expired; an expired or complete one is refused, and its page takes no card', async () => {
    const session = await paymentSession(5_000);
    received = [];
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ id: session.id, status: 'expired', url: null });
    await standIn.idle();
    expect(verifiedEvents().map((event) => [event.type, (event.data.object as { status: string }).status])).toEqual([
      ['checkout.session.expired', 'expired'],
    ]);

    const again = await caught(stripe.checkout.sessions.expire(session.id));
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(again.message).toBe(
      'Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of `expired`.',
    );
    const page = `${standIn.url}/checkout/${session.id}`;
    expect(await (await fetch(page)).text()).toContain('<p>This checkout session has expired.</p>');
    const posted = await fetch(page, { method: 'POST', body: new URLSearchParams({ card: VISA }), redirect: 'manual' });
    expect(posted.status).toBe(409);
    expect(await standIn.completeCheckout(session.id, VISA)).toMatchObject({ kind: 'closed', status: 409 });
    expect(standIn.state.checkoutSessions.get(session.id)?.payment_intent).toBeNull();

    const paid = await paymentSession(5_000);
    await standIn.completeCheckout(paid.id, VISA);
    const complete = await caught(stripe.checkout.sessions.expire(paid.id));
    expect(complete.message).toMatch(/has a status of `complete`\.$/);
  });

  it('lists PaymentIntents newest first in pages the SDK auto-paginates, by customer and by created', async () => {
    let clock = NOW;
    const ticking = await startStripeStandIn({ now: () => clock });
    try {
      const client = new Stripe('sk_test_stand_in', {
        host: '127.0.0.1',
        port: ticking.port,
        protocol: 'http',
        maxNetworkRetries: 0,
      });
      const pat = await client.customers.create({ email: 'pat@example.com' });
      const sam = await client.customers.create({ email: 'sam@example.com' });
      const made: string[] = [];
      for (const amount of [1_000, 2_000, 3_000]) {
        clock += 60_000;
        made.push((await client.paymentIntents.create({ amount, currency: 'usd', customer: pat.id })).id);
      }
      await client.paymentIntents.create({ amount: 4_000, currency: 'usd', customer: sam.id });
      const second = NOW / 1000;

      const page = await client.paymentIntents.list({ customer: pat.id, limit: 2 });
      expect(page).toMatchObject({ object: 'list', has_more: true, url: '/v1/payment_intents' });
      expect(page.data.map((intent) => intent.amount)).toEqual([3_000, 2_000]);
      const all: string[] = [];
      for await (const intent of client.paymentIntents.list({ customer: pat.id, limit: 2 })) all.push(intent.id);
      expect(all).toEqual([...made].reverse());
      expect(ticking.state.requests.at(-1)?.params).toMatchObject({ starting_after: made[1], limit: '2' });

      const since = await client.paymentIntents.list({ created: { gte: second + 120 } });
      expect(since.data.map((intent) => intent.amount)).toEqual([4_000, 3_000, 2_000]);
      const until = await client.paymentIntents.list({ created: { lte: second + 120 } });
      expect(until.data.map((intent) => intent.amount)).toEqual([2_000, 1_000]);

      const tooMany = await caught(client.paymentIntents.list({ limit: 101 }));
      expect(tooMany).toMatchObject({ statusCode: 400, param: 'limit' });
      const unknown = await caught(
        client.paymentIntents.list({ status: 'succeeded' } as Stripe.PaymentIntentListParams),
      );
      expect(unknown).toMatchObject({ statusCode: 400, message: 'Received unknown parameter: status' });
    } finally {
      await ticking.close();
    }
  });

  it('refunds a charge in parts, each its own re_, sends charge.refunded with the total refunded and no refunds in it, and lists them', async () => {
    const { customer, paymentMethod } = await customerWithCard(VISA);
    const paid = await offSessionCharge(customer.id, paymentMethod, 'refund-in-parts');
    const chargeId = paid.latest_charge as string;
    await standIn.idle();
    received = [];

    const first = await stripe.refunds.create({ payment_intent: paid.id, amount: 25_000 });
    const fromDashboard = standIn.dashboardRefund(paid.id, 50_000);
    const rest = await stripe.refunds.create({ charge: chargeId });

    expect([first, fromDashboard, rest].map((refund) => refund.amount)).toEqual([25_000, 50_000, 50_000]);
    expect(new Set([first.id, fromDashboard.id, rest.id]).size).toBe(3);
    expect(fromDashboard).toMatchObject({ object: 'refund', status: 'succeeded', payment_intent: paid.id });
    await standIn.idle();
    const refunded = verifiedEvents().map((event) => event.data.object as Stripe.Charge);
    expect(verifiedEvents().map((event) => event.type)).toEqual([
      'charge.refunded',
      'charge.refunded',
      'charge.refunded',
    ]);
    expect(refunded.map((charge) => charge.amount_refunded)).toEqual([25_000, 75_000, 125_000]);
    expect(refunded.map((charge) => charge.refunded)).toEqual([false, false, true]);
    expect(refunded.some((charge) => 'refunds' in charge)).toBe(false);

    const newestFirst = [rest.id, fromDashboard.id, first.id];
    const byIntent = await stripe.refunds.list({ payment_intent: paid.id });
    expect(byIntent).toMatchObject({ object: 'list', has_more: false, url: '/v1/refunds' });
    expect(byIntent.data.map((refund) => refund.id)).toEqual(newestFirst);
    const byCharge = await stripe.refunds.list({ charge: chargeId, limit: 1 }).autoPagingToArray({ limit: 10 });
    expect(byCharge.map((refund) => refund.id)).toEqual(newestFirst);
    const later = await stripe.refunds.list({ payment_intent: paid.id, created: { gte: NOW / 1000 + 1 } });
    expect(later.data).toEqual([]);
    const expanded = await stripe.charges.retrieve(chargeId, { expand: ['refunds'] });
    expect(expanded.refunds?.data.map((refund) => refund.id)).toEqual(newestFirst);
    expect(() => standIn.dashboardRefund(paid.id)).toThrow(/has already been refunded/);
  });

  it('lists Checkout Sessions by customer, status and payment_intent', async () => {
    const customer = await stripe.customers.create({ email: 'pat@example.com' });
    const open = await paymentSession(5_000, 'SO-000001-000002', customer.id);
    const done = await paymentSession(6_000, 'SO-000001-000002', customer.id);
    await standIn.completeCheckout(done.id, VISA);
    const intent = standIn.state.checkoutSessions.get(done.id)?.payment_intent as string;

    const ids = async (params: Stripe.Checkout.SessionListParams) =>
      (await stripe.checkout.sessions.list(params)).data.map((session) => session.id);
    expect(await ids({ customer: customer.id })).toEqual([done.id, open.id]);
    expect(await ids({ customer: customer.id, status: 'open' })).toEqual([open.id]);
    expect(await ids({ payment_intent: intent })).toEqual([done.id]);
    const listed = await stripe.checkout.sessions.list({ payment_intent: intent, expand: ['data.payment_intent'] });
    expect(listed.data[0]?.payment_intent).toMatchObject({ id: intent, status: 'succeeded' });
    const wrong = await caught(stripe.checkout.sessions.list({ status: 'paid' as 'open' }));
    expect(wrong.statusCode).toBe(400);
  });

  it('tells what it holds for an order: its PaymentIntents, their refunds and its Checkout Sessions', async () => {
    const order = 'SO-000002-000001';
    const session = await paymentSession(80_000, order);
    const unpaid = await paymentSession(80_000, order);
    await paymentSession(1_000, 'SO-000002-000002');
    await standIn.completeCheckout(session.id, VISA);
    const intent = standIn.state.checkoutSessions.get(session.id)?.payment_intent as string;
    const refund = standIn.dashboardRefund(intent, 30_000);

    expect(standIn.held(order)).toEqual({
      paymentIntents: [{ id: intent, amount: 80_000, status: 'succeeded', charge: undefined, created: NOW / 1000 }],
      refunds: [{ id: refund.id, amount: 30_000, paymentIntent: intent, status: 'succeeded' }],
      checkoutSessions: [
        { id: session.id, mode: 'payment', status: 'complete', amountTotal: 80_000, paymentIntent: intent },
        { id: unpaid.id, mode: 'payment', status: 'open', amountTotal: 80_000, paymentIntent: null },
      ],
    });
    expect(standIn.held('SO-000009-000009')).toEqual({ paymentIntents: [], refunds: [], checkoutSessions: [] });
  });
});

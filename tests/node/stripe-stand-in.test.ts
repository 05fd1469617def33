/**
 * The Stripe stand-in, driven by the real `stripe` SDK pointed at it: what the SDK sends is understood,
 * what comes back is what the SDK turns into objects and errors, and the hosted page completes a session
 * and signs the webhook as Stripe does.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type StripeStandIn, startStripeStandIn, TEST_CARDS } from '../../scripts/receivers/stripe-stand-in';

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
});

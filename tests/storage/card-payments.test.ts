/**
 * Card payments over each store, with the real `stripe` SDK against the stand-in
 * (scripts/receivers/stripe-stand-in.ts) and Stripe's events signed and sent to a webhook of ours: a card
 * saved through the hosted page, charged once when a carrier is assigned (two instances, the event sent
 * twice), a decline and a bank asking for authentication leaving the total due, the provider down and
 * back, a duplicate and a forged webhook, and a cancelled order's refund.
 */

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type StripeStandIn, startStripeStandIn } from '../../scripts/receivers/stripe-stand-in';
import { EMAIL_DESTINATION } from '../../site/notify/email/email-payload';
import { orderState } from '../../site/order-life/order-status';
import { PAYMENTS_DESTINATION } from '../../site/order-life/payment-rows';
import { paymentState } from '../../site/order-life/payment-state';
import { type OrderEventSending, recordOrderEvent } from '../../site/order-life/record-order-event';
import { type CardPayments, cardPayments } from '../../site/payments/card-payments';
import { eraseLeadsByEmail, exportLeadsByEmail } from '../../site/privacy/lead-privacy';
import type { LeadRepository, OutboxRow } from '../../site/storage/lead-repository';
import { newOrder } from '../support/new-order';
import { storeQuote } from '../support/store-quote';
import { forEachBackend, type OpenedStore } from './storage-backends';

const KEY = 'sk_test_cardpayments0123456789';
const WEBHOOK_SECRET = 'whsec_cardpayments0123456789';
const PUBLIC_URL = 'https://quotes.shipquote.example';
const CARDS = { ok: '4242424242424242', declined: '4000000000000002', authentication: '4000002500003155' };
/** The order's total as tests/support/new-order.ts signs it, in cents. */
const TOTAL_CENTS = 119_000;

let cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

const SENDING: OrderEventSending = { live: new Set([EMAIL_DESTINATION, PAYMENTS_DESTINATION]) };

/** One instance's card payments over `repository`, against the stand-in. */
function instance(repository: LeadRepository, standIn: StripeStandIn): CardPayments {
  return cardPayments(
    { secretKey: KEY, webhookSecret: WEBHOOK_SECRET, apiBase: new URL(standIn.url) },
    { store: repository, sending: SENDING, publicUrl: PUBLIC_URL },
  );
}

/** A webhook endpoint of ours on loopback, verifying and handling as the API route does. */
async function webhook(payments: CardPayments, standIn: StripeStandIn) {
  const answers: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      try {
        const event = payments.verify(
          Buffer.concat(chunks).toString('utf8'),
          String(request.headers['stripe-signature']),
        );
        await payments.handle(event);
        answers.push(200);
        response.writeHead(200).end();
      } catch {
        answers.push(400);
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  standIn.setWebhook(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, WEBHOOK_SECRET);
  return answers;
}

async function setUp(fresh: () => Promise<OpenedStore>) {
  const standIn = await startStripeStandIn();
  cleanups.push(() => standIn.close());
  const store = await fresh();
  const one = await store.another();
  const two = await store.another();
  const payments = instance(one, standIn);
  const answers = await webhook(payments, standIn);
  const { lead } = await storeQuote(one);
  const { order } = await one.orders.create(newOrder(lead));
  return { standIn, store, one, two, payments, answers, order, lead };
}

type Context = Awaited<ReturnType<typeof setUp>>;

/** Saves `card` for the order through the hosted page, as the customer does, and waits for the webhook. */
async function saveCard(context: Context, card: string) {
  const page = await context.payments.orders.cardPage({
    orderNumber: context.order.orderNumber,
    token: context.lead.token,
  });
  const sessionId = new URL(page).pathname.split('/').at(-1)!;
  const outcome = await context.standIn.completeCheckout(sessionId, card);
  expect(outcome.kind).toBe('completed');
  await context.standIn.idle();
  return sessionId;
}

const assignment = (orderNumber: string, id = 'sd-assign-1') => ({
  id,
  orderNumber,
  type: 'carrier.assigned' as const,
  actor: 'dispatch' as const,
  occurredAt: '2026-12-01T10:00:00.000Z',
  data: {
    carrier: { name: 'Lone Star Haulers', mc: '123456', phone: '(214) 555-0101' },
    pickup_window: { from: '2026-12-02', to: '2026-12-03' },
  },
});

/** The order's payments rows not sent yet, as a relay claims them. */
async function paymentRows(context: Context): Promise<OutboxRow[]> {
  const rows = await context.store.sql<{ id: number | string; event: string; payload_json: string }>(
    `SELECT id, event, payload_json FROM outbox WHERE destination = 'payments' AND delivered_at IS NULL ORDER BY id`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), attempts: 1, lead_number: context.lead.leadNumber }));
}

async function deliverAll(context: Context, payments = context.payments) {
  const results = [];
  for (const row of await paymentRows(context)) {
    const result = await payments.destination.deliver(row, new AbortController().signal);
    results.push(result);
    if (result.kind === 'delivered')
      await context.store.sql(`UPDATE outbox SET delivered_at = created_at WHERE id = ${row.id}`);
  }
  return results;
}

async function stateOf(context: Context) {
  const events = await context.one.orderEvents.listByOrderId(context.order.id);
  return { status: orderState(events).status, payment: paymentState(events), events };
}

const emailsOf = async (context: Context) =>
  (
    await context.store.sql<{ event: string }>(
      `SELECT event FROM outbox WHERE destination = 'email' AND event LIKE 'order.payment.email:%' ORDER BY id`,
    )
  ).length;

describe('card payments', () => {
  forEachBackend((fresh) => {
    it('saves a card through the hosted page once, whether the webhook or the return to the page tells it first', async () => {
      const context = await setUp(fresh);
      const sessionId = await saveCard(context, CARDS.ok);
      expect(context.answers).toEqual([200]);
      // The customer comes back to the page after the webhook: the same fact, recorded once.
      expect(await context.payments.orders.completeSession({ orderNumber: context.order.orderNumber, sessionId })).toBe(
        'card-saved',
      );
      const { payment, events } = await stateOf(context);
      expect(payment.card).toMatchObject({ brand: 'visa', last4: '4242' });
      expect(events.filter((event) => event.type === 'payment.card_saved')).toHaveLength(1);
      // No card number, no CVC: the stand-in keeps what Stripe shows, and so does the order.
      expect(JSON.stringify(events)).not.toContain(CARDS.ok);
    });

    it('charges the saved card exactly once when a carrier is assigned, with two instances and the event sent twice', async () => {
      const context = await setUp(fresh);
      await saveCard(context, CARDS.ok);
      const second = instance(context.two, context.standIn);
      await recordOrderEvent(context.one, assignment(context.order.orderNumber), SENDING);
      await recordOrderEvent(context.two, assignment(context.order.orderNumber), SENDING);
      const [row, ...more] = await paymentRows(context);
      expect(more).toHaveLength(0);
      // Both instances send the same row at once, as after a lease ran out.
      const signal = new AbortController().signal;
      const results = await Promise.all([
        context.payments.destination.deliver(row!, signal),
        second.destination.deliver(row!, signal),
      ]);
      expect(results.map((result) => result.kind)).toEqual(['delivered', 'delivered']);
      await context.standIn.idle();
      expect(context.standIn.state.paymentIntents.size).toBe(1);
      const { payment, events } = await stateOf(context);
      expect(payment.paid).toMatchObject({ amountCents: TOTAL_CENTS, by: 'card' });
      expect(events.filter((event) => event.type === 'order.paid')).toHaveLength(1);
      // The receipt and order.paid, once each, although the webhook told it too.
      expect(await emailsOf(context)).toBe(1);
      const crm = await context.store.sql<{ n: number | string }>(
        `SELECT count(*) AS n FROM outbox WHERE destination = 'crm' AND event = 'order.paid'`,
      );
      expect(Number(crm[0]?.n)).toBe(1);
    });

    for (const [name, card, reason] of [
      ['declined', CARDS.declined, 'card_declined'],
      ['in need of the customer to authenticate', CARDS.authentication, 'authentication_required'],
    ] as const) {
      it(`leaves the total due, with one email to pay, when the card is ${name}`, async () => {
        const context = await setUp(fresh);
        await saveCard(context, card);
        await recordOrderEvent(context.one, assignment(context.order.orderNumber), SENDING);
        expect((await deliverAll(context)).map((result) => result.kind)).toEqual(['delivered']);
        await context.standIn.idle();
        const { payment, status } = await stateOf(context);
        expect(status).toBe('carrier_assigned');
        expect(payment.due).toMatchObject({ amountCents: TOTAL_CENTS, reason });
        expect(payment.paid).toBeUndefined();
        // The webhook's payment_intent.payment_failed tells the same failure: one event, one email.
        expect(await emailsOf(context)).toBe(1);
      });
    }

    it('asks the customer to pay when no card was saved', async () => {
      const context = await setUp(fresh);
      await recordOrderEvent(context.one, assignment(context.order.orderNumber), SENDING);
      await deliverAll(context);
      expect((await stateOf(context)).payment.due?.reason).toBe('no_card');
      expect(context.standIn.state.paymentIntents.size).toBe(0);
    });

    it('keeps the charge waiting while Stripe is down, and charges once it is back', async () => {
      const context = await setUp(fresh);
      await saveCard(context, CARDS.ok);
      await recordOrderEvent(context.one, assignment(context.order.orderNumber), SENDING);
      context.standIn.outage(true);
      expect(await deliverAll(context)).toEqual([{ kind: 'temporary', error: 'StripeAPIError' }]);
      expect((await stateOf(context)).payment).not.toHaveProperty('paid');
      context.standIn.outage(false);
      expect((await deliverAll(context)).map((result) => result.kind)).toEqual(['delivered']);
      expect((await stateOf(context)).payment.paid?.amountCents).toBe(TOTAL_CENTS);
      expect(context.standIn.state.paymentIntents.size).toBe(1);
    });

    it('records a webhook sent twice once, and refuses one signed with another secret', async () => {
      const context = await setUp(fresh);
      await saveCard(context, CARDS.ok);
      const completed = context.standIn.state.events.find((event) => event.type === 'checkout.session.completed')!;
      await context.standIn.redeliver(completed.id);
      const forged = await context.standIn.redeliver(completed.id, { wrongSignature: true });
      expect(forged.status).toBe(400);
      expect(context.answers).toEqual([200, 200, 400]);
      const { events } = await stateOf(context);
      expect(events.filter((event) => event.type === 'payment.card_saved')).toHaveLength(1);
    });

    it('exports the payment, and erases it by deleting the Stripe customer and blanking the card, keeping the amounts', async () => {
      const context = await setUp(fresh);
      await saveCard(context, CARDS.ok);
      await recordOrderEvent(context.one, assignment(context.order.orderNumber), SENDING);
      await deliverAll(context);
      const email = context.lead.submission.email;
      const [exported] = await exportLeadsByEmail(context.one.privacy, email, context.one.orderEvents);
      expect(exported?.payment).toMatchObject({
        card: { brand: 'visa', last4: '4242' },
        paid: { amount_cents: TOTAL_CENTS, by: 'card' },
        due: null,
        refunded: null,
      });
      const customer = (await stateOf(context)).payment.card!.customer;
      expect(context.standIn.state.customers.get(customer)).toBeDefined();
      const payments = {
        orderEvents: context.one.orderEvents,
        deleteCustomer: context.payments.gateway.deleteCustomer,
      };
      await eraseLeadsByEmail(context.one.privacy, email, payments);
      expect(context.standIn.state.customers.get(customer)).toMatchObject({ deleted: true });
      const { payment } = await stateOf(context);
      expect(payment.card).toMatchObject({ customer: '', paymentMethod: '', brand: '', last4: '' });
      expect(payment.paid).toEqual({ amountCents: TOTAL_CENTS, by: 'card', savedCard: true, at: expect.any(String) });
    });

    it('refunds a paid order the broker cancels, once, and emails the customer', async () => {
      const context = await setUp(fresh);
      await saveCard(context, CARDS.ok);
      await recordOrderEvent(context.one, assignment(context.order.orderNumber), SENDING);
      await deliverAll(context);
      await recordOrderEvent(
        context.one,
        {
          id: 'broker-cancel',
          orderNumber: context.order.orderNumber,
          type: 'order.cancelled',
          actor: 'broker',
          occurredAt: '2026-12-01T12:00:00.000Z',
          data: { reason: 'No carrier for the date' },
        },
        SENDING,
      );
      expect((await deliverAll(context)).map((result) => result.kind)).toEqual(['delivered']);
      await context.standIn.idle();
      expect(context.standIn.state.refunds.size).toBe(1);
      const { payment, status } = await stateOf(context);
      expect(status).toBe('cancelled');
      expect(payment.refunded).toMatchObject({ amountCents: TOTAL_CENTS });
      // The receipt, then the refund's email; charge.refunded from the webhook adds nothing.
      expect(await emailsOf(context)).toBe(2);
      const rows = await paymentRows(context);
      expect(rows).toHaveLength(0);
    });
  });
});

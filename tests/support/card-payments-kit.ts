/**
 * What the card-payment storage tests share: the real `stripe` SDK against the stand-in
 * (scripts/receivers/stripe-stand-in.ts), a webhook endpoint of ours that verifies and handles Stripe's
 * events, an order with a saved card, and the payments outbox rows sent as a relay would.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect } from 'vitest';
import { type StripeStandIn, startStripeStandIn } from '../../scripts/receivers/stripe-stand-in';
import { EMAIL_DESTINATION } from '../../site/notify/email/email-payload';
import { heldCents } from '../../site/order-life/order-ledger';
import { orderState } from '../../site/order-life/order-status';
import { PAYMENTS_DESTINATION } from '../../site/order-life/payment-rows';
import { paymentState } from '../../site/order-life/payment-state';
import type { OrderEventSending } from '../../site/order-life/record-order-event';
import { type CardPayments, cardPayments } from '../../site/payments/card-payments';
import type { LeadRepository, OutboxRow } from '../../site/storage/lead-repository';
import type { OpenedStore } from '../storage/storage-backends';
import { newOrder } from './new-order';
import { storeQuote } from './store-quote';

export const KEY = 'sk_test_cardpayments0123456789';
export const WEBHOOK_SECRET = 'whsec_cardpayments0123456789';
const PUBLIC_URL = 'https://quotes.shipquote.example';
export const CARDS = { ok: '4242424242424242', declined: '4000000000000002', authentication: '4000002500003155' };
/** The order's total as tests/support/new-order.ts signs it, in cents. */
export const TOTAL_CENTS = 119_000;

let cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

export const SENDING: OrderEventSending = { live: new Set([EMAIL_DESTINATION, PAYMENTS_DESTINATION]) };

/** One instance's card payments over `repository`, against the stand-in. */
export function instance(repository: LeadRepository, standIn: StripeStandIn): CardPayments {
  return cardPayments(
    { secretKey: KEY, webhookSecret: WEBHOOK_SECRET, apiBase: new URL(standIn.url) },
    { store: repository, sending: SENDING, publicUrl: PUBLIC_URL },
  );
}

/** A webhook endpoint of ours on loopback, verifying and handling as the API route does. */
export async function webhook(payments: CardPayments, standIn: StripeStandIn) {
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

export async function setUp(fresh: () => Promise<OpenedStore>) {
  const standIn = await startStripeStandIn();
  cleanups.push(() => standIn.close());
  const store = await fresh();
  const one = await store.another();
  const two = await store.another();
  const payments = instance(one, standIn);
  const answers = await webhook(payments, standIn);
  const { lead } = await storeQuote(one);
  const { order } = await one.orders.create(newOrder(lead, { cardPayments: true }));
  return { standIn, store, one, two, payments, answers, order, lead };
}

export type Context = Awaited<ReturnType<typeof setUp>>;

/** Saves `card` for the order through the hosted page, as the customer does, and waits for the webhook. */
export async function saveCard(context: Context, card: string) {
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

export const assignment = (orderNumber: string, id = 'sd-assign-1') => ({
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
export async function paymentRows(context: Context): Promise<OutboxRow[]> {
  const rows = await context.store.sql<{ id: number | string; event: string; payload_json: string }>(
    `SELECT id, event, payload_json FROM outbox WHERE destination = 'payments' AND delivered_at IS NULL ORDER BY id`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), attempts: 1, lead_number: context.lead.leadNumber }));
}

export async function deliverAll(context: Context, payments = context.payments) {
  const results = [];
  for (const row of await paymentRows(context)) {
    const result = await payments.destination.deliver(row, new AbortController().signal);
    results.push(result);
    if (result.kind === 'delivered')
      await context.store.sql(`UPDATE outbox SET delivered_at = created_at WHERE id = ${row.id}`);
  }
  return results;
}

export async function stateOf(context: Context) {
  const events = await context.one.orderEvents.listByOrderId(context.order.id);
  return { status: orderState(events).status, payment: paymentState(events), events };
}

/** The payment emails written for the order (a receipt, a payment due, a refund), the card-saved one aside. */
export const emailsOf = async (context: Context) =>
  (
    await context.store.sql<{ payload_json: string }>(
      `SELECT payload_json FROM outbox WHERE destination = 'email' AND event LIKE 'order.payment.email:%' ORDER BY id`,
    )
  ).filter((row) => (JSON.parse(row.payload_json) as { step?: string }).step !== 'payment.card_saved').length;

/**
 * The order's money both ways: what its ledger holds (paid − refunded), and what Stripe's books hold for it
 * (payments that went through less their refunds), with its status.
 */
export async function money(context: Context) {
  const { payment, status } = await stateOf(context);
  const books = context.standIn.held(context.order.orderNumber);
  const atStripe =
    books.paymentIntents.filter((intent) => intent.status === 'succeeded').reduce((sum, p) => sum + p.amount, 0) -
    books.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return { status, held: heldCents(payment.ledger), atStripe, ledger: payment.ledger };
}

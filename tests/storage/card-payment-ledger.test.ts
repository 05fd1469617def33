/**
 * Money that is always right, over each store with the real `stripe` SDK against the stand-in: a payment
 * that lands on a cancelled order is refunded in full, a charge in flight on one instance while the other
 * cancels is refunded, two assignments at once charge once, two tabs keep one payment, a partial refund
 * from the dashboard is counted before the rest is refunded, and a cancellation recorded by the command
 * line without the provider's key is refunded by the server's relay.
 */
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { runOrderCommand } from '../../scripts/order-command';
import { recordOrderEvent } from '../../site/order-life/record-order-event';
import {
  assignment,
  CARDS,
  type Context,
  deliverAll,
  instance,
  KEY,
  money,
  paymentRows,
  SENDING,
  saveCard,
  setUp,
  stateOf,
  TOTAL_CENTS,
} from '../support/card-payments-kit';
import { forEachBackend } from './storage-backends';

/** The broker cancels for want of a carrier: its own doing, so it waives the agreement's fee. */
const cancellation = (orderNumber: string, id = 'broker-cancel', data: Record<string, unknown> = {}) => ({
  id,
  orderNumber,
  type: 'order.cancelled' as const,
  actor: 'broker' as const,
  occurredAt: '2026-12-01T12:00:00.000Z',
  data: { reason: 'No carrier for the date', waive_fee: true, ...data },
});

/** The agreement's fee for a cancellation after dispatch, as the sample order's agreement sets it. */
const FEE_CENTS = 15_000;

/** Opens "Pay now"'s hosted page for what is due, as the order's page does, and answers its session id. */
async function payNowSession(context: Context): Promise<string> {
  const page = await context.payments.orders.payPage({
    orderNumber: context.order.orderNumber,
    token: context.lead.token,
    amountCents: TOTAL_CENTS,
  });
  return new URL(page).pathname.split('/').at(-1)!;
}

/** An order whose saved card was declined when its carrier was confirmed: its total is due on "Pay now". */
async function dueOrder(fresh: Parameters<typeof setUp>[0]) {
  const context = await setUp(fresh);
  await saveCard(context, CARDS.declined);
  await recordOrderEvent(context.one, assignment(context.order.orderNumber), SENDING);
  await settleAll(context);
  return context;
}

/** Sends every payments row until none is left, as the relay does over several polls. */
async function settleAll(context: Context) {
  for (let round = 0; round < 5 && (await paymentRows(context)).length > 0; round += 1) {
    await deliverAll(context);
    await context.standIn.idle();
  }
}

/** Once the webhooks and payment rows have run: the order holds its total once, in its ledger and at Stripe. */
async function expectPaidOnce(context: Context) {
  await context.standIn.idle();
  await settleAll(context);
  expect(await money(context)).toMatchObject({ status: 'carrier_assigned', held: TOTAL_CENTS, atStripe: TOTAL_CENTS });
}

describe('money that is always right', () => {
  forEachBackend((fresh) => {
    it('refunds in full a hosted payment that lands after the order was cancelled', async () => {
      const context = await dueOrder(fresh);
      const session = await payNowSession(context);
      await recordOrderEvent(context.one, cancellation(context.order.orderNumber), SENDING);
      // The customer pays the page still open in another window, before the relay closed it.
      expect((await context.standIn.completeCheckout(session, CARDS.ok)).kind).toBe('completed');
      await context.standIn.idle();
      await settleAll(context);
      const after = await money(context);
      expect(after).toMatchObject({ status: 'cancelled', held: 0, atStripe: 0 });
      expect(after.ledger.refunds.map((refund) => refund.amountCents)).toEqual([TOTAL_CENTS]);
    });

    it('refunds a charge that was in flight on one instance while the other took the cancellation', async () => {
      const context = await setUp(fresh);
      await saveCard(context, CARDS.ok);
      const other = instance(context.two, context.standIn);
      await recordOrderEvent(context.one, assignment(context.order.orderNumber), SENDING);
      const [charge] = await paymentRows(context);
      const release = context.standIn.hold();
      const inFlight = context.payments.destination.deliver(charge!, new AbortController().signal);
      // The other instance cancels and settles while Stripe has not answered the charge.
      await recordOrderEvent(context.two, cancellation(context.order.orderNumber), SENDING);
      const settleRow = (await paymentRows(context)).find((row) => row.id !== charge!.id)!;
      const settled = other.destination.deliver(settleRow, new AbortController().signal);
      release();
      await Promise.all([inFlight, settled]);
      await context.store.sql(
        `UPDATE outbox SET delivered_at = created_at WHERE id IN (${charge!.id}, ${settleRow.id})`,
      );
      await context.standIn.idle();
      await settleAll(context);
      expect(await money(context)).toMatchObject({ status: 'cancelled', held: 0, atStripe: 0 });
    });

    it('charges once for two assignments sent at once, across two instances and within one batch', async () => {
      const context = await setUp(fresh);
      await saveCard(context, CARDS.ok);
      const other = instance(context.two, context.standIn);
      await recordOrderEvent(context.one, assignment(context.order.orderNumber, 'assign'), SENDING);
      await recordOrderEvent(context.two, assignment(context.order.orderNumber, 'dispatch_to_carrier'), SENDING);
      await recordOrderEvent(context.one, assignment(context.order.orderNumber, 'reassign'), SENDING);
      const rows = await paymentRows(context);
      expect(rows).toHaveLength(3);
      const signal = new AbortController().signal;
      // Two rows together on one instance (a batch after the breaker closed), one on the other.
      await Promise.all([
        context.payments.destination.deliver(rows[0]!, signal),
        context.payments.destination.deliver(rows[1]!, signal),
        other.destination.deliver(rows[2]!, signal),
      ]);
      await context.standIn.idle();
      const held = context.standIn.held(context.order.orderNumber);
      expect(held.paymentIntents.filter((intent) => intent.status === 'succeeded')).toHaveLength(1);
      expect(await money(context)).toMatchObject({ held: TOTAL_CENTS, atStripe: TOTAL_CENTS });
    });

    it('lets the second instance wait for the first one charging the order, then find it paid', async () => {
      const context = await setUp(fresh);
      await saveCard(context, CARDS.ok);
      const other = instance(context.two, context.standIn);
      await recordOrderEvent(context.one, assignment(context.order.orderNumber, 'assign'), SENDING);
      await recordOrderEvent(context.two, assignment(context.order.orderNumber, 'reassign'), SENDING);
      const [first, second] = await paymentRows(context);
      const release = context.standIn.hold();
      const signal = new AbortController().signal;
      const charging = context.payments.destination.deliver(first!, signal);
      await context.standIn.waiting(1);
      const waiting = other.destination.deliver(second!, signal);
      release();
      // Without the order's lock the second would ask Stripe with the same key while the first ran (409).
      expect((await Promise.all([charging, waiting])).map((result) => result.kind)).toEqual(['delivered', 'delivered']);
      const charges = context.standIn.state.requests.filter((request) => request.path === '/v1/payment_intents');
      expect(charges.filter((request) => request.method === 'POST')).toHaveLength(1);
      expect(await money(context)).toMatchObject({ held: TOTAL_CENTS, atStripe: TOTAL_CENTS });
    });

    it('keeps one payment when "Pay now" was paid in two tabs', async () => {
      const context = await dueOrder(fresh);
      // Two tabs pressed "Pay now" at the same moment: two pages, both paid.
      const pages = await Promise.all(
        [1, 2].map(() =>
          context.payments.gateway.paymentPage({
            orderNumber: context.order.orderNumber,
            amountCents: TOTAL_CENTS,
            successUrl: 'https://quotes.shipquote.example/done',
            cancelUrl: 'https://quotes.shipquote.example/',
          }),
        ),
      );
      for (const { session } of pages) {
        expect((await context.standIn.completeCheckout(session, CARDS.ok)).kind).toBe('completed');
      }
      await expectPaidOnce(context);
    });

    it('counts a partial refund made in the dashboard and refunds the rest on cancellation', async () => {
      const context = await setUp(fresh);
      await saveCard(context, CARDS.ok);
      await recordOrderEvent(context.one, assignment(context.order.orderNumber), SENDING);
      await settleAll(context);
      const [paid] = context.standIn.held(context.order.orderNumber).paymentIntents;
      const dashboard = new Stripe(KEY, { host: '127.0.0.1', port: context.standIn.port, protocol: 'http' });
      await dashboard.refunds.create({ payment_intent: paid!.id, amount: 10_000 });
      await context.standIn.idle();
      await recordOrderEvent(context.one, cancellation(context.order.orderNumber), SENDING);
      await settleAll(context);
      const after = await money(context);
      expect(after).toMatchObject({ status: 'cancelled', held: 0, atStripe: 0 });
      expect(after.ledger.refunds.map((refund) => refund.amountCents).sort((a, b) => a - b)).toEqual([
        10_000,
        TOTAL_CENTS - 10_000,
      ]);
    });

    it('tells a checkout id Stripe does not know from one of another order', async () => {
      const context = await setUp(fresh);
      const orderNumber = context.order.orderNumber;
      expect(await context.payments.orders.completeSession({ orderNumber, sessionId: 'cs_test_doesnotexist' })).toBe(
        'unknown',
      );
    });

    it('opens one "Pay now" page for two tabs and closes it once the order is cancelled', async () => {
      const context = await dueOrder(fresh);
      const first = await payNowSession(context);
      expect(await payNowSession(context)).toBe(first);
      await recordOrderEvent(context.one, cancellation(context.order.orderNumber), SENDING);
      await settleAll(context);
      expect(context.standIn.state.checkoutSessions.get(first)?.status).toBe('expired');
      expect((await context.standIn.completeCheckout(first, CARDS.ok)).kind).toBe('closed');
      expect(await money(context)).toMatchObject({ status: 'cancelled', held: 0, atStripe: 0 });
    });

    it("refunds through the server's relay, less the fee, a cancellation after dispatch recorded by the command line without Stripe's key", async () => {
      const context = await setUp(fresh);
      await saveCard(context, CARDS.ok);
      await recordOrderEvent(context.one, assignment(context.order.orderNumber), SENDING);
      await settleAll(context);
      const out: string[] = [];
      const code = await runOrderCommand(
        [context.order.orderNumber, 'cancel', '--reason', 'Customer called'],
        { ...context.store.env, STRIPE_SECRET_KEY: undefined },
        { out: (line) => out.push(line), err: (line) => out.push(line) },
      );
      expect(code).toBe(0);
      // After dispatch: the agreement's fee is kept, the rest refunded.
      expect(out.join('\n')).toContain('Refund of $1040.00 queued');
      await settleAll(context);
      expect(await money(context)).toMatchObject({ status: 'cancelled', held: FEE_CENTS, atStripe: FEE_CENTS });
    });

    it("keeps the agreement's fee when the customer's cancellation comes after dispatch, and refunds the rest", async () => {
      const context = await setUp(fresh);
      await saveCard(context, CARDS.ok);
      await recordOrderEvent(context.one, assignment(context.order.orderNumber), SENDING);
      await settleAll(context);
      expect((await money(context)).held).toBe(TOTAL_CENTS);
      const asked = { reason: 'Customer called to cancel', waive_fee: false };
      await recordOrderEvent(context.two, cancellation(context.order.orderNumber, 'asked', asked), SENDING);
      await settleAll(context);
      expect(await money(context)).toMatchObject({ status: 'cancelled', held: FEE_CENTS, atStripe: FEE_CENTS });
      const { payment } = await stateOf(context);
      expect(payment.refunded).toMatchObject({ amountCents: TOTAL_CENTS - FEE_CENTS, feeKeptCents: FEE_CENTS });
      const [refundEmail] = await context.store.sql<{ payload_json: string }>(
        `SELECT payload_json FROM outbox WHERE destination = 'email' AND event LIKE 'order.payment.email:stripe:refund:%'`,
      );
      expect(JSON.parse(refundEmail?.payload_json ?? '{}')).toMatchObject({
        refundReason: 'cancelled',
        amountCents: TOTAL_CENTS - FEE_CENTS,
        feeKeptCents: FEE_CENTS,
      });
    });

    it('takes the fee from the saved card when an order cancelled after dispatch had not been paid', async () => {
      const context = await setUp(fresh);
      await saveCard(context, CARDS.ok);
      await recordOrderEvent(context.one, assignment(context.order.orderNumber), SENDING);
      await recordOrderEvent(
        context.one,
        cancellation(context.order.orderNumber, 'asked', { waive_fee: false }),
        SENDING,
      );
      await settleAll(context);
      expect(await money(context)).toMatchObject({ status: 'cancelled', held: FEE_CENTS, atStripe: FEE_CENTS });
    });

    it('keeps no fee when the cancellation comes before dispatch, or from the dispatch system', async () => {
      const before = await setUp(fresh);
      await saveCard(before, CARDS.ok);
      await recordOrderEvent(
        before.one,
        cancellation(before.order.orderNumber, 'early', { waive_fee: false }),
        SENDING,
      );
      await settleAll(before);
      expect(await money(before)).toMatchObject({ status: 'cancelled', held: 0, atStripe: 0 });

      const carrierSide = await setUp(fresh);
      await saveCard(carrierSide, CARDS.ok);
      await recordOrderEvent(carrierSide.one, assignment(carrierSide.order.orderNumber), SENDING);
      await settleAll(carrierSide);
      await recordOrderEvent(
        carrierSide.one,
        {
          ...cancellation(carrierSide.order.orderNumber, 'sd-cancel', { waive_fee: false }),
          actor: 'dispatch' as const,
        },
        SENDING,
      );
      await settleAll(carrierSide);
      expect(await money(carrierSide)).toMatchObject({ status: 'cancelled', held: 0, atStripe: 0 });
    });

    it("asks through the server's relay for the total of an order with no card assigned by the command line", async () => {
      const context = await setUp(fresh);
      const out: string[] = [];
      const code = await runOrderCommand(
        [
          context.order.orderNumber,
          'carrier-assigned',
          ...['--carrier', 'Lone Star Haulers', '--mc', 'MC 123456', '--phone', '(214) 555-0101'],
          ...['--pickup-from', '2026-12-02', '--pickup-to', '2026-12-03', '--at', '2026-12-01T10:00:00Z'],
        ],
        { ...context.store.env, STRIPE_SECRET_KEY: undefined },
        { out: (line) => out.push(line), err: (line) => out.push(line) },
        { now: () => new Date('2026-12-01T10:05:00.000Z') },
      );
      expect(code).toBe(0);
      expect(await paymentRows(context)).toHaveLength(1);
      await settleAll(context);
      const { payment } = await stateOf(context);
      expect(payment.due).toMatchObject({ amountCents: TOTAL_CENTS, reason: 'no_card' });
      expect(await context.standIn.completeCheckout(await payNowSession(context), CARDS.ok)).toMatchObject({
        kind: 'completed',
      });
      await expectPaidOnce(context);
    });
  });
});

/**
 * `npm run payments -- reconcile` over each store against the stand-in: a payment Stripe holds that the
 * ledger never heard of (its answer was lost) is recorded, and the order, now paid twice, is refunded the
 * extra; a second run finds nothing.
 */
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { runPaymentsCommand } from '../../scripts/payments-command';
import { heldCents } from '../../site/order-life/order-ledger';
import { recordOrderEvent } from '../../site/order-life/record-order-event';
import {
  assignment,
  CARDS,
  deliverAll,
  KEY,
  paymentRows,
  SENDING,
  saveCard,
  setUp,
  stateOf,
  TOTAL_CENTS,
  WEBHOOK_SECRET,
} from '../support/card-payments-kit';
import { forEachBackend } from './storage-backends';

describe('reconciling the ledgers with Stripe', () => {
  forEachBackend((fresh) => {
    it('records a payment the ledger lacks and refunds the overpayment it makes, once', async () => {
      const context = await setUp(fresh);
      await saveCard(context, CARDS.ok);
      await recordOrderEvent(context.one, assignment(context.order.orderNumber), SENDING);
      await deliverAll(context);
      const { payment } = await stateOf(context);
      // A second charge of the order made at Stripe whose answer never reached us, and whose webhook was lost.
      context.standIn.setWebhook('http://127.0.0.1:9/', WEBHOOK_SECRET);
      const stripe = new Stripe(KEY, { host: '127.0.0.1', port: context.standIn.port, protocol: 'http' });
      await stripe.paymentIntents.create({
        amount: TOTAL_CENTS,
        currency: 'usd',
        customer: payment.card!.customer,
        payment_method: payment.card!.paymentMethod,
        off_session: true,
        confirm: true,
        metadata: { order_number: context.order.orderNumber },
      });
      await context.standIn.idle();
      expect(heldCents((await stateOf(context)).payment.ledger)).toBe(TOTAL_CENTS);

      const env = {
        ...context.store.env,
        STRIPE_SECRET_KEY: KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: `${context.standIn.url}/`,
        PUBLIC_URL: 'https://quotes.shipquote.example',
      };
      const run = async () => {
        const out: string[] = [];
        const code = await runPaymentsCommand(['reconcile'], env, { out: (l) => out.push(l), err: (l) => out.push(l) });
        return { code, out: out.join('\n') };
      };
      const first = await run();
      expect(first.code).toBe(0);
      expect(first.out).toContain('missing payment: 1 found, 1 repaired');
      expect(first.out).toContain('overpaid: 1 found, 1 repaired');
      const after = await stateOf(context);
      expect(heldCents(after.payment.ledger)).toBe(TOTAL_CENTS);
      const books = context.standIn.held(context.order.orderNumber);
      expect(books.refunds.map((refund) => refund.amount)).toEqual([TOTAL_CENTS]);
      // The settling rows the repairs wrote find nothing more to do.
      await deliverAll(context);
      expect(context.standIn.held(context.order.orderNumber).refunds).toHaveLength(1);
      expect(await paymentRows(context)).toEqual([]);

      const second = await run();
      expect(second.out).toContain('missing payment: 0 found, 0 repaired');
      expect(second.out).toContain('overpaid: 0 found, 0 repaired');
    });
  });
});

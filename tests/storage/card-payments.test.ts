/**
 * Card payments over each store, with the real `stripe` SDK against the stand-in
 * (scripts/receivers/stripe-stand-in.ts) and Stripe's events signed and sent to a webhook of ours: a card
 * saved through the hosted page, charged once when a carrier is assigned (two instances, the event sent
 * twice), a decline and a bank asking for authentication leaving the total due, the provider down and
 * back, a duplicate and a forged webhook, and a cancelled order's refund.
 */

import { describe, expect, it } from 'vitest';
import { recordOrderEvent } from '../../site/order-life/record-order-event';
import { eraseLeadsByEmail, exportLeadsByEmail } from '../../site/privacy/lead-privacy';
import {
  assignment,
  CARDS,
  deliverAll,
  emailsOf,
  instance,
  paymentRows,
  SENDING,
  saveCard,
  setUp,
  stateOf,
  TOTAL_CENTS,
} from '../support/card-payments-kit';
import { forEachBackend } from './storage-backends';

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
          // The broker's own doing: the agreement's fee after dispatch is waived.
          data: { reason: 'No carrier for the date', waive_fee: true },
        },
        SENDING,
      );
      // The payment's own settling row finds nothing to refund; the cancellation's refunds it all.
      expect((await deliverAll(context)).map((result) => result.kind)).toEqual(['delivered', 'delivered']);
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

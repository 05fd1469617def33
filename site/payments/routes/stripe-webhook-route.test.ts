import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { fakeApi, post } from '../../../tests/support/fake-api';
import { memoryLog } from '../../../tests/support/memory-log';
import { DatabaseUnavailableError } from '../../storage/database-busy';
import { PaymentProviderUnavailable } from '../payment-gateway';
import type { StripeEventOutcome } from '../stripe-webhook';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook-route';

const SECRET = 'whsec_route0123456789abcdef';
const stripe = new Stripe('sk_test_route0123456789', { maxNetworkRetries: 0 });
const EVENT = JSON.stringify({
  id: 'evt_route_1',
  object: 'event',
  type: 'payment_intent.succeeded',
  data: { object: { id: 'pi_1', object: 'payment_intent', metadata: { order_number: 'SO-261201-123456' } } },
});

function routeWith(handle: (event: Stripe.Event) => Promise<StripeEventOutcome>) {
  const { log, entries } = memoryLog();
  let refused = 0;
  const { app } = fakeApi({
    stripeWebhook: {
      verify: (raw, signature) => stripe.webhooks.constructEvent(raw, signature, SECRET),
      handle,
      log,
      onRefused: () => {
        refused++;
      },
    },
  });
  const send = (body: string, signature?: string) =>
    post(app, STRIPE_WEBHOOK_PATH, body, signature === undefined ? {} : { 'Stripe-Signature': signature });
  return { send, entries, refused: () => refused };
}

const signed = (body: string, secret = SECRET) => stripe.webhooks.generateTestHeaderString({ payload: body, secret });

describe('POST /api/payments/stripe', () => {
  it('hands a verified event to the handler and answers 200', async () => {
    const handled: string[] = [];
    const { send } = routeWith(async (event) => {
      handled.push(event.id);
      return 'recorded';
    });
    const answer = await send(EVENT, signed(EVENT));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, outcome: 'recorded' });
    expect(handled).toEqual(['evt_route_1']);
  });

  it('refuses a body signed with another secret, a changed body and no signature with 400, logged without the body, and counts each', async () => {
    const { send, entries, refused } = routeWith(async () => {
      throw new Error('must not be handled');
    });
    for (const answer of [
      await send(EVENT, signed(EVENT, 'whsec_another0123456789')),
      await send(EVENT.replace('pi_1', 'pi_2'), signed(EVENT)),
      await send(EVENT),
    ]) {
      expect(answer.status).toBe(400);
    }
    expect(refused()).toBe(3);
    const logged = JSON.stringify(entries);
    expect(logged).toContain('refused a Stripe event');
    expect(logged).not.toContain('SO-261201-123456');
  });

  it('answers 503 with Retry-After while the database or Stripe cannot be reached, so Stripe sends it again', async () => {
    for (const error of [new DatabaseUnavailableError(), new PaymentProviderUnavailable('StripeAPIError')]) {
      const { send } = routeWith(async () => {
        throw error;
      });
      const answer = await send(EVENT, signed(EVENT));
      expect(answer.status).toBe(503);
      expect(answer.headers.get('Retry-After')).toBe('30');
    }
  });
});

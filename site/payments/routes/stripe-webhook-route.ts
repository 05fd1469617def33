/**
 * `POST /api/payments/stripe`: Stripe's events about the orders' payments (docs/payments.md). Each is
 * verified with the SDK's own `stripe.webhooks.constructEvent` over the raw body and its Stripe-Signature
 * header (STRIPE_WEBHOOK_SECRET), then handled by site/payments/stripe-webhook.ts, which records each fact
 * once however often and in whatever order Stripe sends it. An app to mount only when card payments are on.
 *
 * Answers: 200 once handled (or ignored: another system's event), 400 for a missing or wrong signature
 * (logged without the body), 503 with Retry-After while the database or Stripe cannot be reached, so
 * Stripe sends the event again later, as it does for any answer but a 2xx.
 */
import { Hono } from 'hono';
import type Stripe from 'stripe';
import { ClientError, jsonResponse } from '../../http/client-error';
import { nodeRequest } from '../../http/node-request';
import { MAX_BODY_BYTES, readText } from '../../http/read-json';
import type { Logger } from '../../log/logger';
import { isDatabaseBusy } from '../../storage/database-busy';
import { PaymentProviderUnavailable } from '../payment-gateway';
import type { StripeEventOutcome } from '../stripe-webhook';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe';

export interface StripeWebhookDeps {
  /** The event, verified against the raw body and the signature header; throws when they do not match. */
  verify(raw: string, signature: string): Stripe.Event;
  handle(event: Stripe.Event): Promise<StripeEventOutcome>;
  log?: Logger;
  /** Told each event refused for its signature. */
  onRefused?(): void;
}

export function stripeWebhookRoute(deps: StripeWebhookDeps): Hono {
  const app = new Hono();
  app.post('/', async (c) => {
    const raw = await readText(c.req.raw, MAX_BODY_BYTES, nodeRequest(c));
    const signature = c.req.header('Stripe-Signature');
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error('no signature');
      event = deps.verify(raw, signature);
    } catch {
      // Whether a signature came only: the body names orders and cards, and the header is no one's business.
      deps.log?.warn('[payments] refused a Stripe event: bad or missing signature', {
        signature: signature ? 'present' : 'missing',
      });
      deps.onRefused?.();
      throw new ClientError(400, 'The Stripe-Signature header does not match this body');
    }
    try {
      const outcome = await deps.handle(event);
      return jsonResponse({ received: true, outcome });
    } catch (error) {
      if (!isDatabaseBusy(error) && !(error instanceof PaymentProviderUnavailable)) throw error;
      const message = 'The order database or Stripe cannot be reached; send the event again later';
      return jsonResponse({ statusCode: 503, message, errors: [] }, 503, { 'Retry-After': '30' });
    }
  });
  app.all('/', () => {
    throw new ClientError(405, 'Use POST with a Stripe event', undefined, { Allow: 'POST' });
  });
  return app;
}

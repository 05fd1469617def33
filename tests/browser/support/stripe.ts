/**
 * The Stripe stand-in (scripts/receivers/stripe-stand-in.ts) the card-payments site talks to, started once
 * for the whole run by global-setup.ts (servers.ts) in Playwright's own process, where its state lives. The
 * tests run in worker processes and read that state over HTTP from a reader beside it: what the stand-in
 * holds for one order (its `held()`: PaymentIntents, refunds, Checkout Sessions), once every webhook it
 * raised has been delivered.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type StripeStandIn, startStripeStandIn } from '../../../scripts/receivers/stripe-stand-in';

/** STRIPE_SECRET_KEY of the card-payments site: a test key, as the stand-in takes only those. */
export const STRIPE_KEY = 'sk_test_browsertests0123456789';
/** STRIPE_WEBHOOK_SECRET: the stand-in signs its events with it, the site checks them. */
export const STRIPE_WEBHOOK_SECRET = 'whsec_browsertests0123456789';
/** Where servers.ts tells the workers the reader is. */
const URL_VARIABLE = 'BROWSER_TEST_STRIPE';

type Held = ReturnType<StripeStandIn['held']>;
/** A PaymentIntent as the tests read it; `charge` is its metadata.charge ("off_session" or absent). */
export type HeldPaymentIntent = Held['paymentIntents'][number];
export type HeldRefund = Held['refunds'][number];
export type HeldCheckoutSession = Held['checkoutSessions'][number];

/** What the stand-in holds for one order (its `held()`), as the tests read it. */
export interface HeldForOrder {
  paymentIntents: HeldPaymentIntent[];
  refunds: HeldRefund[];
  checkoutSessions: HeldCheckoutSession[];
}

export interface StripeForTests {
  standIn: StripeStandIn;
  /** Where the tests read the state; handed to the workers by `shareStripe()`. */
  url: string;
  close(): Promise<void>;
}

export async function startStripe(): Promise<StripeForTests> {
  const standIn = await startStripeStandIn();
  const reader = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stripe-reader');
    const order = /^\/orders\/(SO-\d{6}-\d{6})$/.exec(url.pathname)?.[1];
    if (!order) {
      response.writeHead(404).end();
      return;
    }
    // What a webhook is still to do for the order is done before the answer.
    void standIn.idle().then(() => {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(standIn.held(order)));
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      reader.once('error', reject);
      reader.listen(0, '127.0.0.1', () => resolve());
    });
  } catch (error) {
    await standIn.close();
    throw error;
  }
  return {
    standIn,
    url: `http://127.0.0.1:${(reader.address() as AddressInfo).port}`,
    async close() {
      reader.closeAllConnections();
      await Promise.all([new Promise<void>((resolve) => reader.close(() => resolve())), standIn.close()]);
    },
  };
}

/** Hands the reader's address to the workers, which Playwright starts after the global setup. */
export function shareStripe(stripe: StripeForTests): void {
  process.env[URL_VARIABLE] = stripe.url;
}

/** The PaymentIntents, refunds and Checkout Sessions the stand-in holds for an order, in a test. */
export async function heldAtStripe(orderNumber: string): Promise<HeldForOrder> {
  const base = process.env[URL_VARIABLE];
  if (!base) throw new Error(`${URL_VARIABLE} is not set: the Stripe stand-in starts in tests/browser/global-setup.ts`);
  const response = await fetch(`${base}/orders/${orderNumber}`);
  if (!response.ok) throw new Error(`the Stripe stand-in's reader answered ${response.status}`);
  return (await response.json()) as HeldForOrder;
}

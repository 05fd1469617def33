/**
 * Card payments through Stripe, assembled once for the server (the composition root): the SDK, the
 * gateway over it, what the order's pages use, the payments outbox destination and the webhook's handling.
 */
import type Stripe from 'stripe';
import type { OrderEventSending, OrderEventStore } from '../order-life/record-order-event';
import { createOrderPayments, type OrderPayments } from './order-payments';
import type { PaymentGateway } from './payment-gateway';
import { createPaymentsDestination } from './payments-destination';
import { createStripeGateway, stripeClient } from './stripe-gateway';
import { handleStripeEvent, type StripeEventOutcome, verifiedStripeEvent } from './stripe-webhook';

/** Where Stripe Checkout's hosted pages are: the pages that post to them allow it in form-action. */
const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';

export interface CardPayments {
  gateway: PaymentGateway;
  orders: OrderPayments;
  destination: ReturnType<typeof createPaymentsDestination>;
  verify(raw: string, signature: string): Stripe.Event;
  handle(event: Stripe.Event): Promise<StripeEventOutcome>;
}

export function cardPayments(
  settings: { secretKey: string; webhookSecret: string; apiBase: URL | undefined },
  context: { store: OrderEventStore; sending: OrderEventSending; publicUrl: string; now?: () => number },
): CardPayments {
  const stripe = stripeClient(settings);
  const gateway = createStripeGateway(stripe);
  const { store, sending, now } = context;
  const orders = createOrderPayments({
    gateway,
    // A stand-in in tests serves its hosted pages from its own origin.
    checkoutOrigin: settings.apiBase ? settings.apiBase.origin : STRIPE_CHECKOUT_ORIGIN,
    publicUrl: context.publicUrl,
    store,
    sending,
    ...(now ? { now } : {}),
  });
  return {
    gateway,
    orders,
    destination: createPaymentsDestination({ gateway, store, sending, ...(now ? { now } : {}) }),
    verify: (raw, signature) => verifiedStripeEvent(stripe, raw, signature, settings.webhookSecret),
    handle: (event) => handleStripeEvent(event, { payments: orders, gateway, store, sending, ...(now ? { now } : {}) }),
  };
}

/**
 * The PaymentGateway over Stripe, with the `stripe` SDK: Checkout in `setup` mode saves a card and in
 * `payment` mode takes one (both hosted by Stripe, so no card field and no Stripe script is on our pages),
 * and an off-session PaymentIntent charges the saved card when a carrier is confirmed. Customers hold the
 * order number only, never a name or an address. Tests point the SDK at a stand-in with STRIPE_API_BASE.
 *
 * Nothing here is logged: an error becomes a reason code (a card's decline) or PaymentProviderUnavailable
 * with Stripe's error type, never a message, a card or a payment method object.
 */
import Stripe from 'stripe';
import {
  type ChargeResult,
  type CompletedSession,
  type PaymentGateway,
  PaymentProviderUnavailable,
  type ProviderRefund,
  type SavedCardFacts,
} from './payment-gateway';

/** The SDK, as configured: Stripe's API, or a stand-in on this machine in tests. */
export function stripeClient(settings: { secretKey: string; apiBase?: URL | undefined }): Stripe {
  const base = settings.apiBase;
  return new Stripe(settings.secretKey, {
    // One retry on a dropped connection, with the SDK's own idempotency key; the outbox retries the rest.
    maxNetworkRetries: 1,
    timeout: 10_000,
    appInfo: { name: 'ShipQuote' },
    ...(base ? { host: base.hostname, port: Number(base.port || 80), protocol: 'http' as const } : {}),
  });
}

const CURRENCY = 'usd';

/** The metadata `charge` of the PaymentIntents made without the customer. */
export const OFF_SESSION = 'off_session';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? undefined);

/** A Stripe error that says the provider, not the request, failed: worth trying again later. */
function unavailable(error: unknown): PaymentProviderUnavailable | undefined {
  if (!(error instanceof Stripe.errors.StripeError)) return undefined;
  // StripeIdempotencyError: another instance's request with the same key is still running (409); trying
  // again later gets its answer, or finds the ledger settled.
  const transient = [
    'StripeConnectionError',
    'StripeAPIError',
    'StripeRateLimitError',
    'StripeAuthenticationError',
    'StripeIdempotencyError',
  ];
  return transient.includes(error.type) ? new PaymentProviderUnavailable(error.type) : undefined;
}

/** Stripe has no object of the id asked for. */
const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/** Runs a call, turning the provider's own failures into PaymentProviderUnavailable. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw unavailable(error) ?? error;
  }
}

function cardOf(setupIntent: Stripe.SetupIntent): SavedCardFacts | undefined {
  const method = setupIntent.payment_method;
  const customer = idOf(setupIntent.customer as string | { id: string } | null);
  if (!method || typeof method === 'string' || !method.card || !customer) return undefined;
  return { customer, paymentMethod: method.id, brand: method.card.brand, last4: method.card.last4 };
}

export function createStripeGateway(stripe: Stripe): PaymentGateway {
  return {
    async customerFor(orderNumber) {
      const customer = await call(() =>
        stripe.customers.create(
          { metadata: { order_number: orderNumber } },
          { idempotencyKey: `shipquote-customer-${orderNumber}` },
        ),
      );
      return customer.id;
    },
    async setupPage({ orderNumber, customer, successUrl, cancelUrl }) {
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: 'setup',
          customer,
          currency: CURRENCY,
          success_url: successUrl,
          cancel_url: cancelUrl,
          metadata: { order_number: orderNumber },
          setup_intent_data: { metadata: { order_number: orderNumber } },
        }),
      );
      if (!session.url) throw new PaymentProviderUnavailable('no_session_url');
      return session.url;
    },
    async paymentPage({ orderNumber, amountCents, customer, successUrl, cancelUrl }) {
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: 'payment',
          ...(customer ? { customer } : {}),
          line_items: [
            {
              price_data: {
                currency: CURRENCY,
                unit_amount: amountCents,
                product_data: { name: `Vehicle shipping, order ${orderNumber}` },
              },
              quantity: 1,
            },
          ],
          payment_intent_data: { metadata: { order_number: orderNumber } },
          success_url: successUrl,
          cancel_url: cancelUrl,
          metadata: { order_number: orderNumber },
        }),
      );
      if (!session.url) throw new PaymentProviderUnavailable('no_session_url');
      return { session: session.id, url: session.url };
    },
    async openSessionUrl(sessionId) {
      try {
        const session = await call(() => stripe.checkout.sessions.retrieve(sessionId));
        return session.status === 'open' && session.url ? session.url : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async expireSession(sessionId) {
      try {
        await call(() => stripe.checkout.sessions.expire(sessionId));
      } catch (error) {
        // Paid, expired or gone already: it can no longer be paid either way.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw error;
      }
    },
    async completedSession(sessionId): Promise<CompletedSession> {
      let session: Stripe.Checkout.Session;
      try {
        session = await call(() =>
          stripe.checkout.sessions.retrieve(sessionId, {
            expand: ['setup_intent.payment_method', 'payment_intent.payment_method'],
          }),
        );
      } catch (error) {
        if (isMissing(error)) return { mode: 'unknown' };
        throw error;
      }
      const orderNumber = session.metadata?.order_number;
      if (!orderNumber || session.status !== 'complete') return { mode: 'none' };
      if (session.mode === 'setup' && session.setup_intent && typeof session.setup_intent !== 'string') {
        const card = cardOf(session.setup_intent);
        return card ? { mode: 'setup', orderNumber, card } : { mode: 'none' };
      }
      const paymentIntent = idOf(session.payment_intent);
      if (session.mode === 'payment' && session.payment_status === 'paid' && paymentIntent) {
        const method = typeof session.payment_intent === 'string' ? null : session.payment_intent?.payment_method;
        // The receipt names the card paid with; without it, it says "by card" and invents none.
        const card = method && typeof method !== 'string' && method.card ? method.card : undefined;
        return {
          mode: 'payment',
          orderNumber,
          paymentIntent,
          amountCents: session.amount_total ?? 0,
          ...(card ? { card: { brand: card.brand, last4: card.last4 } } : {}),
        };
      }
      return { mode: 'none' };
    },
    async charge({ orderNumber, customer, paymentMethod, amountCents, idempotencyKey }): Promise<ChargeResult> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: CURRENCY,
            customer,
            payment_method: paymentMethod,
            off_session: true,
            confirm: true,
            // The webhook tells this charge's failure from one on a hosted page, where the customer is present.
            metadata: { order_number: orderNumber, charge: OFF_SESSION },
          },
          { idempotencyKey },
        );
        if (intent.status === 'succeeded') return { outcome: 'paid', paymentIntent: intent.id };
        return { outcome: 'refused', reason: 'failed', paymentIntent: intent.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          const reason =
            error.code === 'authentication_required' || error.code === 'card_declined' ? error.code : 'failed';
          const paymentIntent = error.payment_intent?.id;
          return { outcome: 'refused', reason, ...(paymentIntent ? { paymentIntent } : {}) };
        }
        throw unavailable(error) ?? error;
      }
    },
    async refund({ paymentIntent, amountCents, orderNumber, idempotencyKey }) {
      const refund = await call(() =>
        stripe.refunds.create(
          { payment_intent: paymentIntent, amount: amountCents, metadata: { order_number: orderNumber } },
          { idempotencyKey },
        ),
      );
      return { refund: refund.id, amountCents: refund.amount };
    },
    async paymentsSince(sinceMs) {
      const payments: { paymentIntent: string; orderNumber?: string; amountCents: number }[] = [];
      await call(async () => {
        const listed = stripe.paymentIntents.list({ created: { gte: Math.floor(sinceMs / 1000) }, limit: 100 });
        for await (const intent of listed) {
          if (intent.status !== 'succeeded') continue;
          const orderNumber = intent.metadata?.order_number;
          payments.push({
            paymentIntent: intent.id,
            ...(orderNumber ? { orderNumber } : {}),
            amountCents: intent.amount_received || intent.amount,
          });
        }
      });
      return payments;
    },
    async refundsOf(paymentIntent) {
      const refunds: ProviderRefund[] = [];
      await call(async () => {
        for await (const refund of stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 })) {
          refunds.push({
            refund: refund.id,
            paymentIntent,
            amountCents: refund.amount,
            counts: refund.status === 'succeeded' || refund.status === 'pending',
          });
        }
      });
      return refunds;
    },
    async orderOfPaymentIntent(paymentIntent) {
      const intent = await call(() => stripe.paymentIntents.retrieve(paymentIntent));
      return intent.metadata?.order_number || undefined;
    },
    async deleteCustomer(customer) {
      try {
        await stripe.customers.del(customer);
      } catch (error) {
        // Deleted before (an erasure run twice): nothing is left to delete.
        if (isMissing(error)) return;
        throw unavailable(error) ?? error;
      }
    },
  };
}

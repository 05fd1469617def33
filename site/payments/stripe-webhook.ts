/**
 * What Stripe's events mean for an order, for POST /api/payments/stripe (site/payments/routes/stripe-webhook-route.ts):
 * a hosted page finished (a card saved, or a payment), a payment that went through or failed without the
 * customer, and a refund (ours, or one made in Stripe's dashboard). Each becomes the order's event under
 * an id made from Stripe's objects, the same id the page's return and the payments destination use, so an
 * event Stripe sends twice, late or out of order records each fact once and the payment state stays right.
 * Events of other orders or of other systems on the same Stripe account are answered and ignored.
 */
import type Stripe from 'stripe';
import { type OrderEventSending, type OrderEventStore, recordOrderEvent } from '../order-life/record-order-event';
import { type OrderPayments, paidEventId } from './order-payments';
import type { PaymentGateway } from './payment-gateway';
import { failedEventId } from './payments-destination';
import { recordProviderRefund } from './provider-refunds';
import { OFF_SESSION } from './stripe-gateway';

export interface StripeEventDeps {
  payments: OrderPayments;
  gateway: PaymentGateway;
  store: OrderEventStore;
  sending: OrderEventSending;
  now?: () => number;
}

/** The handled event types; Stripe's endpoint settings should send these and no others. */
export const HANDLED_STRIPE_EVENTS = [
  'checkout.session.completed',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
] as const;

export type StripeEventOutcome = 'recorded' | 'ignored';

/** The event, verified with the SDK against the raw body and its Stripe-Signature header; throws when it does not match. */
export function verifiedStripeEvent(stripe: Stripe, raw: string, signature: string, secret: string): Stripe.Event {
  return stripe.webhooks.constructEvent(raw, signature, secret);
}

const DUE_REASONS = ['card_declined', 'authentication_required'] as const;

export async function handleStripeEvent(event: Stripe.Event, deps: StripeEventDeps): Promise<StripeEventOutcome> {
  const now = deps.now ?? Date.now;
  const occurredAt = new Date(now()).toISOString();
  const record = async (input: Parameters<typeof recordOrderEvent>[1]): Promise<StripeEventOutcome> => {
    const result = await recordOrderEvent(deps.store, input, deps.sending);
    return result.outcome === 'unknown-order' ? 'ignored' : 'recorded';
  };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const orderNumber = session.metadata?.order_number;
      if (!orderNumber) return 'ignored';
      const done = await deps.payments.completeSession({ orderNumber, sessionId: session.id });
      return done === 'none' || done === 'unknown' ? 'ignored' : 'recorded';
    }
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      const orderNumber = intent.metadata?.order_number;
      if (!orderNumber) return 'ignored';
      return record({
        id: paidEventId(intent.id),
        orderNumber,
        type: 'order.paid',
        actor: 'customer',
        occurredAt,
        data: {
          amount_cents: intent.amount_received || intent.amount,
          by: 'card',
          // Our off-session charges are of the saved card; a hosted page's payment may be of another.
          saved_card: intent.metadata?.charge === OFF_SESSION,
          payment_intent: intent.id,
        },
      });
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const orderNumber = intent.metadata?.order_number;
      // A failure on a hosted page is the customer's to see there and try again; only ours is told.
      if (!orderNumber || intent.metadata?.charge !== OFF_SESSION) return 'ignored';
      const code = intent.last_payment_error?.code;
      return record({
        id: failedEventId(intent.id),
        orderNumber,
        type: 'payment.failed',
        actor: 'customer',
        occurredAt,
        data: {
          amount_cents: intent.amount,
          reason: DUE_REASONS.find((reason) => reason === code) ?? 'failed',
          payment_intent: intent.id,
        },
      });
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntent =
        typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (!paymentIntent) return 'ignored';
      const orderNumber = charge.metadata?.order_number || (await deps.gateway.orderOfPaymentIntent(paymentIntent));
      if (!orderNumber) return 'ignored';
      // The charge tells only the total refunded: each refund is read back, so a partial one made in the
      // dashboard and a later one are two facts, and one told again (by us, or by a repeated event) is one.
      let outcome: StripeEventOutcome = 'ignored';
      for (const refund of await deps.gateway.refundsOf(paymentIntent)) {
        if (!refund.counts) continue;
        const result = await recordProviderRefund(deps.store, deps.sending, {
          ...refund,
          orderNumber,
          reason: 'provider',
          at: occurredAt,
        });
        if (result.outcome !== 'unknown-order') outcome = 'recorded';
      }
      return outcome;
    }
    default:
      return 'ignored';
  }
}

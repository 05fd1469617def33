/**
 * Card payments as a destination of the registry: on with STRIPE_SECRET_KEY and its webhook secret. Besides
 * the payments outbox destination it gives the server what the order's pages, the Stripe webhook and the
 * retention job use (card-payments.ts).
 */
import type { BuiltDestination, DestinationModule } from '../notify/outbox/destination-module';
import { PAYMENTS_DESTINATION } from '../order-life/payment-rows';
import type { OrderEventSending, OrderEventStore } from '../order-life/record-order-event';
import { type CardPayments, cardPayments } from './card-payments';

type StripeSettings = Parameters<typeof cardPayments>[0];

export const paymentsModule: DestinationModule<
  { stripe?: StripeSettings },
  StripeSettings,
  { store: OrderEventStore; sending: OrderEventSending; publicUrl: string },
  BuiltDestination & { cards: CardPayments }
> = {
  name: PAYMENTS_DESTINATION,
  settings: (config) => config.stripe,
  create(settings, needs) {
    const cards = cardPayments(settings, needs);
    return { destination: cards.destination, cards };
  },
};

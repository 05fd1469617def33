/**
 * Card payments as the order's pages use them: the hosted page that saves a card, the one that pays what
 * is due, and reading a finished page back when the provider sends the customer to the order's page. What
 * a page did is recorded as the order's event (a card saved, the order paid) through the same code as the
 * provider's webhook, under ids made from the provider's own (the session, the payment), so the page and
 * the webhook, whichever comes first, record it once.
 */
import { orderLedger } from '../order-life/order-ledger';
import { type OrderEventSending, type OrderEventStore, recordOrderEvent } from '../order-life/record-order-event';
import type { PaymentGateway } from './payment-gateway';

export interface OrderPayments {
  /** The hosted pages' origin: a page whose form posts to one allows it in its CSP's form-action. */
  readonly checkoutOrigin: string;
  /** A hosted page that saves a card for the order; answers its address. */
  cardPage(request: { orderNumber: string; token: string; customer?: string }): Promise<string>;
  /** A hosted page that takes `amountCents` for the order; answers its address. */
  payPage(request: { orderNumber: string; token: string; amountCents: number; customer?: string }): Promise<string>;
  /**
   * Reads a finished hosted page back and records what it did; 'none' for one of another order, or
   * unfinished; 'unknown' when the provider has no such page.
   */
  completeSession(request: {
    orderNumber: string;
    sessionId: string;
  }): Promise<'card-saved' | 'paid' | 'none' | 'unknown'>;
}

export interface OrderPaymentsOptions {
  gateway: PaymentGateway;
  checkoutOrigin: string;
  /** PUBLIC_URL: where the provider sends the customer back. */
  publicUrl: string;
  store: OrderEventStore;
  sending: OrderEventSending;
  now?: () => number;
}

/** The placeholder Stripe fills in with the session's id when it sends the customer back. */
const SESSION_ID = '{CHECKOUT_SESSION_ID}';

/** The query parameter the order's page reads a finished hosted page's id from. */
export const CHECKOUT_PARAMETER = 'checkout';

/** Event ids made from the provider's: the same fact told by the page and by the webhook is one event. */
export const cardSavedEventId = (sessionId: string) => `stripe:card:${sessionId}`;
export const paidEventId = (paymentIntent: string) => `stripe:paid:${paymentIntent}`;
export const checkoutOpenedEventId = (sessionId: string) => `stripe:checkout-opened:${sessionId}`;
export const checkoutClosedEventId = (sessionId: string) => `stripe:checkout-closed:${sessionId}`;

export function createOrderPayments(options: OrderPaymentsOptions): OrderPayments {
  const now = options.now ?? Date.now;
  const orderPage = (token: string) => `${options.publicUrl}/booking/${encodeURIComponent(token)}`;
  const returnUrls = (token: string) => ({
    // Built by hand: URL would percent-encode the braces Stripe looks for.
    successUrl: `${orderPage(token)}?${CHECKOUT_PARAMETER}=${SESSION_ID}`,
    cancelUrl: orderPage(token),
  });
  return {
    checkoutOrigin: options.checkoutOrigin,
    async cardPage({ orderNumber, token, customer }) {
      return options.gateway.setupPage({
        orderNumber,
        customer: customer ?? (await options.gateway.customerFor(orderNumber)),
        ...returnUrls(token),
      });
    },
    async payPage({ orderNumber, token, amountCents, customer }) {
      // "Pay now" pressed again, in another tab or later, opens the page already open for the same amount:
      // one page, one payment. Any other is closed when the order is paid or cancelled (settling).
      const order = await options.store.orders.findByOrderNumber(orderNumber);
      const open = order ? orderLedger(await options.store.orderEvents.listByOrderId(order.id)).openCheckouts : [];
      for (const checkout of open.filter((candidate) => candidate.amountCents === amountCents).reverse()) {
        const url = await options.gateway.openSessionUrl(checkout.session);
        if (url) return url;
      }
      const page = await options.gateway.paymentPage({
        orderNumber,
        amountCents,
        ...(customer ? { customer } : {}),
        ...returnUrls(token),
      });
      await recordOrderEvent(
        options.store,
        {
          id: checkoutOpenedEventId(page.session),
          orderNumber,
          type: 'payment.checkout_opened',
          actor: 'customer',
          occurredAt: new Date(now()).toISOString(),
          data: { session: page.session, amount_cents: amountCents },
        },
        options.sending,
      );
      return page.url;
    },
    async completeSession({ orderNumber, sessionId }) {
      const session = await options.gateway.completedSession(sessionId);
      if (session.mode === 'unknown') return 'unknown';
      if (session.mode === 'none' || session.orderNumber !== orderNumber) return 'none';
      const occurredAt = new Date(now()).toISOString();
      if (session.mode === 'setup') {
        const { card } = session;
        await recordOrderEvent(
          options.store,
          {
            id: cardSavedEventId(sessionId),
            orderNumber,
            type: 'payment.card_saved',
            actor: 'customer',
            occurredAt,
            data: { customer: card.customer, payment_method: card.paymentMethod, brand: card.brand, last4: card.last4 },
          },
          options.sending,
        );
        return 'card-saved';
      }
      await recordOrderEvent(
        options.store,
        {
          id: paidEventId(session.paymentIntent),
          orderNumber,
          type: 'order.paid',
          actor: 'customer',
          occurredAt,
          data: {
            amount_cents: session.amountCents,
            by: 'card',
            saved_card: false,
            payment_intent: session.paymentIntent,
            session: sessionId,
            ...(session.card ? { card_brand: session.card.brand, card_last4: session.card.last4 } : {}),
          },
        },
        options.sending,
      );
      return 'paid';
    },
  };
}

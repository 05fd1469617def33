/**
 * What the site asks of its card payment provider, in its own terms (amounts in cents, USD): a customer
 * per order, a hosted page that saves a card or takes a payment, an off-session charge of the saved card,
 * a refund, and deleting a customer for an erasure. The Stripe implementation is stripe-gateway.ts; the
 * pages, the payments destination and the privacy requests see only this.
 */

/** A card saved through a hosted setup page, as the order keeps it: ids and what the page shows. */
export interface SavedCardFacts {
  customer: string;
  paymentMethod: string;
  brand: string;
  last4: string;
}

/** A finished hosted page, read back by its id. */
export type CompletedSession =
  | { mode: 'setup'; orderNumber: string; card: SavedCardFacts }
  | {
      mode: 'payment';
      orderNumber: string;
      paymentIntent: string;
      amountCents: number;
      /** The card paid with, for display, when the provider tells it. */
      card?: { brand: string; last4: string };
    }
  /** Not finished, not ours (no order number), or not paid. */
  | { mode: 'none' }
  /** The provider has no session of that id. */
  | { mode: 'unknown' };

/** A refund as the provider holds it. */
export interface ProviderRefund {
  refund: string;
  paymentIntent: string;
  amountCents: number;
  /** Only succeeded and pending refunds count; a failed or cancelled one gave nothing back. */
  counts: boolean;
}

/** What an off-session charge did. */
export type ChargeResult =
  | { outcome: 'paid'; paymentIntent: string }
  /** The card was refused: declined, or the bank asks the customer to confirm it themselves. */
  | { outcome: 'refused'; reason: 'card_declined' | 'authentication_required' | 'failed'; paymentIntent?: string };

export interface HostedPageRequest {
  orderNumber: string;
  /** Where the provider sends the customer back, absolute: after finishing, and after giving up. */
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentGateway {
  /** The order's customer at the provider: created once per order number, holding no personal data. */
  customerFor(orderNumber: string): Promise<string>;
  /** A hosted page that saves a card for `customer`; answers its address. */
  setupPage(request: HostedPageRequest & { customer: string }): Promise<string>;
  /** A hosted page that takes `amountCents` for the order; answers its session id and address. */
  paymentPage(
    request: HostedPageRequest & { amountCents: number; customer?: string },
  ): Promise<{ session: string; url: string }>;
  /** A hosted payment page's address while it can still be paid; undefined once paid, expired or unknown. */
  openSessionUrl(sessionId: string): Promise<string | undefined>;
  /** Closes a hosted page that can still be paid, so it never can be; one already closed is left as it is. */
  expireSession(sessionId: string): Promise<void>;
  /** What a hosted page ended with, read back from the provider (never from the browser). */
  completedSession(sessionId: string): Promise<CompletedSession>;
  /**
   * Charges the saved card without the customer. `idempotencyKey` makes a repeat (a retry, another
   * instance) answer the first charge rather than make a second.
   */
  charge(request: {
    orderNumber: string;
    customer: string;
    paymentMethod: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<ChargeResult>;
  /** Refunds `amountCents` of a payment; the key makes a repeat answer the first refund. */
  refund(request: {
    paymentIntent: string;
    amountCents: number;
    orderNumber: string;
    idempotencyKey: string;
  }): Promise<{ refund: string; amountCents: number }>;
  /** The payments that went through since `sinceMs` (ms since the epoch), with the order in their metadata. */
  paymentsSince(sinceMs: number): Promise<{ paymentIntent: string; orderNumber?: string; amountCents: number }[]>;
  /** Every refund of a payment, ours and those made in the provider's dashboard. */
  refundsOf(paymentIntent: string): Promise<ProviderRefund[]>;
  /** The order number a payment was made for, as it was made (its metadata); undefined for another's. */
  orderOfPaymentIntent(paymentIntent: string): Promise<string | undefined>;
  deleteCustomer(customer: string): Promise<void>;
}

/** The provider could not be reached or answered with an error of its own: worth trying again later. */
export class PaymentProviderUnavailable extends Error {
  constructor(readonly code: string) {
    super(`The payment provider is unavailable (${code})`);
    this.name = 'PaymentProviderUnavailable';
  }
}

/**
 * What an email outbox row holds: everything its email is written from, so the email destination renders
 * it when the row is sent, with the site's settings of that moment (the public origin, how long a price
 * holds). The row is written in the same transaction as the lead or the order it tells of.
 */
import type { InstantPrice } from '../../shared/api-types';
import type { CallbackWindow } from '../../shared/order-schema';
import type { Vehicle } from '../../shared/schema';
import type { OrderConfirmationInput } from './order-email-view';

/** The outbox's name for email rows; each event below is one kind of email. */
export const EMAIL_DESTINATION = 'email';
export const QUOTE_EMAIL_EVENT = 'quote.email';
export const ORDER_EMAIL_EVENT = 'order.email';
export const CALLBACK_EMAIL_EVENT = 'callback.email';

export interface QuoteEmailPayload {
  kind: 'quote';
  to: string;
  leadNumber: string;
  token: string;
  createdAt: string;
  firstName: string;
  origin: string;
  destination: string;
  shipDate: string;
  vehicles: Pick<Vehicle, 'year' | 'make' | 'model'>[];
  /** The price shown with the quote; null when an advisor prices it. */
  price: InstantPrice | null;
}

export interface OrderEmailPayload {
  kind: 'order-confirmation';
  to: string;
  /** The lead's booking token, for the link to the order; absent from rows written before the email had one. */
  token?: string;
  /** The link is made when the row is sent, from the site's public origin then. */
  order: Omit<OrderConfirmationInput, 'orderUrl'>;
}

/** The confirmation of a call-back request: the day and part of the day, in the broker's time zone. */
export interface CallbackEmailPayload {
  kind: 'callback';
  to: string;
  leadNumber: string;
  /** The quote's booking token: the email links back to its page. */
  token: string;
  firstName: string;
  preferredDate: string;
  timeWindow: CallbackWindow;
}

export type EmailPayload = QuoteEmailPayload | OrderEmailPayload | CallbackEmailPayload;

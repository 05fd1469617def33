/**
 * What the signing needs of the order store: one order and one call-back request per lead, found by the
 * lead's row id. The pages never see storage; the order's life (order-life/live-order.ts) extends this with
 * what happened to the order since, and the composition root implements it over the store.
 */
import type { CallbackWindow, Order } from '../../shared/order-schema';
import type { BookingLead } from '../booking/booking-view';
import type { AgreementRecord } from './agreement';
import type { AgreementStructure } from './agreement-document';
import type { OrderPrice } from './order-price';

/** An order as it was signed. */
export interface PlacedOrder {
  orderNumber: string;
  /** ISO timestamp, UTC: when it was signed. */
  createdAt: string;
  /** The name the customer typed to sign. */
  signedName: string;
  /** Both steps of the order form, validated. */
  details: Order;
  price: OrderPrice;
  /** The signed agreement's text, as hashed and mailed. */
  agreementText: string;
  /** What that text was made from, for the page. */
  agreement: AgreementStructure;
  /** The signed agreement's cancellation terms, word for word: free until a carrier is assigned, then the fee. */
  cancellationTerms: { free: string; fee: string };
}

/** The agreement made for one order number: its text and what is stored to prove it later. */
export interface SignedAgreement {
  text: string;
  structure: AgreementStructure;
  record: AgreementRecord;
}

export interface PlaceOrderInput {
  /** The lead the order is made from: the store's key, and the customer the confirmation goes to. */
  lead: BookingLead;
  /** The lead's booking token: the confirmation email links to the order with it. */
  token: string;
  details: Order;
  price: OrderPrice;
  /** ISO timestamp, UTC. */
  signedAt: string;
  /**
   * The agreement for the order number the store picks: the number is in the text, so the store,
   * which retries a number already taken, asks for the agreement once it has one.
   */
  agreementFor(orderNumber: string): SignedAgreement;
  /** Kept with the signature as evidence of who signed; never logged. */
  clientAddress: string;
  userAgent: string;
}

export interface CallbackRequest {
  /** ISO date the customer would like the call. */
  preferredDate: string;
  timeWindow: CallbackWindow;
  /** ISO timestamp, UTC. */
  requestedAt: string;
}

export interface OrderService {
  findOrder(leadId: number): Promise<PlacedOrder | undefined>;
  /** Places the lead's order; when it already has one, answers that one with `created: false`. */
  placeOrder(input: PlaceOrderInput): Promise<{ order: PlacedOrder; created: boolean }>;
  findCallback(leadId: number): Promise<CallbackRequest | undefined>;
  /**
   * Records the lead's call-back request; a second one keeps the first (`created: false`). The booking
   * token is the link its confirmation email leads back by.
   */
  requestCallback(input: { lead: BookingLead; bookingToken: string } & CallbackRequest): Promise<{ created: boolean }>;
}

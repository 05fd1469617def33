/**
 * The storage contract of orders and call-back requests, kept by the lead store beside the leads they
 * belong to (site/storage/lead-repository.ts: `orders`, `callbacks`). A lead has at most one order and at
 * most one call-back request: the database's UNIQUE lead_id settles it, so a second create (a double
 * click, a retried post, another instance at the same moment) answers the first with `created: false` and
 * writes nothing. A new order or request is committed with its outbox rows in one transaction, so what
 * is stored is always sent on.
 */
import type { Order } from '../../shared/order-schema';
import type { AgreementRecord } from '../booking/agreement';
import type { OrderPrice, UnpricedOrder } from '../booking/order-price';
import type { OrderEmailPayload } from '../email/email-payload';

/** The outbox event of a new order, for the CRM. */
export const ORDER_CREATED_EVENT = 'order.created';
/** The outbox event of a call-back request, for the CRM. */
export const CALLBACK_REQUESTED_EVENT = 'callback.requested';

/** The order's price as worked out when it was signed: the breakdown, or why an advisor prices it. */
export type StoredOrderPrice = OrderPrice | UnpricedOrder;

/** A signed order to store. */
export interface NewOrder {
  /** The lead's row id (StoredLead.id). */
  leadId: number;
  /** The name the customer typed to sign. */
  signedName: string;
  /** ISO 8601, UTC: when the consent box was ticked and the order posted. */
  consentAt: string;
  /** The address the signing post came from, as the server saw it; null when unknown. */
  clientAddress: string | null;
  userAgent: string | null;
  /** The validated order form (shared/order-schema.ts). */
  details: Order;
  price: StoredOrderPrice;
  /**
   * What is written with the order, made for the order number the store draws: the agreement names it,
   * and a number taken by another order is drawn again (order-number.ts), so the caller cannot know it
   * beforehand. Called inside the store's transaction, once per number drawn: it must be synchronous and
   * pure (no I/O, no clock).
   */
  documents(orderNumber: string): OrderDocuments;
}

export interface OrderDocuments {
  /** What was signed; its hash is kept in a column of its own too. */
  agreement: AgreementRecord;
  /** The CRM outbox row's payload (event ORDER_CREATED_EVENT). */
  crmPayload: object;
  /** The confirmation email's outbox row payload (event ORDER_EMAIL_EVENT); none is written without it. */
  confirmationEmail?: OrderEmailPayload;
}

/** An order as the database holds it. */
export interface StoredOrder {
  /** The row id; internal, never shown. */
  id: number;
  /** e.g. "SO-261125-482193" (order-number.ts). */
  orderNumber: string;
  leadId: number;
  /** ISO 8601, UTC. */
  createdAt: string;
  signedName: string;
  /** ISO 8601, UTC. */
  consentAt: string;
  clientAddress: string | null;
  userAgent: string | null;
  details: Order;
  price: StoredOrderPrice;
  agreement: AgreementRecord;
  /**
   * Erased (a privacy request or the retention period): the personal text of `details`, `agreement.data`
   * and `signedName` is blanked; the number, the price, the agreement's hash and template version stay.
   */
  anonymised: boolean;
}

export interface CreateOrderResult {
  order: StoredOrder;
  /** False when the lead had an order already: that one is returned and nothing was written. */
  created: boolean;
}

export interface OrderRepository {
  /** Stores the lead's one order with its outbox rows, or answers the order the lead already has. */
  create(order: NewOrder): Promise<CreateOrderResult>;
  findByLeadId(leadId: number): Promise<StoredOrder | undefined>;
  findByOrderNumber(orderNumber: string): Promise<StoredOrder | undefined>;
}

export const CALLBACK_TIME_WINDOWS = ['morning', 'afternoon', 'evening'] as const;
export type CallbackTimeWindow = (typeof CALLBACK_TIME_WINDOWS)[number];

/** A request to be called back about a lead. */
export interface NewCallbackRequest {
  leadId: number;
  /** ISO date (YYYY-MM-DD). */
  preferredDay: string;
  timeWindow: CallbackTimeWindow;
  clientAddress?: string | null;
  /** The CRM outbox row's payload (event CALLBACK_REQUESTED_EVENT), built by the caller. */
  crmPayload: object;
}

export interface StoredCallbackRequest {
  id: number;
  leadId: number;
  /** ISO 8601, UTC. */
  createdAt: string;
  preferredDay: string;
  timeWindow: CallbackTimeWindow;
  clientAddress: string | null;
}

export interface CreateCallbackResult {
  callback: StoredCallbackRequest;
  /** False when the lead had asked for a call back already: that request is returned, nothing written. */
  created: boolean;
}

export interface CallbackRepository {
  /** Stores the lead's one call-back request with its CRM outbox row, or answers the one it has. */
  create(request: NewCallbackRequest): Promise<CreateCallbackResult>;
  findByLeadId(leadId: number): Promise<StoredCallbackRequest | undefined>;
}

/**
 * The storage contract of orders and call-back requests, kept by the lead store beside the leads they
 * belong to (lead-repository.ts: `orders`, `callbacks`). A lead has at most one order and at most one
 * call-back request: the database's UNIQUE lead_id settles it, so a second create (a double click, a
 * retried post, another instance at the same moment) answers the first with `created: false` and writes
 * nothing. A new order or request is committed with the outbox rows it was handed in one transaction, so
 * what is stored is always sent on.
 */
import type { CallbackWindow, Order } from '../../shared/order-schema';
import type { ListedOrder, OrderListQuery, OrderSearch } from './order-listing';
import type { OutboxMessage } from './outbox-message';

/**
 * What was signed, as storage keeps it: the template version, the data the text is rendered from, and the
 * text's hash (kept in a column of its own too). The data's shape is the booking stage's.
 */
export interface StoredAgreement<Data = unknown> {
  templateVersion: number;
  data: Data;
  hash: string;
}

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
  /** The order's price as worked out when it was signed, kept as JSON. */
  price: unknown;
  /**
   * Signed with card payments on: the order is paid online, so its payment rows are written even by a
   * process that has no card provider of its own (the command line); the server's relay sends them.
   */
  cardPayments: boolean;
  /** A fresh order number for an order made at `createdAt`; called again when one drawn is taken. */
  draw(createdAt: Date): string;
  /**
   * What is written with the order, made for the order number drawn: the agreement names it, and a number
   * taken by another order is drawn again, so the caller cannot know it beforehand. Called inside the
   * store's transaction, once per number drawn: it must be synchronous and pure (no I/O, no clock).
   */
  documents(orderNumber: string): OrderDocuments;
}

export interface OrderDocuments {
  agreement: StoredAgreement;
  /** The outbox rows written with the new order. */
  outbox: OutboxMessage[];
}

/** An order as the database holds it; `Price` and `Agreement` are the booking stage's shapes. */
export interface StoredOrder<Price = unknown, Agreement extends StoredAgreement = StoredAgreement> {
  /** The row id; internal, never shown. */
  id: number;
  /** e.g. "SO-261125-482193". */
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
  price: Price;
  agreement: Agreement;
  /** Signed with card payments on (NewOrder.cardPayments). */
  cardPayments: boolean;
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
  /** Orders newest first, each with its lead's number, first name and route: at most `query.limit`. */
  list(query: OrderListQuery): Promise<ListedOrder[]>;
  /** The orders `search` finds, newest first, as `list` gives them: at most `limit`. Numbers match exactly. */
  search(search: OrderSearch, limit: number): Promise<ListedOrder[]>;
  /**
   * Runs `work` while no other work for the same order runs, in this instance or another on the same
   * data; the next waits. What the work does is the caller's.
   */
  exclusive<T>(orderNumber: string, work: () => Promise<T>): Promise<T>;
}

/** A request to be called back about a lead. */
export interface NewCallbackRequest {
  leadId: number;
  /** ISO date (YYYY-MM-DD). */
  preferredDay: string;
  timeWindow: CallbackWindow;
  clientAddress?: string | null;
  /** The outbox rows written with the new request. Synchronous and pure, as for an order. */
  outbox(request: StoredCallbackRequest): OutboxMessage[];
  /** The cap keys of those rows (OutboxMessage.cap), which the store locks before it counts them. */
  capKeys?: readonly string[];
}

export interface StoredCallbackRequest {
  id: number;
  leadId: number;
  /** ISO 8601, UTC. */
  createdAt: string;
  preferredDay: string;
  timeWindow: CallbackWindow;
  clientAddress: string | null;
}

export interface CreateCallbackResult {
  callback: StoredCallbackRequest;
  /** False when the lead had asked for a call back already: that request is returned, nothing written. */
  created: boolean;
}

export interface CallbackRepository {
  /** Stores the lead's one call-back request with its outbox rows, or answers the one it has. */
  create(request: NewCallbackRequest): Promise<CreateCallbackResult>;
  findByLeadId(leadId: number): Promise<StoredCallbackRequest | undefined>;
}

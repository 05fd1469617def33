/**
 * Orders as a list shows them, one row each with the lead they came from (order-repository.ts: `list`,
 * `search`): the few columns a line of a list needs, not the signed details and agreement, so a list of
 * many orders reads little. Both stores hand back the date as ISO text or a Date, and the reader takes both.
 */

/** Which orders to list, newest first. */
export interface OrderListQuery {
  /** Only orders of this status (the orders row's, kept by their events); every status when left out. */
  status?: string;
  /** ISO 8601: only orders made at or after this instant. */
  since?: string;
  /** At most this many rows. */
  limit: number;
}

/**
 * One way to find orders: by the order's number, the lead's number, the lead's email (ignoring case and
 * surrounding spaces), or the last four digits of the lead's phone number.
 */
export type OrderSearch = { orderNumber: string } | { leadNumber: string } | { email: string } | { phoneEnd: string };

export interface ListedOrder {
  /** The order's row id, for its events (OrderEventRepository.listByOrderId). */
  id: number;
  orderNumber: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** The orders row's status, as its events left it. */
  status: string;
  /** The order's price as it was handed to storage. */
  price: unknown;
  leadNumber: string;
  firstName: string;
  /** The lead's origin and destination, as it stored them. */
  origin: string;
  destination: string;
}

/** A row of the listing statements (statements/order-statements.ts: ORDER_LISTING). */
export interface ListedOrderRow {
  id: number;
  order_number: string;
  created_at: string | Date;
  status: string;
  price_json: string;
  lead_number: string;
  first_name: string;
  origin: string;
  destination: string;
}

export function toListedOrder(row: ListedOrderRow): ListedOrder {
  return {
    id: row.id,
    orderNumber: row.order_number,
    createdAt: typeof row.created_at === 'string' ? row.created_at : row.created_at.toISOString(),
    status: row.status,
    price: JSON.parse(row.price_json) as unknown,
    leadNumber: row.lead_number,
    firstName: row.first_name,
    origin: row.origin,
    destination: row.destination,
  };
}

/**
 * The statements of orders, call-back requests and order events that both stores run
 * (sqlite/sqlite-lead-writes.ts, sqlite/sqlite-order-events.ts and their PostgreSQL counterparts), written
 * once (statement.ts).
 */
import { NEW_ORDER_COLUMNS } from '../order-columns';
import { NEW_ORDER_EVENT_COLUMNS } from '../order-event-columns';
import type { OrderListQuery, OrderSearch } from '../order-listing';
import { parametersFor, type Statement, sql } from './statement';

/**
 * ON CONFLICT on the lead only: a second order of the lead inserts nothing (in PostgreSQL after waiting
 * for another instance's transaction holding the same lead to finish), while a taken number still raises.
 */
export const INSERT_ORDER = sql`
  INSERT INTO orders (${NEW_ORDER_COLUMNS.join(', ')})
  VALUES (${parametersFor(NEW_ORDER_COLUMNS)})
  ON CONFLICT (lead_id) DO NOTHING
  RETURNING *
`;

export const ORDER_BY_LEAD_ID = sql`SELECT * FROM orders WHERE lead_id = @leadId`;
export const ORDER_BY_NUMBER = sql`SELECT * FROM orders WHERE order_number = @orderNumber`;
export const COUNT_ORDERS_BY_STATUS = sql`SELECT status, count(*) AS n FROM orders GROUP BY status`;

/** What a line of a list of orders shows (order-listing.ts: ListedOrderRow), with the order's lead. */
const LISTED_ORDER = `
  SELECT orders.id, orders.order_number, orders.created_at, orders.status, orders.price_json,
    leads.lead_number, leads.first_name, leads.origin, leads.destination
  FROM orders JOIN leads ON leads.id = orders.lead_id
`;

/** Newest first; of two orders made in one instant, the later stored first. */
const NEWEST_FIRST = 'ORDER BY orders.created_at DESC, orders.id DESC';

/**
 * The empty status is every status, so one statement serves a query with or without one; the range on
 * created_at is served by orders_created_at (in SQLite because toISOString() text order is time order).
 */
export const LIST_ORDERS = sql`
  ${LISTED_ORDER}
  WHERE (CAST(@status AS TEXT) = '' OR orders.status = @status) AND orders.created_at >= @since
  ${NEWEST_FIRST}
  LIMIT @limit
`;

/** LIST_ORDERS' parameters: no start is the earliest instant. */
export function listOrdersParams(query: OrderListQuery): { status: string; since: string; limit: number } {
  return {
    status: query.status ?? '',
    since: query.since ?? new Date(0).toISOString(),
    limit: Math.max(0, Math.floor(query.limit)),
  };
}

const ORDERS_OF_ORDER_NUMBER = sql`${LISTED_ORDER} WHERE orders.order_number = @orderNumber`;
const ORDERS_OF_LEAD_NUMBER = sql`${LISTED_ORDER} WHERE leads.lead_number = @leadNumber`;
/** The expression is leads_email's, as in LEADS_BY_EMAIL (privacy-statements.ts), so the index serves it. */
const ORDERS_OF_EMAIL = sql`
  ${LISTED_ORDER} WHERE leads.email <> '' AND lower(trim(leads.email)) = @email ${NEWEST_FIRST} LIMIT @limit
`;

/**
 * The phone's digits: the form accepts only digits, spaces, brackets, dots, dashes and a leading plus
 * (shared/schema.ts), and SQLite has no regular expressions to drop the rest with.
 */
const PHONE_DIGITS = {
  sqlite:
    "replace(replace(replace(replace(replace(replace(leads.phone, ' ', ''), '(', ''), ')', ''), '.', ''), '-', ''), '+', '')",
  postgres: "regexp_replace(leads.phone, '[^0-9]', '', 'g')",
};

/** Every lead is read: the digits are worked out per row. An erased lead's empty phone ends in no digits. */
const ORDERS_OF_PHONE_END = sql`
  ${LISTED_ORDER} WHERE ${PHONE_DIGITS} LIKE @pattern ${NEWEST_FIRST} LIMIT @limit
`;

/** The statement and parameters that find the orders of `search`, at most `limit` of them. */
export function searchOrdersStatement(search: OrderSearch, limit: number): { statement: Statement; params: object } {
  if ('orderNumber' in search)
    return { statement: ORDERS_OF_ORDER_NUMBER, params: { orderNumber: search.orderNumber } };
  if ('leadNumber' in search) return { statement: ORDERS_OF_LEAD_NUMBER, params: { leadNumber: search.leadNumber } };
  if ('email' in search) {
    return { statement: ORDERS_OF_EMAIL, params: { email: search.email.trim().toLowerCase(), limit } };
  }
  // Digits only, so nothing in the pattern is a wildcard but the one put there. No digits would match
  // every phone: a dash, which the digits never hold, matches none.
  const digits = search.phoneEnd.replace(/\D/g, '');
  return { statement: ORDERS_OF_PHONE_END, params: { pattern: digits === '' ? '-' : `%${digits}`, limit } };
}

export const INSERT_CALLBACK = sql`
  INSERT INTO callback_requests (lead_id, created_at, preferred_day, time_window, client_address)
  VALUES (@lead_id, @created_at, @preferred_day, @time_window, @client_address)
  ON CONFLICT (lead_id) DO NOTHING
  RETURNING *
`;

export const CALLBACK_BY_LEAD_ID = sql`SELECT * FROM callback_requests WHERE lead_id = @leadId`;

export const ORDER_EVENT_BY_ID = sql`SELECT * FROM order_events WHERE id = @id`;
export const ORDER_EVENTS_OF_ORDER = sql`SELECT * FROM order_events WHERE order_id = @orderId ORDER BY seq`;

/**
 * SQLite appends inside an IMMEDIATE transaction that has already looked the id up, so the insert cannot
 * clash. PostgreSQL instances can race between that look-up and the insert: the id's UNIQUE settles it,
 * and no row returned means the other append won.
 */
export const INSERT_ORDER_EVENT = sql`
  INSERT INTO order_events (${NEW_ORDER_EVENT_COLUMNS.join(', ')})
  VALUES (${parametersFor(NEW_ORDER_EVENT_COLUMNS)})
  ${{ sqlite: '', postgres: 'ON CONFLICT (id) DO NOTHING RETURNING *' }}
`;

/** The order's lead comes back, for the event's outbox rows (PostgreSQL read it already, locking the order). */
export const SET_ORDER_STATUS = sql`UPDATE orders SET status = @status WHERE id = @orderId RETURNING lead_id`;

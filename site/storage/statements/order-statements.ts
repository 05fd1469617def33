/**
 * The statements of orders, call-back requests and order events that both stores run
 * (sqlite/sqlite-lead-writes.ts, sqlite/sqlite-order-events.ts and their PostgreSQL counterparts), written
 * once (statement.ts).
 */
import { NEW_ORDER_COLUMNS } from '../order-columns';
import { NEW_ORDER_EVENT_COLUMNS } from '../order-event-columns';
import { parametersFor, sql } from './statement';

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

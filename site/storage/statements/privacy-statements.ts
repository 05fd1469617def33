/**
 * The privacy and retention statements both stores run (sqlite/sqlite-lead-repository.ts,
 * sqlite/sqlite-anonymiser.ts, postgres/postgres-privacy.ts), written once (statement.ts). What is blanked
 * and why: lead-anonymiser.ts, order-anonymiser.ts, order-event-anonymiser.ts. Statements over a list of
 * leads stay each store's own: SQLite runs one per lead, PostgreSQL one for an array of them.
 */
import { NOT_ANONYMISED } from '../lead-anonymiser';
import { sql } from './statement';

/**
 * The form trims but keeps case; a person writing in need not remember how they typed it. The expression
 * is leads_email's, so the index serves it (lower() folds ASCII only in SQLite, which is every address the
 * form accepts; PostgreSQL reads trim() as the btrim() of its index).
 */
export const LEADS_BY_EMAIL = sql`
  SELECT * FROM leads WHERE email <> '' AND lower(trim(email)) = @email ORDER BY id
`;

/**
 * Leads due for anonymising: a lead without an order by its own date, one with an order by the order's. A
 * null cutoff compares as unknown, so no lead without an order is due. created_at is always toISOString()
 * in SQLite (lead-columns.ts), so text order is time order and the index serves it.
 */
export const DUE_FOR_ANONYMISING = sql`
  SELECT leads.id FROM leads LEFT JOIN orders ON orders.lead_id = leads.id
  WHERE (orders.id IS NULL AND leads.created_at < @cutoff AND ${NOT_ANONYMISED})
     OR (orders.id IS NOT NULL AND orders.created_at < @orderCutoff AND NOT orders.anonymised)
  ORDER BY leads.id
`;

/** An order's columns as anonymisedOrderColumns (order-anonymiser.ts) gives them, and its flag. */
export const BLANK_ORDER = sql`
  UPDATE orders SET signed_name = @signed_name, client_address = @client_address, user_agent = @user_agent,
    details_json = @details_json, price_json = @price_json, agreement_json = @agreement_json, anonymised = TRUE
  WHERE id = @id
`;

export const EVENT_DATA_OF_ORDER = sql`SELECT seq, data_json FROM order_events WHERE order_id = @orderId`;
export const SET_EVENT_DATA = sql`UPDATE order_events SET data_json = @data WHERE seq = @seq`;

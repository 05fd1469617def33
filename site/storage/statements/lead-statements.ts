/**
 * The statements of leads and their outbox rows that both stores run (sqlite/sqlite-lead-writes.ts,
 * postgres/postgres-lead-writes.ts, and each store's repository), written once (statement.ts).
 */
import { NEW_LEAD_COLUMNS } from '../lead-columns';
import { parametersFor, sql } from './statement';

export const LEAD_BY_TOKEN = sql`SELECT * FROM leads WHERE token = @token`;
export const LEAD_BY_NUMBER = sql`SELECT * FROM leads WHERE lead_number = @leadNumber`;
export const LEAD_BY_ID = sql`SELECT * FROM leads WHERE id = @id`;
export const LEAD_BY_IDEMPOTENCY_KEY = sql`SELECT * FROM leads WHERE idempotency_key = @key`;
export const COUNT_LEADS = sql`SELECT count(*) AS n FROM leads`;

/**
 * SQLite: ON CONFLICT on the idempotency key only, so a repeated submit inserts nothing and returns no row,
 * while a clash of a generated lead number or token still raises, to be drawn again (a failed statement is
 * undone on its own there).
 * PostgreSQL: ON CONFLICT on every UNIQUE column (the idempotency key, and the lead number and token we
 * draw): a clash inserts nothing, after waiting for a transaction of another instance that holds the same
 * value to finish, and raises no error. An error would abort the transaction, and a savepoint around every
 * insert to survive one would cost two more round trips a lead, inside a batch written one statement after
 * another.
 */
export const INSERT_LEAD = sql`
  INSERT INTO leads (${NEW_LEAD_COLUMNS.join(', ')})
  VALUES (${parametersFor(NEW_LEAD_COLUMNS)})
  ${{ sqlite: 'ON CONFLICT (idempotency_key) DO NOTHING', postgres: 'ON CONFLICT DO NOTHING' }}
  RETURNING *
`;

const OUTBOX_ROW = `
  INSERT INTO outbox (lead_id, destination, event, payload_json, idempotency_key, cap_key, attempts, next_attempt_at, created_at)
  VALUES (@leadId, @destination, @event, @payloadJson, @idempotencyKey, @capKey, 0, @createdAt, @createdAt)
`;

/** A row due at once (its first attempt is at its creation). */
export const INSERT_OUTBOX = sql`${OUTBOX_ROW}`;

/** The same, but nothing is written where the lead has a row of that event for that destination already. */
export const INSERT_OUTBOX_ONCE = sql`${OUTBOX_ROW} ON CONFLICT DO NOTHING`;

/** The partial index outbox_capped serves it. */
export const COUNT_CAPPED = sql`
  SELECT count(*) AS n FROM outbox
  WHERE cap_key = @key AND created_at > @after AND created_at <= @until
`;

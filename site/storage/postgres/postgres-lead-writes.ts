/** The statements of lead creation (lead-writes.ts) in PostgreSQL, on the connection of one transaction. */
import { type LeadRow, NEW_LEAD_COLUMNS, toStoredLead } from '../lead-columns';
import type { LeadWrites } from '../lead-writes';
import { type CallbackRow, NEW_ORDER_COLUMNS, type OrderRow, toStoredCallback, toStoredOrder } from '../order-columns';
import type { PostgresClient } from './postgres-pool';

function isOrderNumberCollision(error: unknown): boolean {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'orders_order_number_key';
}

// ON CONFLICT on every UNIQUE column (the idempotency key, and the lead number and token we draw): a clash
// inserts nothing, after waiting for a transaction of another instance that holds the same value to finish,
// and raises no error. An error would abort the transaction, and a savepoint around every insert to survive
// one would cost two more round trips a lead, inside a batch written one statement after another.
const INSERT_LEAD = `
  INSERT INTO leads (${NEW_LEAD_COLUMNS.join(', ')})
  VALUES (${NEW_LEAD_COLUMNS.map((_, index) => `$${index + 1}`).join(', ')})
  ON CONFLICT DO NOTHING
  RETURNING *
`;

const KEY_HELD = 'SELECT 1 FROM leads WHERE idempotency_key = $1';

const INSERT_OUTBOX = `
  INSERT INTO outbox (lead_id, destination, event, payload_json, idempotency_key, cap_key, attempts, next_attempt_at, created_at)
  VALUES ($1, $2, $3, $4, $5, $6, 0, $7, $7)
`;

// outbox_capped serves it. Exact across instances because the transaction holds the key's advisory lock
// (postgres-cap-locks.ts): a writer of the same key counts only after the one before it committed.
const COUNT_CAPPED = `
  SELECT count(*) AS n FROM outbox
  WHERE cap_key = $1 AND created_at > $2 AND created_at <= $3
`;

// ON CONFLICT on the lead only: a second order of the lead inserts nothing (after waiting for another
// instance's transaction holding the same lead to finish), while a taken order number still raises.
const INSERT_ORDER = `
  INSERT INTO orders (${NEW_ORDER_COLUMNS.join(', ')})
  VALUES (${NEW_ORDER_COLUMNS.map((_, index) => `$${index + 1}`).join(', ')})
  ON CONFLICT (lead_id) DO NOTHING
  RETURNING *
`;

const INSERT_CALLBACK = `
  INSERT INTO callback_requests (lead_id, created_at, preferred_day, time_window, client_address)
  VALUES ($1, $2, $3, $4, $5)
  ON CONFLICT (lead_id) DO NOTHING
  RETURNING *
`;

/** Errors reach the steps already translated: the client is PostgresConnections.transaction's. */
export function postgresLeadWrites(client: PostgresClient): LeadWrites<'async'> {
  return {
    async insertLead(row) {
      const { rows } = await client.query<LeadRow>(
        INSERT_LEAD,
        NEW_LEAD_COLUMNS.map((column) => row[column]),
      );
      if (rows[0]) return { inserted: toStoredLead(rows[0]) };
      // Nothing inserted: a repeated submit when its key is held (read committed: this new statement sees a
      // row another transaction committed first), else a drawn lead number or token that is taken.
      const held = await client.query(KEY_HELD, [row.idempotency_key]);
      return held.rows.length > 0 ? { taken: 'idempotency-key' } : { taken: 'lead-number' };
    },
    async leadByIdempotencyKey(key) {
      // Read committed: the row another transaction committed first is visible to this new statement.
      const { rows } = await client.query<LeadRow>('SELECT * FROM leads WHERE idempotency_key = $1', [key]);
      return rows[0] && { lead: toStoredLead(rows[0]), submissionHash: rows[0].submission_hash };
    },
    async insertOutbox(row) {
      await client.query(INSERT_OUTBOX, [
        row.leadId,
        row.destination,
        row.event,
        row.payloadJson,
        row.idempotencyKey,
        row.capKey,
        row.createdAt,
      ]);
    },
    async countCapped(query) {
      const { rows } = await client.query<{ n: string }>(COUNT_CAPPED, [query.key, query.after, query.until]);
      return Number(rows[0]?.n ?? 0);
    },
    async insertOrder(row) {
      // A failed statement aborts a PostgreSQL transaction: the attempt has a savepoint of its own, so a
      // taken order number can be drawn again. Orders are few; leads avoid the savepoint (INSERT_LEAD).
      await client.query('SAVEPOINT order_attempt');
      try {
        const { rows } = await client.query<OrderRow>(
          INSERT_ORDER,
          NEW_ORDER_COLUMNS.map((column) => row[column]),
        );
        await client.query('RELEASE SAVEPOINT order_attempt');
        return rows[0] ? { inserted: toStoredOrder(rows[0]) } : { taken: 'lead' };
      } catch (error) {
        if (!isOrderNumberCollision(error)) throw error;
        await client.query('ROLLBACK TO SAVEPOINT order_attempt');
        await client.query('RELEASE SAVEPOINT order_attempt');
        return { taken: 'order-number' };
      }
    },
    async orderByLeadId(leadId) {
      const { rows } = await client.query<OrderRow>('SELECT * FROM orders WHERE lead_id = $1', [leadId]);
      return rows[0] && toStoredOrder(rows[0]);
    },
    async insertCallback(row) {
      const { rows } = await client.query<CallbackRow>(INSERT_CALLBACK, [
        row.lead_id,
        row.created_at,
        row.preferred_day,
        row.time_window,
        row.client_address,
      ]);
      return rows[0] && toStoredCallback(rows[0]);
    },
    async callbackByLeadId(leadId) {
      const { rows } = await client.query<CallbackRow>('SELECT * FROM callback_requests WHERE lead_id = $1', [leadId]);
      return rows[0] && toStoredCallback(rows[0]);
    },
  };
}

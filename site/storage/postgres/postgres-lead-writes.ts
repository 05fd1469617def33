/** The statements of lead creation (lead-writes.ts) in PostgreSQL, on the connection of one transaction. */
import { type LeadRow, NEW_LEAD_COLUMNS, toStoredLead } from '../lead-columns';
import type { LeadWrites } from '../lead-writes';
import { type CallbackRow, NEW_ORDER_COLUMNS, type OrderRow, toStoredCallback, toStoredOrder } from '../order-columns';
import type { PostgresClient } from './postgres-pool';

/** The UNIQUE constraints on values we generate: a clash with another lead means "draw again". */
const GENERATED_VALUE_CONSTRAINTS = new Set(['leads_lead_number_key', 'leads_token_key']);

function isGeneratedValueCollision(error: unknown): boolean {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' && GENERATED_VALUE_CONSTRAINTS.has(constraint);
}

function isOrderNumberCollision(error: unknown): boolean {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'orders_order_number_key';
}

// ON CONFLICT on the idempotency key only: a repeated submit inserts nothing (after waiting for a
// transaction of another instance that holds the same key to finish), while a clash of a generated lead
// number or token still raises, to be drawn again.
const INSERT_LEAD = `
  INSERT INTO leads (${NEW_LEAD_COLUMNS.join(', ')})
  VALUES (${NEW_LEAD_COLUMNS.map((_, index) => `$${index + 1}`).join(', ')})
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING *
`;

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
    async savepoint() {
      await client.query('SAVEPOINT lead');
    },
    async release() {
      await client.query('RELEASE SAVEPOINT lead');
    },
    async rollbackToSavepoint() {
      await client.query('ROLLBACK TO SAVEPOINT lead');
      await client.query('RELEASE SAVEPOINT lead');
    },
    async insertLead(row) {
      // A failed statement aborts a PostgreSQL transaction: the attempt has a savepoint of its own, so a
      // taken lead number can be drawn again in the same transaction.
      await client.query('SAVEPOINT lead_attempt');
      try {
        const { rows } = await client.query<LeadRow>(
          INSERT_LEAD,
          NEW_LEAD_COLUMNS.map((column) => row[column]),
        );
        await client.query('RELEASE SAVEPOINT lead_attempt');
        return rows[0] ? { inserted: toStoredLead(rows[0]) } : { taken: 'idempotency-key' };
      } catch (error) {
        if (!isGeneratedValueCollision(error)) throw error;
        await client.query('ROLLBACK TO SAVEPOINT lead_attempt');
        await client.query('RELEASE SAVEPOINT lead_attempt');
        return { taken: 'lead-number' };
      }
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
      // As for a lead: the attempt has a savepoint, so a taken order number can be drawn again.
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

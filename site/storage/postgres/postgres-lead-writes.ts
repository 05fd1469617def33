/** The statements of lead creation (lead-writes.ts) in PostgreSQL, on the connection of one transaction. */
import { type LeadRow, toStoredLead } from '../lead-columns';
import type { LeadWrites } from '../lead-writes';
import { type CallbackRow, type OrderRow, toStoredCallback, toStoredOrder } from '../order-columns';
import { COUNT_CAPPED, INSERT_LEAD, INSERT_OUTBOX, LEAD_BY_IDEMPOTENCY_KEY } from '../statements/lead-statements';
import { CALLBACK_BY_LEAD_ID, INSERT_CALLBACK, INSERT_ORDER, ORDER_BY_LEAD_ID } from '../statements/order-statements';
import type { PostgresClient } from './postgres-pool';
import { runStatement } from './postgres-statement';

function isOrderNumberCollision(error: unknown): boolean {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'orders_order_number_key';
}

const KEY_HELD = 'SELECT 1 FROM leads WHERE idempotency_key = $1';

/** Errors reach the steps already translated: the client is PostgresConnections.transaction's. */
export function postgresLeadWrites(client: PostgresClient): LeadWrites<'async'> {
  return {
    async insertLead(row) {
      // No error on any clash (INSERT_LEAD): one would abort the transaction, and the batch with it.
      const { rows } = await runStatement<LeadRow>(client, INSERT_LEAD, row);
      if (rows[0]) return { inserted: toStoredLead(rows[0]) };
      // Nothing inserted: a repeated submit when its key is held (read committed: this new statement sees a
      // row another transaction committed first), else a drawn lead number or token that is taken.
      const held = await client.query(KEY_HELD, [row.idempotency_key]);
      return held.rows.length > 0 ? { taken: 'idempotency-key' } : { taken: 'lead-number' };
    },
    async leadByIdempotencyKey(key) {
      // Read committed: the row another transaction committed first is visible to this new statement.
      const { rows } = await runStatement<LeadRow>(client, LEAD_BY_IDEMPOTENCY_KEY, { key });
      return rows[0] && { lead: toStoredLead(rows[0]), submissionHash: rows[0].submission_hash };
    },
    async insertOutbox(row) {
      await runStatement(client, INSERT_OUTBOX, row);
    },
    async countCapped(query) {
      // Exact across instances because the transaction holds the key's advisory lock (postgres-cap-locks.ts):
      // a writer of the same key counts only after the one before it committed.
      const { rows } = await runStatement<{ n: string }>(client, COUNT_CAPPED, query);
      return Number(rows[0]?.n ?? 0);
    },
    async insertOrder(row) {
      // A failed statement aborts a PostgreSQL transaction: the attempt has a savepoint of its own, so a
      // taken order number can be drawn again. Orders are few; leads avoid the savepoint (INSERT_LEAD).
      await client.query('SAVEPOINT order_attempt');
      try {
        const { rows } = await runStatement<OrderRow>(client, INSERT_ORDER, row);
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
      const { rows } = await runStatement<OrderRow>(client, ORDER_BY_LEAD_ID, { leadId });
      return rows[0] && toStoredOrder(rows[0]);
    },
    async insertCallback(row) {
      const { rows } = await runStatement<CallbackRow>(client, INSERT_CALLBACK, row);
      return rows[0] && toStoredCallback(rows[0]);
    },
    async callbackByLeadId(leadId) {
      const { rows } = await runStatement<CallbackRow>(client, CALLBACK_BY_LEAD_ID, { leadId });
      return rows[0] && toStoredCallback(rows[0]);
    },
  };
}

/** The statements of lead creation (lead-writes.ts) in PostgreSQL, on the connection of one transaction. */
import { type LeadRow, NEW_LEAD_COLUMNS, toStoredLead } from '../lead-columns';
import type { LeadWrites } from '../lead-writes';
import type { PostgresClient } from './postgres-pool';

/** The UNIQUE constraints on values we generate: a clash with another lead means "draw again". */
const GENERATED_VALUE_CONSTRAINTS = new Set(['leads_lead_number_key', 'leads_token_key']);

function isGeneratedValueCollision(error: unknown): boolean {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' && GENERATED_VALUE_CONSTRAINTS.has(constraint);
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
  INSERT INTO outbox (lead_id, event, payload_json, idempotency_key, attempts, next_attempt_at, created_at)
  VALUES ($1, $2, $3, $4, 0, $5, $5)
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
      await client.query(INSERT_OUTBOX, [row.leadId, row.event, row.payloadJson, row.idempotencyKey, row.createdAt]);
    },
  };
}

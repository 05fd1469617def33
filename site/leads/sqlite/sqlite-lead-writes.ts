/** The statements of lead creation (lead-writes.ts) in SQLite, on one connection, inside its transaction. */
import type { Database } from 'better-sqlite3';
import { type LeadRow, NEW_LEAD_COLUMNS, type NewLeadRow, toStoredLead } from '../lead-columns';
import type { LeadWrites, NewOutboxRow } from '../lead-writes';
import { withStorageErrors } from './sqlite-errors';

/** A UNIQUE violation on a column whose value we generated (not the idempotency key): draw another. */
function isGeneratedValueCollision(error: unknown): boolean {
  if (!(error instanceof Error) || (error as { code?: unknown }).code !== 'SQLITE_CONSTRAINT_UNIQUE') return false;
  return /leads\.(lead_number|token)\b/.test(error.message);
}

// ON CONFLICT on the idempotency key only: a repeated submit inserts nothing and returns no row, while a
// clash of a generated lead number or token still raises, to be drawn again.
const INSERT_LEAD = `
  INSERT INTO leads (${NEW_LEAD_COLUMNS.join(', ')})
  VALUES (${NEW_LEAD_COLUMNS.map((column) => `@${column}`).join(', ')})
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING *
`;

const INSERT_OUTBOX = `
  INSERT INTO outbox (lead_id, event, payload_json, idempotency_key, attempts, next_attempt_at, created_at)
  VALUES (@leadId, @event, @payloadJson, @idempotencyKey, 0, @createdAt, @createdAt)
`;

type SqliteNewLeadRow = Omit<NewLeadRow, 'flagged'> & { flagged: 0 | 1 };

export function sqliteLeadWrites(db: Database): LeadWrites<'sync'> {
  const insertLead = db.prepare<[SqliteNewLeadRow], LeadRow>(INSERT_LEAD);
  const byKey = db.prepare<[string], LeadRow>('SELECT * FROM leads WHERE idempotency_key = ?');
  const insertOutbox = db.prepare<[NewOutboxRow]>(INSERT_OUTBOX);
  return withStorageErrors<LeadWrites<'sync'>>({
    savepoint() {
      db.exec('SAVEPOINT lead');
    },
    release() {
      db.exec('RELEASE SAVEPOINT lead');
    },
    rollbackToSavepoint() {
      db.exec('ROLLBACK TO SAVEPOINT lead');
      db.exec('RELEASE SAVEPOINT lead');
    },
    insertLead(row) {
      try {
        // A failed statement is undone on its own; the transaction goes on with a fresh number.
        const inserted = insertLead.get({ ...row, flagged: row.flagged ? 1 : 0 });
        return inserted ? { inserted: toStoredLead(inserted) } : { taken: 'idempotency-key' };
      } catch (error) {
        if (isGeneratedValueCollision(error)) return { taken: 'lead-number' };
        throw error;
      }
    },
    leadByIdempotencyKey(key) {
      // Inside an IMMEDIATE transaction the row another connection committed first is visible here.
      const row = byKey.get(key);
      return row && { lead: toStoredLead(row), submissionHash: row.submission_hash };
    },
    insertOutbox(row) {
      insertOutbox.run(row);
    },
  });
}

/**
 * The CRM outbox in SQLite. A claim pushes its rows' next_attempt_at to the lease's end inside one
 * IMMEDIATE transaction: a second forwarder (another process on the same file) cannot take the same rows,
 * and the rows of a process that dies mid-request become due again when the lease ends.
 */
import type { Database } from 'better-sqlite3';
import type { OutboxRepository, OutboxRow } from '../lead-repository';

/**
 * The rows a claim takes: pending, due, after the run's cursor, in id order. The partial index
 * outbox_pending (migrations.ts) serves exactly this, so a claim reads the pending rows only, however many
 * delivered rows the table holds.
 */
export const SELECT_DUE_ROWS_SQL = `
  SELECT o.id, o.event, o.payload_json, o.attempts, l.lead_number
  FROM outbox o JOIN leads l ON l.id = o.lead_id
  WHERE o.delivered_at IS NULL AND o.next_attempt_at <= ? AND o.id > ?
  ORDER BY o.id LIMIT ?
`;

export function createSqliteOutbox(db: Database): OutboxRepository {
  const selectDue = db.prepare<[string, number, number], OutboxRow>(SELECT_DUE_ROWS_SQL);
  const markClaimed = db.prepare<[string, string, number]>(
    'UPDATE outbox SET attempts = attempts + 1, last_attempt_at = ?, next_attempt_at = ? WHERE id = ?',
  );
  const markDelivered = db.prepare<[string, number]>(
    'UPDATE outbox SET delivered_at = ?, last_error = NULL WHERE id = ?',
  );
  const markFailed = db.prepare<[string, string, number]>(
    'UPDATE outbox SET last_error = ?, next_attempt_at = ? WHERE id = ?',
  );
  const earliestPending = db.prepare<[], { next: string | null }>(
    'SELECT min(next_attempt_at) AS next FROM outbox WHERE delivered_at IS NULL',
  );
  // `delivered_at < ?` implies `delivered_at IS NOT NULL`, so SQLite finds the rows through the partial
  // index outbox_delivered without reading the rest of the table.
  const deleteChunk = db.prepare<[string, number]>(`
    DELETE FROM outbox WHERE id IN (
      SELECT id FROM outbox WHERE delivered_at < ? ORDER BY delivered_at LIMIT ?
    )
  `);

  const claim = db.transaction((afterId: number, limit: number, at: string, leaseEnds: string): OutboxRow[] => {
    const rows = selectDue.all(at, afterId, limit);
    for (const row of rows) markClaimed.run(at, leaseEnds, row.id);
    return rows.map((row) => ({ ...row, attempts: row.attempts + 1 }));
  });

  return {
    async claim({ afterId, limit, now, leaseUntil }) {
      return claim.immediate(afterId, limit, now.toISOString(), leaseUntil.toISOString());
    },
    async markDelivered(id, at) {
      markDelivered.run(at.toISOString(), id);
    },
    async markFailed(id, error, retryAt) {
      markFailed.run(error, retryAt.toISOString(), id);
    },
    async earliestPending() {
      const next = earliestPending.get()?.next;
      return next ? new Date(next) : undefined;
    },
    async purgeDelivered(before, limit) {
      return deleteChunk.run(before.toISOString(), limit).changes;
    },
    watch() {
      return () => {};
    },
  };
}

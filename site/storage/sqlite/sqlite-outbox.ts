/**
 * The outbox in SQLite. A claim sets its rows' lease (claimed_until) inside one IMMEDIATE transaction: a
 * second relay (another process on the same file) cannot take the same rows, and the rows of a process
 * that dies mid-request become claimable again when the lease ends.
 */
import type { Database } from 'better-sqlite3';
import type { OutboxRepository, OutboxRow } from '../lead-repository';

/**
 * The rows a claim takes: one destination's pending rows, due and not leased, after the run's cursor, in id
 * order. The partial index outbox_pending (migrations.ts) serves exactly this, so a claim reads the pending
 * rows only, however many finished rows the table holds.
 */
export const SELECT_DUE_ROWS_SQL = `
  SELECT o.id, o.event, o.payload_json, o.attempts, l.lead_number
  FROM outbox o JOIN leads l ON l.id = o.lead_id
  WHERE o.destination = @destination AND o.delivered_at IS NULL AND o.gave_up_at IS NULL
    AND o.next_attempt_at <= @now AND (o.claimed_until IS NULL OR o.claimed_until <= @now) AND o.id > @afterId
  ORDER BY o.id LIMIT @limit
`;

interface DueRowsQuery {
  destination: string;
  now: string;
  afterId: number;
  limit: number;
}

/** A leased row counts from when its lease ends, so a poll does not wake for a row another process holds. */
const EARLIEST_PENDING_SQL = `
  SELECT min(max(next_attempt_at, coalesce(claimed_until, next_attempt_at))) AS next
  FROM outbox WHERE destination = ? AND delivered_at IS NULL AND gave_up_at IS NULL
`;

/**
 * The count reads the partial index outbox_pending alone; the oldest row is the first of it in id order,
 * one row read rather than every pending row's created_at.
 */
export const BACKLOG_SQL = `
  SELECT count(*) AS pending,
    (SELECT created_at FROM outbox
      WHERE destination = @destination AND delivered_at IS NULL AND gave_up_at IS NULL
      ORDER BY id LIMIT 1) AS oldest
  FROM outbox WHERE destination = @destination AND delivered_at IS NULL AND gave_up_at IS NULL
`;

const MAKE_DUE_SQL = `
  UPDATE outbox SET next_attempt_at = @now
  WHERE destination = @destination AND delivered_at IS NULL AND gave_up_at IS NULL AND next_attempt_at > @now
    AND (claimed_until IS NULL OR claimed_until <= @now)
`;

// `delivered_at < ?` implies `delivered_at IS NOT NULL`, so SQLite finds the rows through the partial indexes
// outbox_delivered and outbox_given_up without reading the rest of the table.
const PURGE_CHUNK_SQL = `
  DELETE FROM outbox WHERE id IN (
    SELECT id FROM (
      SELECT id, delivered_at AS finished_at FROM outbox WHERE delivered_at < @before AND destination = @destination
      UNION ALL
      SELECT id, gave_up_at FROM outbox WHERE gave_up_at < @before AND destination = @destination
    )
    ORDER BY finished_at LIMIT @limit
  )
`;

export function createSqliteOutbox(db: Database): OutboxRepository {
  const selectDue = db.prepare<[DueRowsQuery], OutboxRow>(SELECT_DUE_ROWS_SQL);
  const markClaimed = db.prepare<[string, string, number]>(
    'UPDATE outbox SET attempts = attempts + 1, last_attempt_at = ?, claimed_until = ? WHERE id = ?',
  );
  const markDelivered = db.prepare<[string, number]>(
    'UPDATE outbox SET delivered_at = ?, last_error = NULL, claimed_until = NULL WHERE id = ?',
  );
  const markFailed = db.prepare<[string, string, number]>(
    'UPDATE outbox SET last_error = ?, next_attempt_at = ?, claimed_until = NULL WHERE id = ?',
  );
  const markGivenUp = db.prepare<[string, string, number]>(
    'UPDATE outbox SET last_error = ?, gave_up_at = ?, claimed_until = NULL WHERE id = ?',
  );
  const earliestPending = db.prepare<[string], { next: string | null }>(EARLIEST_PENDING_SQL);
  const backlog = db.prepare<[{ destination: string }], { pending: number; oldest: string | null }>(BACKLOG_SQL);
  const makeDue = db.prepare<[{ destination: string; now: string }]>(MAKE_DUE_SQL);
  const deleteChunk = db.prepare<[{ destination: string; before: string; limit: number }]>(PURGE_CHUNK_SQL);

  const claim = db.transaction((query: DueRowsQuery, leaseEnds: string): OutboxRow[] => {
    const rows = selectDue.all(query);
    for (const row of rows) markClaimed.run(query.now, leaseEnds, row.id);
    return rows.map((row) => ({ ...row, attempts: row.attempts + 1 }));
  });

  return {
    async claim({ destination, afterId, limit, now, leaseUntil }) {
      return claim.immediate({ destination, now: now.toISOString(), afterId, limit }, leaseUntil.toISOString());
    },
    async markDelivered(id, at) {
      markDelivered.run(at.toISOString(), id);
    },
    async markFailed(id, error, retryAt) {
      markFailed.run(error, retryAt.toISOString(), id);
    },
    async markGivenUp(id, error, at) {
      markGivenUp.run(error, at.toISOString(), id);
    },
    async earliestPending(destination) {
      const next = earliestPending.get(destination)?.next;
      return next ? new Date(next) : undefined;
    },
    async backlog(destination) {
      const row = backlog.get({ destination });
      return { pending: row?.pending ?? 0, oldestCreatedAt: row?.oldest ? new Date(row.oldest) : undefined };
    },
    async makeDue(destination, now) {
      return makeDue.run({ destination, now: now.toISOString() }).changes;
    },
    async purgeFinished(destination, before, limit) {
      return deleteChunk.run({ destination, before: before.toISOString(), limit }).changes;
    },
    watch() {
      return () => {};
    },
  };
}

/**
 * The outbox in SQLite. A claim sets its rows' lease (claimed_until) inside one IMMEDIATE transaction: a
 * second relay (another process on the same file) cannot take the same rows, and the rows of a process
 * that dies mid-request become claimable again when the lease ends.
 */
import type { Database } from 'better-sqlite3';
import type { OutboxRepository, OutboxRow } from '../lead-repository';
import type { NewOutboxRow } from '../lead-writes';
import { newOutboxRow } from '../outbox-writes';
import { INSERT_OUTBOX_ONCE } from '../statements/lead-statements';
import {
  BACKLOG,
  EARLIEST_PENDING,
  MAKE_DUE,
  MARK_DELIVERED,
  MARK_FAILED,
  MARK_GIVEN_UP,
  PURGE_CHUNK,
} from '../statements/outbox-statements';

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

export function createSqliteOutbox(db: Database): OutboxRepository {
  const selectDue = db.prepare<[DueRowsQuery], OutboxRow>(SELECT_DUE_ROWS_SQL);
  const markClaimed = db.prepare<[string, string, number]>(
    'UPDATE outbox SET attempts = attempts + 1, last_attempt_at = ?, claimed_until = ? WHERE id = ?',
  );
  const markDelivered = db.prepare<[{ id: number; at: string }]>(MARK_DELIVERED.sqlite);
  const markFailed = db.prepare<[{ id: number; error: string; retryAt: string }]>(MARK_FAILED.sqlite);
  const markGivenUp = db.prepare<[{ id: number; error: string; at: string }]>(MARK_GIVEN_UP.sqlite);
  const earliestPending = db.prepare<[{ destination: string }], { next: string | null }>(EARLIEST_PENDING.sqlite);
  const backlog = db.prepare<[{ destination: string }], { pending: number; oldest: string | null }>(BACKLOG.sqlite);
  const makeDue = db.prepare<[{ destination: string; now: string }]>(MAKE_DUE.sqlite);
  const insertOnce = db.prepare<[NewOutboxRow]>(INSERT_OUTBOX_ONCE.sqlite);
  const deleteChunk = db.prepare<[{ destination: string; before: string; limit: number }]>(PURGE_CHUNK.sqlite);

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
      markDelivered.run({ id, at: at.toISOString() });
    },
    async markFailed(id, error, retryAt) {
      markFailed.run({ id, error, retryAt: retryAt.toISOString() });
    },
    async markGivenUp(id, error, at) {
      markGivenUp.run({ id, error, at: at.toISOString() });
    },
    async earliestPending(destination) {
      const next = earliestPending.get({ destination })?.next;
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
    async addOnce(leadId, message, at) {
      return insertOnce.run(newOutboxRow(message, { leadId, createdAt: at.toISOString() })).changes > 0;
    },
  };
}

/**
 * The outbox in PostgreSQL, shared by every instance. A claim locks its rows with FOR UPDATE SKIP LOCKED
 * and sets their lease (claimed_until) in the same statement: two instances claiming at once take
 * different rows, neither waits for the other, and the rows of an instance that dies mid-request are
 * claimable again once their lease has passed.
 */
import type { OutboxRepository, OutboxRow } from '../lead-repository';
import type { OutboxListener } from './postgres-outbox-listener';
import type { PostgresConnections } from './postgres-pool';

const CLAIM = `
  WITH due AS (
    SELECT id FROM outbox
    WHERE destination = $5 AND delivered_at IS NULL AND gave_up_at IS NULL AND next_attempt_at <= $1
      AND (claimed_until IS NULL OR claimed_until <= $1) AND id > $2
    ORDER BY id
    LIMIT $3
    FOR UPDATE SKIP LOCKED
  )
  UPDATE outbox o SET attempts = o.attempts + 1, last_attempt_at = $1, claimed_until = $4
  FROM due, leads l
  WHERE o.id = due.id AND l.id = o.lead_id
  RETURNING o.id, o.event, o.payload_json, o.attempts, l.lead_number
`;

/** A leased row counts from when its lease ends, so a poll does not wake for a row another instance holds. */
const EARLIEST_PENDING = `
  SELECT min(greatest(next_attempt_at, coalesce(claimed_until, next_attempt_at))) AS next
  FROM outbox WHERE destination = $1 AND delivered_at IS NULL AND gave_up_at IS NULL
`;

/** As SQLite's: the count reads the partial index outbox_pending; the oldest row is its first in id order. */
const BACKLOG = `
  SELECT count(*)::integer AS pending,
    (SELECT created_at FROM outbox
      WHERE destination = $1 AND delivered_at IS NULL AND gave_up_at IS NULL
      ORDER BY id LIMIT 1) AS oldest
  FROM outbox WHERE destination = $1 AND delivered_at IS NULL AND gave_up_at IS NULL
`;

/**
 * A row another instance is claiming at this moment is locked: the update waits for that claim, then
 * reads the row again, finds its lease and leaves it alone.
 */
const MAKE_DUE = `
  UPDATE outbox SET next_attempt_at = $2
  WHERE destination = $1 AND delivered_at IS NULL AND gave_up_at IS NULL AND next_attempt_at > $2
    AND (claimed_until IS NULL OR claimed_until <= $2)
`;

const PURGE_CHUNK = `
  DELETE FROM outbox WHERE id IN (
    SELECT id FROM (
      SELECT id, delivered_at AS finished_at FROM outbox WHERE delivered_at < $2 AND destination = $1
      UNION ALL
      SELECT id, gave_up_at FROM outbox WHERE gave_up_at < $2 AND destination = $1
    ) finished
    ORDER BY finished_at LIMIT $3
  )
`;

export function createPostgresOutbox(
  pool: Pick<PostgresConnections, 'query'>,
  listener: Pick<OutboxListener, 'watch'>,
): OutboxRepository {
  return {
    async claim({ destination, afterId, limit, now, leaseUntil }) {
      const { rows } = await pool.query<OutboxRow>(CLAIM, [now, afterId, limit, leaseUntil, destination]);
      return rows.sort((a, b) => a.id - b.id);
    },
    async markDelivered(id, at) {
      await pool.query('UPDATE outbox SET delivered_at = $2, last_error = NULL, claimed_until = NULL WHERE id = $1', [
        id,
        at,
      ]);
    },
    async markFailed(id, error, retryAt) {
      await pool.query('UPDATE outbox SET last_error = $2, next_attempt_at = $3, claimed_until = NULL WHERE id = $1', [
        id,
        error,
        retryAt,
      ]);
    },
    async markGivenUp(id, error, at) {
      await pool.query('UPDATE outbox SET last_error = $2, gave_up_at = $3, claimed_until = NULL WHERE id = $1', [
        id,
        error,
        at,
      ]);
    },
    async earliestPending(destination) {
      const { rows } = await pool.query<{ next: Date | null }>(EARLIEST_PENDING, [destination]);
      return rows[0]?.next ?? undefined;
    },
    async backlog(destination) {
      const { rows } = await pool.query<{ pending: number; oldest: Date | null }>(BACKLOG, [destination]);
      return { pending: rows[0]?.pending ?? 0, oldestCreatedAt: rows[0]?.oldest ?? undefined };
    },
    async makeDue(destination, now) {
      return (await pool.query(MAKE_DUE, [destination, now])).rowCount ?? 0;
    },
    async purgeFinished(destination, before, limit) {
      return (await pool.query(PURGE_CHUNK, [destination, before, limit])).rowCount ?? 0;
    },
    watch: (onRows) => listener.watch(onRows),
  };
}

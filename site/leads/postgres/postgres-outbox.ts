/**
 * The CRM outbox in PostgreSQL, shared by every instance. A claim locks its rows with FOR UPDATE SKIP
 * LOCKED and sets their lease (claimed_until) in the same statement: two instances claiming at once take
 * different rows, neither waits for the other, and the rows of an instance that dies mid-request are
 * claimable again once their lease has passed.
 */
import type { OutboxRepository, OutboxRow } from '../lead-repository';
import type { OutboxListener } from './postgres-outbox-listener';
import type { PostgresConnections } from './postgres-pool';

const CLAIM = `
  WITH due AS (
    SELECT id FROM outbox
    WHERE delivered_at IS NULL AND next_attempt_at <= $1 AND (claimed_until IS NULL OR claimed_until <= $1)
      AND id > $2
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
  FROM outbox WHERE delivered_at IS NULL
`;

const PURGE_CHUNK = `
  DELETE FROM outbox WHERE id IN (
    SELECT id FROM outbox WHERE delivered_at < $1 ORDER BY delivered_at LIMIT $2
  )
`;

export function createPostgresOutbox(
  pool: Pick<PostgresConnections, 'query'>,
  listener: Pick<OutboxListener, 'watch'>,
): OutboxRepository {
  return {
    async claim({ afterId, limit, now, leaseUntil }) {
      const { rows } = await pool.query<OutboxRow>(CLAIM, [now, afterId, limit, leaseUntil]);
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
    async earliestPending() {
      const { rows } = await pool.query<{ next: Date | null }>(EARLIEST_PENDING);
      return rows[0]?.next ?? undefined;
    },
    async purgeDelivered(before, limit) {
      return (await pool.query(PURGE_CHUNK, [before, limit])).rowCount ?? 0;
    },
    watch: (onRows) => listener.watch(onRows),
  };
}

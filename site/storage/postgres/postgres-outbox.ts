/**
 * The outbox in PostgreSQL, shared by every instance. A claim locks its rows with FOR UPDATE SKIP LOCKED
 * and sets their lease (claimed_until) in the same statement: two instances claiming at once take
 * different rows, neither waits for the other, and the rows of an instance that dies mid-request are
 * claimable again once their lease has passed.
 */
import type { OutboxRepository, OutboxRow } from '../lead-repository';
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
import type { OutboxListener } from './postgres-outbox-listener';
import type { PostgresConnections } from './postgres-pool';
import { runStatement } from './postgres-statement';

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
      await runStatement(pool, MARK_DELIVERED, { id, at });
    },
    async markFailed(id, error, retryAt) {
      await runStatement(pool, MARK_FAILED, { id, error, retryAt });
    },
    async markGivenUp(id, error, at) {
      await runStatement(pool, MARK_GIVEN_UP, { id, error, at });
    },
    async earliestPending(destination) {
      const { rows } = await runStatement<{ next: Date | null }>(pool, EARLIEST_PENDING, { destination });
      return rows[0]?.next ?? undefined;
    },
    async backlog(destination) {
      const { rows } = await runStatement<{ pending: number; oldest: Date | null }>(pool, BACKLOG, { destination });
      return { pending: rows[0]?.pending ?? 0, oldestCreatedAt: rows[0]?.oldest ?? undefined };
    },
    async makeDue(destination, now) {
      return (await runStatement(pool, MAKE_DUE, { destination, now })).rowCount ?? 0;
    },
    async purgeFinished(destination, before, limit) {
      return (await runStatement(pool, PURGE_CHUNK, { destination, before, limit })).rowCount ?? 0;
    },
    watch: (onRows) => listener.watch(onRows),
    // No NOTIFY: the instance that writes the row wakes its own relays, which send it at once.
    async addOnce(leadId, message, at) {
      const row = newOutboxRow(message, { leadId, createdAt: at.toISOString() });
      return ((await runStatement(pool, INSERT_OUTBOX_ONCE, row)).rowCount ?? 0) > 0;
    },
  };
}

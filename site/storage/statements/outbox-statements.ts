/**
 * The outbox statements both stores run after a claim (sqlite/sqlite-outbox.ts, postgres/postgres-outbox.ts),
 * written once (statement.ts). The claims themselves differ: each store takes its rows in its own way.
 */
import { GREATEST, sql } from './statement';

export const MARK_DELIVERED = sql`
  UPDATE outbox SET delivered_at = @at, last_error = NULL, claimed_until = NULL WHERE id = @id
`;

export const MARK_FAILED = sql`
  UPDATE outbox SET last_error = @error, next_attempt_at = @retryAt, claimed_until = NULL WHERE id = @id
`;

export const MARK_GIVEN_UP = sql`
  UPDATE outbox SET last_error = @error, gave_up_at = @at, claimed_until = NULL WHERE id = @id
`;

/** A leased row counts from when its lease ends, so a poll does not wake for a row another process holds. */
export const EARLIEST_PENDING = sql`
  SELECT min(${GREATEST}(next_attempt_at, coalesce(claimed_until, next_attempt_at))) AS next
  FROM outbox WHERE destination = @destination AND delivered_at IS NULL AND gave_up_at IS NULL
`;

/**
 * The count reads the partial index outbox_pending alone; the oldest row is the first of it in id order,
 * one row read rather than every pending row's created_at. The CAST makes PostgreSQL's bigint count a
 * number rather than text; SQLite's is one already.
 */
export const BACKLOG = sql`
  SELECT CAST(count(*) AS integer) AS pending,
    (SELECT created_at FROM outbox
      WHERE destination = @destination AND delivered_at IS NULL AND gave_up_at IS NULL
      ORDER BY id LIMIT 1) AS oldest
  FROM outbox WHERE destination = @destination AND delivered_at IS NULL AND gave_up_at IS NULL
`;

/**
 * A row leased to a claim stays as it is. In PostgreSQL a row another instance is claiming at this moment
 * is locked: the update waits for that claim, then reads the row again, finds its lease and leaves it alone.
 */
export const MAKE_DUE = sql`
  UPDATE outbox SET next_attempt_at = @now
  WHERE destination = @destination AND delivered_at IS NULL AND gave_up_at IS NULL AND next_attempt_at > @now
    AND (claimed_until IS NULL OR claimed_until <= @now)
`;

/**
 * `delivered_at < @before` implies `delivered_at IS NOT NULL`, so the rows are found through the partial
 * indexes outbox_delivered and outbox_given_up without reading the rest of the table.
 */
export const PURGE_CHUNK = sql`
  DELETE FROM outbox WHERE id IN (
    SELECT id FROM (
      SELECT id, delivered_at AS finished_at FROM outbox WHERE delivered_at < @before AND destination = @destination
      UNION ALL
      SELECT id, gave_up_at FROM outbox WHERE gave_up_at < @before AND destination = @destination
    ) finished
    ORDER BY finished_at LIMIT @limit
  )
`;

/** Whether a SQLite connection takes writes now, for /readyz (site/http/readiness.ts). */
import type { Database } from 'better-sqlite3';
import type { StorageReadiness } from '../lead-repository';

/**
 * A probe must not hold up the requests around it (better-sqlite3 waits synchronously): a write lock
 * another process holds for longer than this counts as not ready rather than freezing the server for
 * the connection's full busy timeout.
 */
const PROBE_BUSY_TIMEOUT_MS = 200;

/**
 * Takes the write lock and gives it back (`BEGIN IMMEDIATE`, `ROLLBACK`): proves a write could start,
 * on a read-only file or a closed connection it fails, and it writes nothing.
 */
export function databaseReadiness(db: Database): StorageReadiness {
  if (!db.open) return { ok: false, reason: 'the lead database is closed' };
  if (db.readonly) return { ok: false, reason: 'the lead database is read-only' };
  // A write of this connection is under way: it can write.
  if (db.inTransaction) return { ok: true };
  const busyTimeout = db.pragma('busy_timeout', { simple: true }) as number;
  try {
    db.pragma(`busy_timeout = ${PROBE_BUSY_TIMEOUT_MS}`);
    db.exec('BEGIN IMMEDIATE');
    db.exec('ROLLBACK');
    return { ok: true };
  } catch {
    if (db.inTransaction) db.exec('ROLLBACK');
    return { ok: false, reason: 'the lead database does not take writes' };
  } finally {
    if (db.open) db.pragma(`busy_timeout = ${busyTimeout}`);
  }
}

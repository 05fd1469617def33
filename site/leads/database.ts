/**
 * Opens the lead database (SQLite through better-sqlite3 in WAL mode, a lead is
 * committed before the answer).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { MIGRATIONS, type Migration, migrate } from './migrations';

export interface OpenDatabaseOptions {
  /** How long a write waits for another connection's lock before failing. Default 5 s. */
  busyTimeoutMs?: number;
  /** Default: the app's migrations. Tests pass older lists to build older databases. */
  migrations?: readonly Migration[];
}

/** Paths SQLite treats as in-memory or temporary databases: nothing to create on disk. */
function isFileBacked(file: string): boolean {
  return file !== '' && file !== ':memory:' && !file.startsWith('file:');
}

/**
 * Opens (creating when needed) the database at `file`, or an in-memory one for `:memory:`, set up and
 * migrated.
 */
export function openDatabase(file: string, options: OpenDatabaseOptions = {}): Database {
  if (isFileBacked(file)) mkdirSync(dirname(file), { recursive: true });
  const db = new BetterSqlite3(file);
  try {
    // First, so that switching to WAL and migrating wait for another process opening the same file.
    db.pragma(`busy_timeout = ${Math.max(0, Math.trunc(options.busyTimeoutMs ?? 5000))}`);
    // WAL: readers (the booking page) never wait for the writer, and a commit is one append to the log.
    db.pragma('journal_mode = WAL');
    // synchronous = FULL: every commit fsyncs the WAL before it returns. WAL + NORMAL already survives a
    // SIGKILL right after the answer (the commit sits in the OS page cache, which outlives the process),
    // but a power cut or kernel crash can roll back the last commits. A lead is a customer who has been
    // shown a lead number (nothing acknowledged is ever lost), and leads arrive a few a
    // minute, so one fsync of a few milliseconds per lead is a cheap price for surviving power loss too.
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    migrate(db, options.migrations ?? MIGRATIONS);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Opens the lead database (SQLite through better-sqlite3 in WAL mode, a lead is
 * committed before the answer).
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { MIGRATIONS, type Migration, migrate } from './migrations';

export interface OpenDatabaseOptions {
  /** How long a statement waits for another connection's lock before failing. Default 200 ms. */
  busyTimeoutMs?: number;
  /** Default: the app's migrations. Tests pass older lists to build older databases. */
  migrations?: readonly Migration[];
}

/**
 * better-sqlite3 is synchronous: while a statement waits for a lock, the whole process waits with it, every
 * request included. A backup or a second process holding the lock for seconds must cost a submission a
 * quick "try again" (isDatabaseBusy), not freeze the server; 200 ms still rides out another writer's
 * ordinary commits, which take a few milliseconds.
 */
export const DEFAULT_BUSY_TIMEOUT_MS = 200;

/**
 * Opening, switching to WAL and migrating happen before the server answers anyone, so they may wait
 * longer: two processes opening one new file at once then take turns instead of one of them failing.
 */
const OPENING_BUSY_TIMEOUT_MS = 5_000;

/** Paths SQLite treats as in-memory or temporary databases: nothing to create on disk. */
function isFileBacked(file: string): boolean {
  return file !== '' && file !== ':memory:' && !file.startsWith('file:');
}

/**
 * The file holds names, emails and phone numbers: readable by the server's user only. SQLite gives the
 * -wal and -shm files it creates the permissions of the database file, so they follow. The chmod makes the
 * mode exact whatever the umask (a umask can only take bits away, and one that took the owner's write bit
 * would leave a database the server cannot write). An existing file keeps the mode its operator gave it.
 */
function createPrivateFile(file: string): void {
  if (existsSync(file)) return;
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
}

/**
 * Opens (creating when needed) the database at `file`, or an in-memory one for `:memory:`, set up and
 * migrated.
 */
export function openDatabase(file: string, options: OpenDatabaseOptions = {}): Database {
  if (isFileBacked(file)) {
    mkdirSync(dirname(file), { recursive: true });
    createPrivateFile(file);
  }
  const db = new BetterSqlite3(file, { timeout: OPENING_BUSY_TIMEOUT_MS });
  try {
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
    db.pragma(`busy_timeout = ${Math.max(0, Math.trunc(options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS))}`);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

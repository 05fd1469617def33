/**
 * A copy of the lead database taken while the server keeps taking leads, through SQLite's online backup
 * API (better-sqlite3's `db.backup`). Copying the file with `cp` is not safe: committed leads can still
 * sit in the -wal file, and a copy made during a checkpoint mixes old and new pages.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, fsyncSync, linkSync, openSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

export interface BackupOptions {
  /** Replace `target` when it exists. Default false: an existing file is never touched. */
  overwrite?: boolean;
  /**
   * Pages copied per step. Default: every page in one step, that is one read transaction, so the copy
   * is the database as one commit left it and never starts over (next comment). Tests take small steps.
   */
  pagesPerStep?: number;
  /** Called between steps; tests write leads there, as the server would. */
  betweenSteps?: () => void;
}

export interface BackupResult {
  /** Leads in the copy. */
  leads: number;
  /** Size of the copy. */
  bytes: number;
  durationMs: number;
}

/**
 * Every page at once. Between two steps SQLite lets go of its read snapshot, and a commit by another
 * connection then makes the next step start the copy over: with small steps and a busy server the copy
 * could restart for ever. One step holds one snapshot instead; in WAL mode a reader never blocks the
 * server's writes (the WAL only grows until the copy ends), and the command is its own process, so
 * nothing waits on its event loop.
 */
const ALL_PAGES = 0x7fff_ffff;

/** How long opening the live database may wait for the server's lock (a recovery or a checkpoint). */
const OPEN_TIMEOUT_MS = 5_000;

/** `<target>.<random>.partial` beside the target, so the final rename stays on one file system. */
function partialFileFor(target: string): string {
  return `${target}.${randomBytes(4).toString('hex')}.partial`;
}

/**
 * Created empty, exclusively, owner-only: the copy holds names, emails and phone numbers. SQLite keeps
 * an existing file's mode, and gives its journal the same one. The chmod makes the mode exact whatever
 * the umask, as for the database itself (database.ts).
 */
function createPrivateFile(file: string): void {
  closeSync(openSync(file, 'wx', 0o600));
  chmodSync(file, 0o600);
}

/**
 * Makes the copy one self-contained file in rollback-journal mode (the backup API copies the source's
 * WAL flag), so it can be copied and moved like any file; the server switches it back to WAL when it
 * opens it after a restore. Then checks it and counts its leads.
 */
function finishCopy(file: string): { leads: number; bytes: number } {
  const copy = new BetterSqlite3(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`The copy failed SQLite's quick_check: ${String(check)}`);
    const { leads } = copy.prepare('SELECT count(*) AS leads FROM leads').get() as { leads: number };
    const pages = copy.pragma('page_count', { simple: true }) as number;
    const pageSize = copy.pragma('page_size', { simple: true }) as number;
    return { leads, bytes: pages * pageSize };
  } finally {
    copy.close();
  }
}

/** After the rename, so a power cut cannot lose the directory entry of a copy already reported done. */
function syncFolder(folder: string): void {
  const fd = openSync(folder, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Copies the database at `source` to `target` (a new file, mode 0600) while other connections, the
 * server's included, keep reading and writing it. The copy is written beside the target and moved into
 * place only once complete and checked, so `target` is either the whole copy or untouched. Without
 * `overwrite`, an existing `target` makes it throw (code EEXIST) and nothing is written.
 */
export async function backupDatabase(
  source: string,
  target: string,
  options: BackupOptions = {},
): Promise<BackupResult> {
  const started = performance.now();
  const partial = partialFileFor(target);
  // A plain connection: openDatabase would migrate, and a newer checkout must not change the schema
  // under a server still running the older code.
  const db = new BetterSqlite3(source, { fileMustExist: true, timeout: OPEN_TIMEOUT_MS });
  try {
    createPrivateFile(partial);
    const pagesPerStep = options.pagesPerStep ?? ALL_PAGES;
    await db.backup(partial, {
      progress: () => {
        options.betweenSteps?.();
        return pagesPerStep;
      },
    });
    const { leads, bytes } = finishCopy(partial);
    if (options.overwrite) {
      renameSync(partial, target);
    } else {
      // link fails when the target exists, even one created a moment ago; a rename would replace it.
      linkSync(partial, target);
      rmSync(partial);
    }
    syncFolder(dirname(target));
    return { leads, bytes, durationMs: performance.now() - started };
  } finally {
    db.close();
    for (const leftover of [partial, `${partial}-journal`, `${partial}-wal`, `${partial}-shm`]) {
      rmSync(leftover, { force: true });
    }
  }
}

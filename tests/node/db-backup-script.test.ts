/**
 * `npm run db:backup` as the broker runs it, its own process through tsx, reading DATABASE_FILE from the
 * environment like the server, while another connection holds the database open in WAL mode. The
 * command's rules are tested in-process in db-backup-command.test.ts.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadStore, openDatabase } from '../../site/leads';
import { validSubmission } from '../support/valid-submission';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** tsx compiles on start; a busy two-core machine needs more than vitest's default 5 s. */
const TIMEOUT_MS = 60_000;

const dir = mkdtempSync(join(tmpdir(), 'shipquote-backup-script-'));
const databaseFile = join(dir, 'leads.db');
let server: BetterSqlite3.Database;

beforeAll(() => {
  // Left open, as a running server leaves it: its commits are in the -wal file.
  server = openDatabase(databaseFile);
  const store = createLeadStore(server);
  for (let n = 0; n < 4; n++) store.create(validSubmission(), { flagged: false });
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function dbBackup(...args: string[]): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npx', ['tsx', 'scripts/db-backup.ts', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_FILE: databaseFile },
      timeout: TIMEOUT_MS,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

describe('npm run db:backup, as a process', () => {
  it(
    'copies the open database to a 0600 file that passes integrity_check and holds every committed lead',
    async () => {
      const target = join(dir, 'backup.db');
      const run = await dbBackup(target);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout.startsWith(`Backed up 4 leads to ${target} in `)).toBe(true);
      expect(run.stdout).toMatch(/ in \d+(\.\d)? m?s\.\n$/);
      expect(statSync(target).mode & 0o777).toBe(0o600);
      const copy = new BetterSqlite3(target, { readonly: true, fileMustExist: true });
      try {
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(copy.prepare('SELECT count(*) FROM leads').pluck().get()).toBe(4);
      } finally {
        copy.close();
      }
    },
    TIMEOUT_MS,
  );

  it(
    'exits non-zero with the usage on stderr when the arguments are wrong',
    async () => {
      const run = await dbBackup('--overwrite', join(dir, 'other.db'));
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('Usage: npm run db:backup');
    },
    TIMEOUT_MS,
  );
});

/**
 * `npm run db:backup` as the broker runs it, its own process through tsx, reading DATABASE_FILE from the
 * environment like the server, while another connection holds the database open in WAL mode. The
 * command's rules are tested in-process in db-backup-command.test.ts.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadRepository } from '../../site/storage/lead-repository';
import { openSqliteLeadRepository } from '../../site/storage/sqlite/sqlite-lead-repository';
import { runScript, SCRIPT_TIMEOUT_MS } from '../support/run-script';
import { storeQuote } from '../support/store-quote';
import { validSubmission } from '../support/valid-submission';

const dir = mkdtempSync(join(tmpdir(), 'shipquote-backup-script-'));
const databaseFile = join(dir, 'leads.db');
let server: LeadRepository;

beforeAll(async () => {
  // Left open, as a running server leaves it: its commits are in the -wal file.
  server = openSqliteLeadRepository(databaseFile);
  for (let n = 0; n < 4; n++) await storeQuote(server, validSubmission());
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const dbBackup = (...args: string[]) => runScript('scripts/db-backup.ts', args, databaseFile);

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
    SCRIPT_TIMEOUT_MS,
  );

  it(
    'exits non-zero with the usage on stderr when the arguments are wrong',
    async () => {
      const run = await dbBackup('--overwrite', join(dir, 'other.db'));
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('Usage: npm run db:backup');
    },
    SCRIPT_TIMEOUT_MS,
  );
});

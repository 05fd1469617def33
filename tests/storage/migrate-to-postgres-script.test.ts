/**
 * `npm run db:migrate-to-postgres` as the broker runs it, its own process through tsx, reading
 * DATABASE_FILE and DATABASE_URL from the environment. What it copies is tested in-process in
 * migrate-to-postgres.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openSqliteLeadRepository } from '../../site/storage/sqlite/sqlite-lead-repository';
import { runScript, SCRIPT_TIMEOUT_MS } from '../support/run-script';
import { storeQuote } from '../support/store-quote';
import { validSubmission } from '../support/valid-submission';
import { type OpenedStore, postgresBackend } from './storage-backends';

const postgres = inject('postgres');
const dir = mkdtempSync(join(tmpdir(), 'shipquote-migrate-script-'));
const databaseFile = join(dir, 'leads.db');
let target: OpenedStore | undefined;

afterAll(async () => {
  await target?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

// The one skip allowed: PostgreSQL missing on a developer machine (never under CI).
describe.skipIf('skipReason' in postgres)('npm run db:migrate-to-postgres, as a process', () => {
  it(
    'copies the SQLite leads into PostgreSQL, prints the counts and exits 0, without quoting DATABASE_URL',
    async () => {
      const source = openSqliteLeadRepository(databaseFile);
      for (let n = 0; n < 2; n++) await storeQuote(source, validSubmission());
      await source.close();
      target = await postgresBackend.openEmpty();
      const url = target.url!;

      const run = await runScript('scripts/migrate-to-postgres.ts', [], databaseFile, { DATABASE_URL: url });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toBe(
        'Copied 2 leads to PostgreSQL.\n0 leads were already there and left as they were.\nCopied 0 orders with 0 order events, and 0 call-back requests.\nCopied 2 pending outbox rows (CRM events and emails).\n',
      );
      expect(run.stdout).not.toContain(new URL(url).host);
    },
    SCRIPT_TIMEOUT_MS,
  );
});

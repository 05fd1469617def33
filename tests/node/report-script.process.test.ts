/**
 * `scripts/report.ts` as the broker runs it, its own process through tsx, reading DATABASE_FILE from the
 * environment like the server. The command's rules are tested in-process in report-command.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteLeadRepository } from '../../site/storage/sqlite/sqlite-lead-repository';
import { runScript, SCRIPT_TIMEOUT_MS } from '../support/run-script';
import { storeQuote } from '../support/store-quote';
import { validSubmission } from '../support/valid-submission';

const dir = mkdtempSync(join(tmpdir(), 'shipquote-report-script-'));
const databaseFile = join(dir, 'leads.db');

beforeAll(async () => {
  let clock = new Date(0);
  const repository = openSqliteLeadRepository(databaseFile, { now: () => clock });
  for (const [at, flagged] of [
    ['2026-11-01T10:00:00.000Z', false],
    ['2026-11-01T11:00:00.000Z', true],
    ['2026-11-02T10:00:00.000Z', false],
  ] as const) {
    clock = new Date(at);
    const context = { placement: { id: 'P1', source: 'partner-blog' } };
    await storeQuote(repository, validSubmission({ context }), { flagged });
  }
  await repository.close();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const report = (...args: string[]) => runScript('scripts/report.ts', args, databaseFile);

describe('npm run report, as a process', () => {
  it(
    'prints the CSV of the leads in DATABASE_FILE on stdout and exits 0',
    async () => {
      const run = await report('--from', '2026-11-01', '--to=2026-11-30', '--csv');
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toBe(
        'day,source,leads,flagged,orders\n2026-11-01,"partner-blog",1,1,0\n2026-11-02,"partner-blog",1,0,0\n',
      );
    },
    SCRIPT_TIMEOUT_MS,
  );

  it(
    'exits 2 with the usage on stderr when the command is wrong',
    async () => {
      const run = await report('--from', '2026-11-01');
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('Usage: npm run report');
    },
    SCRIPT_TIMEOUT_MS,
  );
});

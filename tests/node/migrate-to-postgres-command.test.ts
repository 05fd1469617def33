/**
 * `npm run db:migrate-to-postgres` in-process, where no PostgreSQL server is needed: the command line's
 * rules, and what it says when the database cannot be reached. The copy itself is tested in the storage
 * project (tests/storage/migrate-to-postgres.test.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMigrateToPostgresCommand, USAGE } from '../../scripts/migrate-to-postgres-command';
import { openSqliteLeadRepository } from '../../site/storage/sqlite/sqlite-lead-repository';
import { closedPort } from '../support/ports';
import { runCommand } from '../support/run-command';
import { storeQuote } from '../support/store-quote';
import { validSubmission } from '../support/valid-submission';

let dir: string;
let databaseFile: string;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shipquote-migrate-command-'));
  databaseFile = join(dir, 'leads.db');
  const repository = openSqliteLeadRepository(databaseFile);
  await storeQuote(repository, validSubmission());
  await repository.close();
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function run(args: string[], env: Record<string, string | undefined>) {
  return runCommand((io) => runMigrateToPostgresCommand(args, env, io, dir));
}

describe('npm run db:migrate-to-postgres, its command line', () => {
  it('exits 2 with the usage when DATABASE_URL is not set', async () => {
    const result = await run([], { DATABASE_FILE: databaseFile });
    expect(result.code).toBe(2);
    expect(result.err).toContain('Set DATABASE_URL');
    expect(result.err).toContain(USAGE);
  });

  it('exits 2 with the usage when given an argument, and prints the usage alone for --help', async () => {
    const env = { DATABASE_FILE: databaseFile, DATABASE_URL: 'postgres://u:pw@127.0.0.1:1/db' };
    const wrong = await run(['--force'], env);
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain(USAGE);
    expect(await run(['--help'], env)).toEqual({ code: 0, out: USAGE, err: '' });
  });

  it('exits 2 without quoting DATABASE_URL when it is not a PostgreSQL connection string', async () => {
    const result = await run([], { DATABASE_FILE: databaseFile, DATABASE_URL: 'mysql://u:s3cr3t@db/x' });
    expect(result.code).toBe(2);
    expect(result.err).toContain('DATABASE_URL');
    expect(result.err).not.toContain('s3cr3t');
  });

  it('refuses with exit 1 when the SQLite file does not exist, rather than copy an empty database', async () => {
    const missing = join(dir, 'missing.db');
    const result = await run([], { DATABASE_FILE: missing, DATABASE_URL: 'postgres://u:pw@127.0.0.1:1/db' });
    expect(result.code).toBe(1);
    expect(result.err).toBe(`No database at ${missing}. Set DATABASE_FILE to the server's database file.`);
  });

  it('exits 1 without the connection string or its password when PostgreSQL cannot be reached', async () => {
    const url = `postgres://shipquote:s3cr3t@127.0.0.1:${await closedPort()}/shipquote`;
    const result = await run([], { DATABASE_FILE: databaseFile, DATABASE_URL: url });
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^The copy failed, and nothing was copied: /);
    expect(result.err).not.toContain('s3cr3t');
    expect(result.err).not.toContain(url);
  });
});

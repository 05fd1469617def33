/**
 * `npm run db:backup` in-process: the command line's rules and what it prints, over a database file
 * seeded through the real lead store. tests/node/db-backup-script.process.test.ts runs it as its own process.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runDbBackupCommand, USAGE } from '../../scripts/db-backup-command';
import { openSqliteLeadRepository } from '../../site/storage/sqlite/sqlite-lead-repository';
import { runCommand } from '../support/run-command';
import { storeQuote } from '../support/store-quote';
import { validSubmission } from '../support/valid-submission';

const PERSON = { first_name: 'Philippa', email: 'philippa.quorn@example.com', phone: '(512) 555-0177' };

let dir: string;
let databaseFile: string;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shipquote-backup-'));
  databaseFile = join(dir, 'data', 'leads.db');
  const repository = openSqliteLeadRepository(databaseFile);
  for (let n = 0; n < 3; n++) await storeQuote(repository, validSubmission(PERSON));
  await repository.close();
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function run(args: string[], env: Record<string, string | undefined> = { DATABASE_FILE: databaseFile }) {
  return runCommand((io) => runDbBackupCommand(args, env, io, dir));
}

function leadsIn(file: string): number {
  const copy = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    return copy.prepare('SELECT count(*) FROM leads').pluck().get() as number;
  } finally {
    copy.close();
  }
}

describe('npm run db:backup', () => {
  it('writes the copy and prints its path, its number of leads and the time taken, nothing personal', async () => {
    const target = join(dir, 'backup.db');
    const { code, out, err } = await run([target]);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out.startsWith(`Backed up 3 leads to ${target} in `)).toBe(true);
    expect(out).toMatch(/ in \d+(\.\d)? m?s\.$/);
    for (const secret of Object.values(PERSON)) expect(out).not.toContain(secret);
    expect(leadsIn(target)).toBe(3);
  });

  it('refuses to replace an existing file without --force, and replaces it with --force', async () => {
    const target = join(dir, 'backup.db');
    writeFileSync(target, 'last week');
    const refused = await run([target]);
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(`${target} already exists. Pass --force to replace it.`);
    expect(readFileSync(target, 'utf8')).toBe('last week');

    const forced = await run(['--force', target]);
    expect(forced.code).toBe(0);
    expect(leadsIn(target)).toBe(3);
  });

  it('says the folder is missing rather than creating it', async () => {
    const target = join(dir, 'no-such-folder', 'backup.db');
    const { code, err } = await run([target]);
    expect(code).toBe(1);
    expect(err).toBe(`The folder ${join(dir, 'no-such-folder')} does not exist: create it first.`);
    expect(existsSync(join(dir, 'no-such-folder'))).toBe(false);
  });

  it('never writes over the database or its -wal file, even with --force', async () => {
    for (const target of [databaseFile, `${databaseFile}-wal`, join(dir, 'data', '.', 'leads.db')]) {
      const { code, err } = await run([target, '--force']);
      expect(code).toBe(1);
      expect(err).toContain('is the database itself');
    }
    expect(leadsIn(databaseFile)).toBe(3);
  });

  it('takes a relative target from the folder npm was started in', async () => {
    const startedIn = join(dir, 'ops');
    mkdirSync(startedIn);
    const { code, out } = await run(['nightly.db'], { DATABASE_FILE: databaseFile, INIT_CWD: startedIn });
    expect(code).toBe(0);
    expect(out).toContain(`to ${join(startedIn, 'nightly.db')} in`);
    expect(leadsIn(join(startedIn, 'nightly.db'))).toBe(3);
  });

  it('reads DATABASE_FILE against the working folder, as the server does, and says when it is missing', async () => {
    const target = join(dir, 'backup.db');
    expect((await run([target], { DATABASE_FILE: 'data/leads.db' })).code).toBe(0);
    const missing = await run([join(dir, 'other.db')], { DATABASE_FILE: 'data/elsewhere.db' });
    expect(missing.code).toBe(1);
    expect(missing.err).toBe(
      `No database at ${join(dir, 'data', 'elsewhere.db')}. Set DATABASE_FILE to the server's database file.`,
    );
    expect(readdirSync(dir).sort()).toEqual(['backup.db', 'data']);
  });

  it('points a PostgreSQL setup to pg_dump instead of copying a SQLite file', async () => {
    const { code, err } = await run([join(dir, 'backup.db')], {
      DATABASE_FILE: databaseFile,
      DATABASE_URL: 'postgres://shipquote@db.internal/shipquote',
    });
    expect(code).toBe(1);
    expect(err).toContain('pg_dump');
    expect(existsSync(join(dir, 'backup.db'))).toBe(false);
  });

  it.each([
    [[], 'Give the file to write the copy to.'],
    [['a.db', 'b.db'], 'Give one target file only.'],
    [['--overwrite', 'a.db'], 'Unknown argument "--overwrite".'],
    [['--force', 'a.db', '--force'], '--force is given twice.'],
    [['--force=yes', 'a.db'], '--force takes no value.'],
  ])('exits 2 with the usage for %j', async (args, problem) => {
    const { code, out, err } = await run(args);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toBe(`${problem}\n\n${USAGE}`);
  });

  it('prints the usage on stdout and exits 0 when asked for help', async () => {
    const { code, out } = await run(['--help']);
    expect(code).toBe(0);
    expect(out).toBe(USAGE);
  });
});

import { copyFileSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { storeQuote } from '../../tests/support/store-quote';
import { withTempDir } from '../../tests/support/temp-dir';
import { openDatabase } from './sqlite/database';
import { createSqliteLeadRepository } from './sqlite/sqlite-lead-repository';
import { backupDatabase } from './sqlite-backup';

const temp = withTempDir();

/**
 * A live database as the server leaves it: WAL mode, `count` leads committed, the connection still open.
 * The SQLite store commits a lead before its call returns (the Promise only carries the answer), so
 * `addLead` can write between two steps of a backup.
 */
async function liveDatabase(count: number) {
  const file = join(temp.dir(), 'leads.db');
  const db = openDatabase(file);
  const repository = createSqliteLeadRepository(db);
  const addLead = async () => (await storeQuote(repository)).lead.leadNumber;
  for (let n = 0; n < count; n++) await addLead();
  return { file, db, addLead };
}

function leadNumbers(db: BetterSqlite3.Database): string[] {
  return db
    .prepare('SELECT lead_number FROM leads ORDER BY id')
    .pluck()
    .all()
    .map((id) => String(id));
}

/** Opens the copy as an operator would, reads what the test needs and closes it. */
function inspect(file: string) {
  const copy = new BetterSqlite3(file, { fileMustExist: true, readonly: true });
  try {
    return {
      integrity: copy.pragma('integrity_check', { simple: true }),
      journalMode: copy.pragma('journal_mode', { simple: true }),
      leadNumbers: leadNumbers(copy),
    };
  } finally {
    copy.close();
  }
}

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('backupDatabase', () => {
  it('copies every lead committed while another connection keeps writing in WAL mode', async () => {
    const live = await liveDatabase(40);
    try {
      expect(live.db.pragma('journal_mode', { simple: true })).toBe('wal');
      // Everything committed is still in the -wal file: a plain copy of the main file has none of it.
      expect(statSync(`${live.file}-wal`).size).toBeGreaterThan(0);
      const naive = join(temp.dir(), 'naive-copy.db');
      copyFileSync(live.file, naive);
      expect(() => inspect(naive)).toThrow(/no such table: leads/);

      const writtenDuring: Promise<string>[] = [];
      const target = join(temp.dir(), 'backup.db');
      const result = await backupDatabase(live.file, target, {
        pagesPerStep: 2,
        betweenSteps: () => {
          if (writtenDuring.length < 5) writtenDuring.push(live.addLead());
        },
      });

      // Each write between two steps makes SQLite start the copy over; the last pass has them all.
      expect(writtenDuring).toHaveLength(5);
      const copy = inspect(target);
      expect(copy.integrity).toBe('ok');
      expect(copy.leadNumbers).toEqual(leadNumbers(live.db));
      expect(copy.leadNumbers).toHaveLength(45);
      expect(copy.leadNumbers).toEqual(expect.arrayContaining(await Promise.all(writtenDuring)));
      expect(result.leads).toBe(45);
      expect(result.bytes).toBe(statSync(target).size);
      expect(result.durationMs).toBeGreaterThanOrEqual(0);
    } finally {
      live.db.close();
    }
  });

  it('creates the copy as one self-contained file readable by its owner only (0600)', async () => {
    const live = await liveDatabase(3);
    try {
      const target = join(temp.dir(), 'backup.db');
      await backupDatabase(live.file, target);
      expect(modeOf(target)).toBe(0o600);
      // Rollback-journal mode: no -wal file to carry along, and it opens read-only anywhere.
      expect(inspect(target).journalMode).toBe('delete');
      expect(readdirSync(temp.dir()).filter((name) => name.startsWith('backup.db'))).toEqual(['backup.db']);
    } finally {
      live.db.close();
    }
  });

  it("takes the copy without waiting for another connection's open write, and leaves that write out", async () => {
    const live = await liveDatabase(3);
    const writer = new BetterSqlite3(live.file);
    try {
      writer.exec('BEGIN IMMEDIATE');
      const uncommitted = (await storeQuote(createSqliteLeadRepository(writer))).lead.leadNumber;
      const target = join(temp.dir(), 'backup.db');
      const result = await backupDatabase(live.file, target);
      expect(result.leads).toBe(3);
      expect(inspect(target).leadNumbers).not.toContain(uncommitted);
      writer.exec('COMMIT');
    } finally {
      writer.close();
      live.db.close();
    }
  });

  it('refuses to replace an existing file, which stays as it was, unless told to overwrite', async () => {
    const live = await liveDatabase(2);
    try {
      const target = join(temp.dir(), 'backup.db');
      writeFileSync(target, 'an older backup', { mode: 0o644 });
      await expect(backupDatabase(live.file, target)).rejects.toMatchObject({ code: 'EEXIST' });
      expect(readFileSync(target, 'utf8')).toBe('an older backup');
      expect(readdirSync(temp.dir()).filter((name) => name.includes('.partial'))).toEqual([]);

      const result = await backupDatabase(live.file, target, { overwrite: true });
      expect(result.leads).toBe(2);
      expect(inspect(target).integrity).toBe('ok');
      expect(modeOf(target)).toBe(0o600);
    } finally {
      live.db.close();
    }
  });

  it('leaves no file behind when the source is not a lead database', async () => {
    const source = join(temp.dir(), 'other.db');
    const other = new BetterSqlite3(source);
    other.exec('CREATE TABLE notes (text TEXT)');
    other.close();
    const target = join(temp.dir(), 'backup.db');
    await expect(backupDatabase(source, target)).rejects.toThrow(/no such table: leads/);
    expect(readdirSync(temp.dir())).toEqual(['other.db']);
  });
});

import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { storeQuote } from '../../../tests/support/store-quote';
import { withTempDir } from '../../../tests/support/temp-dir';
import { validSubmission } from '../../../tests/support/valid-submission';
import { isDatabaseBusy } from '../database-busy';
import { DEFAULT_BUSY_TIMEOUT_MS, openDatabase } from './database';
import { MIGRATIONS, schemaVersion } from './migrations';
import { createSqliteLeadRepository } from './sqlite-lead-repository';

const temp = withTempDir();

describe('openDatabase', () => {
  it('creates the parent folders and sets WAL, synchronous FULL, foreign keys and a busy timeout', () => {
    const file = join(temp.dir(), 'nested', 'deeper', 'leads.sqlite');
    const db = openDatabase(file, { busyTimeoutMs: 1234 });
    try {
      expect(existsSync(file)).toBe(true);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      // 2 = FULL (0 OFF, 1 NORMAL, 3 EXTRA).
      expect(db.pragma('synchronous', { simple: true })).toBe(2);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(db.pragma('busy_timeout', { simple: true })).toBe(1234);
      expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    } finally {
      db.close();
    }
  });

  it('waits only a moment for a lock by default, so a held lock cannot freeze the server for seconds', () => {
    const db = openDatabase(join(temp.dir(), 'leads.sqlite'));
    try {
      expect(DEFAULT_BUSY_TIMEOUT_MS).toBeLessThanOrEqual(250);
      expect(db.pragma('busy_timeout', { simple: true })).toBe(DEFAULT_BUSY_TIMEOUT_MS);
    } finally {
      db.close();
    }
  });

  it('fails a write quickly with an error isDatabaseBusy recognises while another connection holds the lock', async () => {
    const file = join(temp.dir(), 'leads.sqlite');
    const db = openDatabase(file);
    const holder = new BetterSqlite3(file);
    try {
      holder.exec('BEGIN IMMEDIATE');
      const started = performance.now();
      const repository = createSqliteLeadRepository(db);
      const caught: unknown = await storeQuote(repository).catch((error: unknown) => error);
      const waited = performance.now() - started;
      expect(isDatabaseBusy(caught)).toBe(true);
      expect(waited).toBeLessThan(2_000);
      holder.exec('ROLLBACK');
      // The lock is gone: the same write goes through.
      expect((await storeQuote(repository)).created).toBe(true);
    } finally {
      holder.close();
      db.close();
    }
  });

  it('creates the database file and its -wal and -shm files readable by their owner only (0600)', async () => {
    const file = join(temp.dir(), 'data', 'leads.sqlite');
    const db = openDatabase(file);
    try {
      await storeQuote(createSqliteLeadRepository(db));
      for (const path of [file, `${file}-wal`, `${file}-shm`]) {
        expect({ path, mode: statSync(path).mode & 0o777 }).toEqual({ path, mode: 0o600 });
      }
    } finally {
      db.close();
    }
  });

  it('opens an in-memory database, migrated, for tests', () => {
    const db = openDatabase(':memory:');
    try {
      const tables = db
        .prepare<[], { name: string }>("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
        .all()
        .map((row) => row.name);
      expect(tables).toEqual(['callback_requests', 'leads', 'order_events', 'orders', 'outbox']);
      expect(db.prepare('SELECT count(*) AS n FROM leads').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });

  it('keeps leads after the database is closed and opened again', async () => {
    const file = join(temp.dir(), 'leads.sqlite');
    const first = createSqliteLeadRepository(openDatabase(file));
    const { lead } = await storeQuote(first, validSubmission());
    await first.close();

    const again = createSqliteLeadRepository(openDatabase(file));
    try {
      expect(await again.count()).toBe(1);
      expect(await again.findByToken(lead.token)).toEqual(lead);
    } finally {
      await again.close();
    }
  });
});

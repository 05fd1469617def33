import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, validSubmission } from '../../tests/support/valid-submission';
import { openDatabase } from './database';
import { createLeadStore } from './lead-store';
import { MIGRATIONS, schemaVersion } from './migrations';
import { startLeadProcess } from './test-fixtures/lead-process';
import { withTempDir } from './test-fixtures/temp-dir';

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

  it('opens an in-memory database, migrated, for tests', () => {
    const db = openDatabase(':memory:');
    try {
      const tables = db
        .prepare<[], { name: string }>("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
        .all()
        .map((row) => row.name);
      expect(tables).toEqual(['leads', 'outbox']);
      expect(createLeadStore(db).count()).toBe(0);
    } finally {
      db.close();
    }
  });

  it('keeps leads after the database is closed and opened again', () => {
    const file = join(temp.dir(), 'leads.sqlite');
    const first = openDatabase(file);
    const { lead } = createLeadStore(first).create(validSubmission(), { flagged: false });
    first.close();

    const again = openDatabase(file);
    try {
      const store = createLeadStore(again);
      expect(store.count()).toBe(1);
      expect(store.findByToken(lead.token)).toEqual(lead);
    } finally {
      again.close();
    }
  });

  it('keeps a lead whose process is SIGKILLed right after it answered', async () => {
    const file = join(temp.dir(), 'leads.sqlite');
    openDatabase(file).close();
    const proc = startLeadProcess(file, newIdempotencyKey());
    try {
      await proc.ready;
      proc.go();
      const answer = await proc.answer;
      // No clean close, no checkpoint: the commit must already be durable when `create` returns.
      await proc.kill();
      expect(proc.child.signalCode).toBe('SIGKILL');

      const db = openDatabase(file);
      try {
        const store = createLeadStore(db);
        expect(store.findByToken(answer.token)?.sessionId).toBe(answer.sessionId);
        expect(db.prepare('SELECT count(*) AS n FROM outbox').get()).toEqual({ n: 1 });
      } finally {
        db.close();
      }
    } finally {
      await proc.kill();
    }
  }, 30_000);
});

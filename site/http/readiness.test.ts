import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../storage/sqlite/database';
import { createSqliteLeadRepository } from '../storage/sqlite/sqlite-lead-repository';
import { databaseReadiness } from '../storage/sqlite/writability-probe';
import { readinessCheck } from './readiness';

const dirs: string[] = [];
function databaseFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shipquote-ready-'));
  dirs.push(dir);
  return join(dir, 'leads.db');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('databaseReadiness', () => {
  it('is ready on an open database, and writes nothing', () => {
    const db = openDatabase(databaseFile());
    const changes = db.prepare('SELECT total_changes() AS n').get();
    expect(databaseReadiness(db)).toEqual({ ok: true });
    expect(db.inTransaction).toBe(false);
    expect(db.prepare('SELECT total_changes() AS n').get()).toEqual(changes);
    db.close();
  });

  it('is not ready on a closed database or a read-only one', () => {
    const file = databaseFile();
    const db = openDatabase(file);
    db.close();
    expect(databaseReadiness(db)).toEqual({ ok: false, reason: 'the lead database is closed' });
    const readOnly = new BetterSqlite3(file, { readonly: true });
    expect(databaseReadiness(readOnly)).toEqual({ ok: false, reason: 'the lead database is read-only' });
    readOnly.close();
  });

  it('is not ready while another connection holds the write lock, and gives the connection its busy timeout back', () => {
    const file = databaseFile();
    const db = openDatabase(file);
    db.pragma('busy_timeout = 1234');
    const other = new BetterSqlite3(file);
    other.exec('BEGIN IMMEDIATE');
    expect(databaseReadiness(db)).toEqual({ ok: false, reason: 'the lead database does not take writes' });
    expect(db.inTransaction).toBe(false);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(1234);
    other.exec('ROLLBACK');
    expect(databaseReadiness(db)).toEqual({ ok: true });
    other.close();
    db.close();
  });
});

describe('readinessCheck', () => {
  it('is not ready while the lookups answer nothing', async () => {
    const storage = createSqliteLeadRepository(openDatabase(databaseFile()));
    let loaded = false;
    const ready = readinessCheck({ storage, lookupsLoaded: () => loaded });
    expect(await ready()).toEqual({ ok: false, reason: 'the offline lookups answer nothing' });
    loaded = true;
    expect(await ready()).toEqual({ ok: true });
    await storage.close();
  });
});

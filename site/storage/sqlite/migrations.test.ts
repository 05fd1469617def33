import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { storeQuote } from '../../../tests/support/store-quote';
import { withTempDir } from '../../../tests/support/temp-dir';
import { validSubmission } from '../../../tests/support/valid-submission';
import { openDatabase } from './database';
import { MIGRATIONS, type Migration, migrate, schemaVersion } from './migrations';
import { createSqliteLeadRepository } from './sqlite-lead-repository';

const temp = withTempDir();

function tableNames(db: BetterSqlite3.Database): string[] {
  return db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
    .all()
    .map((row) => row.name);
}

/** The app's migrations, each counting how often it ran. */
function countedMigrations(): { migrations: Migration[]; runs: number[] } {
  const runs = MIGRATIONS.map(() => 0);
  const migrations = MIGRATIONS.map((migration, index) => ({
    ...migration,
    up(db: BetterSqlite3.Database) {
      runs[index] = (runs[index] ?? 0) + 1;
      migration.up(db);
    },
  }));
  return { migrations, runs };
}

describe('migrate', () => {
  it('applies every migration once to a new database and nothing when it is opened again', () => {
    const file = join(temp.dir(), 'leads.sqlite');
    const { migrations, runs } = countedMigrations();

    const first = openDatabase(file, { migrations });
    expect(schemaVersion(first)).toBe(MIGRATIONS.length);
    first.close();
    const second = openDatabase(file, { migrations });
    expect(migrate(second, migrations)).toEqual([]);
    second.close();

    expect(runs).toEqual(MIGRATIONS.map(() => 1));
  });

  it('upgrades an older database by applying only the missing migrations, keeping its rows', async () => {
    const file = join(temp.dir(), 'leads.sqlite');
    // A database from the release that had only the first migration, with a lead in it.
    const old = openDatabase(file, { migrations: MIGRATIONS.slice(0, 1) });
    expect(schemaVersion(old)).toBe(1);
    expect(tableNames(old)).toEqual(['leads']);
    old
      .prepare(
        `INSERT INTO leads (session_id, token, idempotency_key, created_at, mode, origin, destination, ship_date,
          transport_type, first_name, email, phone, vehicles_json, context_json)
         VALUES ('SQ-261125-482193', 'AAAAAAAAAAAAAAAAAAAAAA', 'old-key-0000000000', '2026-11-25T10:00:00.000Z',
          'domestic', 'Austin, TX', 'Miami, FL', '2026-12-10', 'open', 'Dana', 'dana@example.com',
          '5125550142', '[]', '{}')`,
      )
      .run();
    old.close();

    const { migrations, runs } = countedMigrations();
    const db = openDatabase(file, { migrations });
    try {
      expect(runs).toEqual(MIGRATIONS.map((_, index) => (index === 0 ? 0 : 1)));
      expect(schemaVersion(db)).toBe(MIGRATIONS.length);
      expect(tableNames(db)).toEqual(['callback_requests', 'leads', 'order_events', 'orders', 'outbox']);
      const lead = await createSqliteLeadRepository(db).findByLeadNumber('SQ-261125-482193');
      expect(lead?.submission.first_name).toBe('Dana');
      // Stored before prices were kept: shown without one rather than priced by today's table.
      expect(lead?.price).toBeNull();
    } finally {
      db.close();
    }
  });

  it('rolls back a failing migration: no schema change and no version bump', () => {
    const db = new BetterSqlite3(':memory:');
    const failing: Migration[] = [
      ...MIGRATIONS,
      {
        version: MIGRATIONS.length + 1,
        name: 'half-done',
        up(d) {
          d.exec('CREATE TABLE half_done (id INTEGER PRIMARY KEY)');
          throw new Error('disk on fire');
        },
      },
    ];
    try {
      migrate(db, MIGRATIONS);
      expect(() => migrate(db, failing)).toThrow('disk on fire');
      expect(schemaVersion(db)).toBe(MIGRATIONS.length);
      expect(tableNames(db)).not.toContain('half_done');
    } finally {
      db.close();
    }
  });

  it('refuses a database written by newer code', () => {
    const db = new BetterSqlite3(':memory:');
    try {
      db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
      expect(() => migrate(db, MIGRATIONS)).toThrow(/newer than this code/);
    } finally {
      db.close();
    }
  });

  it('refuses a migration list whose versions are not 1, 2, 3 … in order', () => {
    const db = new BetterSqlite3(':memory:');
    try {
      const skipped = [MIGRATIONS[1]!];
      expect(() => migrate(db, skipped)).toThrow(/expected 1/);
      expect(schemaVersion(db)).toBe(0);
    } finally {
      db.close();
    }
  });

  it('adds an empty submission hash to the leads of an older database, and they still answer retries', async () => {
    const file = join(temp.dir(), 'leads.sqlite');
    const hashStep = MIGRATIONS.findIndex((migration) => migration.name === 'submission hash');
    const old = openDatabase(file, { migrations: MIGRATIONS.slice(0, hashStep) });
    // A lead as the store writes it today, copied into the older schema with the columns it has (the lead
    // number was session_id then).
    const scratch = openDatabase(':memory:');
    const submission = validSubmission();
    const { lead } = await storeQuote(createSqliteLeadRepository(scratch), submission);
    const row = scratch.prepare('SELECT * FROM leads').get() as Record<string, unknown>;
    scratch.close();
    const columns = (old.pragma('table_info(leads)') as { name: string }[]).map(({ name }) => name);
    expect(columns).not.toContain('submission_hash');
    old
      .prepare(`INSERT INTO leads (${columns.join(', ')}) VALUES (${columns.map((name) => `@${name}`).join(', ')})`)
      .run(Object.fromEntries(columns.map((name) => [name, row[name === 'session_id' ? 'lead_number' : name]])));
    old.close();

    const db = openDatabase(file);
    try {
      expect(schemaVersion(db)).toBe(MIGRATIONS.length);
      expect(db.prepare('SELECT submission_hash FROM leads').get()).toEqual({ submission_hash: null });
      expect(await storeQuote(createSqliteLeadRepository(db), submission)).toEqual({ lead, created: false });
    } finally {
      db.close();
    }
  });

  it('stores leads in a new database through the whole migrated schema', async () => {
    const db = openDatabase(':memory:');
    try {
      const { lead } = await storeQuote(createSqliteLeadRepository(db));
      expect(db.prepare('SELECT lead_id FROM outbox').get()).toEqual({ lead_id: lead.id });
    } finally {
      db.close();
    }
  });
});

import type { Database } from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { insertDeliveredRows } from '../../../scripts/delivered-rows';
import { storeQuote } from '../../../tests/support/store-quote';
import { openDatabase } from '../../storage/sqlite/database';
import { createSqliteLeadRepository } from '../../storage/sqlite/sqlite-lead-repository';
import { createSqliteOutbox } from '../../storage/sqlite/sqlite-outbox';
import { createOutboxPurge } from './outbox-purge';

const DAY = 86_400_000;
const NOW = new Date('2026-11-25T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

const open: Database[] = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

function database(): Database {
  const db = openDatabase(':memory:');
  open.push(db);
  return db;
}

/** A lead with a pending outbox row created `days` ago (never delivered). Returns its outbox id. */
async function pendingRow(db: Database, days: number): Promise<number> {
  const { lead } = await storeQuote(createSqliteLeadRepository(db, { now: () => daysAgo(days) }));
  return (db.prepare('SELECT id FROM outbox WHERE lead_id = ?').get(lead.id) as { id: number }).id;
}

const outboxIds = (db: Database) =>
  db
    .prepare<[], { id: number }>('SELECT id FROM outbox ORDER BY id')
    .all()
    .map((row) => row.id);

describe('createOutboxPurge', () => {
  it('deletes only delivered rows older than the keep period, never a pending one however old', async () => {
    const db = database();
    const [old] = insertDeliveredRows(db, 1, daysAgo(31));
    const [recent] = insertDeliveredRows(db, 1, daysAgo(29));
    const [justInside] = insertDeliveredRows(db, 1, daysAgo(30));
    const waiting = await pendingRow(db, 100);
    const purge = createOutboxPurge(createSqliteOutbox(db), { destination: 'crm', keepDays: 30, now: () => NOW });

    expect(await purge()).toBe(1);
    expect(outboxIds(db)).toEqual([recent!, justInside!, waiting].sort((a, b) => a - b));
    expect(outboxIds(db)).not.toContain(old);
    // The leads themselves stay: only their delivered payloads go.
    expect(await createSqliteLeadRepository(db).count()).toBe(4);
    expect(await purge()).toBe(0);
  });

  it('deletes rows given up before the keep period too, and only those of its own destination', async () => {
    const db = database();
    const givenUp = await pendingRow(db, 60);
    const givenUpLately = await pendingRow(db, 60);
    const otherDestination = await pendingRow(db, 60);
    const giveUp = db.prepare('UPDATE outbox SET gave_up_at = ?, last_error = ? WHERE id = ?');
    giveUp.run(daysAgo(40).toISOString(), 'SMTP 550', givenUp);
    giveUp.run(daysAgo(10).toISOString(), 'SMTP 550', givenUpLately);
    giveUp.run(daysAgo(40).toISOString(), 'SMTP 550', otherDestination);
    db.prepare("UPDATE outbox SET destination = 'email' WHERE id = ?").run(otherDestination);
    const [delivered] = insertDeliveredRows(db, 1, daysAgo(40));

    const purge = createOutboxPurge(createSqliteOutbox(db), { destination: 'crm', keepDays: 30, now: () => NOW });
    expect(await purge()).toBe(2);
    expect(outboxIds(db)).toEqual([givenUpLately, otherDestination]);
    expect(outboxIds(db)).not.toContain(delivered);
  });

  it('deletes a large backlog in several small transactions', async () => {
    const db = database();
    insertDeliveredRows(db, 1_200, daysAgo(60));
    const kept = insertDeliveredRows(db, 3, daysAgo(1));
    const purge = createOutboxPurge(createSqliteOutbox(db), {
      destination: 'crm',
      keepDays: 30,
      now: () => NOW,
      chunkSize: 500,
    });
    expect(await purge()).toBe(1_200);
    expect(outboxIds(db)).toEqual(kept);
  });

  it('stops after the transaction in progress once its signal aborts', async () => {
    const db = database();
    insertDeliveredRows(db, 1_200, daysAgo(60));
    const purge = createOutboxPurge(createSqliteOutbox(db), {
      destination: 'crm',
      keepDays: 30,
      now: () => NOW,
      chunkSize: 500,
    });
    expect(await purge(AbortSignal.abort())).toBe(500);
    expect(outboxIds(db)).toHaveLength(700);
  });
});

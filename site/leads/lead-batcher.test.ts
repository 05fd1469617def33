import { join } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withTempDir } from '../../tests/support/temp-dir';
import { newIdempotencyKey, validSubmission } from '../../tests/support/valid-submission';
import { isDatabaseBusy } from './database-busy';
import { createLeadBatcher } from './lead-batcher';
import type { LeadRepository } from './lead-repository';
import { openDatabase } from './sqlite/database';
import { createLeadStore } from './sqlite/lead-store';
import { createSqliteLeadRepository } from './sqlite/sqlite-lead-repository';

const temp = withTempDir();
const open: Database[] = [];

afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

/** A real store on a real file, counting its transactions. */
function countingStore(options: Parameters<typeof createLeadStore>[1] = {}) {
  const db = openDatabase(join(temp.dir(), 'leads.db'));
  open.push(db);
  const store = createLeadStore(db, options);
  const repository = createSqliteLeadRepository(db, options);
  const batches: number[] = [];
  const counted: Pick<LeadRepository, 'createMany'> = {
    async createMany(items) {
      batches.push(items.length);
      return repository.createMany(items);
    },
  };
  return { db, store, batches, counted };
}

const submission = () => validSubmission({ idempotency_key: newIdempotencyKey() });

describe('createLeadBatcher', () => {
  it('writes the quotes that arrive together in one transaction and answers each with its own lead', async () => {
    const { store, batches, counted } = countingStore();
    const batcher = createLeadBatcher(counted);
    const results = await Promise.all(
      Array.from({ length: 40 }, () => batcher.create(submission(), { flagged: false })),
    );
    expect(batches).toEqual([40]);
    expect(new Set(results.map((r) => r.lead.leadNumber)).size).toBe(40);
    expect(results.every((r) => r.created)).toBe(true);
    expect(store.count()).toBe(40);
  });

  it('answers only after the commit: every answered lead is in the database', async () => {
    const { db, batcher } = (() => {
      const made = countingStore();
      return { db: made.db, batcher: createLeadBatcher(made.counted) };
    })();
    const { lead } = await batcher.create(submission(), { flagged: false });
    const again = createLeadStore(db).findByLeadNumber(lead.leadNumber);
    expect(again?.token).toBe(lead.token);
  });

  it('splits a burst larger than the batch limit into several commits', async () => {
    const { batches, counted } = countingStore();
    const batcher = createLeadBatcher(counted, 16);
    await Promise.all(Array.from({ length: 40 }, () => batcher.create(submission(), { flagged: false })));
    expect(batches).toEqual([16, 16, 8]);
  });

  it('gives the same lead to two submissions with one idempotency key, even in one batch', async () => {
    const { store, counted } = countingStore();
    const batcher = createLeadBatcher(counted);
    const same = submission();
    const [first, second] = await Promise.all([
      batcher.create(same, { flagged: false }),
      batcher.create(same, { flagged: false }),
    ]);
    expect(second?.lead.leadNumber).toBe(first?.lead.leadNumber);
    expect([first?.created, second?.created]).toEqual([true, false]);
    expect(store.count()).toBe(1);
  });

  it('fails one quote without failing the others of its batch', async () => {
    // Every lead number the same: the second quote runs out of fresh numbers, the first is kept.
    const { store, counted } = countingStore({ newLeadNumber: () => 'SQ-261125-111111' });
    const batcher = createLeadBatcher(counted);
    const [first, second] = await Promise.allSettled([
      batcher.create(submission(), { flagged: false }),
      batcher.create(submission(), { flagged: false }),
    ]);
    expect(first.status).toBe('fulfilled');
    expect(second.status).toBe('rejected');
    expect(store.count()).toBe(1);
  });

  it('rejects every quote of a batch whose transaction cannot run, and commits none', async () => {
    const { db, store, counted } = countingStore();
    const batcher = createLeadBatcher(counted);
    db.close();
    open.splice(open.indexOf(db), 1);
    const results = await Promise.allSettled([
      batcher.create(submission(), { flagged: false }),
      batcher.create(submission(), { flagged: false }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(() => store.count()).toThrow();
  });

  it('answers every quote truthfully when the disk fills up and SQLite rolls back the whole batch', async () => {
    const { db, store, batches, counted } = countingStore();
    const batcher = createLeadBatcher(counted);
    // A few pages of room: the batch's transaction hits SQLITE_FULL part-way, and SQLite undoes all of it.
    db.pragma(`max_page_count = ${(db.pragma('page_count', { simple: true }) as number) + 3}`);
    const submissions = Array.from({ length: 12 }, submission);
    const outcomes = await Promise.allSettled(submissions.map((s) => batcher.create(s, { flagged: false })));

    const storedNumber = db.prepare<[string], { lead_number: string }>(
      'SELECT lead_number FROM leads WHERE idempotency_key = ?',
    );
    outcomes.forEach((outcome, index) => {
      const row = storedNumber.get(submissions[index]!.idempotency_key);
      // Told "stored" exactly when the lead is in the table, under the number the caller was given.
      expect({ index, stored: row?.lead_number }).toEqual({
        index,
        stored: outcome.status === 'fulfilled' ? outcome.value.lead.leadNumber : undefined,
      });
    });
    // The disk did fill mid-batch: some quotes fit, some did not.
    expect(batches[0]).toBe(12);
    expect(outcomes.some((o) => o.status === 'rejected')).toBe(true);
    expect(outcomes.some((o) => o.status === 'fulfilled')).toBe(true);
    expect(store.count()).toBe(outcomes.filter((o) => o.status === 'fulfilled').length);
  });

  it('rejects a batch at once when another connection holds the lock, trying no quote one by one', async () => {
    const { db, batches, counted } = countingStore();
    const holder = new BetterSqlite3(db.name);
    open.push(holder);
    holder.exec('BEGIN IMMEDIATE');
    const batcher = createLeadBatcher(counted);
    const outcomes = await Promise.allSettled([
      batcher.create(submission(), { flagged: false }),
      batcher.create(submission(), { flagged: false }),
      batcher.create(submission(), { flagged: false }),
    ]);
    expect(outcomes.map((o) => o.status === 'rejected' && isDatabaseBusy(o.reason))).toEqual([true, true, true]);
    expect(batches).toEqual([3]);
    holder.exec('ROLLBACK');
  });

  it('commits the queued quotes at once when closed, before the database goes, and refuses later ones', async () => {
    const { db, batches, counted } = countingStore();
    const batcher = createLeadBatcher(counted);
    const queued = [batcher.create(submission(), { flagged: false }), batcher.create(submission(), { flagged: false })];
    await batcher.close();
    // Closed right after close(), as the server does: the quotes were already written.
    db.close();
    open.splice(open.indexOf(db), 1);
    const results = await Promise.all(queued);
    expect(batches).toEqual([2]);
    expect(results.every((r) => r.created)).toBe(true);
    await expect(batcher.create(submission(), { flagged: false })).rejects.toThrow(/closed/);
    const reopened = openDatabase(join(temp.dir(), 'leads.db'));
    open.push(reopened);
    expect(createLeadStore(reopened).count()).toBe(2);
  });
});

/**
 * Group commit over what only SQLite shows: a file that cannot be written, a full disk, a lock held by
 * another connection. What both stores do alike is tested in tests/storage/lead-batcher.test.ts.
 */
import { join } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { leadToStore, type StoreQuoteOptions } from '../../tests/support/store-quote';
import { withTempDir } from '../../tests/support/temp-dir';
import { newIdempotencyKey, validSubmission } from '../../tests/support/valid-submission';
import { isDatabaseBusy } from './database-busy';
import { createLeadBatcher } from './lead-batcher';
import type { LeadRepository, NewLead } from './lead-repository';
import { openDatabase } from './sqlite/database';
import { createSqliteLeadRepository } from './sqlite/sqlite-lead-repository';

const temp = withTempDir();
const open: Database[] = [];

afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

/** A real store on a real file, counting its transactions. */
function countingStore() {
  const db = openDatabase(join(temp.dir(), 'leads.db'));
  open.push(db);
  const repository = createSqliteLeadRepository(db);
  const batches: number[] = [];
  const counted: Pick<LeadRepository, 'createMany'> = {
    async createMany(items) {
      batches.push(items.length);
      return repository.createMany(items);
    },
  };
  const count = () => (db.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n;
  return { db, count, batches, counted };
}

const quote = (options: StoreQuoteOptions = {}): NewLead =>
  leadToStore(validSubmission({ idempotency_key: newIdempotencyKey() }), options);

describe('createLeadBatcher on SQLite', () => {
  it('rejects every quote of a batch whose transaction cannot run, and commits none', async () => {
    const { db, count, counted } = countingStore();
    const batcher = createLeadBatcher(counted);
    db.close();
    open.splice(open.indexOf(db), 1);
    const results = await Promise.allSettled([batcher.create(quote()), batcher.create(quote())]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(() => count()).toThrow();
  });

  it('answers every quote truthfully when the disk fills up and SQLite rolls back the whole batch', async () => {
    const { db, count, batches, counted } = countingStore();
    const batcher = createLeadBatcher(counted);
    // A few pages of room: the batch's transaction hits SQLITE_FULL part-way, and SQLite undoes all of it.
    db.pragma(`max_page_count = ${(db.pragma('page_count', { simple: true }) as number) + 3}`);
    const quotes = Array.from({ length: 12 }, quote);
    const outcomes = await Promise.allSettled(quotes.map((q) => batcher.create(q)));

    const storedNumber = db.prepare<[string], { lead_number: string }>(
      'SELECT lead_number FROM leads WHERE idempotency_key = ?',
    );
    outcomes.forEach((outcome, index) => {
      const row = storedNumber.get(quotes[index]!.submission.idempotency_key);
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
    expect(count()).toBe(outcomes.filter((o) => o.status === 'fulfilled').length);
  });

  it('rejects a batch at once when another connection holds the lock, trying no quote one by one', async () => {
    const { db, batches, counted } = countingStore();
    const holder = new BetterSqlite3(db.name);
    open.push(holder);
    holder.exec('BEGIN IMMEDIATE');
    const batcher = createLeadBatcher(counted);
    const outcomes = await Promise.allSettled([
      batcher.create(quote()),
      batcher.create(quote()),
      batcher.create(quote()),
    ]);
    expect(outcomes.map((o) => o.status === 'rejected' && isDatabaseBusy(o.reason))).toEqual([true, true, true]);
    expect(batches).toEqual([3]);
    holder.exec('ROLLBACK');
  });
});

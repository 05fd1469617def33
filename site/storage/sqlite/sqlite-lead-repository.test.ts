/**
 * What only the SQLite store has to prove: several connections and processes on one file. What both
 * stores do alike is tested over both in tests/storage/.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type LeadProcess, startLeadProcess } from '../../../tests/support/lead-process';
import { storeQuote } from '../../../tests/support/store-quote';
import { withTempDir } from '../../../tests/support/temp-dir';
import { newIdempotencyKey, validSubmission } from '../../../tests/support/valid-submission';
import type { LeadRepository } from '../lead-repository';
import { openDatabase } from './database';
import { openSqliteLeadRepository } from './sqlite-lead-repository';

const temp = withTempDir();
const open: LeadRepository[] = [];

function opened(file: string): LeadRepository {
  const repository = openSqliteLeadRepository(file);
  open.push(repository);
  return repository;
}

afterEach(async () => {
  for (const repository of open.splice(0)) await repository.close();
});

describe('the SQLite store on one file', () => {
  it('returns the first lead when a second connection to the same file stored it', async () => {
    const file = join(temp.dir(), 'leads.sqlite');
    const a = opened(file);
    const b = opened(file);
    const submission = validSubmission();
    const fromB = await storeQuote(b, submission);
    const fromA = await storeQuote(a, submission);
    expect(fromA).toEqual({ lead: fromB.lead, created: false });
    expect(await a.count()).toBe(1);
  });

  describe('when processes on the same file race with one idempotency key', () => {
    const processes: LeadProcess[] = [];
    afterEach(async () => {
      await Promise.all(processes.splice(0).map((p) => p.kill()));
    });

    it('stores one lead and every process answers with it', async () => {
      const file = join(temp.dir(), 'leads.sqlite');
      openDatabase(file).close();
      const key = newIdempotencyKey();
      for (let i = 0; i < 4; i++) processes.push(startLeadProcess(file, key));
      // All four have the database open and wait; released together, they insert at once.
      await Promise.all(processes.map((p) => p.ready));
      for (const p of processes) p.go();

      const answers = await Promise.all(processes.map((p) => p.answer));

      expect(answers.filter((a) => a.created)).toHaveLength(1);
      expect(new Set(answers.map((a) => a.leadNumber)).size).toBe(1);
      expect(new Set(answers.map((a) => a.token)).size).toBe(1);
      const db = openDatabase(file);
      try {
        expect(db.prepare('SELECT count(*) AS n FROM leads').get()).toEqual({ n: 1 });
        expect(db.prepare('SELECT count(*) AS n FROM outbox').get()).toEqual({ n: 1 });
      } finally {
        db.close();
      }
    }, 30_000);
  });
});

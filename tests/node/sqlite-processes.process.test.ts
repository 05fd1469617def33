/**
 * The SQLite store with several processes on one file (tests/support/create-lead-process.ts, each its own
 * Node process): what one connection or several in one process cannot show, the race between processes
 * and a commit that holds when the process dies without closing. The rest of the SQLite store is tested in
 * site/storage/sqlite/.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../site/storage/sqlite/database';
import { type LeadProcess, startLeadProcess } from '../support/lead-process';
import { withTempDir } from '../support/temp-dir';
import { newIdempotencyKey } from '../support/valid-submission';

const temp = withTempDir();
const processes: LeadProcess[] = [];

afterEach(async () => {
  await Promise.all(processes.splice(0).map((p) => p.kill()));
});

describe('processes on one SQLite file that race with one idempotency key', () => {
  it('store one lead, every process answers with it, and it stays stored when every process is SIGKILLed', async () => {
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
    // No clean close, no checkpoint: the commit must already be durable when `create` returns.
    await Promise.all(processes.map((p) => p.kill()));
    for (const p of processes) expect(p.child.signalCode).toBe('SIGKILL');

    const [answer] = answers;
    const db = openDatabase(file);
    try {
      expect(db.prepare('SELECT count(*) AS n FROM leads').get()).toEqual({ n: 1 });
      expect(db.prepare('SELECT lead_number FROM leads WHERE token = ?').get(answer?.token)).toEqual({
        lead_number: answer?.leadNumber,
      });
      expect(db.prepare('SELECT count(*) AS n FROM outbox').get()).toEqual({ n: 1 });
    } finally {
      db.close();
    }
  }, 30_000);
});

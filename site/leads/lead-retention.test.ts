import type { Database } from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validSubmission } from '../../tests/support/valid-submission';
import type { LogFields } from '../log/logger';
import { anonymiseLeadsOlderThan, startLeadRetention } from './lead-retention';
import { openDatabase } from './sqlite/database';
import { createLeadStore } from './sqlite/lead-store';
import { createSqliteLeadRepository } from './sqlite/sqlite-lead-repository';
import type { StoredLead } from './stored-lead';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-26T12:00:00.000Z');

let db: Database;

beforeEach(() => {
  db = openDatabase(':memory:');
});

afterEach(() => {
  vi.useRealTimers();
  if (db.open) db.close();
});

/** Stores a lead made `daysAgo` days before NOW. */
function leadMade(daysAgo: number): StoredLead {
  const store = createLeadStore(db, { now: () => new Date(NOW - daysAgo * DAY_MS) });
  return store.create(validSubmission({ email: `made-${daysAgo}@example.com` }), { flagged: false }).lead;
}

/** Lets a run that was started finish its (already settled) database calls; setImmediate is not faked here. */
const runsSettled = () => new Promise<void>((resolve) => setImmediate(resolve));

const privacy = () => createSqliteLeadRepository(db).privacy;

const emailOf = (lead: StoredLead) =>
  db.prepare<[number], { email: string }>('SELECT email FROM leads WHERE id = ?').get(lead.id)!.email;

describe('anonymiseLeadsOlderThan', () => {
  it('anonymises leads older than the period and keeps newer ones as they are', async () => {
    const old = leadMade(31);
    const recent = leadMade(29);
    const result = await anonymiseLeadsOlderThan(privacy(), 30, NOW);
    expect(result.leadNumbers).toEqual([old.leadNumber]);
    expect(result.outboxRowsDeleted).toBe(1);
    expect(emailOf(old)).toBe('');
    expect(createLeadStore(db).findByLeadNumber(recent.leadNumber)).toEqual(recent);
  });

  it('skips leads it has already anonymised', async () => {
    leadMade(40);
    expect((await anonymiseLeadsOlderThan(privacy(), 30, NOW)).leadNumbers).toHaveLength(1);
    expect((await anonymiseLeadsOlderThan(privacy(), 30, NOW)).leadNumbers).toEqual([]);
  });
});

describe('startLeadRetention', () => {
  it('runs once at start and then every 24 hours, until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let clock = NOW;
    const old = leadMade(31);
    const nearly = leadMade(29);
    const job = startLeadRetention({ privacy: privacy(), retentionDays: 30, now: () => clock, log: () => {} });
    await runsSettled();
    expect(emailOf(old)).toBe('');
    expect(emailOf(nearly)).toBe('made-29@example.com');

    clock += 2 * DAY_MS;
    await vi.advanceTimersByTimeAsync(DAY_MS - 1);
    expect(emailOf(nearly)).toBe('made-29@example.com');
    await vi.advanceTimersByTimeAsync(1);
    await runsSettled();
    expect(emailOf(nearly)).toBe('');

    await job.stop();
    const later = leadMade(29);
    clock += 10 * DAY_MS;
    await vi.advanceTimersByTimeAsync(10 * DAY_MS);
    expect(emailOf(later)).toBe('made-29@example.com');
  });

  it('logs how many leads it anonymised, never who they were', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const lines: { message: string; fields?: LogFields }[] = [];
    const old = leadMade(100);
    const job = startLeadRetention({
      privacy: privacy(),
      retentionDays: 30,
      now: () => NOW,
      log: (_, message, fields) => lines.push({ message, fields }),
    });
    await job.stop();
    expect(lines).toEqual([
      { message: 'retention: anonymised old leads', fields: { leads: 1, outbox_rows: 1, retention_days: 30 } },
    ]);
    expect(JSON.stringify(lines)).not.toContain(old.submission.email);
  });

  it('logs a failed run and keeps going rather than throwing out of the timer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const levels: string[] = [];
    const job = startLeadRetention({
      privacy: privacy(),
      retentionDays: 30,
      now: () => NOW,
      log: (level) => levels.push(level),
    });
    await runsSettled();
    expect(levels).toEqual([]);
    db.close();
    await vi.advanceTimersByTimeAsync(DAY_MS);
    await runsSettled();
    expect(levels).toEqual(['error']);
    await job.stop();
  });
});

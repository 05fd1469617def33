import type { Database } from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validSubmission } from '../../tests/support/valid-submission';
import { openDatabase } from './database';
import type { LogFields } from './lead-logger';
import { anonymiseLeadsOlderThan, startLeadRetention } from './lead-retention';
import { createLeadStore } from './lead-store';
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

const emailOf = (lead: StoredLead) =>
  db.prepare<[number], { email: string }>('SELECT email FROM leads WHERE id = ?').get(lead.id)!.email;

describe('anonymiseLeadsOlderThan', () => {
  it('anonymises leads older than the period and keeps newer ones as they are', () => {
    const old = leadMade(31);
    const recent = leadMade(29);
    const result = anonymiseLeadsOlderThan(db, 30, NOW);
    expect(result.leadNumbers).toEqual([old.sessionId]);
    expect(result.outboxRowsDeleted).toBe(1);
    expect(emailOf(old)).toBe('');
    expect(createLeadStore(db).findBySessionId(recent.sessionId)).toEqual(recent);
  });

  it('skips leads it has already anonymised', () => {
    leadMade(40);
    expect(anonymiseLeadsOlderThan(db, 30, NOW).leadNumbers).toHaveLength(1);
    expect(anonymiseLeadsOlderThan(db, 30, NOW).leadNumbers).toEqual([]);
  });
});

describe('startLeadRetention', () => {
  it('runs once at start and then every 24 hours, until stopped', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let clock = NOW;
    const old = leadMade(31);
    const nearly = leadMade(29);
    const job = startLeadRetention({ db, retentionDays: 30, now: () => clock, log: () => {} });
    expect(emailOf(old)).toBe('');
    expect(emailOf(nearly)).toBe('made-29@example.com');

    clock += 2 * DAY_MS;
    vi.advanceTimersByTime(DAY_MS - 1);
    expect(emailOf(nearly)).toBe('made-29@example.com');
    vi.advanceTimersByTime(1);
    expect(emailOf(nearly)).toBe('');

    job.stop();
    const later = leadMade(29);
    clock += 10 * DAY_MS;
    vi.advanceTimersByTime(10 * DAY_MS);
    expect(emailOf(later)).toBe('made-29@example.com');
  });

  it('logs how many leads it anonymised, never who they were', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const lines: { message: string; fields?: LogFields }[] = [];
    const old = leadMade(100);
    const job = startLeadRetention({
      db,
      retentionDays: 30,
      now: () => NOW,
      log: (_, message, fields) => lines.push({ message, fields }),
    });
    job.stop();
    expect(lines).toEqual([
      { message: 'retention: anonymised old leads', fields: { leads: 1, outbox_rows: 1, retention_days: 30 } },
    ]);
    expect(JSON.stringify(lines)).not.toContain(old.submission.email);
  });

  it('logs a failed run and keeps going rather than throwing out of the timer', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const levels: string[] = [];
    const job = startLeadRetention({ db, retentionDays: 30, now: () => NOW, log: (level) => levels.push(level) });
    db.close();
    expect(() => vi.advanceTimersByTime(DAY_MS)).not.toThrow();
    expect(levels).toEqual(['error']);
    job.stop();
  });
});

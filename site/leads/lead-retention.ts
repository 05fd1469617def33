/**
 * The retention period (LEAD_RETENTION_DAYS): leads older than it are anonymised, the same way as on a
 * person's request (lead-anonymiser.ts), by a job that runs when the server starts and then once a day.
 */
import type { Database } from 'better-sqlite3';
import { ANONYMISED_MARK, type AnonymiseResult, anonymiseLeads } from './lead-anonymiser';
import { consoleLeadLogger, type LeadLogger } from './lead-logger';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Anonymises the leads made more than `days` days before `now` (epoch milliseconds). */
export function anonymiseLeadsOlderThan(db: Database, days: number, now: number): AnonymiseResult {
  const cutoff = new Date(now - days * DAY_MS).toISOString();
  // created_at is always toISOString() (lead-store.ts), so text order is time order and the index serves it.
  const ids = db
    .prepare<[string], { id: number }>(
      `SELECT id FROM leads WHERE created_at < ? AND token NOT LIKE '${ANONYMISED_MARK}%' ORDER BY id`,
    )
    .all(cutoff)
    .map((row) => row.id);
  return anonymiseLeads(db, ids);
}

export interface LeadRetentionOptions {
  db: Database;
  retentionDays: number;
  /** The clock, in epoch milliseconds; tests pin it. Default Date.now. */
  now?: () => number;
  log?: LeadLogger;
}

export interface LeadRetentionJob {
  /** No more runs after this. */
  stop(): void;
}

/** Runs the retention once now, then every 24 hours until stopped. */
export function startLeadRetention(options: LeadRetentionOptions): LeadRetentionJob {
  const { db, retentionDays } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? consoleLeadLogger;

  function run(): void {
    try {
      const { leadNumbers, outboxRowsDeleted } = anonymiseLeadsOlderThan(db, retentionDays, now());
      if (leadNumbers.length > 0) {
        log('info', 'retention: anonymised old leads', {
          leads: leadNumbers.length,
          outbox_rows: outboxRowsDeleted,
          retention_days: retentionDays,
        });
      }
    } catch (error) {
      // A busy or failing database must not take the server down: tomorrow's run catches up.
      log('error', 'retention: run failed', { name: error instanceof Error ? error.name : typeof error });
    }
  }

  run();
  const timer = setInterval(run, DAY_MS);
  // The job never keeps the process alive on its own: a server that is shutting down is not held up.
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
    },
  };
}

/**
 * The retention period (LEAD_RETENTION_DAYS): leads older than it are anonymised, the same way as on a
 * person's request (lead-anonymiser.ts), by a job that runs when the server starts and then once a day.
 */
import { consoleLogger, type Logger } from '../log/logger';
import type { AnonymiseResult, PrivacyRepository } from './lead-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Anonymises the leads made more than `days` days before `now` (epoch milliseconds). */
export async function anonymiseLeadsOlderThan(
  privacy: PrivacyRepository,
  days: number,
  now: number,
): Promise<AnonymiseResult> {
  return privacy.anonymise(await privacy.idsCreatedBefore(new Date(now - days * DAY_MS)));
}

export interface LeadRetentionOptions {
  privacy: PrivacyRepository;
  retentionDays: number;
  /** The clock, in epoch milliseconds; tests pin it. Default Date.now. */
  now?: () => number;
  log?: Logger;
}

export interface LeadRetentionJob {
  /** No more runs after this; resolves once a run in flight has finished, so the store may be closed. */
  stop(): Promise<void>;
}

/** Runs the retention once now, then every 24 hours until stopped. */
export function startLeadRetention(options: LeadRetentionOptions): LeadRetentionJob {
  const { privacy, retentionDays } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? consoleLogger;

  async function run(): Promise<void> {
    try {
      const { leadNumbers, outboxRowsDeleted } = await anonymiseLeadsOlderThan(privacy, retentionDays, now());
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

  let running: Promise<void> | undefined;
  const runOnce = () => {
    running ??= run().finally(() => {
      running = undefined;
    });
  };
  runOnce();
  const timer = setInterval(runOnce, DAY_MS);
  // The job never keeps the process alive on its own: a server that is shutting down is not held up.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

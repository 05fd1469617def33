/**
 * The retention period (site/privacy/lead-retention.ts) over both stores: leads older than it are
 * anonymised, at start and then daily, and a failed run is logged without stopping the job.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '../../shared/time';
import {
  anonymiseLeadsOlderThan,
  DEFAULT_ORDER_RETENTION_DAYS,
  startLeadRetention,
} from '../../site/privacy/lead-retention';
import type { StoredLead } from '../../site/storage/stored-lead';
import { memoryLog } from '../support/memory-log';
import { newOrder } from '../support/new-order';
import { storeQuote } from '../support/store-quote';
import { validSubmission } from '../support/valid-submission';
import { forEachBackend, type OpenedStore } from './storage-backends';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');

afterEach(() => {
  vi.useRealTimers();
});

/**
 * A log that tells when the job has logged again. vi.waitFor would not do: under fake timers it moves the
 * faked clock on, and so would fire the daily run it waits for.
 */
function watchedLog() {
  const levels: string[] = [];
  let logged = () => {};
  return {
    levels,
    log: memoryLog(({ level }) => {
      levels.push(level);
      logged();
    }).log,
    /** Resolves at the next line; ask before the line can come. */
    next: () =>
      new Promise<void>((resolve) => {
        logged = resolve;
      }),
  };
}

/** A repository whose leads are made at chosen times before NOW. */
async function leadsOn(store: OpenedStore) {
  let madeAt = new Date(NOW);
  const repository = await store.another({ now: () => madeAt });
  return {
    repository,
    privacy: repository.privacy,
    /** Stores a lead made `daysAgo` days before NOW. */
    async leadMade(daysAgo: number): Promise<StoredLead> {
      madeAt = new Date(NOW - daysAgo * DAY_MS);
      return (await storeQuote(repository, validSubmission({ email: `made-${daysAgo}@example.com` }))).lead;
    },
    async emailOf(lead: StoredLead) {
      return (await repository.findByLeadNumber(lead.leadNumber))?.submission.email;
    },
  };
}

describe('lead retention', () => {
  forEachBackend((fresh) => {
    describe('anonymiseLeadsOlderThan', () => {
      it('anonymises leads older than the period and keeps newer ones as they are', async () => {
        const { repository, privacy, leadMade, emailOf } = await leadsOn(await fresh());
        const old = await leadMade(31);
        const recent = await leadMade(29);
        const result = await anonymiseLeadsOlderThan(privacy, 30, NOW);
        expect(result).toEqual({ leadNumbers: [old.leadNumber], outboxRowsDeleted: 1, ordersAnonymised: 0 });
        expect(await emailOf(old)).toBe('');
        expect(await repository.findByLeadNumber(recent.leadNumber)).toEqual(recent);
      });

      it('skips leads it has already anonymised', async () => {
        const { privacy, leadMade } = await leadsOn(await fresh());
        await leadMade(40);
        expect((await anonymiseLeadsOlderThan(privacy, 30, NOW)).leadNumbers).toHaveLength(1);
        expect((await anonymiseLeadsOlderThan(privacy, 30, NOW)).leadNumbers).toEqual([]);
      });
    });

    describe('startLeadRetention', () => {
      it('runs once at start and then every 24 hours, until stopped', async () => {
        const { privacy, leadMade, emailOf } = await leadsOn(await fresh());
        vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
        let clock = NOW;
        const old = await leadMade(31);
        const nearly = await leadMade(29);
        const watched = watchedLog();
        let ran = watched.next();
        const job = startLeadRetention({ privacy, retentionDays: 30, now: () => clock, log: watched.log });
        await ran;
        expect(await emailOf(old)).toBe('');
        expect(await emailOf(nearly)).toBe('made-29@example.com');

        clock += 2 * DAY_MS;
        // No run is due before the day is over: the next one starts only when the timer fires.
        await vi.advanceTimersByTimeAsync(DAY_MS - 1);
        expect(await emailOf(nearly)).toBe('made-29@example.com');
        ran = watched.next();
        await vi.advanceTimersByTimeAsync(1);
        await ran;
        expect(await emailOf(nearly)).toBe('');
        expect(watched.levels).toEqual(['info', 'info']);

        await job.stop();
        const later = await leadMade(29);
        clock += 10 * DAY_MS;
        await vi.advanceTimersByTimeAsync(10 * DAY_MS);
        expect(vi.getTimerCount()).toBe(0);
        expect(await emailOf(later)).toBe('made-29@example.com');
      });

      it('logs how many leads it anonymised, never who they were', async () => {
        const { privacy, leadMade } = await leadsOn(await fresh());
        vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
        const { log, entries } = memoryLog();
        const old = await leadMade(100);
        const job = startLeadRetention({ privacy, retentionDays: 30, now: () => NOW, log });
        await job.stop();
        const lines = entries.map(({ message, fields }) => ({ message, fields }));
        expect(lines).toEqual([
          {
            message: 'retention: anonymised old leads',
            fields: {
              leads: 1,
              orders: 0,
              outbox_rows: 1,
              retention_days: 30,
              order_retention_days: DEFAULT_ORDER_RETENTION_DAYS,
            },
          },
        ]);
        expect(JSON.stringify(lines)).not.toContain(old.submission.email);
      });

      it('anonymises only orders past their period when it has no period for leads', async () => {
        const { repository, privacy, leadMade, emailOf } = await leadsOn(await fresh());
        vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
        const ordered = await leadMade(400);
        await repository.orders.create(newOrder(ordered));
        const ancient = await leadMade(3650);
        const { log, entries } = memoryLog();
        const job = startLeadRetention({
          privacy,
          retentionDays: undefined,
          orderRetentionDays: 365,
          now: () => NOW,
          log,
        });
        await job.stop();
        expect(await emailOf(ordered)).toBe('');
        expect(await emailOf(ancient)).toBe('made-3650@example.com');
        expect(entries.map(({ fields }) => fields)).toEqual([
          { leads: 1, orders: 1, outbox_rows: 3, retention_days: null, order_retention_days: 365 },
        ]);
      });

      it('logs each failed run and keeps going rather than throwing out of the timer', async () => {
        const { repository, privacy } = await leadsOn(await fresh());
        vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
        await repository.close();
        const watched = watchedLog();
        let ran = watched.next();
        const job = startLeadRetention({ privacy, retentionDays: 30, now: () => NOW, log: watched.log });
        await ran;
        expect(watched.levels).toEqual(['error']);
        ran = watched.next();
        await vi.advanceTimersByTimeAsync(DAY_MS);
        await ran;
        expect(watched.levels).toEqual(['error', 'error']);
        await job.stop();
      });
    });
  });
});

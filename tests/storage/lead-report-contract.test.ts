/**
 * The lead report (site/storage/lead-report.ts) over both stores: the same leads give the same rows, counted
 * by UTC day and by each attribution key, whichever database the broker runs.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { QuoteContext, QuoteContextInput } from '../../shared/schema';
import type { LeadCountRow, ReportKey } from '../../site/storage/lead-report';
import type { LeadRepository } from '../../site/storage/lead-repository';
import { newOrder } from '../support/new-order';
import { storeQuote } from '../support/store-quote';
import { newIdempotencyKey, validSubmission } from '../support/valid-submission';
import { asAdmin, type OpenedStore, postgresBackend, type StorageBackend, sqliteBackend } from './storage-backends';

const PERIOD = { from: '2026-11-01', to: '2026-11-03' };

interface SeededLead {
  at: string;
  context: QuoteContextInput;
  flagged?: boolean;
  anonymised?: boolean;
  /** Stored with this context as it is, as leads were before submissionSchema cleaned context values. */
  unchecked?: boolean;
}

const partnerA = {
  placement: { id: 'P-A', source: 'partner-a' },
  campaign: { marketing_id: 'mk-1', utm_source: 'news' },
};
const partnerB = {
  placement: { id: 'P-B', source: 'partner-b' },
  campaign: { marketing_id: 'mk-2', utm_source: 'ads' },
};

const LEADS: SeededLead[] = [
  // The last instant before the period, and the first after it: neither is counted.
  { at: '2026-10-31T23:59:59.999Z', context: partnerA },
  { at: '2026-11-04T00:00:00.000Z', context: partnerA },
  { at: '2026-11-01T00:00:00.000Z', context: partnerA },
  { at: '2026-11-01T12:00:00.000Z', context: partnerA, flagged: true },
  { at: '2026-11-01T13:00:00.000Z', context: partnerB },
  { at: '2026-11-02T08:00:00.000Z', context: {} },
  // The campaign's first touch is not the key: this lead's last touch has no marketing_id or utm_source.
  {
    at: '2026-11-02T09:00:00.000Z',
    context: { placement: partnerA.placement, first_touch: { marketing_id: 'mk-first', utm_source: 'first' } },
  },
  { at: '2026-11-02T10:00:00.000Z', context: partnerB, anonymised: true },
  { at: '2026-11-03T23:59:59.999Z', context: partnerB },
  // An empty value is no value; a NUL (from a hand-made request, never an embed, stored before context
  // values were cleaned) does not stop the report.
  {
    at: '2026-11-03T23:59:59.999Z',
    context: { placement: { id: 'P-\u0000', source: '' }, campaign: { marketing_id: 'mk-1' } },
    flagged: true,
    unchecked: true,
  },
];

const row = (day: string, key: string | null, leads: number, flagged = 0, orders = 0): LeadCountRow => ({
  day,
  key,
  leads,
  flagged,
  orders,
});

const EXPECTED: Record<ReportKey, LeadCountRow[]> = {
  source: [
    row('2026-11-01', 'partner-a', 1, 1),
    row('2026-11-01', 'partner-b', 1),
    row('2026-11-02', 'partner-a', 1),
    row('2026-11-02', null, 2),
    row('2026-11-03', 'partner-b', 1),
    row('2026-11-03', null, 0, 1),
  ],
  placement: [
    row('2026-11-01', 'P-A', 1, 1),
    row('2026-11-01', 'P-B', 1),
    row('2026-11-02', 'P-A', 1),
    row('2026-11-02', null, 2),
    row('2026-11-03', 'P-B', 1),
    row('2026-11-03', 'P-\uFFFD', 0, 1),
  ],
  marketing_id: [
    row('2026-11-01', 'mk-1', 1, 1),
    row('2026-11-01', 'mk-2', 1),
    row('2026-11-02', null, 3),
    row('2026-11-03', 'mk-1', 0, 1),
    row('2026-11-03', 'mk-2', 1),
  ],
  utm_source: [
    row('2026-11-01', 'ads', 1),
    row('2026-11-01', 'news', 1, 1),
    row('2026-11-02', null, 3),
    row('2026-11-03', 'ads', 1),
    row('2026-11-03', null, 0, 1),
  ],
};

describe.each<StorageBackend>([sqliteBackend, postgresBackend])('the lead report of the $name store', (backend) => {
  let store: OpenedStore | undefined;
  afterEach(async () => {
    await store?.dispose();
    store = undefined;
  });

  /** A store holding LEADS, each made at its own instant through the store's clock. */
  async function seeded(): Promise<LeadRepository> {
    store = await backend.open();
    let clock = new Date(0);
    const repository = await store.another({ now: () => clock });
    for (const lead of LEADS) {
      clock = new Date(lead.at);
      const checked = validSubmission({ idempotency_key: newIdempotencyKey(), context: lead.context });
      const submission = lead.unchecked ? { ...checked, context: lead.context as QuoteContext } : checked;
      const { lead: stored } = await storeQuote(repository, submission, { flagged: lead.flagged ?? false });
      if (lead.anonymised) await repository.privacy.anonymise([stored.id]);
    }
    return repository;
  }

  // The one skip allowed: PostgreSQL missing on a developer machine (never under CI), said once.
  describe.skipIf(backend.skipReason !== undefined)(backend.skipReason ?? 'contract', () => {
    it('counts leads per UTC day and per key, flagged ones apart, anonymised ones under no key', async () => {
      const repository = await seeded();
      for (const by of Object.keys(EXPECTED) as ReportKey[]) {
        expect(await repository.reports.countsByDay({ ...PERIOD, by }), by).toEqual(EXPECTED[by]);
      }
    });

    it('counts a single day from its first millisecond to its last', async () => {
      const repository = await seeded();
      expect(await repository.reports.countsByDay({ from: '2026-11-03', to: '2026-11-03', by: 'source' })).toEqual([
        row('2026-11-03', 'partner-b', 1),
        row('2026-11-03', null, 0, 1),
      ]);
      expect(await repository.reports.countsByDay({ from: '2026-10-31', to: '2026-10-31', by: 'source' })).toEqual([
        row('2026-10-31', 'partner-a', 1),
      ]);
    });

    it("counts each key's orders on their leads' day, a flagged lead's order apart from them", async () => {
      store = await backend.open();
      let clock = new Date('2026-11-01T09:00:00.000Z');
      const repository = await store.another({ now: () => clock });
      const quote = (context: QuoteContextInput, flagged = false) =>
        storeQuote(repository, validSubmission({ idempotency_key: newIdempotencyKey(), context }), { flagged });
      const ordered = [(await quote(partnerA)).lead, (await quote(partnerA, true)).lead, (await quote(partnerB)).lead];
      await quote(partnerA);
      await quote(partnerB);
      // Signed days later: the order counts on its lead's day.
      clock = new Date('2026-11-05T09:00:00.000Z');
      for (const lead of ordered) await repository.orders.create(newOrder(lead));
      expect(await repository.reports.countsByDay({ from: '2026-11-01', to: '2026-11-05', by: 'source' })).toEqual([
        row('2026-11-01', 'partner-a', 2, 1, 1),
        row('2026-11-01', 'partner-b', 2, 0, 1),
      ]);
    });

    it('finds no rows in days without leads', async () => {
      const repository = await seeded();
      expect(await repository.reports.countsByDay({ from: '2026-12-01', to: '2026-12-31', by: 'source' })).toEqual([]);
    });

    it('refuses a day that is not a calendar date', async () => {
      const repository = await seeded();
      await expect(
        repository.reports.countsByDay({ from: '2026-02-30', to: '2026-03-01', by: 'source' }),
      ).rejects.toBeInstanceOf(RangeError);
    });
  });
});

// The one skip allowed: PostgreSQL missing on a developer machine (never under CI).
describe.skipIf(postgresBackend.skipReason !== undefined)('the lead report of the PostgreSQL store', () => {
  let store: OpenedStore | undefined;
  afterEach(async () => {
    await store?.dispose();
    store = undefined;
  });

  it("counts by UTC day when the database's own time zone is fourteen hours ahead", async () => {
    store = await postgresBackend.open();
    const url = store.url!;
    const database = new URL(url).pathname.slice(1);
    await asAdmin(url, (client) => client.query(`ALTER DATABASE ${database} SET timezone TO 'Pacific/Kiritimati'`));
    let clock = new Date(0);
    const repository = await store.another({ now: () => clock });
    for (const at of ['2026-11-01T09:59:59.999Z', '2026-11-01T10:00:00.000Z', '2026-11-01T23:59:59.999Z']) {
      clock = new Date(at);
      await storeQuote(repository, validSubmission({ idempotency_key: newIdempotencyKey(), context: partnerA }), {
        flagged: false,
      });
    }
    expect(await repository.reports.countsByDay({ from: '2026-11-01', to: '2026-11-01', by: 'source' })).toEqual([
      row('2026-11-01', 'partner-a', 3),
    ]);
  });
});

/**
 * The storage contract (site/storage/lead-repository.ts), run against both implementations: whatever
 * DATABASE_URL or DATABASE_FILE picks, the server gets the same answers.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { IdempotencyKeyConflictError, type LeadRepository } from '../../site/storage/lead-repository';
import type { StoredLead } from '../../site/storage/stored-lead';
import { leadToStore, storeQuote } from '../support/store-quote';
import { newIdempotencyKey, validSubmission } from '../support/valid-submission';
import { type OpenedStore, postgresBackend, type StorageBackend, sqliteBackend } from './storage-backends';

const MINUTE = 60_000;
const quote = (overrides: Parameters<typeof validSubmission>[0] = {}) =>
  validSubmission({ idempotency_key: newIdempotencyKey(), ...overrides });

describe.each<StorageBackend>([sqliteBackend, postgresBackend])('the $name store', (backend) => {
  let store: OpenedStore | undefined;
  afterEach(async () => {
    await store?.dispose();
    store = undefined;
  });

  async function open(): Promise<{ a: LeadRepository; another: OpenedStore['another'] }> {
    store = await backend.open();
    return { a: await store.another(), another: store.another };
  }

  async function leadsOf(repository: LeadRepository, count: number): Promise<StoredLead[]> {
    const leads: StoredLead[] = [];
    for (let i = 0; i < count; i++) leads.push((await storeQuote(repository, quote())).lead);
    return leads;
  }

  // The one skip allowed: PostgreSQL missing on a developer machine (never under CI), said once.
  describe.skipIf(backend.skipReason !== undefined)(backend.skipReason ?? 'contract', () => {
    it('stores a lead and finds it by its booking token and by its lead number', async () => {
      const { a } = await open();
      const { lead, created } = await storeQuote(a, quote({ website: 'autofill.example' }), { flagged: true });
      expect(created).toBe(true);
      expect(await a.findByToken(lead.token)).toEqual(lead);
      expect(await a.findByLeadNumber(lead.leadNumber)).toEqual(lead);
      expect(lead.flagged).toBe(true);
      expect(lead.submission.website).toBe('autofill.example');
      expect(await a.count()).toBe(1);
    });

    it('finds nothing for an unknown or malformed token or lead number', async () => {
      const { a } = await open();
      await leadsOf(a, 1);
      expect(await a.findByToken('A'.repeat(22))).toBeUndefined();
      expect(await a.findByToken("' OR 1=1 --")).toBeUndefined();
      expect(await a.findByLeadNumber('SQ-000000-000000')).toBeUndefined();
      expect(await a.findByLeadNumber('nope')).toBeUndefined();
    });

    it('answers a repeated idempotency key with the same quote with the first lead', async () => {
      const { a } = await open();
      const submission = quote();
      const first = await storeQuote(a, submission);
      const again = await storeQuote(a, submission);
      expect(again).toEqual({ lead: first.lead, created: false });
      expect(await a.count()).toBe(1);
    });

    it('refuses a repeated idempotency key with a different quote', async () => {
      const { a } = await open();
      const submission = quote();
      await storeQuote(a, submission);
      await expect(storeQuote(a, { ...submission, first_name: 'Someone Else' })).rejects.toBeInstanceOf(
        IdempotencyKeyConflictError,
      );
      expect(await a.count()).toBe(1);
    });

    it('makes one lead of one key sent to two instances at the same moment', async () => {
      const { a, another } = await open();
      const b = await another();
      const submission = quote();
      const [fromA, fromB] = await Promise.all([storeQuote(a, submission), storeQuote(b, submission)]);
      expect(fromB.lead.leadNumber).toBe(fromA.lead.leadNumber);
      expect([fromA.created, fromB.created].sort()).toEqual([false, true]);
      expect(await a.count()).toBe(1);
    });

    it('draws a fresh lead number when the one drawn is taken', async () => {
      const { another } = await open();
      const taken = 'SQ-261125-111111';
      const first = await storeQuote(await another(), quote(), { newLeadNumber: () => taken });
      const draws = [taken, taken, 'SQ-261125-222222'];
      const second = await storeQuote(await another(), quote(), { newLeadNumber: () => draws.shift() ?? taken });
      expect(first.lead.leadNumber).toBe(taken);
      expect(second.lead.leadNumber).toBe('SQ-261125-222222');
    });

    it('writes a batch in which one quote fails alone and the others are committed', async () => {
      const { a } = await open();
      const submission = quote();
      await storeQuote(a, submission);
      const results = await a.createMany([
        leadToStore(quote()),
        leadToStore({ ...submission, first_name: 'Someone Else' }),
        leadToStore(quote()),
      ]);
      expect(results.map((result) => (result instanceof Error ? result.name : result.created))).toEqual([
        true,
        'IdempotencyKeyConflictError',
        true,
      ]);
      expect(await a.count()).toBe(3);
    });

    it('gives each stored lead one pending outbox row, claimed once and leased', async () => {
      const { a } = await open();
      const [lead] = await leadsOf(a, 1);
      const now = new Date(Date.now() + MINUTE);
      expect((await a.outbox.earliestPending('crm'))?.getTime()).toBeLessThanOrEqual(now.getTime());
      const claim = {
        destination: 'crm',
        afterId: 0,
        limit: 10,
        now,
        leaseUntil: new Date(now.getTime() + 5 * MINUTE),
      };
      const rows = await a.outbox.claim(claim);
      expect(rows).toEqual([
        {
          id: expect.any(Number),
          event: 'lead.created',
          payload_json: expect.any(String),
          attempts: 1,
          lead_number: lead?.leadNumber,
        },
      ]);
      expect(await a.outbox.claim(claim)).toEqual([]);
    });

    it('never lets two instances claim the same row, and leaves none unclaimed', async () => {
      const { a, another } = await open();
      const b = await another();
      await leadsOf(a, 12);
      const now = new Date(Date.now() + MINUTE);
      const claim = {
        destination: 'crm',
        afterId: 0,
        limit: 12,
        now,
        leaseUntil: new Date(now.getTime() + 5 * MINUTE),
      };
      const [fromA, fromB] = await Promise.all([a.outbox.claim(claim), b.outbox.claim(claim)]);
      const ids = [...fromA, ...fromB].map((row) => row.id);
      expect(new Set(ids).size).toBe(12);
      expect(ids).toHaveLength(12);
    });

    it("lets another instance take a row once the claiming instance's lease has passed", async () => {
      const { a, another } = await open();
      const b = await another();
      await leadsOf(a, 1);
      const t0 = Date.now() + MINUTE;
      const leased = await a.outbox.claim({
        destination: 'crm',
        afterId: 0,
        limit: 5,
        now: new Date(t0),
        leaseUntil: new Date(t0 + MINUTE),
      });
      expect(leased).toHaveLength(1);
      const during = {
        destination: 'crm',
        afterId: 0,
        limit: 5,
        now: new Date(t0 + 30_000),
        leaseUntil: new Date(t0 + 2 * MINUTE),
      };
      expect(await b.outbox.claim(during)).toEqual([]);
      const after = {
        destination: 'crm',
        afterId: 0,
        limit: 5,
        now: new Date(t0 + 2 * MINUTE),
        leaseUntil: new Date(t0 + 3 * MINUTE),
      };
      const taken = await b.outbox.claim(after);
      expect(taken.map((row) => [row.id, row.attempts])).toEqual([[leased[0]!.id, 2]]);
    });

    it('holds a failed row back until its retry time, and never claims a delivered one', async () => {
      const { a } = await open();
      await leadsOf(a, 2);
      const t0 = Date.now() + MINUTE;
      const claimAt = (at: number) => ({
        destination: 'crm',
        afterId: 0,
        limit: 5,
        now: new Date(at),
        leaseUntil: new Date(at + MINUTE),
      });
      const [failed, delivered] = await a.outbox.claim(claimAt(t0));
      await a.outbox.markFailed(failed!.id, 'HTTP 503', new Date(t0 + 10 * MINUTE));
      await a.outbox.markDelivered(delivered!.id, new Date(t0));
      expect((await a.outbox.earliestPending('crm'))?.getTime()).toBe(t0 + 10 * MINUTE);
      expect(await a.outbox.claim(claimAt(t0 + 5 * MINUTE))).toEqual([]);
      expect((await a.outbox.claim(claimAt(t0 + 10 * MINUTE))).map((row) => row.id)).toEqual([failed!.id]);
    });

    it('claims after the cursor only, in id order', async () => {
      const { a } = await open();
      await leadsOf(a, 3);
      const now = new Date(Date.now() + MINUTE);
      const all = await a.outbox.claim({ destination: 'crm', afterId: 0, limit: 1, now, leaseUntil: now });
      const rest = await a.outbox.claim({
        destination: 'crm',
        afterId: all[0]!.id,
        limit: 5,
        now,
        leaseUntil: new Date(now.getTime() + MINUTE),
      });
      expect(rest.map((row) => row.id)).toEqual([all[0]!.id + 1, all[0]!.id + 2]);
    });

    it('purges delivered rows older than the cutoff and keeps pending ones', async () => {
      const { a } = await open();
      await leadsOf(a, 3);
      const t0 = Date.now() + MINUTE;
      const rows = await a.outbox.claim({
        destination: 'crm',
        afterId: 0,
        limit: 3,
        now: new Date(t0),
        leaseUntil: new Date(t0 + MINUTE),
      });
      await a.outbox.markDelivered(rows[0]!.id, new Date(t0 - 40 * 86_400_000));
      await a.outbox.markDelivered(rows[1]!.id, new Date(t0));
      expect(await a.outbox.purgeFinished('crm', new Date(t0 - 30 * 86_400_000), 10)).toBe(1);
      expect(await a.outbox.purgeFinished('crm', new Date(t0 - 30 * 86_400_000), 10)).toBe(0);
      expect(await a.outbox.earliestPending('crm')).toBeDefined();
    });

    it("claims a destination's rows only: each destination has a stream of its own", async () => {
      const { a } = await open();
      await leadsOf(a, 1);
      const now = new Date(Date.now() + MINUTE);
      const claimFor = (destination: string) =>
        a.outbox.claim({ destination, afterId: 0, limit: 5, now, leaseUntil: new Date(now.getTime() + MINUTE) });
      expect(await a.outbox.earliestPending('email')).toBeUndefined();
      expect(await claimFor('email')).toEqual([]);
      expect(await claimFor('crm')).toHaveLength(1);
    });

    it('never claims a row given up again, and purges it after the keep period like a delivered one', async () => {
      const { a } = await open();
      await leadsOf(a, 2);
      const t0 = Date.now() + MINUTE;
      const claimAt = (at: number) => ({
        destination: 'crm',
        afterId: 0,
        limit: 5,
        now: new Date(at),
        leaseUntil: new Date(at + MINUTE),
      });
      const [givenUp, waiting] = await a.outbox.claim(claimAt(t0));
      await a.outbox.markGivenUp(givenUp!.id, 'SMTP 550', new Date(t0 - 40 * 86_400_000));
      await a.outbox.markFailed(waiting!.id, 'HTTP 503', new Date(t0 + MINUTE));
      expect((await a.outbox.earliestPending('crm'))?.getTime()).toBe(t0 + MINUTE);
      expect((await a.outbox.claim(claimAt(t0 + 10 * MINUTE))).map((row) => row.id)).toEqual([waiting!.id]);
      expect(await a.outbox.purgeFinished('crm', new Date(t0 - 30 * 86_400_000), 10)).toBe(1);
      expect(await a.outbox.purgeFinished('crm', new Date(t0 - 30 * 86_400_000), 10)).toBe(0);
    });

    it('makes waiting rows due at once, but leaves a row leased by another instance to its lease', async () => {
      const { a, another } = await open();
      const b = await another();
      await leadsOf(a, 3);
      const t0 = Date.now() + MINUTE;
      const claimAt = (at: number, limit = 5) => ({
        destination: 'crm',
        afterId: 0,
        limit,
        now: new Date(at),
        leaseUntil: new Date(at + 5 * MINUTE),
      });
      const [first, second] = await a.outbox.claim(claimAt(t0, 2));
      await a.outbox.markFailed(first!.id, 'HTTP 503', new Date(t0 + 3_600_000));
      await a.outbox.markFailed(second!.id, 'HTTP 503', new Date(t0 + 3_600_000));
      // The third row is in flight at another instance, leased for five minutes.
      const [inFlight] = await b.outbox.claim(claimAt(t0));
      expect(await a.outbox.makeDue('crm', new Date(t0 + MINUTE))).toBe(2);
      expect(await a.outbox.makeDue('email', new Date(t0 + MINUTE))).toBe(0);
      expect((await a.outbox.earliestPending('crm'))?.getTime()).toBe(t0 + MINUTE);
      const taken = await a.outbox.claim(claimAt(t0 + MINUTE));
      expect(taken.map((row) => row.id)).toEqual([first!.id, second!.id]);
      expect(taken.map((row) => row.id)).not.toContain(inFlight!.id);
    });

    it('finds a person by email regardless of case and spaces, and anonymises their leads once', async () => {
      const { a } = await open();
      const mine = await storeQuote(a, quote({ email: 'Philippa.Quarles@Example.com' }));
      const other = await storeQuote(a, quote({ email: 'octavian@example.com' }));
      const found = await a.privacy.findByEmail('  philippa.quarles@EXAMPLE.com ');
      expect(found).toEqual([mine.lead]);
      const result = await a.privacy.anonymise(found.map((lead) => lead.id));
      expect(result).toEqual({ leadNumbers: [mine.lead.leadNumber], outboxRowsDeleted: 1, ordersAnonymised: 0 });
      expect(await a.privacy.anonymise([mine.lead.id])).toEqual({
        leadNumbers: [],
        outboxRowsDeleted: 0,
        ordersAnonymised: 0,
      });
      expect(await a.findByToken(mine.lead.token)).toBeUndefined();
      expect((await a.findByLeadNumber(mine.lead.leadNumber))?.submission.email).toBe('');
      expect(await a.findByLeadNumber(other.lead.leadNumber)).toEqual(other.lead);
      expect(await a.privacy.findByEmail('philippa.quarles@example.com')).toEqual([]);
    });

    it('lists the leads made before a cutoff that are not anonymised yet', async () => {
      const { another } = await open();
      const old = await storeQuote(await another({ now: () => new Date('2026-01-01T00:00:00.000Z') }), quote());
      const anonymised = await storeQuote(await another({ now: () => new Date('2026-01-02T00:00:00.000Z') }), quote());
      const recent = await another();
      await storeQuote(recent, quote());
      await recent.privacy.anonymise([anonymised.lead.id]);
      expect(await recent.privacy.idsCreatedBefore(new Date('2026-02-01T00:00:00.000Z'), new Date(0))).toEqual([
        old.lead.id,
      ]);
    });

    it('reports itself writable while open and not once closed', async () => {
      const { a } = await open();
      expect(await a.checkWritable()).toEqual({ ok: true });
      await a.close();
      expect(await a.checkWritable()).toEqual({ ok: false, reason: 'the lead database is closed' });
    });
  });
});

/**
 * Lead creation (site/storage/create-lead.ts), the one algorithm both stores run: what a lead is stored
 * with, what goes to the CRM outbox in the same transaction, idempotency keys and lead number draws.
 */
import { describe, expect, it } from 'vitest';
import { isLeadNumberShape } from '../../shared/reference-numbers';
import { isBookingTokenShape } from '../../site/quote/booking-token';
import { buildCrmPayload } from '../../site/quote/crm-lead-payload';
import { shownPrice } from '../../site/quote/pricing/instant-price';
import { LeadNumbersExhaustedError } from '../../site/storage/create-lead';
import { IdempotencyKeyConflictError } from '../../site/storage/lead-repository';
import { submissionHash } from '../../site/storage/submission-hash';
import { aQuotedPrice } from '../support/quoted-price';
import { leadToStore, storeQuote } from '../support/store-quote';
import { newIdempotencyKey, validSubmission } from '../support/valid-submission';
import { forEachBackend, type OpenedStore } from './storage-backends';

interface OutboxRow {
  lead_id: number;
  event: string;
  payload_json: string;
  idempotency_key: string;
  attempts: number;
  next_attempt_at: string | Date;
  last_error: string | null;
  delivered_at: string | Date | null;
  created_at: string | Date;
}

/** An instant as both databases hand it back (ISO text or a Date), as ISO text. */
const iso = (value: string | Date) => new Date(value).toISOString();

const outboxRows = (store: OpenedStore) => store.sql<OutboxRow>('SELECT * FROM outbox ORDER BY id');

describe('creating a lead', () => {
  forEachBackend((fresh) => {
    it('stores every field of the quote and returns the lead with its lead number and booking token', async () => {
      const now = new Date('2026-11-25T14:03:09.123Z');
      const repository = await (await fresh()).another({ now: () => now });
      const submission = validSubmission();
      const { lead, created } = await storeQuote(repository, submission);
      expect(created).toBe(true);
      expect(isLeadNumberShape(lead.leadNumber)).toBe(true);
      expect(lead.leadNumber).toMatch(/^SQ-261125-/);
      expect(isBookingTokenShape(lead.token)).toBe(true);
      expect(lead.createdAt).toBe('2026-11-25T14:03:09.123Z');
      expect(lead.flagged).toBe(false);
      expect(lead.submission).toEqual(submission);
      expect(await repository.findByToken(lead.token)).toEqual(lead);
      expect(await repository.count()).toBe(1);
    });

    it('writes the columns the CRM and people read, not just JSON', async () => {
      const store = await fresh();
      const submission = validSubmission();
      const { lead } = await storeQuote(await store.another(), submission);
      const [row] = await store.sql<Record<string, unknown>>('SELECT * FROM leads WHERE id = $1', [lead.id]);
      expect({ ...row, flagged: Boolean(row?.flagged) }).toMatchObject({
        lead_number: lead.leadNumber,
        token: lead.token,
        idempotency_key: submission.idempotency_key,
        mode: 'domestic',
        origin: 'Austin, TX 78701',
        destination: 'Miami, FL 33101',
        ship_date: submission.ship_date,
        transport_type: 'enclosed',
        first_name: 'Dana',
        email: 'dana.rivera@example.com',
        phone: '(512) 555-0142',
        flagged: false,
        website: null,
        submission_hash: submissionHash(submission),
      });
    });

    it('queues the CRM payload in the outbox, due at once, with the lead', async () => {
      const store = await fresh();
      const { lead } = await storeQuote(await store.another());
      const [row, ...rest] = await outboxRows(store);
      expect(rest).toEqual([]);
      expect(row).toMatchObject({
        lead_id: lead.id,
        event: 'lead.created',
        idempotency_key: lead.submission.idempotency_key,
        attempts: 0,
        last_error: null,
        delivered_at: null,
      });
      expect(iso(row!.next_attempt_at)).toBe(lead.createdAt);
      expect(iso(row!.created_at)).toBe(lead.createdAt);
      expect(JSON.parse(row!.payload_json)).toEqual(buildCrmPayload(lead));
    });

    it('stores the price shown with the lead, in the same transaction, and queues it for the CRM as shown', async () => {
      const store = await fresh();
      const repository = await store.another();
      const { lead } = await storeQuote(repository, validSubmission(), { price: aQuotedPrice() });
      expect(lead.price).toEqual(aQuotedPrice());
      expect((await repository.findByToken(lead.token))?.price).toEqual(aQuotedPrice());
      const [row] = await outboxRows(store);
      expect(JSON.parse(row!.payload_json).price).toEqual(shownPrice(aQuotedPrice()));
    });

    it('stores a lead without a price as such, and queues it for the CRM without one', async () => {
      const store = await fresh();
      const { lead } = await storeQuote(await store.another(), validSubmission(), { price: null });
      expect(lead.price).toBeNull();
      const [row] = await outboxRows(store);
      expect(JSON.parse(row!.payload_json)).not.toHaveProperty('price');
    });

    it('answers a repeated quote with the price its lead was first stored with', async () => {
      const repository = await (await fresh()).another();
      const submission = validSubmission();
      const first = await storeQuote(repository, submission, { price: aQuotedPrice() });
      const again = await storeQuote(repository, submission, { price: aQuotedPrice({ rateTableVersion: 2 }) });
      expect(again).toEqual({ lead: first.lead, created: false });
      expect(again.lead.price?.rateTableVersion).toBe(1);
    });

    it('stores nothing of a batch in which a lead’s outbox row cannot be written, and rejects it whole', async () => {
      // The batcher then writes each quote alone, and that lead's caller gets the error (lead-batcher.test.ts).
      const store = await fresh();
      const repository = await store.another();
      await store.sql('ALTER TABLE outbox RENAME TO outbox_gone');
      await expect(repository.createMany([leadToStore(), leadToStore()])).rejects.toThrow(/outbox/);
      expect(await repository.count()).toBe(0);
    });

    it('answers the same quote under the same idempotency key with the first lead, and stores one row', async () => {
      const store = await fresh();
      const repository = await store.another();
      const submission = validSubmission();
      const first = await storeQuote(repository, submission);
      const again = await storeQuote(repository, structuredClone(submission));
      expect(again).toEqual({ lead: first.lead, created: false });
      expect(await repository.count()).toBe(1);
      expect(await outboxRows(store)).toHaveLength(1);
    });

    it('refuses any other quote under an idempotency key already used, storing nothing', async () => {
      const store = await fresh();
      const repository = await store.another();
      const submission = validSubmission();
      await storeQuote(repository, submission);
      for (const other of [
        { ...submission, first_name: 'Someone else' },
        { ...submission, vehicles: submission.vehicles.slice(0, 1) },
        { ...submission, context: {} },
        { ...submission, website: 'http://spam.example' },
      ]) {
        await expect(storeQuote(repository, other)).rejects.toBeInstanceOf(IdempotencyKeyConflictError);
      }
      expect(await repository.count()).toBe(1);
      expect(await outboxRows(store)).toHaveLength(1);
    });

    it('compares a lead stored before quotes were hashed by hashing its columns', async () => {
      const store = await fresh();
      const repository = await store.another();
      const submission = validSubmission();
      const first = await storeQuote(repository, submission);
      await store.sql('UPDATE leads SET submission_hash = NULL');
      expect(await storeQuote(repository, submission)).toEqual({ lead: first.lead, created: false });
      await expect(storeQuote(repository, { ...submission, phone: '(512) 555-0199' })).rejects.toBeInstanceOf(
        IdempotencyKeyConflictError,
      );
    });

    it('draws fresh lead numbers until one is free', async () => {
      const numbers = ['SQ-261125-111111', 'SQ-261125-111111', 'SQ-261125-111111', 'SQ-261125-222222'];
      const repository = await (await fresh()).another();
      const drawn = { newLeadNumber: () => numbers.shift()! };
      const first = await storeQuote(repository, validSubmission(), drawn);
      const second = await storeQuote(repository, validSubmission(), drawn);
      expect([first.lead.leadNumber, second.lead.leadNumber]).toEqual(['SQ-261125-111111', 'SQ-261125-222222']);
      expect(numbers).toEqual([]);
    });

    it('gives up, storing nothing, when no free lead number turns up', async () => {
      const repository = await (await fresh()).another();
      const drawn = { newLeadNumber: () => 'SQ-261125-111111' };
      await storeQuote(repository, validSubmission(), drawn);
      await expect(storeQuote(repository, validSubmission(), drawn)).rejects.toBeInstanceOf(LeadNumbersExhaustedError);
      expect(await repository.count()).toBe(1);
    });

    it('makes booking tokens that are not derived from the lead number', async () => {
      // The same lead number at the same instant in two databases still gets two unrelated tokens.
      const now = new Date('2026-11-25T12:00:00Z');
      const clock = { now: () => now };
      const drawn = { newLeadNumber: () => 'SQ-261125-482193' };
      const key = newIdempotencyKey();
      const a = await storeQuote(
        await (await fresh()).another(clock),
        validSubmission({ idempotency_key: key }),
        drawn,
      );
      const b = await storeQuote(
        await (await fresh()).another(clock),
        validSubmission({ idempotency_key: key }),
        drawn,
      );
      expect(a.lead.leadNumber).toBe(b.lead.leadNumber);
      expect(a.lead.token).not.toBe(b.lead.token);
      expect(a.lead.token).not.toContain('4821');
    });

    it('stores a honeypot lead flagged, with its honeypot text, and queues it for the CRM marked flagged', async () => {
      const store = await fresh();
      const repository = await store.another();
      const { lead } = await storeQuote(repository, validSubmission({ website: 'http://spam.example' }), {
        flagged: true,
      });
      expect(lead.flagged).toBe(true);
      expect(lead.submission.website).toBe('http://spam.example');
      expect((await repository.findByToken(lead.token))?.flagged).toBe(true);
      const [row] = await outboxRows(store);
      expect(JSON.parse(row!.payload_json)).toMatchObject({ lead_number: lead.leadNumber, flagged: true });
    });

    it('queues an ordinary lead for the CRM marked flagged: false, and counts flagged leads with the others', async () => {
      const store = await fresh();
      const repository = await store.another();
      const { lead } = await storeQuote(repository);
      await storeQuote(repository, validSubmission({ website: 'x' }), { flagged: true });
      const [row] = await outboxRows(store);
      expect(JSON.parse(row!.payload_json)).toMatchObject({ lead_number: lead.leadNumber, flagged: false });
      expect(await repository.count()).toBe(2);
    });

    it('finds nothing by a lead number given as a token or a token given as a lead number', async () => {
      const repository = await (await fresh()).another();
      const { lead } = await storeQuote(repository);
      expect(await repository.findByToken(lead.leadNumber)).toBeUndefined();
      expect(await repository.findByLeadNumber(lead.token)).toBeUndefined();
      expect(await repository.findByLeadNumber(lead.leadNumber)).toEqual(lead);
    });
  });
});

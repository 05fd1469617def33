/**
 * A person's privacy requests (site/privacy/lead-privacy.ts) over both stores: the export of their leads,
 * and erasure, which anonymises them (site/storage/lead-anonymiser.ts).
 */
import { describe, expect, it } from 'vitest';
import { eraseLeadsByEmail, exportLeadsByEmail } from '../../site/privacy/lead-privacy';
import { ANONYMISED_MARK } from '../../site/storage/lead-anonymiser';
import { aQuotedPrice } from '../support/quoted-price';
import { storeQuote } from '../support/store-quote';
import { validSubmission } from '../support/valid-submission';
import { forEachBackend, type OpenedStore } from './storage-backends';

const PERSON = { first_name: 'Philippa', email: 'Philippa.Quarles@Example.com', phone: '(512) 555-0177' };
const OTHER = { first_name: 'Octavian', email: 'octavian@example.com', phone: '(512) 555-0166' };

/** A store with two leads of PERSON (one flagged as spam) and one of OTHER. */
async function seeded(store: OpenedStore) {
  const repository = await store.another({ now: () => new Date('2026-11-20T10:00:00.000Z') });
  const first = (await storeQuote(repository, validSubmission(PERSON), { price: aQuotedPrice() })).lead;
  const spam = (
    await storeQuote(repository, validSubmission({ ...PERSON, website: 'http://spam.example' }), {
      flagged: true,
    })
  ).lead;
  const other = (await storeQuote(repository, validSubmission(OTHER))).lead;
  return { repository, privacy: repository.privacy, first, spam, other };
}

const outboxCount = async (store: OpenedStore, leadId: number) =>
  Number(
    (await store.sql<{ n: number | string }>('SELECT count(*) AS n FROM outbox WHERE lead_id = $1', [leadId]))[0]?.n,
  );

describe('privacy requests', () => {
  forEachBackend((fresh) => {
    describe('exportLeadsByEmail', () => {
      it('returns every lead of the address, oldest first, matched regardless of case and surrounding spaces', async () => {
        const { privacy, first, spam } = await seeded(await fresh());
        const exported = await exportLeadsByEmail(privacy, '  philippa.quarles@EXAMPLE.com ');
        expect(exported.map((lead) => lead.lead_number)).toEqual([first.leadNumber, spam.leadNumber]);
        expect(exported[0]).toEqual({
          lead_number: first.leadNumber,
          created_at: '2026-11-20T10:00:00.000Z',
          flagged: false,
          submission: first.submission,
          price: aQuotedPrice(),
          order: null,
          order_events: [],
          payment: null,
          callback_request: null,
          emails: [],
        });
        expect(exported[1]).toMatchObject({ flagged: true, price: null });
      });

      it("holds neither the booking token nor another person's lead", async () => {
        const { privacy, first, other } = await seeded(await fresh());
        const json = JSON.stringify(await exportLeadsByEmail(privacy, PERSON.email));
        expect(json).not.toContain(first.token);
        expect(json).not.toContain(other.leadNumber);
        expect(json).not.toContain(OTHER.first_name);
      });

      it('finds nothing for an address that gave no quote', async () => {
        const { privacy } = await seeded(await fresh());
        expect(await exportLeadsByEmail(privacy, 'nobody@example.com')).toEqual([]);
      });
    });

    describe('eraseLeadsByEmail', () => {
      it("anonymises the person's leads, keeping lead number, date, mode, transport type, spam flag and price", async () => {
        const store = await fresh();
        const { repository, privacy, first, spam } = await seeded(store);
        const result = await eraseLeadsByEmail(privacy, PERSON.email.toUpperCase());
        expect(result.leadNumbers).toEqual([first.leadNumber, spam.leadNumber]);
        for (const lead of [first, spam]) {
          const [erased] = await store.sql<Record<string, unknown> & { token: string; idempotency_key: string }>(
            'SELECT * FROM leads WHERE lead_number = $1',
            [lead.leadNumber],
          );
          expect({ ...erased, flagged: Boolean(erased?.flagged) }).toMatchObject({
            mode: lead.submission.mode,
            transport_type: lead.submission.transport_type,
            flagged: lead.flagged,
            origin: '',
            destination: '',
            ship_date: '',
            first_name: '',
            email: '',
            phone: '',
            vehicles_json: '[]',
            context_json: '{}',
            website: null,
            submission_hash: null,
          });
          expect(new Date(erased?.created_at as string).toISOString()).toBe(lead.createdAt);
          expect(erased?.token).not.toBe(lead.token);
          expect(erased?.token.startsWith(ANONYMISED_MARK)).toBe(true);
          expect(erased?.idempotency_key).not.toBe(lead.submission.idempotency_key);
        }
        expect(await repository.count()).toBe(3);
        // The price is not about the person: the broker's books keep what each quote was priced at.
        expect((await repository.findByLeadNumber(first.leadNumber))?.price).toEqual(aQuotedPrice());
      });

      it('deletes their CRM outbox rows, whose payload copies their personal data', async () => {
        const store = await fresh();
        const { privacy, first, spam, other } = await seeded(store);
        expect(await outboxCount(store, first.id)).toBe(1);
        const result = await eraseLeadsByEmail(privacy, PERSON.email);
        // The bot-trap lead is forwarded too (flagged), so it had a row of its own.
        expect(result.outboxRowsDeleted).toBe(2);
        expect(await outboxCount(store, first.id)).toBe(0);
        expect(await outboxCount(store, spam.id)).toBe(0);
        expect(await outboxCount(store, other.id)).toBe(1);
      });

      it("leaves other people's leads as they were", async () => {
        const { repository, privacy, other } = await seeded(await fresh());
        await eraseLeadsByEmail(privacy, PERSON.email);
        expect(await repository.findByLeadNumber(other.leadNumber)).toEqual(other);
      });

      it('makes the old booking link find nothing, so blanked data is never shown as a quote', async () => {
        const { repository, privacy, first } = await seeded(await fresh());
        await eraseLeadsByEmail(privacy, PERSON.email);
        expect(await repository.findByToken(first.token)).toBeUndefined();
      });

      it('reports nothing the second time, and nothing for an address that gave no quote', async () => {
        const { privacy } = await seeded(await fresh());
        await eraseLeadsByEmail(privacy, PERSON.email);
        expect(await eraseLeadsByEmail(privacy, PERSON.email)).toEqual({
          leadNumbers: [],
          outboxRowsDeleted: 0,
          ordersAnonymised: 0,
        });
        expect(await eraseLeadsByEmail(privacy, 'nobody@example.com')).toEqual({
          leadNumbers: [],
          outboxRowsDeleted: 0,
          ordersAnonymised: 0,
        });
      });
    });
  });
});

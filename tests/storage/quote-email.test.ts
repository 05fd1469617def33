/**
 * The quote email's outbox row, written with the lead (site/storage/create-lead.ts) when the store writes
 * email: at most QUOTE_EMAIL_CAP per address in a rolling 24 hours, none for a flagged lead.
 */
import { describe, expect, it } from 'vitest';
import { EMAIL_DESTINATION, QUOTE_EMAIL_EVENT, quoteEmailPayload } from '../../site/email/email-payload';
import type { LeadSources } from '../../site/storage/create-lead';
import { storeQuote } from '../support/store-quote';
import { validSubmission } from '../support/valid-submission';
import { forEachBackend, type OpenedStore } from './storage-backends';

const START = Date.parse('2026-11-20T10:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;

interface Row {
  lead_id: number;
  payload_json: string;
  idempotency_key: string;
}

const emailRows = (store: OpenedStore) =>
  store.sql<Row>('SELECT lead_id, payload_json, idempotency_key FROM outbox WHERE destination = $1 ORDER BY id', [
    EMAIL_DESTINATION,
  ]);

/** A repository whose clock the test moves. */
async function clocked(store: OpenedStore, options: LeadSources = { quoteEmail: true }) {
  let now = START;
  const repository = await store.another({ ...options, now: () => new Date(now) });
  return {
    repository,
    at(ms: number) {
      now = ms;
    },
  };
}

describe('the quote email row', () => {
  forEachBackend((fresh) => {
    it('is written with a new lead, holding the quote email of the lead as stored', async () => {
      const store = await fresh();
      const { repository } = await clocked(store);
      const { lead } = await storeQuote(repository);
      const rows = await emailRows(store);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ lead_id: lead.id, idempotency_key: `${lead.leadNumber}:quote-email` });
      expect(JSON.parse(rows[0]!.payload_json)).toEqual(quoteEmailPayload(lead));
      const [event] = await store.sql<{ event: string }>('SELECT event FROM outbox WHERE destination = $1', [
        EMAIL_DESTINATION,
      ]);
      expect(event?.event).toBe(QUOTE_EMAIL_EVENT);
    });

    it('is not written by a store that sends no email, the default', async () => {
      const store = await fresh();
      await storeQuote(await store.another());
      await storeQuote(await store.another({ quoteEmail: false }));
      expect(await emailRows(store)).toEqual([]);
    });

    it('is not written for a flagged lead, which does not count towards the cap either', async () => {
      const store = await fresh();
      const { repository } = await clocked(store);
      const email = 'dana@example.com';
      await storeQuote(repository, validSubmission({ email, website: 'http://spam.example' }), { flagged: true });
      expect(await emailRows(store)).toEqual([]);
      for (let i = 0; i < 3; i++) await storeQuote(repository, validSubmission({ email }));
      expect(await emailRows(store)).toHaveLength(3);
    });

    it('goes to an address at most three times in 24 hours, counting case and spaces as one address', async () => {
      const store = await fresh();
      const { repository, at } = await clocked(store);
      const spellings = ['dana@example.com', 'Dana@Example.com', ' DANA@example.COM ', 'dana@EXAMPLE.com'];
      const leads = [];
      for (const [i, email] of spellings.entries()) {
        at(START + i * HOUR_MS);
        leads.push((await storeQuote(repository, validSubmission({ email }))).lead);
      }
      await storeQuote(repository, validSubmission({ email: 'someone.else@example.com' }));
      const rows = await emailRows(store);
      expect(rows.map((row) => row.lead_id)).toEqual([leads[0]!.id, leads[1]!.id, leads[2]!.id, rows[3]!.lead_id]);
      expect(rows[3]!.lead_id).not.toBe(leads[3]!.id);
    });

    it('goes again once the earliest of the three is more than 24 hours old', async () => {
      const store = await fresh();
      const { repository, at } = await clocked(store);
      const email = 'dana@example.com';
      for (let i = 0; i < 3; i++) {
        at(START + i * HOUR_MS);
        await storeQuote(repository, validSubmission({ email }));
      }
      at(START + 23 * HOUR_MS);
      const capped = (await storeQuote(repository, validSubmission({ email }))).lead;
      at(START + 24 * HOUR_MS + 1);
      const again = (await storeQuote(repository, validSubmission({ email }))).lead;
      const ids = (await emailRows(store)).map((row) => row.lead_id);
      expect(ids).toHaveLength(4);
      expect(ids).not.toContain(capped.id);
      expect(ids).toContain(again.id);
    });

    it('counts the leads of one batch as they are stored', async () => {
      const store = await fresh();
      const { repository } = await clocked(store);
      const results = await repository.createMany(
        Array.from({ length: 4 }, () => ({
          submission: validSubmission({ email: 'dana@example.com' }),
          flagged: false,
          price: null,
        })),
      );
      expect(results.every((result) => !(result instanceof Error) && result.created)).toBe(true);
      expect(await emailRows(store)).toHaveLength(3);
    });
  });
});

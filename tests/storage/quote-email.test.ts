/**
 * The quote email's outbox row, which the quote stage hands storage with a new lead when the server sends
 * email (site/quote/new-lead.ts), and storage's cap on it: at most QUOTE_EMAIL_CAP per address in a rolling
 * 24 hours, none for a flagged lead.
 */
import { describe, expect, it } from 'vitest';
import type { Submission } from '../../shared/schema';
import { EMAIL_DESTINATION, QUOTE_EMAIL_EVENT } from '../../site/notify/email/email-payload';
import { quoteEmailPayload } from '../../site/quote/quote-email-payload';
import type { LeadRepository } from '../../site/storage/lead-repository';
import { leadToStore, type StoreQuoteOptions, storeQuote } from '../support/store-quote';
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

/** Stores a quote as a server that sends email does. */
const storeEmailing = (repository: LeadRepository, submission?: Submission, options: StoreQuoteOptions = {}) =>
  storeQuote(repository, submission, { quoteEmail: true, ...options });

/** A repository whose clock the test moves. */
async function clocked(store: OpenedStore) {
  let now = START;
  const repository = await store.another({ now: () => new Date(now) });
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
      const { lead } = await storeEmailing(repository);
      const rows = await emailRows(store);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ lead_id: lead.id, idempotency_key: `${lead.leadNumber}:quote-email` });
      expect(JSON.parse(rows[0]!.payload_json)).toEqual(quoteEmailPayload(lead));
      const [event] = await store.sql<{ event: string }>('SELECT event FROM outbox WHERE destination = $1', [
        EMAIL_DESTINATION,
      ]);
      expect(event?.event).toBe(QUOTE_EMAIL_EVENT);
    });

    it('is not written when the server sends no email, the default', async () => {
      const store = await fresh();
      await storeQuote(await store.another());
      await storeQuote(await store.another(), undefined, { quoteEmail: false });
      expect(await emailRows(store)).toEqual([]);
    });

    it('is not written for a flagged lead, which does not count towards the cap either', async () => {
      const store = await fresh();
      const { repository } = await clocked(store);
      const email = 'dana@example.com';
      await storeEmailing(repository, validSubmission({ email, website: 'http://spam.example' }), { flagged: true });
      expect(await emailRows(store)).toEqual([]);
      for (let i = 0; i < 3; i++) await storeEmailing(repository, validSubmission({ email }));
      expect(await emailRows(store)).toHaveLength(3);
    });

    it('goes to an address at most three times in 24 hours, counting case and spaces as one address', async () => {
      const store = await fresh();
      const { repository, at } = await clocked(store);
      const spellings = ['dana@example.com', 'Dana@Example.com', ' DANA@example.COM ', 'dana@EXAMPLE.com'];
      const leads = [];
      for (const [i, email] of spellings.entries()) {
        at(START + i * HOUR_MS);
        leads.push((await storeEmailing(repository, validSubmission({ email }))).lead);
      }
      await storeEmailing(repository, validSubmission({ email: 'someone.else@example.com' }));
      const rows = await emailRows(store);
      expect(rows.map((row) => row.lead_id)).toEqual([leads[0]!.id, leads[1]!.id, leads[2]!.id, rows[3]!.lead_id]);
      expect(rows[3]!.lead_id).not.toBe(leads[3]!.id);
    });

    it('counts the spellings of one mailbox as one address: a +tag, and the dots of a Gmail address', async () => {
      const store = await fresh();
      const { repository } = await clocked(store);
      const tagged = ['bomb@example.com', 'bomb+1@example.com', 'Bomb+2@Example.com', 'bomb+three@example.com'];
      for (const email of tagged) await storeEmailing(repository, validSubmission({ email }));
      const gmail = ['b.omb@gmail.com', 'bomb@googlemail.com', 'B.O.M.B+x@gmail.com', 'bo.mb@gmail.com'];
      for (const email of gmail) await storeEmailing(repository, validSubmission({ email }));
      // Dots count elsewhere: these are two mailboxes.
      for (const email of ['dana.rivera@example.com', 'danarivera@example.com']) {
        await storeEmailing(repository, validSubmission({ email }));
      }
      const sentTo = (await emailRows(store)).map((row) => (JSON.parse(row.payload_json) as { to: string }).to);
      expect(sentTo).toEqual([
        'bomb@example.com',
        'bomb+1@example.com',
        'Bomb+2@Example.com',
        'b.omb@gmail.com',
        'bomb@googlemail.com',
        'B.O.M.B+x@gmail.com',
        'dana.rivera@example.com',
        'danarivera@example.com',
      ]);
    });

    it('holds at three for one address however many instances store its quotes at once', async () => {
      const store = await fresh();
      const instances = [await store.another(), await store.another()];
      const email = 'flood@example.com';
      const stored = await Promise.all(
        Array.from({ length: 40 }, (_, i) => storeEmailing(instances[i % 2]!, validSubmission({ email }))),
      );
      expect(stored.every((result) => result.created)).toBe(true);
      expect(await emailRows(store)).toHaveLength(3);
    });

    it('goes again once the earliest of the three is more than 24 hours old', async () => {
      const store = await fresh();
      const { repository, at } = await clocked(store);
      const email = 'dana@example.com';
      for (let i = 0; i < 3; i++) {
        at(START + i * HOUR_MS);
        await storeEmailing(repository, validSubmission({ email }));
      }
      at(START + 23 * HOUR_MS);
      const capped = (await storeEmailing(repository, validSubmission({ email }))).lead;
      at(START + 24 * HOUR_MS + 1);
      const again = (await storeEmailing(repository, validSubmission({ email }))).lead;
      const ids = (await emailRows(store)).map((row) => row.lead_id);
      expect(ids).toHaveLength(4);
      expect(ids).not.toContain(capped.id);
      expect(ids).toContain(again.id);
    });

    it('counts the leads of one batch as they are stored', async () => {
      const store = await fresh();
      const { repository } = await clocked(store);
      const results = await repository.createMany(
        Array.from({ length: 4 }, () =>
          leadToStore(validSubmission({ email: 'dana@example.com' }), { quoteEmail: true }),
        ),
      );
      expect(results.every((result) => !(result instanceof Error) && result.created)).toBe(true);
      expect(await emailRows(store)).toHaveLength(3);
    });
  });
});

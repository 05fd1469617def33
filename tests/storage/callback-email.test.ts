/**
 * The call-back confirmation's outbox row, which the booking stage hands storage with a new call-back
 * request (site/order-life/stored-order-service.ts), and its cap: it counts with the quote emails to the same
 * mailbox, at most QUOTE_EMAIL_CAP in a rolling 24 hours, so a stranger's quotes and call backs together
 * cannot fill an inbox. The CRM's notice is written all the same.
 */

import { describe, expect, it } from 'vitest';
import { CALLBACK_EMAIL_EVENT, EMAIL_DESTINATION, QUOTE_EMAIL_EVENT } from '../../site/notify/email/email-payload';
import { createStoredOrderService } from '../../site/order-life/stored-order-service';
import type { QuotedLead } from '../../site/quote/quoted-lead';
import { storeQuote } from '../support/store-quote';
import { validSubmission } from '../support/valid-submission';
import { forEachBackend, type OpenedStore } from './storage-backends';

const START = Date.parse('2026-11-20T10:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;
const EMAIL = 'dana@example.com';

const eventsOf = async (store: OpenedStore, leadId: number) =>
  (
    await store.sql<{ destination: string; event: string }>(
      'SELECT destination, event FROM outbox WHERE lead_id = $1 ORDER BY id',
      [leadId],
    )
  ).map((row) => `${row.destination} ${row.event}`);

/** A repository whose clock the test moves, and the booking stage's service over it, sending email. */
async function clocked(store: OpenedStore) {
  let now = START;
  const repository = await store.another({ now: () => new Date(now) });
  const service = createStoredOrderService({ store: repository, live: new Set([EMAIL_DESTINATION]) });
  return {
    repository,
    at(ms: number) {
      now = ms;
    },
    /** Stores a quote for EMAIL as a server that sends email does, and answers its lead. */
    async quote(): Promise<QuotedLead> {
      return (await storeQuote(repository, validSubmission({ email: EMAIL }), { quoteEmail: true })).lead;
    },
    callBack: (lead: QuotedLead) =>
      service.requestCallback({
        lead,
        bookingToken: lead.token,
        preferredDate: '2026-11-28',
        timeWindow: 'morning',
        requestedAt: new Date(now).toISOString(),
      }),
  };
}

const callbackEmails = (store: OpenedStore) =>
  store.sql<{ lead_id: number }>('SELECT lead_id FROM outbox WHERE destination = $1 AND event = $2', [
    EMAIL_DESTINATION,
    CALLBACK_EMAIL_EVENT,
  ]);

describe('the call-back confirmation row', () => {
  forEachBackend((fresh) => {
    it('is written with the request and its CRM notice', async () => {
      const store = await fresh();
      const { quote, callBack } = await clocked(store);
      const lead = await quote();
      expect(await callBack(lead)).toEqual({ created: true });
      expect(await eventsOf(store, lead.id)).toEqual([
        'crm lead.created',
        `${EMAIL_DESTINATION} ${QUOTE_EMAIL_EVENT}`,
        'crm callback.requested',
        `${EMAIL_DESTINATION} ${CALLBACK_EMAIL_EVENT}`,
      ]);
    });

    it('counts with the quote emails to the mailbox: none past three in 24 hours, the request stored all the same', async () => {
      const store = await fresh();
      const { quote, callBack, at, repository } = await clocked(store);
      const leads: QuotedLead[] = [];
      for (let i = 0; i < 3; i++) leads.push(await quote());
      at(START + HOUR_MS);
      expect(await callBack(leads[0]!)).toEqual({ created: true });
      expect(await callbackEmails(store)).toEqual([]);
      expect(await eventsOf(store, leads[0]!.id)).toContain('crm callback.requested');
      expect(await repository.callbacks.findByLeadId(leads[0]!.id)).toBeDefined();

      // A day after the quotes, the mailbox has room again.
      at(START + 24 * HOUR_MS + 1);
      await callBack(leads[1]!);
      expect(await callbackEmails(store)).toEqual([{ lead_id: leads[1]!.id }]);
    });
  });
});

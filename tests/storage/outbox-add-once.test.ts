/**
 * A row added to an existing lead's outbox (a "Find my order" email): written once per lead, event and
 * destination on either store, and a second add of the same event writes nothing.
 */
import { describe, expect, it } from 'vitest';
import { EMAIL_DESTINATION } from '../../site/notify/email/email-payload';
import { storeQuote } from '../support/store-quote';
import { forEachBackend } from './storage-backends';

const AT = new Date('2026-12-02T15:00:00.000Z');

describe("adding a row to a lead's outbox", () => {
  forEachBackend((fresh) => {
    it('writes one row per lead and event, and answers whether it wrote it', async () => {
      const store = await fresh();
      const repository = await store.another();
      const { lead } = await storeQuote(repository);
      const message = {
        destination: EMAIL_DESTINATION,
        event: 'order-link.email:2026-12-02T15:00',
        payload: { kind: 'order-link', to: lead.submission.email },
        idempotencyKey: `${lead.leadNumber}:order-link:2026-12-02T15:00`,
      };
      expect(await repository.outbox.addOnce(lead.id, message, AT)).toBe(true);
      expect(await repository.outbox.addOnce(lead.id, message, AT)).toBe(false);
      const rows = await store.sql<{ event: string }>(
        `SELECT event FROM outbox WHERE destination = 'email' AND event LIKE 'order-link.email:%'`,
      );
      expect(rows).toEqual([{ event: 'order-link.email:2026-12-02T15:00' }]);
      expect(
        await repository.outbox.addOnce(lead.id, { ...message, event: 'order-link.email:2026-12-02T15:10' }, AT),
      ).toBe(true);
    });
  });
});

/**
 * Group commit (site/storage/lead-batcher.ts) over both stores: quotes that arrive together share one
 * transaction, and each caller is answered with its own lead once that transaction is committed. What only
 * SQLite can show (a full disk, a lock held by another process) is in site/storage/lead-batcher.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createLeadBatcher } from '../../site/storage/lead-batcher';
import type { LeadRepository, NewLead } from '../../site/storage/lead-repository';
import { leadToStore, type StoreQuoteOptions } from '../support/store-quote';
import { newIdempotencyKey, validSubmission } from '../support/valid-submission';
import { forEachBackend, type OpenedStore, type StoreOptions } from './storage-backends';

/** A repository of the store, counting the quotes of each transaction it is asked for. */
async function counting(store: OpenedStore, options?: StoreOptions) {
  const repository = await store.another(options);
  const batches: number[] = [];
  const counted: Pick<LeadRepository, 'createMany'> = {
    createMany(items) {
      batches.push(items.length);
      return repository.createMany(items);
    },
  };
  return { repository, batches, counted };
}

const quote = (options: StoreQuoteOptions = {}): NewLead =>
  leadToStore(validSubmission({ idempotency_key: newIdempotencyKey() }), options);

describe('the lead batcher', () => {
  forEachBackend((fresh) => {
    it('writes the quotes that arrive together in one transaction and answers each with its own lead', async () => {
      const { repository, batches, counted } = await counting(await fresh());
      const batcher = createLeadBatcher(counted);
      const results = await Promise.all(Array.from({ length: 40 }, () => batcher.create(quote())));
      expect(batches).toEqual([40]);
      expect(new Set(results.map((r) => r.lead.leadNumber)).size).toBe(40);
      expect(results.every((r) => r.created)).toBe(true);
      expect(await repository.count()).toBe(40);
    });

    it('answers only after the commit: another instance already finds the answered lead', async () => {
      const store = await fresh();
      const { counted } = await counting(store);
      const { lead } = await createLeadBatcher(counted).create(quote());
      expect((await (await store.another()).findByLeadNumber(lead.leadNumber))?.token).toBe(lead.token);
    });

    it('splits a burst larger than the batch limit into several commits', async () => {
      const { batches, counted } = await counting(await fresh());
      const batcher = createLeadBatcher(counted, 16);
      await Promise.all(Array.from({ length: 40 }, () => batcher.create(quote())));
      // A store that answers later (PostgreSQL) sees the rest queue up while a commit is on its way.
      expect(batches.slice(0, 2)).toEqual([16, 16]);
      expect(batches.reduce((sum, n) => sum + n, 0)).toBe(40);
      expect(Math.max(...batches)).toBe(16);
    });

    it('gives the same lead to two submissions with one idempotency key, even in one batch', async () => {
      const { repository, counted } = await counting(await fresh());
      const batcher = createLeadBatcher(counted);
      const same = quote();
      const [first, second] = await Promise.all([batcher.create(same), batcher.create(same)]);
      expect(second.lead.leadNumber).toBe(first.lead.leadNumber);
      expect([first.created, second.created]).toEqual([true, false]);
      expect(await repository.count()).toBe(1);
    });

    it('fails one quote without failing the others of its batch', async () => {
      // Every lead number the same: the second quote runs out of fresh numbers, the first is kept.
      const { repository, counted } = await counting(await fresh());
      const batcher = createLeadBatcher(counted);
      const sameNumber = { newLeadNumber: () => 'SQ-261125-111111' };
      const [first, second] = await Promise.allSettled([
        batcher.create(quote(sameNumber)),
        batcher.create(quote(sameNumber)),
      ]);
      expect(first.status).toBe('fulfilled');
      expect(second.status).toBe('rejected');
      expect(await repository.count()).toBe(1);
    });

    it('keeps no half of a quote that fails in the middle of its writes, and stores the others of its batch', async () => {
      const { repository, batches, counted } = await counting(await fresh());
      const batcher = createLeadBatcher(counted);
      const broken: NewLead = {
        ...quote(),
        outbox: () => {
          throw new Error('The outbox rows could not be made');
        },
      };
      const [before, failed, after] = await Promise.allSettled([
        batcher.create(quote()),
        batcher.create(broken),
        batcher.create(quote()),
      ]);
      // The batch's transaction is rolled back whole, then each quote is written in one of its own.
      expect(batches).toEqual([3, 1, 1, 1]);
      expect([before.status, after.status]).toEqual(['fulfilled', 'fulfilled']);
      expect(failed).toMatchObject({ status: 'rejected', reason: { message: 'The outbox rows could not be made' } });
      expect(await repository.count()).toBe(2);
    });

    it('answers a lone quote that fails in the middle of its writes with its error, trying it once', async () => {
      const { repository, batches, counted } = await counting(await fresh());
      const broken: NewLead = {
        ...quote(),
        outbox: () => {
          throw new Error('The outbox rows could not be made');
        },
      };
      await expect(createLeadBatcher(counted).create(broken)).rejects.toThrow('The outbox rows could not be made');
      expect(batches).toEqual([1]);
      expect(await repository.count()).toBe(0);
    });

    it('commits the queued quotes when closed, before the store goes, and refuses later ones', async () => {
      const store = await fresh();
      const { repository, batches, counted } = await counting(store);
      const batcher = createLeadBatcher(counted);
      const queued = [batcher.create(quote()), batcher.create(quote())];
      await batcher.close();
      // Closed right after close(), as the server does: the quotes were already written.
      await repository.close();
      const results = await Promise.all(queued);
      expect(batches).toEqual([2]);
      expect(results.every((r) => r.created)).toBe(true);
      await expect(batcher.create(quote())).rejects.toThrow(/closed/);
      expect(await (await store.another()).count()).toBe(2);
    });
  });
});

/**
 * Group commit for lead creation (≥ 1,000 leads/s with p99 < 50 ms, docs/performance.md, without giving up
 * `synchronous = FULL`). Submissions that arrive in the same turn of the event loop are written in one
 * transaction, so one fsync acknowledges them all; each caller is answered only after that commit.
 * A single quote on a quiet server is written at once (the next turn), so nobody waits for company.
 * One batch is written at a time: with a store that answers later (PostgreSQL), the quotes that arrive
 * while a commit is on its way form the next batch.
 */
import { isDatabaseBusy } from './database-busy';
import type { CreateLeadResult, LeadRepository, NewLead } from './lead-repository';

interface Pending {
  lead: NewLead;
  resolve(result: CreateLeadResult): void;
  reject(error: Error): void;
}

export interface LeadBatcher {
  /**
   * Resolves once the lead is committed, with its batch; rejects with the item's own error (e.g.
   * IdempotencyKeyConflictError), or with the batch's when the store was busy or unreachable.
   */
  create(lead: NewLead): Promise<CreateLeadResult>;
  /**
   * Commits what is queued now, before the database is closed under it, and refuses what comes after:
   * a caller still waiting gets its answer rather than a write to a closed database.
   */
  close(): Promise<void>;
}

/** A transaction holds the write lock while it runs; bounding the batch bounds that pause. */
export const MAX_BATCH = 128;

/** A quote that arrived after the server began to stop: nothing was written, so it may be sent again. */
export class LeadWriterClosedError extends Error {
  constructor() {
    super('The lead writer is closed: the server is stopping');
    this.name = 'LeadWriterClosedError';
  }
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export function createLeadBatcher(store: Pick<LeadRepository, 'createMany'>, maxBatch = MAX_BATCH): LeadBatcher {
  let queue: Pending[] = [];
  let scheduled = false;
  let closed = false;
  let writing: Promise<void> | undefined;

  function settle(pending: Pending, result: CreateLeadResult | Error | undefined) {
    if (result instanceof Error || result === undefined) pending.reject(result ?? new Error('No result'));
    else pending.resolve(result);
  }

  /**
   * Each quote in a transaction of its own, after the batch's transaction failed: one quote failed in the
   * middle of its writes, and the store rolled back the batch rather than keep half a lead; or SQLite met
   * SQLITE_FULL or SQLITE_IOERR, which may roll back the whole transaction, not only the failing statement:
   * the quotes written before it are gone, and those after it ran outside any transaction and were committed
   * one by one. Which is which cannot be told from the error, so every quote is written again. The
   * idempotency key makes that safe: a committed quote answers its lead (`created: false`), a lost one is
   * written now or fails again, and each caller's answer is what its own commit did.
   */
  async function writeOneByOne(batch: Pending[]) {
    let busy: Error | undefined;
    for (const pending of batch) {
      // Once the lock is taken by someone else, each further try would wait out the busy timeout in turn.
      if (busy) {
        pending.reject(busy);
        continue;
      }
      let result: CreateLeadResult | Error | undefined;
      try {
        result = (await store.createMany([pending.lead]))[0];
      } catch (error) {
        result = asError(error);
        if (isDatabaseBusy(error)) busy = result;
      }
      settle(pending, result);
    }
  }

  async function write(batch: Pending[]) {
    let results: (CreateLeadResult | Error)[];
    try {
      results = await store.createMany(batch.map((pending) => pending.lead));
    } catch (error) {
      // Busy: the lock (or a connection) was not to be had, the transaction never began, and nothing was
      // written. A batch of one has its answer already: written alone again, it would only fail again.
      if (isDatabaseBusy(error) || batch.length === 1) {
        for (const pending of batch) pending.reject(asError(error));
        return;
      }
      await writeOneByOne(batch);
      return;
    }
    batch.forEach((pending, index) => {
      settle(pending, results[index]);
    });
  }

  function flush() {
    scheduled = false;
    // A turn scheduled before close() finds the queue already written; a batch on its way takes the
    // next one when it is done.
    if (writing || queue.length === 0) return;
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(maxBatch);
    writing = write(batch).finally(() => {
      writing = undefined;
      if (queue.length > 0) schedule();
    });
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  }

  return {
    create(lead) {
      return new Promise((resolve, reject) => {
        if (closed) {
          reject(new LeadWriterClosedError());
          return;
        }
        queue.push({ lead, resolve, reject });
        schedule();
      });
    },
    async close() {
      closed = true;
      for (;;) {
        if (writing) await writing;
        else if (queue.length > 0) flush();
        else return;
      }
    },
  };
}

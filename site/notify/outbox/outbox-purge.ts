/**
 * Deletes a destination's outbox rows delivered (or given up) longer ago than the keep period. Finished
 * rows are kept for a while to answer "did the CRM get this lead?", but each carries the lead's payload (a
 * person's name, email and phone) and, kept for ever, they grow the table without end. Pending rows are
 * never touched, however old: nothing acknowledged is ever lost.
 *
 * The rows go in small transactions with a turn of the event loop between them: the first purge of a
 * database that never had one may delete hundreds of thousands of rows, and one transaction that size
 * would hold the write lock, and the event loop, for seconds.
 */

import { DAY_MS } from '../../../shared/time';
import type { OutboxRepository } from '../../storage/lead-repository';

export interface OutboxPurgeOptions {
  /** Whose rows (outbox rows' `destination`). */
  destination: string;
  /** Days a finished row is kept. */
  keepDays: number;
  now?: () => Date;
  /** Rows deleted per transaction. Default 500. */
  chunkSize?: number;
}

/** Returns a purge: it resolves with the number of rows deleted, stopping early once `signal` aborts. */
export function createOutboxPurge(
  outbox: Pick<OutboxRepository, 'purgeFinished'>,
  options: OutboxPurgeOptions,
): (signal?: AbortSignal) => Promise<number> {
  const now = options.now ?? (() => new Date());
  const chunkSize = Math.max(1, options.chunkSize ?? 500);
  return async (signal) => {
    const cutoff = new Date(now().getTime() - options.keepDays * DAY_MS);
    let deleted = 0;
    for (;;) {
      const changes = await outbox.purgeFinished(options.destination, cutoff, chunkSize);
      deleted += changes;
      if (changes < chunkSize || signal?.aborted) return deleted;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
}

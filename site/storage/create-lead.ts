/**
 * How leads are created, once for both stores (the statements: lead-writes.ts). The leads of a batch share
 * one transaction; the store commits it, and only then are their callers answered (lead-batcher.ts).
 *
 * A lead: a fresh lead number and token are drawn and the row inserted unless its idempotency key is
 * taken. A lead number that is taken is drawn again. A taken key answers the lead it holds when that lead
 * is the same quote (a retry), and IdempotencyKeyConflictError when it is not. The outbox rows the lead was
 * handed are written in the same transaction, so a stored lead is always sent on.
 */
import { newLeadRow } from './lead-columns';
import { type CreateLeadResult, IdempotencyKeyConflictError, type NewLead } from './lead-repository';
import { type LeadWriteSteps, run } from './lead-writes';
import { writeOutbox } from './outbox-writes';
import { submissionHash } from './submission-hash';

/** Where a new row's time comes from; tests pin it. */
export interface StoreClock {
  /** Default: the system's. */
  now?: () => Date;
}

/** Fresh numbers tried when a lead number (or, in theory, a token) is taken. */
export const MAX_NUMBER_ATTEMPTS = 20;

/** Every lead number drawn for one lead was taken: nothing was stored for it. */
export class LeadNumbersExhaustedError extends Error {
  constructor() {
    super(`No free lead number in ${MAX_NUMBER_ATTEMPTS} draws`);
    this.name = 'LeadNumbersExhaustedError';
  }
}

function* createLead(item: NewLead, now: () => Date): LeadWriteSteps<CreateLeadResult> {
  const createdAt = now();
  const hash = submissionHash(item.submission);
  for (let attempt = 1; attempt <= MAX_NUMBER_ATTEMPTS; attempt++) {
    const row = newLeadRow(item, { ...item.draw(createdAt), createdAt, submissionHash: hash });
    const outcome = yield* run('insertLead', row);
    if ('inserted' in outcome) {
      const lead = outcome.inserted;
      yield* writeOutbox(item.outbox(lead), { leadId: lead.id, createdAt: lead.createdAt, capKeys: item.capKeys });
      return { lead, created: true };
    }
    if (outcome.taken === 'idempotency-key') {
      const holder = yield* run('leadByIdempotencyKey', item.submission.idempotency_key);
      if (!holder) throw new Error('Idempotency key conflicted but no lead holds it');
      // A lead stored before quotes were hashed is compared by hashing its columns.
      if ((holder.submissionHash ?? submissionHash(holder.lead.submission)) !== hash) {
        throw new IdempotencyKeyConflictError();
      }
      return { lead: holder.lead, created: false };
    }
  }
  throw new LeadNumbersExhaustedError();
}

/** The clock with its default filled in. */
export const clockOf = (clock: StoreClock): (() => Date) => clock.now ?? (() => new Date());

/** Failures that come before the lead wrote anything, so the batch can go on without it. */
const failedBeforeWriting = (error: unknown): error is Error =>
  error instanceof IdempotencyKeyConflictError || error instanceof LeadNumbersExhaustedError;

/**
 * The leads of one batch, inside the store's transaction. A lead that fails before writing anything (its
 * key holds another quote, or no lead number was free) is returned as its Error, and the others go on. Any
 * other failure throws, as a busy or unreachable store does: the store rolls back the whole batch, nothing
 * of it is acknowledged, and the batcher writes each of its quotes again, alone. A savepoint per lead would
 * undo one lead alone instead, but costs PostgreSQL two more round trips for every lead of every batch,
 * against a failure a valid quote does not meet.
 */
export function* createLeads(
  items: readonly NewLead[],
  clock: StoreClock = {},
): LeadWriteSteps<(CreateLeadResult | Error)[]> {
  const now = clockOf(clock);
  const results: (CreateLeadResult | Error)[] = [];
  for (const item of items) {
    try {
      results.push(yield* createLead(item, now));
    } catch (error) {
      if (!failedBeforeWriting(error)) throw error;
      results.push(error);
    }
  }
  return results;
}

/**
 * Test fixture: a QuoteWriter that keeps its leads in memory, with the store's rules the submit route relies
 * on: the same idempotency key with the same quote answers the first lead (`created: false`), with a
 * different quote rejects with IdempotencyKeyConflictError. `failWith` makes the following calls reject as
 * a locked database or a closing server would. Lead numbers count up from SQ-261126-000001.
 */
import type { Submission } from '../../shared/schema';
import type { QuoteWriter } from '../../site/quote/quote-writer';
import type { QuotedLead } from '../../site/quote/quoted-lead';
import { IdempotencyKeyConflictError } from '../../site/storage/lead-repository';

export type FakeLead = QuotedLead;

export interface FakeLeadWriter extends QuoteWriter {
  readonly leads: FakeLead[];
  /** Every later call rejects with `error`, until called again with undefined. */
  failWith(error: Error | undefined): void;
}

/** The quote without its key, as the store compares two quotes under one key. */
const quoteOf = ({ idempotency_key: _key, ...quote }: Submission) => JSON.stringify(quote);

export function fakeLeadWriter(createdAt = '2026-11-26T10:00:00.000Z'): FakeLeadWriter {
  const leads: FakeLead[] = [];
  let failure: Error | undefined;
  return {
    leads,
    failWith(error) {
      failure = error;
    },
    async create({ submission, flagged, price }) {
      if (failure) throw failure;
      const earlier = leads.find((lead) => lead.submission.idempotency_key === submission.idempotency_key);
      if (earlier) {
        if (quoteOf(earlier.submission) !== quoteOf(submission)) throw new IdempotencyKeyConflictError();
        return { lead: earlier, created: false };
      }
      const n = leads.length + 1;
      const lead: FakeLead = {
        id: n,
        leadNumber: `SQ-261126-${String(n).padStart(6, '0')}`,
        token: `fake0token0${String(n).padStart(11, '0')}`,
        createdAt,
        submission,
        flagged,
        price,
      };
      leads.push(lead);
      return { lead, created: true };
    },
  };
}

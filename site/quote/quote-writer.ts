/**
 * How the submit call stores a quote: as a new lead with its outbox rows (new-lead.ts), through the group
 * commit (storage/lead-batcher.ts), answered with the lead as this stage stored it.
 */
import type { LeadBatcher } from '../storage/lead-batcher';
import { type NewLeadOptions, type NewQuote, newLead } from './new-lead';
import { type QuotedLead, quotedLead } from './quoted-lead';

export interface QuoteWriter {
  /**
   * Resolves once the lead is committed; `created` is false when the same quote under this idempotency
   * key was stored before and is answered instead. Rejects as the store does (storage/lead-batcher.ts).
   */
  create(quote: NewQuote): Promise<{ lead: QuotedLead; created: boolean }>;
}

export function createQuoteWriter(leads: Pick<LeadBatcher, 'create'>, options: NewLeadOptions): QuoteWriter {
  return {
    async create(quote) {
      const { lead, created } = await leads.create(newLead(quote, options));
      return { lead: quotedLead(lead), created };
    },
  };
}

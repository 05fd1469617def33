/**
 * Test helper: stores quotes through the storage contract (LeadRepository.createMany) as the quote stage
 * hands them over (site/quote/new-lead.ts: the lead's number, token and outbox rows), so a test seeds
 * SQLite and PostgreSQL alike.
 */
import type { Submission } from '../../shared/schema';
import { EMAIL_DESTINATION } from '../../site/notify/email/email-payload';
import { type NewLeadOptions, type NewQuote, newLead } from '../../site/quote/new-lead';
import { type QuotedLead, quotedLead } from '../../site/quote/quoted-lead';
import type { LeadRepository, NewLead } from '../../site/storage/lead-repository';
import { validSubmission } from './valid-submission';

type Writer = Pick<LeadRepository, 'createMany'>;

/** How the quote is handed over: not flagged, without a price and without a quote email unless told. */
export type StoreQuoteOptions = Partial<Omit<NewQuote, 'submission'>> &
  Partial<Omit<NewLeadOptions, 'live'>> & {
    /** Whether the server sends email, so the lead gets its quote email row. */
    quoteEmail?: boolean;
  };

/** A quote (a fresh valid one by default) as the quote stage hands it to storage. */
export function leadToStore(submission: Submission = validSubmission(), options: StoreQuoteOptions = {}): NewLead {
  const { flagged = false, price = null, quoteEmail = false, ...sources } = options;
  return newLead({ submission, flagged, price }, { live: new Set(quoteEmail ? [EMAIL_DESTINATION] : []), ...sources });
}

/** Stores one quote (a fresh valid one by default) and answers as the store did; a failed quote throws its error. */
export async function storeQuote(
  repository: Writer,
  submission: Submission = validSubmission(),
  options: StoreQuoteOptions = {},
): Promise<{ lead: QuotedLead; created: boolean }> {
  const [result] = await repository.createMany([leadToStore(submission, options)]);
  if (result instanceof Error) throw result;
  if (!result) throw new Error('The store answered nothing');
  return { lead: quotedLead(result.lead), created: result.created };
}

/** Stores `count` fresh valid quotes, one after another, and returns their leads. */
export async function storeLeads(repository: Writer, count: number): Promise<QuotedLead[]> {
  const leads: QuotedLead[] = [];
  for (let i = 0; i < count; i++) leads.push((await storeQuote(repository)).lead);
  return leads;
}

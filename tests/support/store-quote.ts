/**
 * Test helper: stores quotes through the storage contract (LeadRepository.createMany), as the server does,
 * so a test seeds SQLite and PostgreSQL alike.
 */
import type { Submission } from '../../shared/schema';
import type { CreateLeadResult, LeadRepository, NewLead } from '../../site/storage/lead-repository';
import type { StoredLead } from '../../site/storage/stored-lead';
import { validSubmission } from './valid-submission';

type Writer = Pick<LeadRepository, 'createMany'>;

/**
 * Stores one quote (a fresh valid one by default; not flagged and without a price unless told) and answers
 * as the store did; a failed quote throws its error.
 */
export async function storeQuote(
  repository: Writer,
  submission: Submission = validSubmission(),
  options: Partial<Omit<NewLead, 'submission'>> = {},
): Promise<CreateLeadResult> {
  const [result] = await repository.createMany([{ flagged: false, price: null, ...options, submission }]);
  if (result instanceof Error) throw result;
  if (!result) throw new Error('The store answered nothing');
  return result;
}

/** Stores `count` fresh valid quotes, one after another, and returns their leads. */
export async function storeLeads(repository: Writer, count: number): Promise<StoredLead[]> {
  const leads: StoredLead[] = [];
  for (let i = 0; i < count; i++) leads.push((await storeQuote(repository)).lead);
  return leads;
}

/**
 * A person's privacy requests, found by the email address they gave: a copy of their leads (export) and
 * erasure (their leads anonymised, lead-anonymiser.ts). `npm run privacy` (scripts/privacy.ts) runs them.
 */
import * as v from 'valibot';
import { contactStepEntries, type Submission } from '../../shared/schema';
import type { QuotedPrice } from '../pricing/quoted-price';
import type { AnonymiseResult, PrivacyRepository } from './lead-repository';

/** One lead as handed to the person it is about. The booking token and the row id are internal. */
export interface ExportedLead {
  lead_number: string;
  created_at: string;
  /** The anti-spam check marked it. */
  flagged: boolean;
  submission: Submission;
  /** The price they were shown, as stored with the lead; null when none was stored. */
  price: QuotedPrice | null;
}

/**
 * True when `email` passes the quote form's own rule (shared/schema.ts), so it could belong to a lead;
 * anything else is a mistake to report rather than a search that finds nothing.
 */
export function isEmailAddress(email: string): boolean {
  return v.safeParse(contactStepEntries.email, email).success;
}

/** Every lead given with this email (ignoring case and surrounding spaces), oldest first, as stored. */
export async function exportLeadsByEmail(privacy: PrivacyRepository, email: string): Promise<ExportedLead[]> {
  return (await privacy.findByEmail(email)).map((lead) => ({
    lead_number: lead.leadNumber,
    created_at: lead.createdAt,
    flagged: lead.flagged,
    submission: lead.submission,
    price: lead.price,
  }));
}

/** Anonymises every lead given with this email, with their CRM outbox rows. */
export async function eraseLeadsByEmail(privacy: PrivacyRepository, email: string): Promise<AnonymiseResult> {
  const leads = await privacy.findByEmail(email);
  return privacy.anonymise(leads.map((lead) => lead.id));
}

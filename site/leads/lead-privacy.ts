/**
 * A person's privacy requests, found by the email address they gave: a copy of their leads (export) and
 * erasure (their leads anonymised, lead-anonymiser.ts). `npm run privacy` (scripts/privacy.ts) runs them.
 */
import type { Database } from 'better-sqlite3';
import * as v from 'valibot';
import { contactStepEntries, type Submission } from '../../shared/schema';
import { type AnonymiseResult, anonymiseLeads } from './lead-anonymiser';
import { createLeadStore } from './lead-store';

/** One lead as handed to the person it is about. The booking token and the row id are internal. */
export interface ExportedLead {
  lead_number: string;
  created_at: string;
  /** The anti-spam check marked it. */
  flagged: boolean;
  submission: Submission;
}

/**
 * True when `email` passes the quote form's own rule (shared/schema.ts), so it could belong to a lead;
 * anything else is a mistake to report rather than a search that finds nothing.
 */
export function isEmailAddress(email: string): boolean {
  return v.safeParse(contactStepEntries.email, email).success;
}

/**
 * Leads whose email matches, ignoring case and surrounding spaces: the form trims but keeps case, and a
 * person writing in need not remember how they typed it. SQLite's lower() folds ASCII only, which is
 * every address the form accepts.
 */
function leadsByEmail(db: Database, email: string): { id: number; session_id: string }[] {
  return db
    .prepare<[string], { id: number; session_id: string }>(
      "SELECT id, session_id FROM leads WHERE email <> '' AND lower(trim(email)) = ? ORDER BY id",
    )
    .all(email.trim().toLowerCase());
}

/** Every lead given with this email, oldest first, as stored. */
export function exportLeadsByEmail(db: Database, email: string): ExportedLead[] {
  const store = createLeadStore(db);
  return leadsByEmail(db, email).flatMap(({ session_id }) => {
    const lead = store.findBySessionId(session_id);
    return lead
      ? [
          {
            lead_number: lead.sessionId,
            created_at: lead.createdAt,
            flagged: lead.flagged,
            submission: lead.submission,
          },
        ]
      : [];
  });
}

/** Anonymises every lead given with this email, with their CRM outbox rows. */
export function eraseLeadsByEmail(db: Database, email: string): AnonymiseResult {
  return anonymiseLeads(
    db,
    leadsByEmail(db, email).map((lead) => lead.id),
  );
}

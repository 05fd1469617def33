/** Anonymisation in SQLite (what is blanked and why: lead-anonymiser.ts). */
import type { Database } from 'better-sqlite3';
import { ANONYMISED_MARK } from '../lead-anonymiser';
import type { AnonymiseResult } from '../lead-repository';

/** Anonymises the leads with these row ids, and deletes their CRM outbox rows, in one transaction. */
export function anonymiseLeads(db: Database, ids: readonly number[]): AnonymiseResult {
  // Without it SQLite leaves the old values in the file's free pages until they happen to be reused.
  db.pragma('secure_delete = ON');
  const blank = db.prepare<[number], { lead_number: string }>(`
    UPDATE leads SET
      token = '${ANONYMISED_MARK}' || id,
      idempotency_key = '${ANONYMISED_MARK}' || id,
      origin = '', destination = '', ship_date = '', first_name = '', email = '', phone = '',
      vehicles_json = '[]', context_json = '{}', website = NULL, submission_hash = NULL
    WHERE id = ? AND token NOT LIKE '${ANONYMISED_MARK}%'
    RETURNING lead_number
  `);
  const deleteOutbox = db.prepare<[number]>('DELETE FROM outbox WHERE lead_id = ?');
  const run = db.transaction((): AnonymiseResult => {
    const result: AnonymiseResult = { leadNumbers: [], outboxRowsDeleted: 0 };
    for (const id of ids) {
      const row = blank.get(id);
      if (row) result.leadNumbers.push(row.lead_number);
      result.outboxRowsDeleted += deleteOutbox.run(id).changes;
    }
    return result;
  });
  return ids.length === 0 ? { leadNumbers: [], outboxRowsDeleted: 0 } : run.immediate();
}

/**
 * Leads whose email matches, ignoring case and surrounding spaces: the form trims but keeps case, and a
 * person writing in need not remember how they typed it. SQLite's lower() folds ASCII only, which is
 * every address the form accepts.
 */
export function leadIdsByEmail(db: Database, email: string): number[] {
  return db
    .prepare<[string], { id: number }>("SELECT id FROM leads WHERE email <> '' AND lower(trim(email)) = ? ORDER BY id")
    .all(email.trim().toLowerCase())
    .map((row) => row.id);
}

/** Leads made before `cutoff` and not anonymised yet. */
export function leadIdsCreatedBefore(db: Database, cutoff: Date): number[] {
  // created_at is always toISOString() (lead-store.ts), so text order is time order and the index serves it.
  return db
    .prepare<[string], { id: number }>(
      `SELECT id FROM leads WHERE created_at < ? AND token NOT LIKE '${ANONYMISED_MARK}%' ORDER BY id`,
    )
    .all(cutoff.toISOString())
    .map((row) => row.id);
}

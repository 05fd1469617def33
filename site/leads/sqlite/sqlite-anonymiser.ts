/** Anonymisation in SQLite (what is blanked and why: lead-anonymiser.ts). */
import type { Database } from 'better-sqlite3';
import { ANONYMISE_SET, NOT_ANONYMISED } from '../lead-anonymiser';
import type { AnonymiseResult } from '../lead-repository';

/** Anonymises the leads with these row ids, and deletes their CRM outbox rows, in one transaction. */
export function anonymiseLeads(db: Database, ids: readonly number[]): AnonymiseResult {
  // Without it SQLite leaves the old values in the file's free pages until they happen to be reused.
  db.pragma('secure_delete = ON');
  const blank = db.prepare<[number], { lead_number: string }>(
    `UPDATE leads SET ${ANONYMISE_SET} WHERE id = ? AND ${NOT_ANONYMISED} RETURNING lead_number`,
  );
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

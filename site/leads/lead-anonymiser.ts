/**
 * Anonymises leads: the one way a lead's personal data leaves the database, used both for a person's
 * erasure request (lead-privacy.ts) and for the retention period (lead-retention.ts).
 *
 * Anonymise rather than delete: the row keeps its lead number, its date, its mode, its transport type
 * and its spam flag, so the broker's books (how many quotes a day, a month, a partner's invoice queried
 * by lead number) still add up, and an advisor asked about a lead number can say it was erased rather
 * than find nothing. Everything that is about the person or could point back at them is blanked: name,
 * email, phone, route, ship date, vehicles, the campaign and page context, the honeypot's text, the
 * submission's hash (a hash of personal data still points back at it), and the CRM outbox rows, whose
 * payload is a copy of all of it. The booking token and the idempotency key are replaced too: the old
 * link stops working, and a draft left in the person's browser no longer leads back to the row.
 */
import type { Database } from 'better-sqlite3';

/**
 * The token and idempotency key of an anonymised lead are this prefix and the row id: unique like the
 * values they replace, and never shaped like a booking token (booking-token.ts has no ':'), so no
 * booking link can reach an anonymised lead and its blanked columns are never shown as a quote.
 */
export const ANONYMISED_MARK = 'anonymised:';

export interface AnonymiseResult {
  /** Lead numbers of the leads anonymised by this call; leads anonymised earlier are not repeated. */
  leadNumbers: string[];
  /** CRM outbox rows deleted with them. */
  outboxRowsDeleted: number;
}

/** Anonymises the leads with these row ids, and deletes their CRM outbox rows, in one transaction. */
export function anonymiseLeads(db: Database, ids: readonly number[]): AnonymiseResult {
  // Without it SQLite leaves the old values in the file's free pages until they happen to be reused.
  db.pragma('secure_delete = ON');
  const blank = db.prepare<[number], { session_id: string }>(`
    UPDATE leads SET
      token = '${ANONYMISED_MARK}' || id,
      idempotency_key = '${ANONYMISED_MARK}' || id,
      origin = '', destination = '', ship_date = '', first_name = '', email = '', phone = '',
      vehicles_json = '[]', context_json = '{}', website = NULL, submission_hash = NULL
    WHERE id = ? AND token NOT LIKE '${ANONYMISED_MARK}%'
    RETURNING session_id
  `);
  const deleteOutbox = db.prepare<[number]>('DELETE FROM outbox WHERE lead_id = ?');
  const run = db.transaction((): AnonymiseResult => {
    const result: AnonymiseResult = { leadNumbers: [], outboxRowsDeleted: 0 };
    for (const id of ids) {
      const row = blank.get(id);
      if (row) result.leadNumbers.push(row.session_id);
      result.outboxRowsDeleted += deleteOutbox.run(id).changes;
    }
    return result;
  });
  return ids.length === 0 ? { leadNumbers: [], outboxRowsDeleted: 0 } : run.immediate();
}

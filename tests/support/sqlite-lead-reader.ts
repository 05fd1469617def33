/**
 * Test helper: reads leads straight from a SQLite file, synchronously, on a connection of the test's own:
 * beside a running server (WAL lets it read while the server writes), or inside a synchronous callback.
 * Leads are stored through the storage contract (store-quote.ts); this only looks, at leads as the quote
 * stage stored them.
 */
import type { Database } from 'better-sqlite3';
import { type QuotedLead, quotedLead } from '../../site/quote/quoted-lead';
import { type LeadRow, toStoredLead } from '../../site/storage/lead-columns';

export interface SqliteLeadReader {
  count(): number;
  findByToken(token: string): QuotedLead | undefined;
  findByLeadNumber(leadNumber: string): QuotedLead | undefined;
}

export function sqliteLeadReader(db: Database): SqliteLeadReader {
  const where = (column: 'token' | 'lead_number', value: string) => {
    const row = db.prepare<[string], LeadRow>(`SELECT * FROM leads WHERE ${column} = ?`).get(value);
    return row && quotedLead(toStoredLead(row));
  };
  return {
    count: () => db.prepare<[], { n: number }>('SELECT count(*) AS n FROM leads').get()?.n ?? 0,
    findByToken: (token) => where('token', token),
    findByLeadNumber: (leadNumber) => where('lead_number', leadNumber),
  };
}

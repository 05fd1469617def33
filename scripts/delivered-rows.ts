/**
 * Many leads whose CRM outbox rows were delivered long ago, written in one transaction with prepared
 * statements (200,000 take about a second), for npm run bench and the tests of a large outbox history.
 */
import type { Database } from 'better-sqlite3';

/** Adds `count` leads, each with an outbox row delivered at `deliveredAt`. Returns their outbox ids. */
export function insertDeliveredRows(db: Database, count: number, deliveredAt: Date): number[] {
  const at = deliveredAt.toISOString();
  const first = (db.prepare('SELECT coalesce(max(id), 0) AS n FROM leads').get() as { n: number }).n + 1;
  const insertLead = db.prepare(`
    INSERT INTO leads (lead_number, token, idempotency_key, created_at, mode, origin, destination, ship_date,
      transport_type, first_name, email, phone, vehicles_json, context_json)
    VALUES (?, ?, ?, ?, 'domestic', 'Austin, TX', 'Miami, FL', '2026-12-10', 'open', 'Dana',
      'dana@example.com', '5125550142', '[]', '{}')
  `);
  const insertOutbox = db.prepare(`
    INSERT INTO outbox (lead_id, event, payload_json, idempotency_key, attempts, next_attempt_at,
      last_attempt_at, delivered_at, created_at)
    VALUES (?, 'lead.created', ?, ?, 1, ?, ?, ?, ?)
  `);
  // Smaller than a real payload (about 1.5 KB), to keep the test's file small: what a claim that walks the
  // history costs grows with the number of rows it steps over.
  const payload = JSON.stringify({ event: 'lead.created', filler: 'x'.repeat(200) });
  const ids: number[] = [];
  db.transaction(() => {
    for (let n = first; n < first + count; n++) {
      const key = `history-key-${n}`;
      const leadId = insertLead.run(`SQ-HIST-${n}`, `token-${n}`, key, at).lastInsertRowid;
      ids.push(Number(insertOutbox.run(leadId, payload, key, at, at, at, at).lastInsertRowid));
    }
  }).immediate();
  return ids;
}

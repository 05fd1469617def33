/** Anonymisation in SQLite (what is blanked and why: lead-anonymiser.ts, order-anonymiser.ts). */
import type { Database } from 'better-sqlite3';
import { ANONYMISE_SET, NOT_ANONYMISED } from '../lead-anonymiser';
import type { AnonymiseResult } from '../lead-repository';
import { type AnonymisedOrderColumns, anonymisedOrderColumns } from '../order-anonymiser';
import type { OrderRow } from '../order-columns';
import { anonymisedEventData } from '../order-event-anonymiser';
import { BLANK_ORDER, EVENT_DATA_OF_ORDER, SET_EVENT_DATA } from '../statements/privacy-statements';

/**
 * Anonymises the leads with these row ids and their orders (their events' carrier phones too), blanks
 * their call-back requests' client addresses, and deletes their outbox rows, in one transaction.
 */
export function anonymiseLeads(db: Database, ids: readonly number[]): AnonymiseResult {
  // Without it SQLite leaves the old values in the file's free pages until they happen to be reused.
  db.pragma('secure_delete = ON');
  const blank = db.prepare<[number], { lead_number: string }>(
    `UPDATE leads SET ${ANONYMISE_SET} WHERE id = ? AND ${NOT_ANONYMISED} RETURNING lead_number`,
  );
  const orderOf = db.prepare<[number], OrderRow>('SELECT * FROM orders WHERE lead_id = ? AND anonymised = 0');
  const blankOrder = db.prepare<[AnonymisedOrderColumns & { id: number }]>(BLANK_ORDER.sqlite);
  const eventsOf = db.prepare<[{ orderId: number }], { seq: number; data_json: string }>(EVENT_DATA_OF_ORDER.sqlite);
  const blankEvent = db.prepare<[{ data: string; seq: number }]>(SET_EVENT_DATA.sqlite);
  const blankCallback = db.prepare<[number]>('UPDATE callback_requests SET client_address = NULL WHERE lead_id = ?');
  const deleteOutbox = db.prepare<[number]>('DELETE FROM outbox WHERE lead_id = ?');
  const run = db.transaction((): AnonymiseResult => {
    const result: AnonymiseResult = { leadNumbers: [], outboxRowsDeleted: 0, ordersAnonymised: 0 };
    for (const id of ids) {
      const row = blank.get(id);
      if (row) result.leadNumbers.push(row.lead_number);
      const order = orderOf.get(id);
      if (order) {
        blankOrder.run({ ...anonymisedOrderColumns(order), id: order.id });
        for (const event of eventsOf.all({ orderId: order.id })) {
          const data = anonymisedEventData(event.data_json);
          if (data !== undefined) blankEvent.run({ data, seq: event.seq });
        }
        result.ordersAnonymised++;
      }
      blankCallback.run(id);
      result.outboxRowsDeleted += deleteOutbox.run(id).changes;
    }
    return result;
  });
  return ids.length === 0 ? { leadNumbers: [], outboxRowsDeleted: 0, ordersAnonymised: 0 } : run.immediate();
}

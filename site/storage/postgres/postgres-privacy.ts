/** Privacy and retention queries in PostgreSQL (what is blanked and why: lead-anonymiser.ts, order-anonymiser.ts). */
import { ANONYMISE_SET, NOT_ANONYMISED } from '../lead-anonymiser';
import { type LeadRow, toStoredLead } from '../lead-columns';
import { dueForAnonymisingSql, type OutboxRecordRow, toOutboxRecord } from '../lead-records';
import type { PrivacyRepository } from '../lead-repository';
import { anonymisedOrderColumns } from '../order-anonymiser';
import { type CallbackRow, type OrderRow, toStoredCallback, toStoredOrder } from '../order-columns';
import { anonymisedEventData } from '../order-event-anonymiser';
import type { PostgresConnections } from './postgres-pool';

const ANONYMISE = `
  UPDATE leads SET ${ANONYMISE_SET}
  WHERE id = ANY($1::integer[]) AND ${NOT_ANONYMISED}
  RETURNING id, lead_number
`;

export function createPostgresPrivacy(pool: PostgresConnections): PrivacyRepository {
  return {
    async findByEmail(email) {
      // The form trims but keeps case; a person writing in need not remember how they typed it.
      const { rows } = await pool.query<LeadRow>(
        "SELECT * FROM leads WHERE email <> '' AND lower(btrim(email)) = $1 ORDER BY id",
        [email.trim().toLowerCase()],
      );
      return rows.map(toStoredLead);
    },
    async idsCreatedBefore(cutoff, orderCutoff) {
      const { rows } = await pool.query<{ id: number }>(dueForAnonymisingSql(['$1', '$2'], 'NOT orders.anonymised'), [
        cutoff,
        orderCutoff,
      ]);
      return rows.map((row) => row.id);
    },
    async recordsOf(ids) {
      if (ids.length === 0) return { orders: [], callbacks: [], outbox: [] };
      const [orders, callbacks, outbox] = await Promise.all([
        pool.query<OrderRow>('SELECT * FROM orders WHERE lead_id = ANY($1::integer[]) ORDER BY id', [ids]),
        pool.query<CallbackRow>('SELECT * FROM callback_requests WHERE lead_id = ANY($1::integer[]) ORDER BY id', [
          ids,
        ]),
        pool.query<OutboxRecordRow>('SELECT * FROM outbox WHERE lead_id = ANY($1::integer[]) ORDER BY id', [ids]),
      ]);
      return {
        orders: orders.rows.map(toStoredOrder),
        callbacks: callbacks.rows.map(toStoredCallback),
        outbox: outbox.rows.map(toOutboxRecord),
      };
    },
    async anonymise(ids) {
      if (ids.length === 0) return { leadNumbers: [], outboxRowsDeleted: 0, ordersAnonymised: 0 };
      return pool.transaction(async (client) => {
        const blanked = await client.query<{ id: number; lead_number: string }>(ANONYMISE, [ids]);
        // Locked, so an order is blanked from the row as it is, once.
        const orders = await client.query<OrderRow>(
          'SELECT * FROM orders WHERE lead_id = ANY($1::integer[]) AND NOT anonymised ORDER BY id FOR UPDATE',
          [ids],
        );
        for (const order of orders.rows) {
          const columns = anonymisedOrderColumns(order);
          await client.query(
            `UPDATE orders SET signed_name = $2, client_address = NULL, user_agent = NULL, details_json = $3,
               price_json = $4, agreement_json = $5, anonymised = true
             WHERE id = $1`,
            [order.id, columns.signed_name, columns.details_json, columns.price_json, columns.agreement_json],
          );
          const events = await client.query<{ seq: string; data_json: string }>(
            'SELECT seq, data_json FROM order_events WHERE order_id = $1',
            [order.id],
          );
          for (const event of events.rows) {
            const data = anonymisedEventData(event.data_json);
            if (data !== undefined) {
              await client.query('UPDATE order_events SET data_json = $2 WHERE seq = $1', [event.seq, data]);
            }
          }
        }
        await client.query('UPDATE callback_requests SET client_address = NULL WHERE lead_id = ANY($1::integer[])', [
          ids,
        ]);
        const deleted = await client.query('DELETE FROM outbox WHERE lead_id = ANY($1::integer[])', [ids]);
        return {
          leadNumbers: blanked.rows.sort((a, b) => a.id - b.id).map((row) => row.lead_number),
          outboxRowsDeleted: deleted.rowCount ?? 0,
          ordersAnonymised: orders.rows.length,
        };
      });
    },
  };
}

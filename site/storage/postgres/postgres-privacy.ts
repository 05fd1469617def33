/** Privacy and retention queries in PostgreSQL (what is blanked and why: lead-anonymiser.ts, order-anonymiser.ts). */
import { ANONYMISE_SET, NOT_ANONYMISED } from '../lead-anonymiser';
import { type LeadRow, toStoredLead } from '../lead-columns';
import { type OutboxRecordRow, toOutboxRecord } from '../lead-records';
import type { PrivacyRepository } from '../lead-repository';
import { anonymisedOrderColumns } from '../order-anonymiser';
import { type CallbackRow, type OrderRow, toStoredCallback, toStoredOrder } from '../order-columns';
import { anonymisedEventData } from '../order-event-anonymiser';
import {
  BLANK_ORDER,
  DUE_FOR_ANONYMISING,
  EVENT_DATA_OF_ORDER,
  LEADS_BY_EMAIL,
  SET_EVENT_DATA,
} from '../statements/privacy-statements';
import type { PostgresConnections } from './postgres-pool';
import { runStatement } from './postgres-statement';

const ANONYMISE = `
  UPDATE leads SET ${ANONYMISE_SET}
  WHERE id = ANY($1::integer[]) AND ${NOT_ANONYMISED}
  RETURNING id, lead_number
`;

export function createPostgresPrivacy(pool: PostgresConnections): PrivacyRepository {
  return {
    async findByEmail(email) {
      const { rows } = await runStatement<LeadRow>(pool, LEADS_BY_EMAIL, { email: email.trim().toLowerCase() });
      return rows.map(toStoredLead);
    },
    async idsCreatedBefore(cutoff, orderCutoff) {
      const { rows } = await runStatement<{ id: number }>(pool, DUE_FOR_ANONYMISING, { cutoff, orderCutoff });
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
          await runStatement(client, BLANK_ORDER, { ...anonymisedOrderColumns(order), id: order.id });
          const events = await runStatement<{ seq: string; data_json: string }>(client, EVENT_DATA_OF_ORDER, {
            orderId: order.id,
          });
          for (const event of events.rows) {
            const data = anonymisedEventData(event.data_json);
            if (data !== undefined) await runStatement(client, SET_EVENT_DATA, { data, seq: event.seq });
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

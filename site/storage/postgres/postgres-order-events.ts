/**
 * Order events in PostgreSQL. An append locks the order's row first (FOR UPDATE), so instances appending
 * to one order at once are judged one after the other against the same earlier events; the event id's
 * UNIQUE settles two appends of one event (ON CONFLICT DO NOTHING, then the stored row is answered). The
 * order's status and the event's outbox rows are written in the same transaction, which notifies the
 * other instances' relays on commit.
 */
import { clockOf, type StoreClock } from '../create-lead';
import {
  NEW_ORDER_EVENT_COLUMNS,
  newOrderEventRow,
  type OrderEventRow,
  toStoredOrderEvent,
} from '../order-event-columns';
import type { OrderEventRepository } from '../order-event-repository';
import { OUTBOX_CHANNEL } from './postgres-outbox-listener';
import type { PostgresClient, PostgresConnections } from './postgres-pool';

const SELECT_OF_ORDER = 'SELECT * FROM order_events WHERE order_id = $1 ORDER BY seq';

const INSERT_OUTBOX = `
  INSERT INTO outbox (lead_id, destination, event, payload_json, idempotency_key, cap_key, attempts, next_attempt_at, created_at)
  VALUES ($1, $2, $3, $4, $5, NULL, 0, $6, $6)
  ON CONFLICT DO NOTHING
`;

async function eventById(client: PostgresClient, id: string) {
  const { rows } = await client.query<OrderEventRow>('SELECT * FROM order_events WHERE id = $1', [id]);
  return rows[0] && toStoredOrderEvent(rows[0]);
}

export function createPostgresOrderEvents(
  connections: PostgresConnections,
  clock: StoreClock = {},
): OrderEventRepository {
  const now = clockOf(clock);
  return {
    async append(event) {
      return connections.transaction(async (client) => {
        const order = await client.query<{ lead_id: number }>('SELECT lead_id FROM orders WHERE id = $1 FOR UPDATE', [
          event.orderId,
        ]);
        const existing = await eventById(client, event.id);
        if (existing) return { event: existing, created: false };
        const earlier = (await client.query<OrderEventRow>(SELECT_OF_ORDER, [event.orderId])).rows.map(
          toStoredOrderEvent,
        );
        const receivedAt = now();
        const row = newOrderEventRow(event, receivedAt, event.judge(earlier));
        const values = NEW_ORDER_EVENT_COLUMNS.map((column) => row[column]);
        const inserted = await client.query<OrderEventRow>(
          `INSERT INTO order_events (${NEW_ORDER_EVENT_COLUMNS.join(', ')})
           VALUES (${values.map((_, index) => `$${index + 1}`).join(', ')})
           ON CONFLICT (id) DO NOTHING RETURNING *`,
          values,
        );
        const stored = inserted.rows[0] && toStoredOrderEvent(inserted.rows[0]);
        if (!stored) {
          // Another order's append took this id between the read and the insert.
          const taken = await eventById(client, event.id);
          if (!taken) throw new Error('The order event id is taken but no event was found');
          return { event: taken, created: false };
        }
        await client.query('UPDATE orders SET status = $1 WHERE id = $2', [
          event.statusAfter([...earlier, stored]),
          event.orderId,
        ]);
        const leadId = order.rows[0]?.lead_id;
        if (leadId !== undefined && stored.refusal === null && event.outbox.length > 0) {
          for (const message of event.outbox) {
            await client.query(INSERT_OUTBOX, [
              leadId,
              message.destination,
              message.event,
              JSON.stringify(message.payload),
              message.idempotencyKey,
              receivedAt.toISOString(),
            ]);
          }
          await client.query(`NOTIFY ${OUTBOX_CHANNEL}`);
        }
        return { event: stored, created: true };
      });
    },
    async listByOrderId(orderId) {
      const { rows } = await connections.query<OrderEventRow>(SELECT_OF_ORDER, [orderId]);
      return rows.map(toStoredOrderEvent);
    },
    async countByStatus() {
      const { rows } = await connections.query<{ status: string; n: string }>(
        'SELECT status, count(*) AS n FROM orders GROUP BY status',
      );
      return Object.fromEntries(rows.map(({ status, n }) => [status, Number(n)]));
    },
  };
}

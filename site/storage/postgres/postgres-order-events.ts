/**
 * Order events in PostgreSQL. An append locks the order's row first (FOR UPDATE), so instances appending
 * to one order at once are judged one after the other against the same earlier events; the event id's
 * UNIQUE settles two appends of one event (ON CONFLICT DO NOTHING, then the stored row is answered).
 */
import { clockOf, type StoreClock } from '../create-lead';
import {
  NEW_ORDER_EVENT_COLUMNS,
  newOrderEventRow,
  type OrderEventRow,
  toStoredOrderEvent,
} from '../order-event-columns';
import type { OrderEventRepository } from '../order-event-repository';
import type { PostgresClient, PostgresConnections } from './postgres-pool';

const SELECT_OF_ORDER = 'SELECT * FROM order_events WHERE order_id = $1 ORDER BY seq';

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
        await client.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [event.orderId]);
        const existing = await eventById(client, event.id);
        if (existing) return { event: existing, created: false };
        const earlier = await client.query<OrderEventRow>(SELECT_OF_ORDER, [event.orderId]);
        const row = newOrderEventRow(event, now(), event.judge(earlier.rows.map(toStoredOrderEvent)));
        const values = NEW_ORDER_EVENT_COLUMNS.map((column) => row[column]);
        const inserted = await client.query<OrderEventRow>(
          `INSERT INTO order_events (${NEW_ORDER_EVENT_COLUMNS.join(', ')})
           VALUES (${values.map((_, index) => `$${index + 1}`).join(', ')})
           ON CONFLICT (id) DO NOTHING RETURNING *`,
          values,
        );
        if (inserted.rows[0]) return { event: toStoredOrderEvent(inserted.rows[0]), created: true };
        // Another order's append took this id between the read and the insert.
        const taken = await eventById(client, event.id);
        if (!taken) throw new Error('The order event id is taken but no event was found');
        return { event: taken, created: false };
      });
    },
    async listByOrderId(orderId) {
      const { rows } = await connections.query<OrderEventRow>(SELECT_OF_ORDER, [orderId]);
      return rows.map(toStoredOrderEvent);
    },
  };
}

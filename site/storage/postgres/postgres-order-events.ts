/**
 * Order events in PostgreSQL. An append locks the order's row first (FOR UPDATE), so instances appending
 * to one order at once are judged one after the other against the same earlier events; the event id's
 * UNIQUE settles two appends of one event (ON CONFLICT DO NOTHING, then the stored row is answered). The
 * order's status and the event's outbox rows are written in the same transaction, which notifies the
 * other instances' relays on commit.
 */
import { clockOf, type StoreClock } from '../create-lead';
import { newOrderEventRow, type OrderEventRow, toStoredOrderEvent } from '../order-event-columns';
import type { OrderEventRepository } from '../order-event-repository';
import { newOutboxRow } from '../outbox-writes';
import { INSERT_OUTBOX_ONCE } from '../statements/lead-statements';
import {
  COUNT_ORDERS_BY_STATUS,
  INSERT_ORDER_EVENT,
  ORDER_EVENT_BY_ID,
  ORDER_EVENTS_OF_ORDER,
  SET_ORDER_STATUS,
} from '../statements/order-statements';
import { OUTBOX_CHANNEL } from './postgres-outbox-listener';
import type { PostgresClient, PostgresConnections } from './postgres-pool';
import { runStatement } from './postgres-statement';

async function eventById(client: PostgresClient, id: string) {
  const { rows } = await runStatement<OrderEventRow>(client, ORDER_EVENT_BY_ID, { id });
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
        const earlier = (
          await runStatement<OrderEventRow>(client, ORDER_EVENTS_OF_ORDER, { orderId: event.orderId })
        ).rows.map(toStoredOrderEvent);
        const receivedAt = now();
        const row = newOrderEventRow(event, receivedAt, event.judge(earlier));
        const inserted = await runStatement<OrderEventRow>(client, INSERT_ORDER_EVENT, row);
        const stored = inserted.rows[0] && toStoredOrderEvent(inserted.rows[0]);
        if (!stored) {
          // Another order's append took this id between the read and the insert.
          const taken = await eventById(client, event.id);
          if (!taken) throw new Error('The order event id is taken but no event was found');
          return { event: taken, created: false };
        }
        await runStatement(client, SET_ORDER_STATUS, {
          status: event.statusAfter([...earlier, stored]),
          orderId: event.orderId,
        });
        const leadId = order.rows[0]?.lead_id;
        const rows = stored.refusal === null ? event.outbox : (event.outboxIfRefused?.(stored.refusal) ?? []);
        if (leadId !== undefined && rows.length > 0) {
          for (const message of rows) {
            const row = newOutboxRow(message, { leadId, createdAt: receivedAt.toISOString() });
            await runStatement(client, INSERT_OUTBOX_ONCE, row);
          }
          await client.query(`NOTIFY ${OUTBOX_CHANNEL}`);
        }
        return { event: stored, created: true };
      });
    },
    async listByOrderId(orderId) {
      const { rows } = await runStatement<OrderEventRow>(connections, ORDER_EVENTS_OF_ORDER, { orderId });
      return rows.map(toStoredOrderEvent);
    },
    async countByStatus() {
      const { rows } = await runStatement<{ status: string; n: string }>(connections, COUNT_ORDERS_BY_STATUS);
      return Object.fromEntries(rows.map(({ status, n }) => [status, Number(n)]));
    },
  };
}

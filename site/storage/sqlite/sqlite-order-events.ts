/**
 * Order events in SQLite. An append runs in one IMMEDIATE transaction: the write lock is taken before the
 * order's earlier events are read, so two processes appending to one order are judged one after the
 * other, and the second of two appends of one event id finds the first's row. The order's status and the
 * event's outbox rows are written in the same transaction.
 */
import type { Database } from 'better-sqlite3';
import { clockOf, type StoreClock } from '../create-lead';
import type { NewOutboxRow } from '../lead-writes';
import {
  NEW_ORDER_EVENT_COLUMNS,
  type NewOrderEventRow,
  newOrderEventRow,
  type OrderEventRow,
  toStoredOrderEvent,
} from '../order-event-columns';
import type { AppendOrderEventResult, NewOrderEvent, OrderEventRepository } from '../order-event-repository';

export function createSqliteOrderEvents(db: Database, clock: StoreClock = {}): OrderEventRepository {
  const now = clockOf(clock);
  const byId = db.prepare<[string], OrderEventRow>('SELECT * FROM order_events WHERE id = ?');
  const ofOrder = db.prepare<[number], OrderEventRow>('SELECT * FROM order_events WHERE order_id = ? ORDER BY seq');
  const insert = db.prepare<NewOrderEventRow>(
    `INSERT INTO order_events (${NEW_ORDER_EVENT_COLUMNS.join(', ')})
     VALUES (${NEW_ORDER_EVENT_COLUMNS.map((column) => `@${column}`).join(', ')})`,
  );
  const setStatus = db.prepare<[string, number], { lead_id: number }>(
    'UPDATE orders SET status = ? WHERE id = ? RETURNING lead_id',
  );
  const insertOutbox = db.prepare<[NewOutboxRow]>(
    `INSERT INTO outbox (lead_id, destination, event, payload_json, idempotency_key, cap_key, attempts, next_attempt_at, created_at)
     VALUES (@leadId, @destination, @event, @payloadJson, @idempotencyKey, @capKey, 0, @createdAt, @createdAt)
     ON CONFLICT DO NOTHING`,
  );
  const byStatus = db.prepare<[], { status: string; n: number }>(
    'SELECT status, count(*) AS n FROM orders GROUP BY status',
  );
  const append = db.transaction((event: NewOrderEvent): AppendOrderEventResult => {
    const existing = byId.get(event.id);
    if (existing) return { event: toStoredOrderEvent(existing), created: false };
    const earlier = ofOrder.all(event.orderId).map(toStoredOrderEvent);
    const receivedAt = now();
    const row = newOrderEventRow(event, receivedAt, event.judge(earlier));
    insert.run(row);
    const stored = toStoredOrderEvent(row);
    const order = setStatus.get(event.statusAfter([...earlier, stored]), event.orderId);
    if (order && stored.refusal === null) {
      for (const message of event.outbox) {
        insertOutbox.run({
          leadId: order.lead_id,
          destination: message.destination,
          event: message.event,
          payloadJson: JSON.stringify(message.payload),
          idempotencyKey: message.idempotencyKey,
          capKey: null,
          createdAt: receivedAt.toISOString(),
        });
      }
    }
    return { event: stored, created: true };
  });
  return {
    async append(event) {
      return append.immediate(event);
    },
    async listByOrderId(orderId) {
      return ofOrder.all(orderId).map(toStoredOrderEvent);
    },
    async countByStatus() {
      return Object.fromEntries(byStatus.all().map(({ status, n }) => [status, n]));
    },
  };
}

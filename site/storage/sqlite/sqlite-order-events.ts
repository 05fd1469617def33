/**
 * Order events in SQLite. An append runs in one IMMEDIATE transaction: the write lock is taken before the
 * order's earlier events are read, so two processes appending to one order are judged one after the
 * other, and the second of two appends of one event id finds the first's row.
 */
import type { Database } from 'better-sqlite3';
import { clockOf, type StoreClock } from '../create-lead';
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
  const append = db.transaction((event: NewOrderEvent): AppendOrderEventResult => {
    const existing = byId.get(event.id);
    if (existing) return { event: toStoredOrderEvent(existing), created: false };
    const refusal = event.judge(ofOrder.all(event.orderId).map(toStoredOrderEvent));
    const row = newOrderEventRow(event, now(), refusal);
    insert.run(row);
    return { event: toStoredOrderEvent(row), created: true };
  });
  return {
    async append(event) {
      return append.immediate(event);
    },
    async listByOrderId(orderId) {
      return ofOrder.all(orderId).map(toStoredOrderEvent);
    },
  };
}

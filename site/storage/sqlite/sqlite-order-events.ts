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
  type NewOrderEventRow,
  newOrderEventRow,
  type OrderEventRow,
  toStoredOrderEvent,
} from '../order-event-columns';
import type { AppendOrderEventResult, NewOrderEvent, OrderEventRepository } from '../order-event-repository';
import { newOutboxRow } from '../outbox-writes';
import { INSERT_OUTBOX_ONCE } from '../statements/lead-statements';
import {
  COUNT_ORDERS_BY_STATUS,
  INSERT_ORDER_EVENT,
  ORDER_EVENT_BY_ID,
  ORDER_EVENTS_OF_ORDER,
  SET_ORDER_STATUS,
} from '../statements/order-statements';

export function createSqliteOrderEvents(db: Database, clock: StoreClock = {}): OrderEventRepository {
  const now = clockOf(clock);
  const byId = db.prepare<[{ id: string }], OrderEventRow>(ORDER_EVENT_BY_ID.sqlite);
  const ofOrder = db.prepare<[{ orderId: number }], OrderEventRow>(ORDER_EVENTS_OF_ORDER.sqlite);
  const insert = db.prepare<NewOrderEventRow>(INSERT_ORDER_EVENT.sqlite);
  const setStatus = db.prepare<[{ status: string; orderId: number }], { lead_id: number }>(SET_ORDER_STATUS.sqlite);
  const insertOutbox = db.prepare<[NewOutboxRow]>(INSERT_OUTBOX_ONCE.sqlite);
  const byStatus = db.prepare<[], { status: string; n: number }>(COUNT_ORDERS_BY_STATUS.sqlite);
  const append = db.transaction((event: NewOrderEvent): AppendOrderEventResult => {
    const existing = byId.get({ id: event.id });
    if (existing) return { event: toStoredOrderEvent(existing), created: false };
    const earlier = ofOrder.all({ orderId: event.orderId }).map(toStoredOrderEvent);
    const receivedAt = now();
    const row = newOrderEventRow(event, receivedAt, event.judge(earlier));
    insert.run(row);
    const stored = toStoredOrderEvent(row);
    const order = setStatus.get({ status: event.statusAfter([...earlier, stored]), orderId: event.orderId });
    const rows = stored.refusal === null ? event.outbox : (event.outboxIfRefused?.(stored.refusal) ?? []);
    if (order) {
      for (const message of rows) {
        insertOutbox.run(newOutboxRow(message, { leadId: order.lead_id, createdAt: receivedAt.toISOString() }));
      }
    }
    return { event: stored, created: true };
  });
  return {
    async append(event) {
      return append.immediate(event);
    },
    async listByOrderId(orderId) {
      return ofOrder.all({ orderId }).map(toStoredOrderEvent);
    },
    async countByStatus() {
      return Object.fromEntries(byStatus.all().map(({ status, n }) => [status, n]));
    },
  };
}

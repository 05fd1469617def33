/**
 * An order_events row as both databases keep it (sqlite/migrations.ts, postgres/postgres-migrations.ts).
 * As for orders (order-columns.ts), the stores differ only in how they hand back dates, and the reader here
 * takes both.
 */
import type { NewOrderEvent, StoredOrderEvent } from './order-event-repository';

/** The columns a new event is written with, in this order in the INSERT both stores run (statements/). */
export const NEW_ORDER_EVENT_COLUMNS = [
  'id',
  'order_id',
  'type',
  'actor',
  'occurred_at',
  'received_at',
  'data_json',
  'refusal',
] as const;

export interface NewOrderEventRow {
  id: string;
  order_id: number;
  type: string;
  actor: string;
  occurred_at: string;
  received_at: string;
  data_json: string;
  refusal: string | null;
}

/** An order_events row as a SELECT returns it. */
export type OrderEventRow = Omit<NewOrderEventRow, 'occurred_at' | 'received_at'> & {
  occurred_at: string | Date;
  received_at: string | Date;
};

const isoText = (value: string | Date) => (typeof value === 'string' ? value : value.toISOString());

export function newOrderEventRow(event: NewOrderEvent, receivedAt: Date, refusal: string | null): NewOrderEventRow {
  return {
    id: event.id,
    order_id: event.orderId,
    type: event.type,
    actor: event.actor,
    // Normalised so both stores hand back the same text (PostgreSQL keeps an instant, not the text).
    occurred_at: new Date(event.occurredAt).toISOString(),
    received_at: receivedAt.toISOString(),
    data_json: JSON.stringify(event.data ?? null),
    refusal,
  };
}

export function toStoredOrderEvent(row: OrderEventRow): StoredOrderEvent {
  return {
    id: row.id,
    orderId: row.order_id,
    type: row.type,
    actor: row.actor,
    occurredAt: isoText(row.occurred_at),
    receivedAt: isoText(row.received_at),
    data: JSON.parse(row.data_json) as unknown,
    refusal: row.refusal,
  };
}

/**
 * The storage contract of order events: an append-only log per order of what happened after signing
 * (a carrier assigned, a pick-up …), kept by the lead store beside the orders (lead-repository.ts:
 * `orderEvents`). Storage keeps the type, actor and data it is handed without reading them; the stage that
 * appends an event judges it against the order's earlier events, inside the store's transaction, so two
 * instances appending at once are judged one after the other. An event's id is UNIQUE: the same event
 * appended twice, from anywhere, is one row.
 */

import type { OutboxMessage } from './outbox-message';

/** An event to append to an order's log. */
export interface NewOrderEvent {
  /** The event's own id, as its sender made it; the idempotency key. */
  id: string;
  /** The order's row id (StoredOrder.id). */
  orderId: number;
  type: string;
  actor: string;
  /** ISO 8601, UTC: when it happened, as its sender says. */
  occurredAt: string;
  /** What the event carries, kept as JSON. */
  data: unknown;
  /**
   * The reason this event can never apply, given the order's earlier events in the order they were
   * stored, or null when it applies. The event is stored either way, with the reason. Called inside the
   * store's transaction: it must be synchronous and pure (no I/O, no clock).
   */
  judge(earlier: readonly StoredOrderEvent[]): string | null;
  /**
   * The order's status once this event is stored, from all its events in the order they were stored (this
   * one last), kept on the order's row so orders can be counted by it. Synchronous and pure, as `judge`.
   */
  statusAfter(events: readonly StoredOrderEvent[]): string;
  /**
   * The outbox rows that go with the event, written in its transaction when it is new and applies (its
   * judgement is null): an event sent twice, or refused, sends nothing. No row here is capped, and a row
   * whose lead, event and destination the outbox holds already is left out, as the outbox keeps one.
   */
  outbox: readonly Omit<OutboxMessage, 'cap'>[];
  /**
   * The rows written instead, in its transaction, when the event is new and refused, given the reason it
   * was refused for (whoever must act on it is told). Synchronous and pure, as `judge`. None: nothing.
   */
  outboxIfRefused?(refusal: string): readonly Omit<OutboxMessage, 'cap'>[];
}

/** An event as the log holds it. */
export interface StoredOrderEvent {
  id: string;
  orderId: number;
  type: string;
  actor: string;
  /** ISO 8601, UTC. */
  occurredAt: string;
  /** ISO 8601, UTC: when this store took it. */
  receivedAt: string;
  data: unknown;
  /** Why it was refused when it was appended, or null. */
  refusal: string | null;
}

export interface AppendOrderEventResult {
  event: StoredOrderEvent;
  /** False when an event with this id was stored before: that one is returned and nothing was written. */
  created: boolean;
}

export interface OrderEventRepository {
  /** Appends the event, judged against the order's earlier events, or answers the one stored under its id. */
  append(event: NewOrderEvent): Promise<AppendOrderEventResult>;
  /** The order's events in the order they were stored. */
  listByOrderId(orderId: number): Promise<StoredOrderEvent[]>;
  /** How many orders have each status (`statusAfter` of their last event; an order without events has 'signed'). */
  countByStatus(): Promise<Record<string, number>>;
}

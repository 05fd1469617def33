/**
 * Records one order event, whoever sends it (a dispatch system's webhook, the broker's command line):
 * finds the order by its number, appends the event judged against the order's earlier events
 * (new-order-event.ts) and answers what became of it with the order's state after it. The webhook and the
 * command line both go through here, so an event means the same whichever way it came in.
 */
import type { OrderEventRepository, StoredOrderEvent } from '../storage/order-event-repository';
import type { OrderRepository } from '../storage/order-repository';
import { newOrderEvent } from './new-order-event';
import type { OrderEventActor, OrderEventType, OrderState } from './order-status';
import { orderState } from './order-status';

export interface OrderEventStore {
  orders: Pick<OrderRepository, 'findByOrderNumber'>;
  orderEvents: OrderEventRepository;
}

export interface RecordOrderEventInput {
  id: string;
  orderNumber: string;
  type: OrderEventType;
  actor: OrderEventActor;
  /** ISO 8601. */
  occurredAt: string;
  data: unknown;
}

/** Why the id of an event sent again names another event. */
export const ID_REUSED = 'This event id was used for another event of another order or type.';

export type RecordOrderEventOutcome =
  | { outcome: 'unknown-order' }
  /** Stored now (`repeated: false`) or before under the same id; it applies. */
  | { outcome: 'applied'; event: StoredOrderEvent; repeated: boolean; state: OrderState<StoredOrderEvent> }
  /** Stored now or before, and refused for `reason`: it can never apply. */
  | {
      outcome: 'refused';
      event: StoredOrderEvent;
      repeated: boolean;
      reason: string;
      state: OrderState<StoredOrderEvent>;
    }
  /** The id holds another event; nothing was written. */
  | { outcome: 'id-reused'; reason: string };

export async function recordOrderEvent(
  store: OrderEventStore,
  input: RecordOrderEventInput,
): Promise<RecordOrderEventOutcome> {
  const order = await store.orders.findByOrderNumber(input.orderNumber);
  if (!order) return { outcome: 'unknown-order' };
  const { orderNumber: _, ...event } = input;
  const { event: stored, created } = await store.orderEvents.append(newOrderEvent({ ...event, orderId: order.id }));
  if (stored.orderId !== order.id || stored.type !== input.type) return { outcome: 'id-reused', reason: ID_REUSED };
  const state = orderState(await store.orderEvents.listByOrderId(order.id));
  const repeated = !created;
  return stored.refusal === null
    ? { outcome: 'applied', event: stored, repeated, state }
    : { outcome: 'refused', event: stored, repeated, reason: stored.refusal, state };
}

/**
 * An order event as this stage hands it to storage: judged, inside the store's transaction, against the
 * events of the order that applied before it (order-status.ts), so the refusal stored with it is the one
 * the order's state is worked out with; the order's status after it, kept on the order for counting; and
 * the messages it sends when it applies (order-event-messages.ts).
 */
import type { NewOrderEvent } from '../storage/order-event-repository';
import type { OutboxMessage } from '../storage/outbox-message';
import type { OrderEventActor, OrderEventType } from './order-status';
import { orderState, refusalOf } from './order-status';

export interface OrderEventInput {
  id: string;
  orderId: number;
  type: OrderEventType;
  actor: OrderEventActor;
  /** ISO 8601. */
  occurredAt: string;
  data: unknown;
}

export function newOrderEvent(
  input: OrderEventInput,
  outbox: readonly Omit<OutboxMessage, 'cap'>[] = [],
  outboxIfRefused?: (refusal: string) => readonly Omit<OutboxMessage, 'cap'>[],
): NewOrderEvent {
  return {
    ...input,
    ...(outboxIfRefused ? { outboxIfRefused } : {}),
    judge: (earlier) =>
      refusalOf(
        earlier.filter((event) => event.refusal === null),
        input,
      ),
    statusAfter: (events) => orderState(events).status,
    outbox,
  };
}

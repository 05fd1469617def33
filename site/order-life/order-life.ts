/**
 * An order's life as its page and its emails tell it: the status, when each step was reached, the carrier
 * in force with its confirmed pickup window, and who cancelled it and why. Worked out from the order's
 * events by order-status.ts; this only reads the applied events' data into plain fields.
 */
import type { AssignmentData } from './order-event-schema';
import {
  type OrderEventActor,
  type OrderEventFacts,
  type OrderState,
  type OrderStatus,
  orderState,
} from './order-status';

export interface OrderAssignment {
  carrier: { name: string; mc: string; phone: string };
  /** Dates (YYYY-MM-DD) in the broker's time zone, both included. */
  pickupWindow: { from: string; to: string };
  /** A date (YYYY-MM-DD) in the broker's time zone. */
  deliveryEta?: string;
  /** ISO 8601: when the carrier was assigned. */
  assignedAt: string;
}

export interface OrderCancellation {
  /** ISO 8601. */
  at: string;
  by: OrderEventActor;
  reason?: string;
  /**
   * Where the order stood when it was cancelled, so its timeline keeps the road it had come: a carrier that
   * fell through before the cancellation is no step reached, as on the timeline of an order still live.
   */
  from: Exclude<OrderStatus, 'cancelled'>;
}

export interface OrderLife {
  status: OrderStatus;
  /** When each step after signing was reached (ISO 8601). */
  reachedAt: OrderState['reachedAt'];
  /** The carrier in force, once one is assigned. */
  assignment?: OrderAssignment;
  cancellation?: OrderCancellation;
}

const isActor = (actor: unknown): actor is OrderEventActor =>
  actor === 'customer' || actor === 'broker' || actor === 'dispatch';

export function orderLife(events: readonly OrderEventFacts[]): OrderLife {
  const state = orderState(events);
  const life: OrderLife = { status: state.status, reachedAt: state.reachedAt };
  if (state.assignment) {
    const { carrier, pickup_window, delivery_eta } = state.assignment.data as AssignmentData;
    life.assignment = {
      carrier: { name: carrier.name, mc: carrier.mc, phone: carrier.phone },
      pickupWindow: { from: pickup_window.from, to: pickup_window.to },
      ...(delivery_eta === undefined ? {} : { deliveryEta: delivery_eta }),
      assignedAt: state.assignment.occurredAt,
    };
  }
  const cancel = state.history.find(
    (judged) => judged.refusal === null && judged.event.type === 'order.cancelled',
  )?.event;
  if (cancel) {
    const reason = (cancel.data as { reason?: unknown } | null)?.reason;
    // The events before the first cancellation that applied hold no other, so they add up to a step of the road.
    const from = orderState(events.slice(0, events.indexOf(cancel))).status as Exclude<OrderStatus, 'cancelled'>;
    life.cancellation = {
      at: cancel.occurredAt,
      by: isActor(cancel.actor) ? cancel.actor : 'broker',
      ...(typeof reason === 'string' && reason !== '' ? { reason } : {}),
      from,
    };
  }
  return life;
}

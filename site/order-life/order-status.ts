/**
 * An order's life after signing, worked out from its events in one place: which events apply, and the
 * status and carrier they add up to. Events can arrive in any order (a dispatch system may send a pick-up
 * before the assignment it follows), so the status is taken from the steps the events reached, never from
 * the last one to arrive: signed → carrier assigned → picked up → delivered, or cancelled from signed or
 * carrier assigned. Only an event that can never apply is refused: anything once the order is cancelled,
 * and a cancellation or a carrier falling through once the vehicle was picked up. Pure: no I/O, no clock.
 */

/** The steps of the shipment, which the broker's dispatch system reports. */
export const SHIPPING_EVENT_TYPES = [
  'carrier.assigned',
  'carrier.unassigned',
  'order.picked_up',
  'order.delivered',
  'order.cancelled',
] as const;
export type ShippingEventType = (typeof SHIPPING_EVENT_TYPES)[number];

/**
 * What happens to the order's payment (order-ledger.ts, payment-state.ts): a card saved, a charge that
 * failed, the order paid, a refund, and a hosted payment page opened or closed. Money that moved is a
 * fact, so these always apply, whatever the shipment's step; they never change the shipment's status.
 */
export const PAYMENT_EVENT_TYPES = [
  'payment.card_saved',
  'payment.failed',
  'order.paid',
  'order.refunded',
  'payment.checkout_opened',
  'payment.checkout_closed',
] as const;

export const ORDER_EVENT_TYPES = [...SHIPPING_EVENT_TYPES, ...PAYMENT_EVENT_TYPES] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** Who an event comes from: the customer (their order page), the broker (by hand) or a dispatch system. */
export const ORDER_EVENT_ACTORS = ['customer', 'broker', 'dispatch'] as const;
export type OrderEventActor = (typeof ORDER_EVENT_ACTORS)[number];

export type OrderStatus = 'signed' | 'carrier_assigned' | 'picked_up' | 'delivered' | 'cancelled';

/** What the rules read of an event; a stored event (site/storage) has all of it. */
export interface OrderEventFacts {
  id: string;
  type: string;
  /** Who sent it (ORDER_EVENT_ACTORS); the customer may cancel only while the order is signed. */
  actor?: string;
  /** ISO 8601. */
  occurredAt: string;
  data: unknown;
}

/** Why an event can never apply, in words for the log and the sender. */
export const REFUSALS = {
  cancelled: 'The order was cancelled; nothing can happen to it after that.',
  cancelAfterPickUp: 'The vehicle was picked up; the order can no longer be cancelled.',
  unassignAfterPickUp: 'The vehicle was picked up; its carrier can no longer be unassigned.',
  unknownType: 'This event type is not one an order has.',
  customerCancelAfterAssignment:
    'A carrier was assigned to the order; it can no longer be cancelled online, only by calling the broker.',
} as const;

const isEventType = (type: string): type is OrderEventType => (ORDER_EVENT_TYPES as readonly string[]).includes(type);

/**
 * The reason `event` can never apply after the events that applied before it (in the order they were
 * stored), or null when it applies.
 */
export function refusalOf(applied: readonly OrderEventFacts[], event: OrderEventFacts): string | null {
  if (!isEventType(event.type)) return REFUSALS.unknownType;
  if ((PAYMENT_EVENT_TYPES as readonly string[]).includes(event.type)) return null;
  if (applied.some((earlier) => earlier.type === 'order.cancelled')) return REFUSALS.cancelled;
  const pickedUp = applied.some((earlier) => earlier.type === 'order.picked_up' || earlier.type === 'order.delivered');
  if (pickedUp && event.type === 'order.cancelled') return REFUSALS.cancelAfterPickUp;
  if (pickedUp && event.type === 'carrier.unassigned') return REFUSALS.unassignAfterPickUp;
  // Free cancellation online ends with the assignment; the broker may still cancel after it.
  if (event.type === 'order.cancelled' && event.actor === 'customer' && statusOf(applied) !== 'signed') {
    return REFUSALS.customerCancelAfterAssignment;
  }
  return null;
}

/** An event with the verdict it gets in its place in the order's log. */
export interface JudgedOrderEvent<Event extends OrderEventFacts = OrderEventFacts> {
  event: Event;
  /** Null when the event applies. */
  refusal: string | null;
}

export interface OrderState<Event extends OrderEventFacts = OrderEventFacts> {
  status: OrderStatus;
  /** The assignment in force: the latest `carrier.assigned` by when it happened, unless a carrier fell through after it. */
  assignment: Event | undefined;
  /** When each step was reached, by the first applied event of it (ISO 8601). */
  reachedAt: Partial<Record<Exclude<OrderStatus, 'signed'>, string>>;
  /** Every distinct event in the order given, with its verdict; a repeated id is left out. */
  history: JudgedOrderEvent<Event>[];
}

const STEP_OF: Record<OrderEventType, Exclude<OrderStatus, 'signed'> | undefined> = {
  'carrier.assigned': 'carrier_assigned',
  'carrier.unassigned': undefined,
  'order.picked_up': 'picked_up',
  'order.delivered': 'delivered',
  'order.cancelled': 'cancelled',
  'payment.card_saved': undefined,
  'payment.failed': undefined,
  'order.paid': undefined,
  'order.refunded': undefined,
  'payment.checkout_opened': undefined,
  'payment.checkout_closed': undefined,
};

/** Earlier first, by when the events happened; stable, so events of one instant stay as stored. */
export const byOccurrence = (a: OrderEventFacts, b: OrderEventFacts) =>
  Date.parse(a.occurredAt) - Date.parse(b.occurredAt);

/** The status and the assignment in force that events which all apply add up to. */
function standing<Event extends OrderEventFacts>(
  applied: readonly Event[],
): Pick<OrderState<Event>, 'status' | 'assignment'> {
  const has = (type: OrderEventType) => applied.some((event) => event.type === type);
  // Sorted stably: of two assignment changes at the same instant, the later stored wins.
  const assignmentChanges = applied
    .filter((event) => event.type === 'carrier.assigned' || event.type === 'carrier.unassigned')
    .sort(byOccurrence);
  const lastChange = assignmentChanges.at(-1);
  const assigned = lastChange?.type === 'carrier.assigned';
  const status: OrderStatus = has('order.cancelled')
    ? 'cancelled'
    : has('order.delivered')
      ? 'delivered'
      : has('order.picked_up')
        ? 'picked_up'
        : assigned
          ? 'carrier_assigned'
          : 'signed';
  // Once picked up, the carrier that carries it is the latest assigned, whatever fell through before.
  const pastPickUp = status === 'picked_up' || status === 'delivered';
  const assignment = assigned
    ? lastChange
    : pastPickUp
      ? assignmentChanges.filter((event) => event.type === 'carrier.assigned').at(-1)
      : undefined;
  return { status, assignment };
}

/** The status of events that all apply. */
function statusOf(applied: readonly OrderEventFacts[]): OrderStatus {
  return standing(applied).status;
}

/** The order's state from its events in the order they were stored (arrival order). */
export function orderState<Event extends OrderEventFacts>(events: readonly Event[]): OrderState<Event> {
  const history: JudgedOrderEvent<Event>[] = [];
  const applied: Event[] = [];
  const seen = new Set<string>();
  for (const event of events) {
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    const refusal = refusalOf(applied, event);
    history.push({ event, refusal });
    if (refusal === null) applied.push(event);
  }
  const { status, assignment } = standing(applied);
  const reachedAt: OrderState['reachedAt'] = {};
  for (const event of [...applied].sort(byOccurrence)) {
    const step = isEventType(event.type) ? STEP_OF[event.type] : undefined;
    if (step && reachedAt[step] === undefined) reachedAt[step] = event.occurredAt;
  }
  return { status, assignment, reachedAt, history };
}

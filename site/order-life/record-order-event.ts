/**
 * Records one order event, whoever sends it (a dispatch system's webhook, the broker's command line, the
 * customer's order page): finds the order by its number, appends the event judged against the order's
 * earlier events (new-order-event.ts) with the messages it sends when it applies
 * (order-event-messages.ts), and answers what became of it with the order's state after it. Every way in
 * goes through here, so an event means, and sends, the same whichever way it came in.
 */
import type { LiveDestinations } from '../notify/outbox/destination-module';
import type { LeadRepository } from '../storage/lead-repository';
import type { StoredOrderEvent } from '../storage/order-event-repository';
import { cancellationFeeCents } from './cancellation-fee';
import { newOrderEvent } from './new-order-event';
import { orderEventMessages } from './order-event-messages';
import { heldCents, totalCentsOf } from './order-ledger';
import type { OrderEventActor, OrderEventType, OrderState } from './order-status';
import { orderState } from './order-status';
import { paymentState } from './payment-state';
import { staffRefusalNoticeRows } from './staff-notices';

export type OrderEventStore = Pick<LeadRepository, 'orders' | 'orderEvents' | 'findById'>;

/** What an event sends besides being stored. */
export interface OrderEventSending {
  /**
   * The destinations this server sends to: the customer is emailed when email is one, and with payments
   * an assignment charges the saved card and a cancellation refunds a payment.
   */
  live: LiveDestinations;
  /** The staff addresses (STAFF_EMAIL) told of a cancellation, a failed charge and a refund; none: nobody. */
  staff?: readonly string[] | undefined;
  /** Called once an event that applies is committed with its outbox rows, so they are relayed at once. */
  onStored?(): void;
  /** Told the type of each event stored now that applies (not a repeat, not a refusal): the metrics count payments so. */
  onRecorded?(type: OrderEventType): void;
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
  /**
   * Stored now (`repeated: false`) or before under the same id; it applies. `sent` names the destination of
   * each outbox row written with it now (none for a repeat).
   */
  | {
      outcome: 'applied';
      event: StoredOrderEvent;
      repeated: boolean;
      state: OrderState<StoredOrderEvent>;
      sent: readonly string[];
    }
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

/** The order's total as signed: the booking stage stores a priced order's price with its `total`. */
/** The steps a dispatch system, the broker or the customer sends: a refused one needs someone to act. */
const SHIPPING_STEPS: readonly string[] = [
  'carrier.assigned',
  'carrier.unassigned',
  'order.picked_up',
  'order.delivered',
  'order.cancelled',
];

const totalOf = (price: unknown) => {
  const total = (price as { total?: unknown } | null)?.total;
  return typeof total === 'number' ? total : 0;
};

/** The lines of a priced order's stored price, as signed; none for a price without a breakdown. */
const priceLinesOf = (price: unknown): { label: string; amount: number }[] => {
  const lines = (price as { lines?: unknown } | null)?.lines;
  if (!Array.isArray(lines)) return [];
  return lines.flatMap((line: { label?: unknown; amount?: unknown } | null) =>
    typeof line?.label === 'string' && line.label !== '' && typeof line.amount === 'number'
      ? [{ label: line.label, amount: line.amount }]
      : [],
  );
};

export async function recordOrderEvent(
  store: OrderEventStore,
  input: RecordOrderEventInput,
  sending: OrderEventSending = { live: new Set() },
): Promise<RecordOrderEventOutcome> {
  const order = await store.orders.findByOrderNumber(input.orderNumber);
  if (!order) return { outcome: 'unknown-order' };
  const lead = await store.findById(order.leadId);
  const earlier = await store.orderEvents.listByOrderId(order.id);
  const { card, paid, ledger } = paymentState(earlier);
  const paidOnline =
    order.cardPayments ||
    card !== undefined ||
    ledger.failedCharges > 0 ||
    ledger.openCheckouts.length > 0 ||
    ledger.payments.some((payment) => payment.by === 'card');
  const settled =
    orderState(earlier).status === 'cancelled' ||
    (totalCentsOf(order.price) > 0 && heldCents(ledger) >= totalCentsOf(order.price));
  const { orderNumber: _, ...event } = input;
  const standing = orderState(earlier).assignment;
  const fee =
    input.type === 'order.cancelled'
      ? cancellationFeeCents(order, totalCentsOf(order.price), [...earlier, { ...event, refusal: null }])
      : 0;
  const outbox = lead
    ? orderEventMessages(
        event,
        {
          orderNumber: order.orderNumber,
          leadNumber: lead.leadNumber,
          token: lead.token,
          email: lead.submission.email,
          firstName: lead.submission.first_name,
          details: order.details,
          total: totalOf(order.price),
          anonymised: order.anonymised,
          ...(card ? { card } : {}),
          ...(paid ? { paidWithSavedCard: paid.savedCard } : {}),
          paidOnline,
          settled,
          ...(fee > 0 ? { cancellationFeeCents: fee } : {}),
          ...(standing ? { standingAssignment: standing.data } : {}),
          priceLines: priceLinesOf(order.price),
          paymentsBefore: ledger.payments.length,
        },
        sending,
      )
    : [];
  // A step that can never apply (a pickup on a cancelled order, a customer's late cancellation) is for staff.
  const refusedRows =
    lead && SHIPPING_STEPS.includes(input.type)
      ? (refusal: string) =>
          staffRefusalNoticeRows(
            { ...event, actor: input.actor },
            {
              orderNumber: order.orderNumber,
              leadNumber: lead.leadNumber,
              token: lead.token,
              anonymised: order.anonymised,
              total: totalOf(order.price),
            },
            sending,
            refusal,
          )
      : undefined;
  const { event: stored, created } = await store.orderEvents.append(
    newOrderEvent({ ...event, orderId: order.id }, outbox, refusedRows),
  );
  if (stored.orderId !== order.id || stored.type !== input.type) return { outcome: 'id-reused', reason: ID_REUSED };
  const state = orderState(await store.orderEvents.listByOrderId(order.id));
  const repeated = !created;
  if (created && stored.refusal === null) {
    if (outbox.length > 0) sending.onStored?.();
    sending.onRecorded?.(input.type);
  }
  if (created && stored.refusal !== null && refusedRows) sending.onStored?.();
  return stored.refusal === null
    ? { outcome: 'applied', event: stored, repeated, state, sent: created ? outbox.map((row) => row.destination) : [] }
    : { outcome: 'refused', event: stored, repeated, reason: stored.refusal, state };
}

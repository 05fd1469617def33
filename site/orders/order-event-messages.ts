/**
 * What an order event sends, decided here and written by storage with the event when it is new and applies
 * (storage/order-event-repository.ts): the customer's email for each step, and the CRM's `order.cancelled`
 * when the customer cancelled on their order page (the broker's own systems already know of what they
 * sent). An event sent twice, or refused, sends nothing; a step reported twice under two ids is emailed
 * once (orderStepEmailEvent says how).
 */
import type { Order } from '../../shared/order-schema';
import { CRM_DESTINATION, CRM_PAYLOAD_VERSION, ORDER_CANCELLED_EVENT } from '../crm/crm-events';
import {
  EMAIL_DESTINATION,
  type OrderStepAssignment,
  type OrderStepEmailPayload,
  orderStepEmailEvent,
} from '../email/email-payload';
import type { OutboxMessage } from '../storage/outbox-message';
import type { AssignmentData } from './order-event-schema';
import {
  type OrderEventActor,
  type OrderEventType,
  SHIPPING_EVENT_TYPES,
  type ShippingEventType,
} from './order-status';

/** The order and its customer, as the event's messages need them. */
export interface OrderAbout {
  orderNumber: string;
  leadNumber: string;
  /** The lead's booking token: the order's page. */
  token: string;
  email: string;
  firstName: string;
  details: Pick<Order, 'pickup' | 'delivery'>;
  /** Dollars, as signed. */
  total: number;
  /** Erased: nothing is sent to the person any more. */
  anonymised: boolean;
}

export interface EventMessagesInput {
  id: string;
  type: OrderEventType;
  actor: OrderEventActor;
  occurredAt: string;
  data: unknown;
}

/** The body of `order.cancelled` to the CRM (docs/crm-webhook.md). */
export interface CrmOrderCancelledPayload {
  event: typeof ORDER_CANCELLED_EVENT;
  version: typeof CRM_PAYLOAD_VERSION;
  order_number: string;
  lead_number: string;
  cancelled_at: string;
  cancelled_by: OrderEventActor;
  reason: string | null;
}

const addressLine = (place: Order['pickup']) =>
  [place.street, place.city, [place.state, place.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');

const reasonOf = (data: unknown): string | undefined => {
  const reason = (data as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' && reason !== '' ? reason : undefined;
};

const isShippingStep = (type: OrderEventType): type is ShippingEventType =>
  (SHIPPING_EVENT_TYPES as readonly string[]).includes(type);

function assignmentOf(data: unknown): OrderStepAssignment {
  const { carrier, pickup_window, delivery_eta } = data as AssignmentData;
  return {
    carrier: { name: carrier.name, mc: carrier.mc, phone: carrier.phone },
    pickupWindow: { from: pickup_window.from, to: pickup_window.to },
    ...(delivery_eta === undefined ? {} : { deliveryEta: delivery_eta }),
  };
}

export function orderEventMessages(
  event: EventMessagesInput,
  order: OrderAbout,
  options: { emailEnabled: boolean },
): Omit<OutboxMessage, 'cap'>[] {
  const messages: Omit<OutboxMessage, 'cap'>[] = [];
  const reason = event.type === 'order.cancelled' ? reasonOf(event.data) : undefined;
  if (event.type === 'order.cancelled' && event.actor === 'customer') {
    const payload: CrmOrderCancelledPayload = {
      event: ORDER_CANCELLED_EVENT,
      version: CRM_PAYLOAD_VERSION,
      order_number: order.orderNumber,
      lead_number: order.leadNumber,
      cancelled_at: event.occurredAt,
      cancelled_by: event.actor,
      reason: reason ?? null,
    };
    messages.push({
      destination: CRM_DESTINATION,
      event: ORDER_CANCELLED_EVENT,
      payload,
      idempotencyKey: `${order.orderNumber}:order-cancelled`,
    });
  }
  if (options.emailEnabled && !order.anonymised && order.email !== '' && isShippingStep(event.type)) {
    const email: OrderStepEmailPayload = {
      kind: 'order-step',
      step: event.type,
      to: order.email,
      token: order.token,
      orderNumber: order.orderNumber,
      firstName: order.firstName,
      origin: addressLine(order.details.pickup),
      destination: addressLine(order.details.delivery),
      total: order.total,
      occurredAt: event.occurredAt,
      actor: event.actor,
      ...(event.type === 'carrier.assigned' ? { assignment: assignmentOf(event.data) } : {}),
      ...(reason === undefined ? {} : { reason }),
    };
    messages.push({
      destination: EMAIL_DESTINATION,
      event: orderStepEmailEvent(event.type, event.id),
      payload: email,
      idempotencyKey: `${order.orderNumber}:event:${event.id}:email`,
    });
  }
  return messages;
}

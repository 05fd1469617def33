/**
 * The staff notices the booking and order-life stages write beside what they tell of, when STAFF_EMAIL
 * names addresses and email is sent: one email row to every staff address, in the same transaction as the
 * order, the request or the event, so it is retried, paused and deduplicated as the customer's emails are.
 * No row is capped: the addresses are the broker's own, never one a visitor typed, so nobody can aim them
 * at a stranger's mailbox, and a notice held back would be a fact staff never hear of.
 */
import { EMAIL_DESTINATION, type StaffNoticePayload, staffNoticeEmailEvent } from '../notify/email/email-payload';
import type { LiveDestinations } from '../notify/outbox/destination-module';
import type { OutboxMessage } from '../storage/outbox-message';

/** Where staff notices go, as the composition root hands them down. */
export interface StaffNoticeOptions {
  live: LiveDestinations;
  /** The staff addresses (STAFF_EMAIL); none: no notice is written. */
  staff?: readonly string[] | undefined;
}

/** The notice's row, or none when no staff address is set or email is not sent. */
export function staffNoticeRows(
  options: StaffNoticeOptions,
  row: { fact: string; idempotencyKey: string; notice: Omit<StaffNoticePayload, 'kind' | 'to'> },
): Omit<OutboxMessage, 'cap'>[] {
  const staff = options.staff ?? [];
  if (staff.length === 0 || !options.live.has(EMAIL_DESTINATION)) return [];
  const payload: StaffNoticePayload = { kind: 'staff-notice', to: [...staff], ...row.notice };
  return [
    {
      destination: EMAIL_DESTINATION,
      event: staffNoticeEmailEvent(row.fact),
      payload,
      idempotencyKey: row.idempotencyKey,
    },
  ];
}

/** "Dallas, TX": a place of the order as a notice names it, its city and state. */
export const cityAndState = (place: { city: string; state: string }) =>
  [place.city, place.state].filter((part) => part !== '').join(', ');

/** An order event as the notice reads it. */
interface NoticedEvent {
  id: string;
  type: string;
  actor: 'customer' | 'broker' | 'dispatch';
  occurredAt: string;
  data: unknown;
}

/** The order an event is about, as the notice needs it. */
interface NoticedOrder {
  orderNumber: string;
  leadNumber: string;
  token: string;
  /** Erased: the lead's token no longer opens a page, so the notice has no link. */
  anonymised: boolean;
  /** Dollars, as signed. */
  total: number;
}

const DUE_REASONS = ['no_card', 'card_declined', 'authentication_required'] as const;

function noticeOf(event: NoticedEvent, order: NoticedOrder): StaffNoticePayload['notice'] | undefined {
  const data = (event.data ?? {}) as Record<string, unknown>;
  const amountCents = typeof data.amount_cents === 'number' ? data.amount_cents : Math.round(order.total * 100);
  if (event.type === 'order.cancelled') {
    // Staff read the customer's reason, or their own note the customer was not told.
    const said = [data.reason, data.staff_note].find((text) => typeof text === 'string' && text !== '');
    const reason = typeof said === 'string' ? said : undefined;
    return { fact: 'order.cancelled', actor: event.actor, ...(reason === undefined ? {} : { reason }) };
  }
  if (event.type === 'payment.failed') {
    return {
      fact: 'payment.failed',
      reason: DUE_REASONS.find((known) => known === data.reason) ?? 'failed',
      amountCents,
    };
  }
  if (event.type === 'order.refunded') return { fact: 'order.refunded', amountCents };
  return undefined;
}

/**
 * The notice an order event writes when it applies: a cancellation (whoever sent it), a failed charge and
 * a refund. The other steps are staff's own doing, or the customer's email tells all there is.
 */
export function staffEventNoticeRows(
  event: NoticedEvent,
  order: NoticedOrder,
  options: StaffNoticeOptions,
): Omit<OutboxMessage, 'cap'>[] {
  const notice = noticeOf(event, order);
  if (notice === undefined) return [];
  return staffNoticeRows(options, {
    fact: `event:${event.id}`,
    idempotencyKey: `${order.orderNumber}:staff:${event.id}`,
    notice: {
      ...(order.anonymised ? {} : { token: order.token }),
      leadNumber: order.leadNumber,
      orderNumber: order.orderNumber,
      occurredAt: event.occurredAt,
      notice,
    },
  });
}

/**
 * The notice of an event that can never apply (the order's rules refused it): stored with the event in its
 * transaction, so staff hear of every one once, and can record what really happened.
 */
export function staffRefusalNoticeRows(
  event: NoticedEvent,
  order: NoticedOrder,
  options: StaffNoticeOptions,
  refusal: string,
): Omit<OutboxMessage, 'cap'>[] {
  return staffNoticeRows(options, {
    fact: `refused:${event.id}`,
    idempotencyKey: `${order.orderNumber}:staff:refused:${event.id}`,
    notice: {
      ...(order.anonymised ? {} : { token: order.token }),
      leadNumber: order.leadNumber,
      orderNumber: order.orderNumber,
      occurredAt: event.occurredAt,
      notice: { fact: 'event.refused', type: event.type, actor: event.actor, refusal },
    },
  });
}

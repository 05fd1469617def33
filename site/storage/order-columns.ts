/**
 * An orders row and a callback_requests row as both databases keep them (sqlite/migrations.ts,
 * postgres/postgres-migrations.ts). As for leads (lead-columns.ts), the stores differ only in how they hand
 * back dates (ISO text or a Date) and flags (0 or 1, or a boolean), and the readers here take both.
 */
import type { CallbackWindow, Order } from '../../shared/order-schema';
import type {
  NewCallbackRequest,
  NewOrder,
  StoredAgreement,
  StoredCallbackRequest,
  StoredOrder,
} from './order-repository';

/** The columns a new order is written with, in this order in the INSERT both stores run (statements/). */
export const NEW_ORDER_COLUMNS = [
  'order_number',
  'lead_id',
  'created_at',
  'signed_name',
  'consent_at',
  'client_address',
  'user_agent',
  'details_json',
  'price_json',
  'agreement_json',
  'agreement_hash',
  'card_payments',
] as const;

type NewOrderColumn = (typeof NEW_ORDER_COLUMNS)[number];

export type NewOrderRow = {
  [C in NewOrderColumn]: C extends 'lead_id' | 'card_payments'
    ? number
    : C extends 'client_address' | 'user_agent'
      ? string | null
      : string;
};

/** An orders row as a SELECT returns it. */
export type OrderRow = Omit<NewOrderRow, 'created_at' | 'consent_at' | 'card_payments'> & {
  id: number;
  card_payments: number | boolean;
  created_at: string | Date;
  consent_at: string | Date;
  anonymised: number | boolean;
  /** What the order's events add up to (NewOrderEvent.statusAfter); 'signed' before any. */
  status: string;
};

const isoText = (value: string | Date) => (typeof value === 'string' ? value : value.toISOString());

export function newOrderRow(
  order: NewOrder,
  drawn: { orderNumber: string; createdAt: Date; agreement: StoredAgreement },
): NewOrderRow {
  return {
    order_number: drawn.orderNumber,
    lead_id: order.leadId,
    created_at: drawn.createdAt.toISOString(),
    signed_name: order.signedName,
    // Normalised so both stores hand back the same text (PostgreSQL keeps an instant, not the text).
    consent_at: new Date(order.consentAt).toISOString(),
    client_address: order.clientAddress,
    user_agent: order.userAgent,
    details_json: JSON.stringify(order.details),
    price_json: JSON.stringify(order.price),
    agreement_json: JSON.stringify(drawn.agreement),
    agreement_hash: drawn.agreement.hash,
    // 0 or 1: SQLite binds no booleans, and PostgreSQL reads '1' and '0' as a boolean's text.
    card_payments: order.cardPayments ? 1 : 0,
  };
}

export function toStoredOrder(row: OrderRow): StoredOrder {
  return {
    id: row.id,
    orderNumber: row.order_number,
    leadId: row.lead_id,
    createdAt: isoText(row.created_at),
    signedName: row.signed_name,
    consentAt: isoText(row.consent_at),
    clientAddress: row.client_address,
    userAgent: row.user_agent,
    // Written by newOrderRow: the details validated by the order schema, the rest as they were handed in.
    details: JSON.parse(row.details_json) as Order,
    price: JSON.parse(row.price_json) as unknown,
    agreement: JSON.parse(row.agreement_json) as StoredAgreement,
    cardPayments: row.card_payments === true || row.card_payments === 1,
    anonymised: row.anonymised === true || row.anonymised === 1,
  };
}

/** The values of a new callback_requests row. */
export interface NewCallbackRow {
  lead_id: number;
  created_at: string;
  preferred_day: string;
  time_window: CallbackWindow;
  client_address: string | null;
}

export type CallbackRow = Omit<NewCallbackRow, 'created_at'> & { id: number; created_at: string | Date };

export function newCallbackRow(request: NewCallbackRequest, createdAt: Date): NewCallbackRow {
  return {
    lead_id: request.leadId,
    created_at: createdAt.toISOString(),
    preferred_day: request.preferredDay,
    time_window: request.timeWindow,
    client_address: request.clientAddress ?? null,
  };
}

export function toStoredCallback(row: CallbackRow): StoredCallbackRequest {
  return {
    id: row.id,
    leadId: row.lead_id,
    createdAt: isoText(row.created_at),
    preferredDay: row.preferred_day,
    timeWindow: row.time_window,
    clientAddress: row.client_address,
  };
}

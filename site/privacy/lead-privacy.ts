/**
 * A person's privacy requests, found by the email address they gave: a copy of their leads with their
 * orders, call-back requests and emails (export), and erasure (their leads and orders anonymised,
 * lead-anonymiser.ts, order-anonymiser.ts; their outbox rows, email ones included, deleted).
 * `npm run privacy` (scripts/privacy.ts) runs them.
 */
import * as v from 'valibot';
import { contactStepEntries, type Submission } from '../../shared/schema';
import { EMAIL_DESTINATION } from '../notify/email/email-payload';
import { paymentState } from '../order-life/payment-state';
import type { QuotedPrice } from '../quote/pricing/quoted-price';
import { quotedLead } from '../quote/quoted-lead';
import type { AnonymiseResult, OutboxRecord, PrivacyRepository } from '../storage/lead-repository';
import type { OrderEventRepository, StoredOrderEvent } from '../storage/order-event-repository';
import type { StoredCallbackRequest, StoredOrder } from '../storage/order-repository';
import { deletePaymentCustomers, type PaymentCustomers } from './payment-customers';

/** An order as handed to the person: the row id and the lead's row id are internal. */
export type ExportedOrder = Omit<StoredOrder, 'id' | 'leadId'>;
export type ExportedCallbackRequest = Omit<StoredCallbackRequest, 'id' | 'leadId'>;
export type ExportedEmail = Omit<OutboxRecord, 'leadId' | 'destination'>;
export type ExportedOrderEvent = Omit<StoredOrderEvent, 'orderId'>;

/** The order's payment as its events add up: the payment provider's ids are left to the events themselves. */
export interface ExportedPayment {
  card: { brand: string; last4: string; saved_at: string } | null;
  paid: { amount_cents: number; by: 'card' | 'phone'; at: string } | null;
  due: { amount_cents: number; reason: string; at: string } | null;
  refunded: { amount_cents: number; at: string } | null;
}

function exportedPayment(events: readonly StoredOrderEvent[]): ExportedPayment | null {
  const { card, paid, due, refunded } = paymentState(events);
  if (!card && !paid && !due && !refunded) return null;
  return {
    card: card ? { brand: card.brand, last4: card.last4, saved_at: card.savedAt } : null,
    paid: paid ? { amount_cents: paid.amountCents, by: paid.by, at: paid.at } : null,
    due: due ? { amount_cents: due.amountCents, reason: due.reason, at: due.at } : null,
    refunded: refunded ? { amount_cents: refunded.amountCents, at: refunded.at } : null,
  };
}

/** One lead as handed to the person it is about. The booking token and the row id are internal. */
export interface ExportedLead {
  lead_number: string;
  created_at: string;
  /** The anti-spam check marked it. */
  flagged: boolean;
  submission: Submission;
  /** The price they were shown, as stored with the lead; null when none was stored. */
  price: QuotedPrice | null;
  /** The order they signed for this quote, if any. */
  order: ExportedOrder | null;
  /** What happened to the order after signing, as its log holds it (refused events too). */
  order_events: ExportedOrderEvent[];
  /** Where the order's payment stands, from those events: the card (brand, last four), amounts and dates. */
  payment: ExportedPayment | null;
  callback_request: ExportedCallbackRequest | null;
  /** The emails written for them about this lead (sent or waiting). */
  emails: ExportedEmail[];
}

/**
 * True when `email` passes the quote form's own rule (shared/schema.ts), so it could belong to a lead;
 * anything else is a mistake to report rather than a search that finds nothing.
 */
export function isEmailAddress(email: string): boolean {
  return v.safeParse(contactStepEntries.email, email).success;
}

function withoutIds<T extends { id: number; leadId: number }>(record: T): Omit<T, 'id' | 'leadId'> {
  const { id: _id, leadId: _leadId, ...rest } = record;
  return rest;
}

/** Every lead given with this email (ignoring case and surrounding spaces), oldest first, as stored. */
export async function exportLeadsByEmail(
  privacy: PrivacyRepository,
  email: string,
  orderEvents?: Pick<OrderEventRepository, 'listByOrderId'>,
): Promise<ExportedLead[]> {
  const leads = await privacy.findByEmail(email);
  const records = await privacy.recordsOf(leads.map((lead) => lead.id));
  const eventsOf = new Map<number, ExportedOrderEvent[]>();
  const paymentOf = new Map<number, ExportedPayment | null>();
  for (const order of records.orders) {
    const events = (await orderEvents?.listByOrderId(order.id)) ?? [];
    paymentOf.set(order.id, exportedPayment(events));
    eventsOf.set(
      order.id,
      events.map(({ orderId: _orderId, ...event }) => event),
    );
  }
  return leads.map(quotedLead).map((lead) => {
    const order = records.orders.find((item) => item.leadId === lead.id);
    const callback = records.callbacks.find((item) => item.leadId === lead.id);
    return {
      lead_number: lead.leadNumber,
      created_at: lead.createdAt,
      flagged: lead.flagged,
      submission: lead.submission,
      price: lead.price,
      order: order ? withoutIds(order) : null,
      order_events: order ? (eventsOf.get(order.id) ?? []) : [],
      payment: order ? (paymentOf.get(order.id) ?? null) : null,
      callback_request: callback ? withoutIds(callback) : null,
      emails: records.outbox
        .filter((row) => row.leadId === lead.id && row.destination === EMAIL_DESTINATION)
        .map(({ leadId: _leadId, destination: _destination, ...rest }) => rest),
    };
  });
}

/**
 * Anonymises every lead given with this email and its order, and deletes their outbox rows; with card
 * payments on, first deletes the customers their cards were saved under at the provider.
 */
export async function eraseLeadsByEmail(
  privacy: PrivacyRepository,
  email: string,
  payments?: PaymentCustomers,
): Promise<AnonymiseResult> {
  const ids = (await privacy.findByEmail(email)).map((lead) => lead.id);
  await deletePaymentCustomers(privacy, ids, payments);
  return privacy.anonymise(ids);
}

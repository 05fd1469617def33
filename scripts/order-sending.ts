/**
 * What an event recorded by the order desk (order-command.ts) sends, read from the outbox rows written
 * with it, so the broker is told what the relays will send and to whom, not what the desk guesses.
 */
import { formatUsdCentsIfAny } from '../shared/format';
import { CRM_DESTINATION } from '../site/notify/crm/crm-events';
import {
  EMAIL_DESTINATION,
  type OrderPaymentEmailPayload,
  type OrderStepEmailPayload,
} from '../site/notify/email/email-payload';
import type { OutboxRecord } from '../site/storage/lead-repository';
import { maskedEmail } from './masked-email';
import { orderDeskCopy as t } from './order-desk-copy';

/** A notice to the broker's staff, read by the fields a line names: it goes to staff, not the customer. */
interface StaffNotice {
  kind: 'staff-notice';
  to?: string[];
  notice?: { fact?: string };
}

type Payload = Partial<OrderStepEmailPayload> | Partial<OrderPaymentEmailPayload> | StaffNotice;

/** The customer's step email in words: the step, what it carries, and how it asks for the money. */
function stepEmail(payload: Partial<OrderStepEmailPayload>, reasonGiven: boolean): string {
  const step = payload.step ?? '';
  let what = t.stepEmail[step] ?? step;
  if (payload.reason !== undefined) what += t.withReason;
  else if (reasonGiven) what += t.withoutReason;
  const payment = payload.payment;
  if (payment?.how === 'card') what += t.paymentHow.card(`${payment.brand} ending ${payment.last4}`);
  if (payment?.how === 'online') what += t.paymentHow.online;
  if (payment?.how === 'phone') what += t.paymentHow.phone;
  return what;
}

function emailLine(row: OutboxRecord, reasonGiven: boolean): string {
  const payload = (row.payload ?? {}) as Payload;
  if (payload.kind === 'staff-notice') {
    const to = (payload.to ?? []).map(maskedEmail).join(', ');
    return t.emailsStaff(to, payload.notice?.fact ?? row.event);
  }
  const to = maskedEmail(typeof payload.to === 'string' ? payload.to : '');
  if (payload.kind === 'order-step') return t.emails(to, stepEmail(payload, reasonGiven));
  if (payload.kind === 'order-payment') {
    const amount = formatUsdCentsIfAny(payload.amountCents ?? 0);
    return t.emails(to, t.paymentEmail[payload.step ?? '']?.(amount) ?? row.event);
  }
  return t.emails(to, row.event);
}

/**
 * A line for each email and CRM row written with the event (the payment rows are told by the caller,
 * from the ledger), or why nobody is emailed. `reasonGiven`: the broker sent the customer a reason.
 */
export function sendingLines(
  written: readonly OutboxRecord[],
  options: { mailOff: boolean; reasonGiven: boolean },
): string[] {
  const emails = written.filter((row) => row.destination === EMAIL_DESTINATION);
  const lines = emails.map((row) => emailLine(row, options.reasonGiven));
  if (!emails.some((row) => (row.payload as Payload | null)?.kind !== 'staff-notice')) {
    lines.unshift(options.mailOff ? t.emailsNobodyMailOff : t.emailsNobody);
  }
  for (const row of written) if (row.destination === CRM_DESTINATION) lines.push(t.tellsCrm(row.event));
  return lines;
}

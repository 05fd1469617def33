/**
 * What a well-formed "Find my order" post does: when the number names a lead of ours (an order's number
 * through its order, a quote's directly) and the email is the lead's, an 'order-link' email to that
 * address is written to the outbox, when this server sends email. At most one per lead in each ten-minute
 * slot of the clock: the slot names the row's event, which the outbox keeps once per lead, so a form sent
 * again and again does not flood the inbox. The caller answers the same words whatever this finds.
 */
import { isOrderNumberShape } from '../../shared/reference-numbers';
import { MINUTE_MS } from '../../shared/time';
import { EMAIL_DESTINATION, type OrderLinkEmailPayload, orderLinkEmailEvent } from '../notify/email/email-payload';
import type { LiveDestinations } from '../notify/outbox/destination-module';
import type { LeadRepository } from '../storage/lead-repository';
import type { StoredOrder } from '../storage/order-repository';
import type { StoredLead } from '../storage/stored-lead';

/** The length of a slot: one email per lead in it. */
export const ORDER_LINK_SLOT_MS = 10 * MINUTE_MS;

export interface SendOrderLinkDeps {
  store: Pick<LeadRepository, 'findByLeadNumber' | 'findById' | 'orders' | 'outbox'>;
  live: LiveDestinations;
  /** Called once a row is written, so the relay sends it now rather than at its next poll. */
  onStored?: () => void;
}

/** What happened, for the tests and the metrics; never shown to the visitor. */
export type OrderLinkOutcome = 'queued' | 'already-queued' | 'no-match' | 'email-off';

/** The same address, whatever its letter case and the spaces around it. */
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The slot `now` falls in, as the ISO time it starts at. */
export const slotOf = (now: number) =>
  new Date(Math.floor(now / ORDER_LINK_SLOT_MS) * ORDER_LINK_SLOT_MS).toISOString();

async function leadAndOrder(
  store: SendOrderLinkDeps['store'],
  number: string,
): Promise<{ lead: StoredLead; order: StoredOrder | undefined } | undefined> {
  if (isOrderNumberShape(number)) {
    const order = await store.orders.findByOrderNumber(number);
    const lead = order && (await store.findById(order.leadId));
    return lead && { lead, order };
  }
  const lead = await store.findByLeadNumber(number);
  return lead && { lead, order: await store.orders.findByLeadId(lead.id) };
}

/** `number` and `email` as checked (find-order-fields.ts); `now` in milliseconds. */
export async function sendOrderLink(
  deps: SendOrderLinkDeps,
  { number, email }: { number: string; email: string },
  now: number,
): Promise<OrderLinkOutcome> {
  const found = await leadAndOrder(deps.store, number);
  // A lead whose honeypot was filled in gets no email, as it got no quote email; an erased one has no address.
  if (!found || found.lead.flagged || !found.lead.submission.email || !sameAddress(found.lead.submission.email, email))
    return 'no-match';
  if (!deps.live.has(EMAIL_DESTINATION)) return 'email-off';
  const { lead, order } = found;
  const payload: OrderLinkEmailPayload = {
    kind: 'order-link',
    to: lead.submission.email,
    token: lead.token,
    leadNumber: lead.leadNumber,
    ...(order ? { orderNumber: order.orderNumber } : {}),
  };
  const slot = slotOf(now);
  const written = await deps.store.outbox.addOnce(
    lead.id,
    {
      destination: EMAIL_DESTINATION,
      event: orderLinkEmailEvent(slot),
      payload,
      idempotencyKey: `${lead.leadNumber}:order-link:${slot}`,
    },
    new Date(now),
  );
  if (!written) return 'already-queued';
  deps.onStored?.();
  return 'queued';
}

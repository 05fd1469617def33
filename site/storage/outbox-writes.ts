/**
 * Writing the outbox rows a stage handed over, inside the transaction of what causes them: a capped row is
 * written only while its key has room in the window before it (OutboxMessage.cap). Its key must be one the
 * lead declared (NewLead.capKeys), which the store locked before the write; a key it did not lock could be
 * counted by two instances at once.
 */
import { type LeadWriteSteps, type NewOutboxRow, run } from './lead-writes';
import type { OutboxMessage } from './outbox-message';

/** The row a message is written as, due at once: what a lead's stage or an order's event hands over. */
export function newOutboxRow(
  message: Omit<OutboxMessage, 'cap'>,
  about: { leadId: number; createdAt: string },
  capKey: string | null = null,
): NewOutboxRow {
  return {
    leadId: about.leadId,
    destination: message.destination,
    event: message.event,
    payloadJson: JSON.stringify(message.payload),
    idempotencyKey: message.idempotencyKey,
    capKey,
    createdAt: about.createdAt,
  };
}

export function* writeOutbox(
  messages: readonly OutboxMessage[],
  about: { leadId: number; createdAt: string; capKeys: readonly string[] },
): LeadWriteSteps<void> {
  for (const message of messages) {
    const { cap } = message;
    if (cap) {
      if (!about.capKeys.includes(cap.key))
        throw new Error('An outbox row is capped by a key its lead did not declare');
      const earlier = yield* run('countCapped', {
        key: cap.key,
        after: new Date(Date.parse(about.createdAt) - cap.windowMs).toISOString(),
        until: about.createdAt,
      });
      if (earlier >= cap.max) continue;
    }
    yield* run('insertOutbox', newOutboxRow(message, about, cap?.key ?? null));
  }
}

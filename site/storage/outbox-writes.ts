/**
 * Writing the outbox rows a stage handed over, inside the transaction of what causes them: a capped row is
 * written only while its key has room in the window before it (OutboxMessage.cap).
 */
import { type LeadWriteSteps, run } from './lead-writes';
import type { OutboxMessage } from './outbox-message';

export function* writeOutbox(
  messages: readonly OutboxMessage[],
  about: { leadId: number; createdAt: string },
): LeadWriteSteps<void> {
  for (const message of messages) {
    const { cap } = message;
    if (cap) {
      const earlier = yield* run('countCapped', {
        key: cap.key,
        after: new Date(Date.parse(about.createdAt) - cap.windowMs).toISOString(),
        until: about.createdAt,
      });
      if (earlier >= cap.max) continue;
    }
    yield* run('insertOutbox', {
      leadId: about.leadId,
      destination: message.destination,
      event: message.event,
      payloadJson: JSON.stringify(message.payload),
      idempotencyKey: message.idempotencyKey,
      capKey: cap?.key ?? null,
      createdAt: about.createdAt,
    });
  }
}

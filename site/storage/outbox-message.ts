/**
 * An outbox row as a funnel stage hands it to storage, beside the lead, order or request that causes it.
 * Storage writes it in the same transaction and never reads its payload: which destination a row goes to,
 * what it says and how often one of its kind may be written are each stage's decisions.
 */
export interface OutboxMessage {
  /** Whose stream the row joins ('crm', 'email' …): the relay of that destination sends it. */
  destination: string;
  event: string;
  /** Plain JSON: the destination reads it back when the row is sent, perhaps by a later release. */
  payload: unknown;
  /** The row's own key, which the receiver may use to drop a row delivered twice. */
  idempotencyKey: string;
  /**
   * Write the row only while fewer than `max` rows with the same `key` were written in the `windowMs`
   * before it: a brake on what anyone can trigger by posting a form. A row held back is not written at all.
   */
  cap?: OutboxCap;
}

export interface OutboxCap {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Where an outbox relay (outbox-relay.ts) sends rows: the CRM's webhook (crm/crm-destination.ts), and any
 * other receiver of leads. A destination sends one row and says how it went; the relay owns everything
 * around it (claims and leases, retries and their backoff, the circuit breaker, Retry-After, purging).
 */
import type { OutboxRow } from '../../storage/lead-repository';

/**
 * How one try went.
 * - `delivered`: the receiver took the row (`status`, when it has one, is logged: an HTTP or SMTP code).
 * - `temporary`: try again later (a refused connection, a timeout, an HTTP 503, an SMTP 4xx …), no sooner
 *   than `retryAfterMs` when the receiver asked for a pause (it then holds every row, not just this one).
 * - `permanent`: the receiver refused this row for good (an SMTP 5xx, say): the row is kept with its error
 *   and never tried again. The receiver did answer, so it counts as up for the circuit breaker.
 *
 * `error` is a status or an error's name, never a message or an address: it is stored and logged.
 */
export type DeliveryResult =
  | { kind: 'delivered'; status?: number }
  | { kind: 'temporary'; error: string; retryAfterMs?: number }
  | { kind: 'permanent'; error: string };

export interface Destination {
  /** The outbox rows' `destination` column: the relay claims only rows with this name. */
  readonly name: string;
  /** How log lines name the receiver ("CRM"). */
  readonly label: string;
  /**
   * Sends one row. Must give up when `signal` aborts (the relay's timeout, within the row's lease); a throw
   * counts as a temporary failure named by describeDeliveryError.
   */
  deliver(row: OutboxRow, signal: AbortSignal): Promise<DeliveryResult>;
}

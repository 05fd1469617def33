/**
 * Forwards the outbox to the CRM webhook (nothing acknowledged is ever
 * lost). Contract for the CRM's side: docs/crm-webhook.md.
 *
 * Delivery is at least once. A row is marked delivered only after a 2xx; any other outcome (network
 * error, timeout, 3xx, 4xx, 5xx) is retried with exponential backoff, and the schedule is kept in the
 * database so it survives restarts. If the process dies after the CRM answered 2xx but before the row
 * was marked, the lead is sent again: the CRM deduplicates by the Idempotency-Key header or the lead
 * number.
 *
 * No status is treated as permanent, not even 410 Gone or 400: the rows go to whatever URL is
 * configured when they are tried, so after a misconfigured or moved endpoint is fixed every waiting
 * lead is delivered. Giving up would lose leads silently; an hourly retry of a few rows costs nothing,
 * and each failure is logged as a warning for someone to notice.
 *
 * Signing, when a secret is set: X-ShipQuote-Signature = "sha256=" + hex HMAC-SHA256(secret,
 * "<X-ShipQuote-Timestamp>.<raw body>"). The receiver recomputes it over the raw body it received,
 * compares in constant time and refuses timestamps more than 5 minutes from its clock
 * (`verifyWebhookSignature` in webhook-signature.ts does exactly that).
 */

import type { Database } from 'better-sqlite3';
import { parseHttpUrl } from '../../shared/http-url';
import { consoleLeadLogger, type LeadLogger } from './lead-logger';
import { type Backoff, exponentialBackoff } from './retry-backoff';
import { EVENT_HEADER, SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from './webhook-signature';

export interface CrmForwarderOptions {
  db: Database;
  /** The CRM's endpoint (http or https; use https outside tests, the body carries personal data). */
  webhookUrl: string;
  /** Shared secret for X-ShipQuote-Signature; without it requests are unsigned. */
  secret?: string;
  fetch?: typeof globalThis.fetch;
  now?: () => Date;
  log?: LeadLogger;
  /** Rows claimed and sent (concurrently) at a time. Default 10. */
  batchSize?: number;
  /** Delay before the next try after n failed tries. Default 5 s doubling to 1 h, ±20 %. */
  backoff?: Backoff;
  /** Longest sleep between runs, for rows written by another process (which cannot wake this one). Default 5 s. */
  pollIntervalMs?: number;
  /** A request that has not answered by then counts as failed. Default 10 s. */
  timeoutMs?: number;
}

export interface DeliveryResult {
  delivered: number;
  failed: number;
}

export interface CrmForwarder {
  /** Starts the polling loop (an unref'd timer: it never keeps the process alive on its own). */
  start(): void;
  /** Stops the loop and resolves once a run in flight has finished; safe to close the database then. */
  stop(): Promise<void>;
  /** Sends every row due now, in batches. Never overlaps another run: it waits and runs after it. */
  deliverDue(): Promise<DeliveryResult>;
  /** A lead was just stored: run now rather than at the next poll. No-op unless started. */
  wake(): void;
}

interface DueRow {
  id: number;
  event: string;
  payload_json: string;
  idempotency_key: string;
  attempts: number;
  lead_number: string;
}

type Outcome = { ok: true; status: number } | { ok: false; error: string };

/** Shortest sleep between runs, so rows due again at once (a zero backoff) cannot spin the loop. */
const MIN_SLEEP_MS = 20;
/** A claimed row is hidden from other runs this much longer than a request may take. */
const LEASE_MARGIN_MS = 60_000;

const noop = () => {};

/**
 * An error's class name and, for network errors, the system code ("TypeError ECONNREFUSED",
 * "TimeoutError"). Never the message: it may quote a URL or a response.
 */
export function describeDeliveryError(error: unknown): string {
  const name =
    typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string' ? error.name : '';
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
  const code =
    typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string' ? cause.code : '';
  const safeName = /^[A-Za-z]{1,40}$/.test(name) ? name : 'Error';
  return /^[A-Z][A-Z0-9_]{1,40}$/.test(code) ? `${safeName} ${code}` : safeName;
}

export function createCrmForwarder(options: CrmForwarderOptions): CrmForwarder {
  const { db, secret } = options;
  const url = parseHttpUrl(options.webhookUrl);
  if (!url) throw new Error('The CRM webhook URL must be an http(s) address');
  const webhookUrl = url.href;
  const fetchFn = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? consoleLeadLogger;
  const batchSize = Math.max(1, options.batchSize ?? 10);
  const backoff = options.backoff ?? exponentialBackoff();
  const pollIntervalMs = Math.max(MIN_SLEEP_MS, options.pollIntervalMs ?? 5_000);
  const timeoutMs = options.timeoutMs ?? 10_000;

  const selectDue = db.prepare<[string, number, number], DueRow>(`
    SELECT o.id, o.event, o.payload_json, o.idempotency_key, o.attempts, l.session_id AS lead_number
    FROM outbox o JOIN leads l ON l.id = o.lead_id
    WHERE o.delivered_at IS NULL AND o.next_attempt_at <= ? AND o.id > ?
    ORDER BY o.id LIMIT ?
  `);
  const markClaimed = db.prepare<[string, string, number]>(
    'UPDATE outbox SET attempts = attempts + 1, last_attempt_at = ?, next_attempt_at = ? WHERE id = ?',
  );
  const markDelivered = db.prepare<[string, number]>(
    'UPDATE outbox SET delivered_at = ?, last_error = NULL WHERE id = ?',
  );
  const markFailed = db.prepare<[string, string, number]>(
    'UPDATE outbox SET last_error = ?, next_attempt_at = ? WHERE id = ?',
  );
  const earliestPending = db.prepare<[], { next: string | null }>(
    'SELECT min(next_attempt_at) AS next FROM outbox WHERE delivered_at IS NULL',
  );

  /**
   * Takes the next due rows and pushes their next_attempt_at past the request timeout, in one IMMEDIATE
   * transaction: a second forwarder (another process on the same file) cannot take the same rows, and
   * rows of a process that dies mid-request become due again when the lease ends.
   */
  const claim = db.transaction((afterId: number): DueRow[] => {
    const at = now();
    const rows = selectDue.all(at.toISOString(), afterId, batchSize);
    const leaseEnds = new Date(at.getTime() + timeoutMs + LEASE_MARGIN_MS).toISOString();
    for (const row of rows) markClaimed.run(at.toISOString(), leaseEnds, row.id);
    return rows.map((row) => ({ ...row, attempts: row.attempts + 1 }));
  });

  async function send(row: DueRow): Promise<Outcome> {
    const timestamp = Math.floor(now().getTime() / 1000);
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'Idempotency-Key': row.idempotency_key,
      [EVENT_HEADER]: row.event,
      [TIMESTAMP_HEADER]: String(timestamp),
    };
    if (secret) headers[SIGNATURE_HEADER] = signWebhook(secret, timestamp, row.payload_json);
    try {
      const response = await fetchFn(webhookUrl, {
        method: 'POST',
        headers,
        body: row.payload_json,
        signal: AbortSignal.timeout(timeoutMs),
        // Following a redirect would resend a lead to an address nobody configured.
        redirect: 'manual',
      });
      // The answer's body is not needed; cancelling frees the connection.
      await response.body?.cancel().catch(noop);
      return response.status >= 200 && response.status < 300
        ? { ok: true, status: response.status }
        : { ok: false, error: `HTTP ${response.status}` };
    } catch (error) {
      return { ok: false, error: describeDeliveryError(error) };
    }
  }

  async function deliver(row: DueRow): Promise<boolean> {
    const outcome = await send(row);
    const at = now();
    if (outcome.ok) {
      markDelivered.run(at.toISOString(), row.id);
      log('info', 'CRM delivery succeeded', {
        lead: row.lead_number,
        event: row.event,
        status: outcome.status,
        attempts: row.attempts,
      });
      return true;
    }
    const retryAt = new Date(at.getTime() + backoff(row.attempts)).toISOString();
    markFailed.run(outcome.error, retryAt, row.id);
    log('warn', 'CRM delivery failed; will retry', {
      lead: row.lead_number,
      event: row.event,
      error: outcome.error,
      attempts: row.attempts,
      retry_at: retryAt,
    });
    return false;
  }

  let started = false;
  let stopping = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<DeliveryResult> | undefined;
  let queued: Promise<DeliveryResult> | undefined;

  async function runOnce(): Promise<DeliveryResult> {
    const result: DeliveryResult = { delivered: 0, failed: 0 };
    // The id cursor makes one run finite: a row that fails and is due again at once waits for the next run.
    let afterId = 0;
    for (;;) {
      const batch = claim.immediate(afterId);
      if (batch.length === 0) break;
      afterId = batch[batch.length - 1]!.id;
      for (const ok of await Promise.all(batch.map(deliver))) {
        if (ok) result.delivered++;
        else result.failed++;
      }
      if (batch.length < batchSize || stopping) break;
    }
    return result;
  }

  function clearTimer() {
    if (timer) clearTimeout(timer);
    timer = undefined;
  }

  /** Sleeps until the earliest pending row is due, at most pollIntervalMs. */
  function scheduleNext() {
    if (!started || inFlight || queued) return;
    clearTimer();
    let delay = pollIntervalMs;
    try {
      const next = earliestPending.get()?.next;
      if (next) delay = Math.min(pollIntervalMs, Math.max(MIN_SLEEP_MS, Date.parse(next) - now().getTime()));
    } catch (error) {
      log('error', 'CRM outbox could not be read', { error: describeDeliveryError(error) });
    }
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function begin(): Promise<DeliveryResult> {
    const run = runOnce();
    inFlight = run;
    const settle = () => {
      if (inFlight === run) inFlight = undefined;
      scheduleNext();
    };
    run.then(settle, (error: unknown) => {
      log('error', 'CRM delivery run failed', { error: describeDeliveryError(error) });
      settle();
    });
    return run;
  }

  function deliverDue(): Promise<DeliveryResult> {
    if (!inFlight) return begin();
    // One follow-up run, shared by everyone who asks while a run is in flight.
    queued ??= inFlight.then(noop, noop).then(() => {
      queued = undefined;
      return begin();
    });
    return queued;
  }

  function tick() {
    timer = undefined;
    // Failures are logged in begin(); the loop goes on.
    deliverDue().catch(noop);
  }

  return {
    start() {
      if (started) return;
      started = true;
      stopping = false;
      clearTimer();
      tick();
    },
    async stop() {
      started = false;
      stopping = true;
      clearTimer();
      for (let pending = queued ?? inFlight; pending; pending = queued ?? inFlight) {
        await pending.then(noop, noop);
      }
      stopping = false;
    },
    deliverDue,
    wake() {
      if (!started) return;
      clearTimer();
      tick();
    },
  };
}

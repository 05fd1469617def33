/**
 * Forwards the outbox to the CRM webhook (nothing acknowledged is ever
 * lost). Contract for the CRM's side: docs/crm-webhook.md.
 *
 * Delivery is at least once. A row is marked delivered only after a 2xx; any other outcome (network
 * error, timeout, 3xx, 4xx, 5xx) is retried with exponential backoff, and the schedule is kept in the
 * database so it survives restarts. If the process dies after the CRM answered 2xx but before the row
 * was marked, the lead is sent again: the CRM deduplicates by the Idempotency-Key header, which is the
 * lead number. It is not the visitor's idempotency key: a submission carrying that key is answered with
 * the visitor's booking link, and the CRM's webhook logs are read by many.
 *
 * A 429 or 503 with Retry-After holds every delivery until then (the receiver speaks for itself, not for
 * one lead), and a receiver that keeps failing opens a circuit (circuit-breaker.ts): one probe at growing
 * intervals instead of every waiting lead each cycle.
 *
 * Delivered rows are purged after `keepDeliveredDays`, at start and then daily (outbox-purge.ts).
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

import { parseHttpUrl } from '../../shared/http-url';
import type { OutboxRepository, OutboxRow } from '../leads/lead-repository';
import { consoleLogger, type Logger } from '../log/logger';
import { type CircuitBreakerOptions, createCircuitBreaker } from '../outbox/circuit-breaker';
import { createOutboxPurge } from '../outbox/outbox-purge';
import { type Backoff, exponentialBackoff, retryAfterMs } from '../outbox/retry-backoff';
import { EVENT_HEADER, SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from './webhook-signature';

export interface CrmForwarderOptions {
  /** Where the rows wait; shared by every instance on one database, whose claims never overlap. */
  outbox: OutboxRepository;
  /** The CRM's endpoint (http or https; use https outside tests, the body carries personal data). */
  webhookUrl: string;
  /** Shared secret for X-ShipQuote-Signature; without it requests are unsigned. */
  secret?: string;
  fetch?: typeof globalThis.fetch;
  now?: () => Date;
  log?: Logger;
  /** Rows claimed and sent (concurrently) at a time. Default 10. */
  batchSize?: number;
  /** Delay before the next try after n failed tries. Default 5 s doubling to 1 h, ±20 %. */
  backoff?: Backoff;
  /** Longest sleep between runs, for rows written by another process (which cannot wake this one). Default 5 s. */
  pollIntervalMs?: number;
  /** A request that has not answered by then counts as failed. Default 10 s, and at most half the lease. */
  timeoutMs?: number;
  /**
   * How long a claimed row stays hidden from every other claim: the rows of a process that died mid-request
   * go out again after this. Default: the request timeout plus a minute.
   */
  leaseMs?: number;
  /** When to stop trying every lead of a receiver that keeps failing. Default 5 failures in a row; 5 s doubling to 1 h. */
  breaker?: CircuitBreakerOptions;
  /** Days a delivered row (and the personal data in its payload) is kept. Default 30. */
  keepDeliveredDays?: number;
  /** The body sent for a row's stored payload; default the payload itself (crm-price.ts adds the price). */
  completePayload?: (payloadJson: string) => string;
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

/** On failure, `retryAfterMs` is the wait the receiver asked for, when it asked. */
type Outcome = { ok: true; status: number } | { ok: false; error: string; retryAfterMs?: number };

/** Shortest sleep between runs, so rows due again at once (a zero backoff) cannot spin the loop. */
const MIN_SLEEP_MS = 20;
/** By default a claimed row is hidden from other runs this much longer than a request may take. */
const LEASE_MARGIN_MS = 60_000;
/** A Retry-After further off than this is read as this: a wrong header must not stop deliveries for weeks. */
const MAX_RETRY_AFTER_MS = 86_400_000;
/** The purge runs at start and then this often. */
const PURGE_INTERVAL_MS = 86_400_000;
const DEFAULT_KEEP_DELIVERED_DAYS = 30;

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
  const { outbox, secret } = options;
  const url = parseHttpUrl(options.webhookUrl);
  if (!url) throw new Error('The CRM webhook URL must be an http(s) address');
  const webhookUrl = url.href;
  const fetchFn = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? consoleLogger;
  const batchSize = Math.max(1, options.batchSize ?? 10);
  const backoff = options.backoff ?? exponentialBackoff();
  const pollIntervalMs = Math.max(MIN_SLEEP_MS, options.pollIntervalMs ?? 5_000);
  const requestedTimeoutMs = options.timeoutMs ?? 10_000;
  const leaseMs = options.leaseMs ?? requestedTimeoutMs + LEASE_MARGIN_MS;
  // A request cut off at half the lease leaves the other half to record its outcome, so a row still in
  // flight here is never claimed and sent by another instance.
  const timeoutMs = Math.min(requestedTimeoutMs, Math.floor(leaseMs / 2));
  const breaker = createCircuitBreaker(options.breaker);
  const purge = createOutboxPurge(outbox, { keepDays: options.keepDeliveredDays ?? DEFAULT_KEEP_DELIVERED_DAYS, now });

  /**
   * Takes the next due rows and hides them from every other claim until the lease has passed:
   * a second forwarder (another process, another instance) cannot take the same rows, and the rows of a
   * process that dies mid-request become due again when the lease ends.
   */
  function claim(afterId: number, limit: number): Promise<OutboxRow[]> {
    const at = now();
    return outbox.claim({ afterId, limit, now: at, leaseUntil: new Date(at.getTime() + leaseMs) });
  }

  async function send(row: OutboxRow): Promise<Outcome> {
    const timestamp = Math.floor(now().getTime() / 1000);
    const body = options.completePayload ? options.completePayload(row.payload_json) : row.payload_json;
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'Idempotency-Key': row.lead_number,
      [EVENT_HEADER]: row.event,
      [TIMESTAMP_HEADER]: String(timestamp),
    };
    if (secret) headers[SIGNATURE_HEADER] = signWebhook(secret, timestamp, body);
    try {
      const response = await fetchFn(webhookUrl, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
        // Following a redirect would resend a lead to an address nobody configured.
        redirect: 'manual',
      });
      // The answer's body is not needed; cancelling frees the connection.
      await response.body?.cancel().catch(noop);
      if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status };
      const asked =
        response.status === 429 || response.status === 503
          ? retryAfterMs(response.headers.get('Retry-After'), now())
          : undefined;
      return {
        ok: false,
        error: `HTTP ${response.status}`,
        ...(asked === undefined ? {} : { retryAfterMs: Math.min(asked, MAX_RETRY_AFTER_MS) }),
      };
    } catch (error) {
      return { ok: false, error: describeDeliveryError(error) };
    }
  }

  /** Tells the breaker, and the log when the circuit opens or closes. */
  function observe(outcome: Outcome, at: Date) {
    if (outcome.ok) {
      if (breaker.succeeded()) log('info', 'CRM answers again; deliveries resume');
      return;
    }
    if (outcome.retryAfterMs !== undefined) breaker.pauseUntil(at.getTime() + outcome.retryAfterMs);
    const probeAt = breaker.failed(at.getTime());
    if (probeAt !== undefined) {
      log('warn', 'CRM keeps failing; deliveries pause, then one lead is tried', {
        error: outcome.error,
        probe_at: new Date(probeAt).toISOString(),
      });
    }
  }

  async function deliver(row: OutboxRow): Promise<boolean> {
    const outcome = await send(row);
    const at = now();
    observe(outcome, at);
    try {
      if (outcome.ok) {
        await outbox.markDelivered(row.id, at);
        log('info', 'CRM delivery succeeded', {
          lead: row.lead_number,
          event: row.event,
          status: outcome.status,
          attempts: row.attempts,
        });
        return true;
      }
      const wait = Math.max(backoff(row.attempts), outcome.retryAfterMs ?? 0);
      const retryAt = new Date(at.getTime() + wait);
      await outbox.markFailed(row.id, outcome.error, retryAt);
      log('warn', 'CRM delivery failed; will retry', {
        lead: row.lead_number,
        event: row.event,
        error: outcome.error,
        attempts: row.attempts,
        retry_at: retryAt.toISOString(),
      });
    } catch (error) {
      // The database was busy or failed: the claim's lease makes the row due again, so a delivered lead is
      // at worst sent twice, which the receiver deduplicates. The other rows of the batch carry on.
      log('error', 'CRM outbox could not be updated', { lead: row.lead_number, error: describeDeliveryError(error) });
    }
    return outcome.ok;
  }

  let started = false;
  let stopping = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let scheduling: Promise<void> | undefined;
  let unwatch: (() => void) | undefined;
  let inFlight: Promise<DeliveryResult> | undefined;
  let queued: Promise<DeliveryResult> | undefined;
  let purgeTimer: ReturnType<typeof setInterval> | undefined;
  let purging: Promise<void> | undefined;
  let purgeAbort: AbortController | undefined;

  function purgeNow() {
    if (purging) return;
    purgeAbort = new AbortController();
    purging = purge(purgeAbort.signal)
      .then(
        (rows) => {
          if (rows > 0) log('info', 'CRM outbox purged of old delivered rows', { rows });
        },
        (error: unknown) => log('error', 'CRM outbox purge failed', { error: describeDeliveryError(error) }),
      )
      .finally(() => {
        purging = undefined;
      });
  }

  async function runOnce(): Promise<DeliveryResult> {
    const result: DeliveryResult = { delivered: 0, failed: 0 };
    // The id cursor makes one run finite: a row that fails and is due again at once waits for the next run.
    let afterId = 0;
    for (;;) {
      // While the circuit is open or the receiver asked for a pause, nothing is claimed; a probe is one row.
      const limit = Math.min(batchSize, breaker.allowance(now().getTime()));
      if (limit === 0) break;
      const batch = await claim(afterId, limit);
      if (batch.length === 0) break;
      afterId = batch[batch.length - 1]!.id;
      for (const ok of await Promise.all(batch.map(deliver))) {
        if (ok) result.delivered++;
        else result.failed++;
      }
      if (batch.length < limit || stopping) break;
    }
    return result;
  }

  function clearTimer() {
    if (timer) clearTimeout(timer);
    timer = undefined;
  }

  /** Sleeps until the earliest pending row is due and the breaker lets it go, at most pollIntervalMs. */
  function scheduleNext() {
    if (!started || inFlight || queued || scheduling) return;
    clearTimer();
    scheduling = outbox
      .earliestPending()
      .then(
        (next) => {
          if (!next) return pollIntervalMs;
          const at = now().getTime();
          return Math.min(pollIntervalMs, Math.max(MIN_SLEEP_MS, next.getTime() - at, breaker.waitMs(at)));
        },
        (error: unknown) => {
          log('error', 'CRM outbox could not be read', { error: describeDeliveryError(error) });
          return pollIntervalMs;
        },
      )
      .then((delay) => {
        scheduling = undefined;
        // A wake() or stop() while the outbox was read has already decided what happens next.
        if (!started || inFlight || queued || timer) return;
        timer = setTimeout(tick, delay);
        timer.unref();
      });
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

  function wake() {
    if (!started) return;
    clearTimer();
    tick();
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
      purgeNow();
      purgeTimer = setInterval(purgeNow, PURGE_INTERVAL_MS);
      purgeTimer.unref();
      // A lead another instance stored is sent now rather than at the next poll.
      unwatch = outbox.watch(wake);
    },
    async stop() {
      unwatch?.();
      unwatch = undefined;
      started = false;
      stopping = true;
      clearTimer();
      clearInterval(purgeTimer);
      purgeTimer = undefined;
      purgeAbort?.abort();
      for (let pending = queued ?? inFlight; pending; pending = queued ?? inFlight) {
        await pending.then(noop, noop);
      }
      await purging;
      await scheduling;
      stopping = false;
    },
    deliverDue,
    wake,
  };
}

/**
 * Relays the outbox to one destination (destination.ts: the CRM's webhook, and whatever receives leads
 * next): nothing acknowledged is ever lost. The destination sends one row and says how it went; the relay
 * owns the rest, the same for every destination. Each destination has a relay of its own, with its own
 * claims, schedule and circuit breaker, so one receiver's outage never holds another's rows back.
 *
 * Delivery is at least once. A row is marked delivered only once the destination says so. A temporary
 * failure is retried with exponential backoff, 5 s doubling to `maxRetryMs` (a minute by default), and the
 * schedule is kept in the database so it survives restarts. A permanent failure is given up: the row keeps
 * its error and is never claimed again. If the process dies after the receiver took a row but before the
 * row was marked, it is sent again; the receiver deduplicates (the CRM by the lead number).
 *
 * A receiver that asks for quiet (Retry-After) holds every delivery until then, for at most
 * `maxRetryAfterMs` (an hour): a wrong header must not stop deliveries for days. A receiver that keeps
 * failing opens the circuit (circuit-breaker.ts): one probe at intervals growing to `maxRetryMs` instead of
 * every waiting row each cycle. When the receiver answers again, every waiting row is made due at once
 * (OutboxRepository.makeDue) and sent in the same run: after an outage the rows' backoff has grown, and
 * leads must not sit it out while the receiver is back.
 *
 * Finished rows are purged after `keepDeliveredDays`, at start and then daily (outbox-purge.ts).
 */

import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../shared/time';
import { consoleLogger, type Logger } from '../../log/logger';
import type { OutboxRepository, OutboxRow } from '../../storage/lead-repository';
import { type CircuitBreakerOptions, createCircuitBreaker } from './circuit-breaker';
import { describeDeliveryError } from './delivery-error';
import type { DeliveryEvents } from './delivery-events';
import type { DeliveryResult, Destination } from './destination';
import { createOutboxPurge } from './outbox-purge';
import { type Backoff, DEFAULT_MAX_RETRY_MS, exponentialBackoff } from './retry-backoff';

export interface OutboxRelayOptions {
  /** Where the rows wait; shared by every instance on one database, whose claims never overlap. */
  outbox: OutboxRepository;
  destination: Destination;
  now?: () => Date;
  log?: Logger;
  /** Rows claimed and sent (concurrently) at a time. Default 10. */
  batchSize?: number;
  /**
   * Longest wait before a row is tried again, and between probes of a receiver that keeps failing: how late
   * a waiting lead can reach a receiver that is back. Default a minute.
   */
  maxRetryMs?: number;
  /** Delay before the next try after n failed tries. Default 5 s doubling to `maxRetryMs`, ±20 %. */
  backoff?: Backoff;
  /** Longest pause a receiver's Retry-After is granted; a longer one is cut to it, with a warning. Default an hour. */
  maxRetryAfterMs?: number;
  /** Longest sleep between runs, for rows written by another process (which cannot wake this one). Default 5 s. */
  pollIntervalMs?: number;
  /** A try that has not finished by then counts as failed. Default 10 s, and at most half the lease. */
  timeoutMs?: number;
  /**
   * How long a claimed row stays hidden from every other claim: the rows of a process that died mid-request
   * go out again after this. Default: the timeout plus a minute.
   */
  leaseMs?: number;
  /** When to stop trying every row of a receiver that keeps failing. Default 5 failures in a row; probes as `backoff`. */
  breaker?: CircuitBreakerOptions;
  /** Days a finished row (and the personal data in its payload) is kept. Default 30. */
  keepDeliveredDays?: number;
  /** Told how each try went (the metrics count them). */
  events?: DeliveryEvents;
}

/** What one run did: rows delivered, and rows that failed (given up ones included). */
export interface RelayRunResult {
  delivered: number;
  failed: number;
}

export interface OutboxRelay {
  /** The destination's name, as in the outbox rows. */
  readonly destination: string;
  /** Whether the circuit is open: the receiver kept failing and only probes go until it answers. */
  circuitOpen(): boolean;
  /** Starts the polling loop (an unref'd timer: it never keeps the process alive on its own). */
  start(): void;
  /** Stops the loop and resolves once a run in flight has finished; safe to close the database then. */
  stop(): Promise<void>;
  /** Sends every row due now, in batches. Never overlaps another run: it waits and runs after it. */
  deliverDue(): Promise<RelayRunResult>;
  /** A lead was just stored: run now rather than at the next poll. No-op unless started. */
  wake(): void;
}

/** Shortest sleep between runs, so rows due again at once (a zero backoff) cannot spin the loop. */
const MIN_SLEEP_MS = 20;
/** By default a claimed row is hidden from other runs this much longer than a try may take. */
const LEASE_MARGIN_MS = MINUTE_MS;
const DEFAULT_MAX_RETRY_AFTER_MS = HOUR_MS;
/** The purge runs at start and then this often. */
const PURGE_INTERVAL_MS = DAY_MS;
const DEFAULT_KEEP_DELIVERED_DAYS = 30;

const noop = () => {};

export function createOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { outbox, destination } = options;
  const { label } = destination;
  const now = options.now ?? (() => new Date());
  // Every entry names its destination, whichever relay wrote it.
  const log = (options.log ?? consoleLogger).child({ destination: destination.name });
  const batchSize = Math.max(1, options.batchSize ?? 10);
  const maxRetryMs = options.maxRetryMs ?? DEFAULT_MAX_RETRY_MS;
  const backoff = options.backoff ?? exponentialBackoff({ maxMs: maxRetryMs });
  const maxRetryAfterMs = options.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS;
  const pollIntervalMs = Math.max(MIN_SLEEP_MS, options.pollIntervalMs ?? 5_000);
  const requestedTimeoutMs = options.timeoutMs ?? 10_000;
  const leaseMs = options.leaseMs ?? requestedTimeoutMs + LEASE_MARGIN_MS;
  // A try cut off at half the lease leaves the other half to record its outcome, so a row still in
  // flight here is never claimed and sent by another instance.
  const timeoutMs = Math.min(requestedTimeoutMs, Math.floor(leaseMs / 2));
  const breaker = createCircuitBreaker({
    ...options.breaker,
    backoff: options.breaker?.backoff ?? exponentialBackoff({ maxMs: maxRetryMs }),
  });
  const purge = createOutboxPurge(outbox, {
    destination: destination.name,
    keepDays: options.keepDeliveredDays ?? DEFAULT_KEEP_DELIVERED_DAYS,
    now,
  });
  /** Set when the receiver answered after the circuit had opened: the waiting rows are made due next. */
  let recovered = false;

  /**
   * Takes the destination's next due rows and hides them from every other claim until the lease has
   * passed: a second relay (another process, another instance) cannot take the same rows, and the rows of
   * a process that dies mid-request become due again when the lease ends.
   */
  function claim(afterId: number, limit: number): Promise<OutboxRow[]> {
    const at = now();
    return outbox.claim({
      destination: destination.name,
      afterId,
      limit,
      now: at,
      leaseUntil: new Date(at.getTime() + leaseMs),
    });
  }

  async function attempt(row: OutboxRow): Promise<DeliveryResult> {
    try {
      return await destination.deliver(row, AbortSignal.timeout(timeoutMs));
    } catch (error) {
      return { kind: 'temporary', error: describeDeliveryError(error) };
    }
  }

  /** The pause the receiver asked for, cut to `maxRetryAfterMs`. */
  function pauseAskedFor(result: DeliveryResult, row: OutboxRow): number | undefined {
    if (result.kind !== 'temporary' || result.retryAfterMs === undefined) return undefined;
    if (result.retryAfterMs <= maxRetryAfterMs) return result.retryAfterMs;
    log.warn(`${label} asked for a longer pause than allowed (Retry-After); pausing for the longest allowed`, {
      lead: row.lead_number,
      asked_seconds: Math.round(result.retryAfterMs / 1000),
      pause_seconds: Math.round(maxRetryAfterMs / 1000),
    });
    return maxRetryAfterMs;
  }

  /** Tells the breaker, and the log when the circuit opens. */
  function observe(result: DeliveryResult, pauseMs: number | undefined, at: Date) {
    if (result.kind !== 'temporary') {
      // A row refused for good still means the receiver answers.
      if (breaker.succeeded()) recovered = true;
      return;
    }
    if (pauseMs !== undefined) breaker.pauseUntil(at.getTime() + pauseMs);
    const probeAt = breaker.failed(at.getTime());
    if (probeAt !== undefined) {
      log.warn(`${label} keeps failing; deliveries pause, then one lead is tried`, {
        error: result.error,
        probe_at: new Date(probeAt).toISOString(),
      });
    }
  }

  async function record(row: OutboxRow, result: DeliveryResult, pauseMs: number | undefined, at: Date) {
    const about = { lead: row.lead_number, event: row.event };
    if (result.kind === 'delivered') {
      await outbox.markDelivered(row.id, at);
      log.info(`${label} delivery succeeded`, {
        ...about,
        ...(result.status === undefined ? {} : { status: result.status }),
        attempts: row.attempts,
      });
    } else if (result.kind === 'permanent') {
      await outbox.markGivenUp(row.id, result.error, at);
      log.error(`${label} refused the lead for good; it is not tried again`, {
        ...about,
        error: result.error,
        attempts: row.attempts,
      });
    } else {
      const retryAt = new Date(at.getTime() + Math.max(backoff(row.attempts), pauseMs ?? 0));
      await outbox.markFailed(row.id, result.error, retryAt);
      log.warn(`${label} delivery failed; will retry`, {
        ...about,
        error: result.error,
        attempts: row.attempts,
        retry_at: retryAt.toISOString(),
      });
    }
  }

  async function deliver(row: OutboxRow): Promise<boolean> {
    const result = await attempt(row);
    const at = now();
    const pauseMs = pauseAskedFor(result, row);
    observe(result, pauseMs, at);
    if (result.kind === 'delivered') options.events?.delivered(destination.name);
    else options.events?.failed(destination.name, result.kind === 'permanent' ? 'given_up' : 'retry');
    try {
      await record(row, result, pauseMs, at);
    } catch (error) {
      // The database was busy or failed: the claim's lease makes the row due again, so a delivered lead is
      // at worst sent twice, which the receiver deduplicates. The other rows of the batch carry on.
      log.error(`${label} outbox could not be updated`, {
        lead: row.lead_number,
        error: describeDeliveryError(error),
      });
    }
    return result.kind === 'delivered';
  }

  /** After an outage, the rows that waited go now; a failure leaves them to their own schedule. */
  async function releaseWaitingRows() {
    recovered = false;
    try {
      const rows = await outbox.makeDue(destination.name, now());
      log.info(`${label} answers again; deliveries resume`, { rows_waiting: rows });
    } catch (error) {
      log.error(`${label} outbox could not be updated`, { error: describeDeliveryError(error) });
    }
  }

  let started = false;
  let stopping = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let scheduling: Promise<void> | undefined;
  let unwatch: (() => void) | undefined;
  let inFlight: Promise<RelayRunResult> | undefined;
  let queued: Promise<RelayRunResult> | undefined;
  let purgeTimer: ReturnType<typeof setInterval> | undefined;
  let purging: Promise<void> | undefined;
  let purgeAbort: AbortController | undefined;

  function purgeNow() {
    if (purging) return;
    purgeAbort = new AbortController();
    purging = purge(purgeAbort.signal)
      .then(
        (rows) => {
          if (rows > 0) log.info(`${label} outbox purged of old delivered rows`, { rows });
        },
        (error: unknown) => log.error(`${label} outbox purge failed`, { error: describeDeliveryError(error) }),
      )
      .finally(() => {
        purging = undefined;
      });
  }

  async function runOnce(): Promise<RelayRunResult> {
    const result: RelayRunResult = { delivered: 0, failed: 0 };
    // The id cursor makes one run finite: a row that fails and is due again at once waits for the next run.
    let afterId = 0;
    for (;;) {
      if (recovered) {
        await releaseWaitingRows();
        // Rows before the cursor waited too.
        afterId = 0;
      }
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
      if ((batch.length < limit && !recovered) || stopping) break;
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
      .earliestPending(destination.name)
      .then(
        (next) => {
          if (!next) return pollIntervalMs;
          const at = now().getTime();
          return Math.min(pollIntervalMs, Math.max(MIN_SLEEP_MS, next.getTime() - at, breaker.waitMs(at)));
        },
        (error: unknown) => {
          log.error(`${label} outbox could not be read`, { error: describeDeliveryError(error) });
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

  function begin(): Promise<RelayRunResult> {
    const run = runOnce();
    inFlight = run;
    const settle = () => {
      if (inFlight === run) inFlight = undefined;
      scheduleNext();
    };
    run.then(settle, (error: unknown) => {
      log.error(`${label} delivery run failed`, { error: describeDeliveryError(error) });
      settle();
    });
    return run;
  }

  function deliverDue(): Promise<RelayRunResult> {
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
    destination: destination.name,
    circuitOpen: () => breaker.isOpen(),
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

/**
 * Backs off from a receiver that is down as a whole. Per-lead backoff alone keeps trying every waiting lead
 * each cycle: with a few hundred leads queued during an outage, each one costs a request and a timeout
 * every minute, against a receiver that may be struggling to come back. After `threshold`
 * failed deliveries in a row the circuit opens: nothing is sent until a growing wait is over, then one
 * lead goes as a probe. Its success closes the circuit and deliveries resume; its failure opens it again,
 * for longer. A receiver's `Retry-After` (pauseUntil) holds every delivery until then, open or closed.
 *
 * Pure state over the times it is given, so tests drive it with an injected clock.
 */
import { type Backoff, exponentialBackoff } from './retry-backoff';

export interface CircuitBreakerOptions {
  /** Failed deliveries in a row that open the circuit. Default 5. */
  threshold?: number;
  /**
   * Wait before the next probe after the circuit opened n times in a row (1 = the first). Default 5 s doubling
   * to a minute, ±20 % (retry-backoff.ts): however long the outage, a receiver that is back is found within it.
   */
  backoff?: Backoff;
}

export interface CircuitBreaker {
  /** How many deliveries may start at `now`: any number while closed, one probe once an open circuit's wait is over, else none. */
  allowance(now: number): number;
  /** A delivery succeeded. True when that closed an open circuit. */
  succeeded(): boolean;
  /**
   * A delivery failed at `now`. Returns when the next probe may go if this failure opened the circuit, or
   * opened it again: a failure seen once the wait is over is the probe's (or tells the same thing).
   * Failures of requests that were already in flight when the circuit opened change nothing.
   */
  failed(now: number): number | undefined;
  /** Nothing is sent before `until` (a receiver's Retry-After). */
  pauseUntil(until: number): void;
  /** Milliseconds from `now` before anything may be sent; 0 when something may go now. */
  waitMs(now: number): number;
  /** Whether the circuit is open: it opened and no delivery has succeeded since. */
  isOpen(): boolean;
}

export const DEFAULT_BREAKER_THRESHOLD = 5;

export function createCircuitBreaker(options: CircuitBreakerOptions = {}): CircuitBreaker {
  const threshold = Math.max(1, options.threshold ?? DEFAULT_BREAKER_THRESHOLD);
  const backoff = options.backoff ?? exponentialBackoff();
  let failuresInRow = 0;
  /** 0 while closed; how many times in a row the circuit has opened otherwise. */
  let openings = 0;
  let probeAt = 0;
  let pausedUntil = 0;

  function open(now: number): number {
    openings++;
    probeAt = now + backoff(openings);
    return probeAt;
  }

  return {
    allowance(now) {
      if (now < pausedUntil) return 0;
      if (openings === 0) return Number.POSITIVE_INFINITY;
      return now < probeAt ? 0 : 1;
    },
    succeeded() {
      failuresInRow = 0;
      const wasOpen = openings > 0;
      openings = 0;
      return wasOpen;
    },
    failed(now) {
      if (openings > 0) return now < probeAt ? undefined : open(now);
      failuresInRow++;
      return failuresInRow >= threshold ? open(now) : undefined;
    },
    pauseUntil(until) {
      pausedUntil = Math.max(pausedUntil, until);
    },
    waitMs(now) {
      return Math.max(0, pausedUntil - now, openings > 0 ? probeAt - now : 0);
    },
    isOpen: () => openings > 0,
  };
}

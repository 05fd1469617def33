/**
 * When a failed delivery is tried again: 5 s, 10 s, 20 s … doubling up to a cap (a minute by default), each
 * spread by ±20 % so that, after an outage, the queued leads do not all hit the recovering receiver in the
 * same second. The receiver may stay down for days: the cap keeps trying and never gives up
 * (outbox-relay.ts). The cap is short because it is also how late a lead arrives after the receiver is back.
 */
import { MINUTE_MS } from '../../../shared/time';

export const DEFAULT_MAX_RETRY_MS = MINUTE_MS;

export interface BackoffOptions {
  baseMs?: number;
  maxMs?: number;
  /** Fraction of the delay added or taken away at random, 0 to 1. */
  jitter?: number;
  /** A number in [0, 1); tests pin it. */
  random?: () => number;
}

/** The delay before the next try, after `attempts` failed tries (1 = the first try failed). */
export type Backoff = (attempts: number) => number;

export function exponentialBackoff(options: BackoffOptions = {}): Backoff {
  const baseMs = options.baseMs ?? 5_000;
  const maxMs = options.maxMs ?? DEFAULT_MAX_RETRY_MS;
  const jitter = Math.min(1, Math.max(0, options.jitter ?? 0.2));
  const random = options.random ?? Math.random;
  return (attempts) => {
    // Capping the exponent first keeps 2^n finite however many tries a long outage piles up.
    const exponent = Math.min(Math.max(0, attempts - 1), 30);
    const delay = Math.min(maxMs, baseMs * 2 ** exponent);
    const spread = delay * jitter * (2 * random() - 1);
    return Math.round(Math.min(maxMs, Math.max(0, delay + spread)));
  };
}

/**
 * The wait a `Retry-After` header asks for, in milliseconds from `now`: whole seconds ("120") or an HTTP
 * date ("Wed, 25 Nov 2026 14:05:00 GMT"). Undefined when the header is missing or unreadable, so the
 * ordinary backoff applies; a date already past is 0.
 */
export function retryAfterMs(header: string | null | undefined, now: Date): number | undefined {
  const text = header?.trim() ?? '';
  if (/^\d{1,10}$/.test(text)) return Number(text) * 1000;
  // A date has a month's name; without this, Date.parse would read "1.5" or "-3" as a year.
  if (!/[A-Za-z]{3}/.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}

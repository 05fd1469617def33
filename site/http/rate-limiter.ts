/**
 * A per-client rate limit (`429` with `Retry-After`). A sliding-log would cost memory per request;
 * a token bucket per client costs two numbers and lets a visitor burst (typing fast into a lookup) while
 * holding the average to `max` per window.
 */

/** A limit per client: at most `max` requests per window, bursts allowed. */
export interface RateLimit {
  /** Requests allowed per window for one client. */
  max: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Whole seconds until the next request would be allowed (0 when allowed). */
  retryAfterSeconds: number;
  remaining: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export interface RateLimiter {
  take(key: string): RateDecision;
  /**
   * Whether `take` would allow a request now, without spending a token (`remaining`: the tokens there are):
   * for a limit on failures, asked before the attempt, with `take` only when the attempt fails.
   */
  peek(key: string): RateDecision;
  /** Buckets held now (for tests and to watch memory). */
  size(): number;
}

/** Buckets idle this long are full again anyway, so they are dropped to bound memory. */
const SWEEP_EVERY = 10_000;

export function createRateLimiter({ max, windowMs }: RateLimit, now: () => number = Date.now): RateLimiter {
  const buckets = new Map<string, Bucket>();
  const refillPerMs = max / windowMs;
  let takes = 0;

  function sweep(at: number) {
    for (const [key, bucket] of buckets) {
      if (bucket.tokens + (at - bucket.updatedAt) * refillPerMs >= max) buckets.delete(key);
    }
  }

  /** The client's tokens now, refilled for the time since it last asked. */
  function tokensAt(bucket: Bucket | undefined, at: number): number {
    return bucket ? Math.min(max, bucket.tokens + (at - bucket.updatedAt) * refillPerMs) : max;
  }

  function refusal(tokens: number): RateDecision {
    const waitMs = (1 - tokens) / refillPerMs;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)), remaining: 0 };
  }

  return {
    take(key) {
      const at = now();
      if (++takes % SWEEP_EVERY === 0) sweep(at);
      const bucket = buckets.get(key) ?? { tokens: max, updatedAt: at };
      bucket.tokens = tokensAt(bucket, at);
      bucket.updatedAt = at;
      buckets.set(key, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true, retryAfterSeconds: 0, remaining: Math.floor(bucket.tokens) };
      }
      return refusal(bucket.tokens);
    },
    peek(key) {
      const tokens = tokensAt(buckets.get(key), now());
      return tokens >= 1 ? { allowed: true, retryAfterSeconds: 0, remaining: Math.floor(tokens) } : refusal(tokens);
    },
    size: () => buckets.size,
  };
}

/**
 * A per-client rate limit, checked by site/http/api-call.ts before the call's handler: one token of
 * `limiter` per request, whatever its body (junk must not hammer the server for free), else 429 with
 * Retry-After. Clients are told apart by site/http/client-key.ts.
 */
import type { Context } from 'hono';
import { ClientError } from '../client-error';
import { clientKey } from '../client-key';
import type { RateLimiter } from '../rate-limiter';

/** Throws the 429 when the request's client has no token left. */
export type RateLimitCheck = (c: Context) => void;

export function rateLimit(limiter: RateLimiter, trustProxy: number): RateLimitCheck {
  return (c) => {
    const decision = limiter.take(clientKey(c, trustProxy));
    if (!decision.allowed) {
      throw new ClientError(429, 'Too many requests; try again in a moment', undefined, {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    }
  };
}

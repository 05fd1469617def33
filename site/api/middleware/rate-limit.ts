/**
 * A per-client rate limit before the handler: one token of `limiter` per request, whatever its body
 * (junk must not hammer the server for free), else 429 with Retry-After. Clients are told apart by
 * site/api/client-key.ts.
 */
import { createMiddleware } from 'hono/factory';
import { ClientError } from '../client-error';
import { clientKey } from '../client-key';
import type { RateLimiter } from '../rate-limiter';

export function rateLimit(limiter: RateLimiter, trustProxy: number) {
  return createMiddleware(async (c, next) => {
    const decision = limiter.take(clientKey(c, trustProxy));
    if (!decision.allowed) {
      throw new ClientError(429, 'Too many requests; try again in a moment', undefined, {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    }
    await next();
  });
}

/**
 * Refuses a request from a browser page of an origin that may not make it (403). CORS only stops a
 * browser reading the answer; a disallowed origin must not create a lead at all. A request without an
 * Origin does not come from a browser page, so it passes.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ClientError } from '../client-error';

export function originCheck(allowed: (origin: string, c: Context) => boolean, refusal: string) {
  return createMiddleware(async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin && !allowed(origin, c)) throw new ClientError(403, refusal);
    await next();
  });
}

/**
 * CORS for partner pages, by hand: preflights answered here, and the answer's headers set after the
 * handler. Hono's cors() sets them before, which makes Hono rebuild every answer around a stream and
 * costs a third of the lookups' throughput (npm run bench, docs/performance.md).
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

/** Whether a page of `origin` may read this request's answer. */
export type OriginAllowed = (origin: string, c: Context) => boolean;

export function apiCors(allowed: OriginAllowed) {
  return createMiddleware(async (c, next) => {
    const origin = c.req.header('Origin');
    const readable = origin !== undefined && allowed(origin, c);
    if (c.req.method === 'OPTIONS') {
      const headers = new Headers({ Vary: 'Origin, Access-Control-Request-Headers' });
      if (readable) {
        headers.set('Access-Control-Allow-Origin', origin);
        headers.set('Access-Control-Allow-Methods', 'POST, OPTIONS');
        headers.set('Access-Control-Allow-Headers', 'Content-Type, Accept');
        headers.set('Access-Control-Max-Age', '86400');
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (readable) c.res.headers.set('Access-Control-Allow-Origin', origin);
  });
}

/**
 * Who a request comes from, for rate limiting only (never logged: an IP address is personal data).
 * Behind a proxy the operator runs, TRUST_PROXY takes the first X-Forwarded-For address; otherwise the
 * socket's address, so a client cannot dodge the limit by sending its own header.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export function clientKey(c: Context, trustProxy: number): string {
  if (trustProxy > 0) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
}

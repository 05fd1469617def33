/**
 * What every form post of the site's own pages passes before it is read, as middleware in this order: it
 * comes from the site's own pages (hono/csrf), its client has not posted too often, and it is small
 * (hono/bodyLimit, which stops reading a chunked body at the cap rather than after it). Each refusal is the
 * page the caller renders for it, never a 500: the booking pages and the site's quote form each say it in
 * their own words.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { clientKey } from './client-key';
import type { RateLimiter } from './rate-limiter';

/** Larger than any honest form of the site (an order's notes are 500 characters each). */
const MAX_FORM_BYTES = 32 * 1024;

export type FormRefusal = { kind: 'foreign' } | { kind: 'too-many'; retryAfterSeconds: number } | { kind: 'too-large' };

export interface FormGuardOptions {
  /** The site's public origin (PUBLIC_URL's); the request's own when unset. */
  publicUrl?: string;
  trustProxy: number;
  limiter: RateLimiter;
  /** The answer to a refused post: 403, 429 (with its Retry-After) or 413. */
  refuse(refusal: FormRefusal, c: Context): Response;
}

function ownOrigin(publicUrl: string | undefined, request: Request): string | undefined {
  try {
    return new URL(publicUrl ?? request.url).origin;
  } catch {
    return undefined;
  }
}

/** The guards of a form post, to put before its handler: `app.post(path, ...formGuards(o), handler)`. */
export function formGuards(options: FormGuardOptions): [MiddlewareHandler, MiddlewareHandler, MiddlewareHandler] {
  // A post from a page of this site: its Origin is the public origin, or Sec-Fetch-Site, which no page can
  // set, says same-origin. The booking pages' no-referrer policy makes browsers post their own forms with
  // "Origin: null", so the second is what lets them through; a post with neither is another site's or a
  // script's.
  const sameSite = csrf({
    origin: (origin, c) => origin !== 'null' && origin === ownOrigin(options.publicUrl, c.req.raw),
    secFetchSite: 'same-origin',
  });
  const fromOwnPages: MiddlewareHandler = async (c, next) => {
    try {
      // The check alone: csrf throws its 403 before calling what it is given, and the caller's page replaces it.
      await sameSite(c, async () => {});
    } catch (error) {
      if (error instanceof HTTPException && error.status === 403) return options.refuse({ kind: 'foreign' }, c);
      throw error;
    }
    await next();
  };
  const notTooOften: MiddlewareHandler = async (c, next) => {
    const decision = options.limiter.take(clientKey(c, options.trustProxy));
    if (!decision.allowed) {
      return options.refuse({ kind: 'too-many', retryAfterSeconds: decision.retryAfterSeconds }, c);
    }
    await next();
  };
  const small = bodyLimit({ maxSize: MAX_FORM_BYTES, onError: (c) => options.refuse({ kind: 'too-large' }, c) });
  return [fromOwnPages, notTooOften, small];
}

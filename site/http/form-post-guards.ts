/**
 * What every form post of the site's own pages passes before it is read, as middleware in this order: it
 * comes from the site's own pages, its client has not posted too often, and it is small
 * (hono/bodyLimit, which stops reading a chunked body at the cap rather than after it). Each refusal is the
 * page the caller renders for it, never a 500: the booking pages and the site's quote form each say it in
 * their own words.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { clientKey } from './client-key';
import { isFormContentType, mediaType } from './form-content-type';
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

/**
 * Whether a page of another site could have made this post without the browser asking first (a CORS
 * "simple" request): a form in any of its encodings, a post without a type (sent as text/plain), a link's
 * ping (text/ping). Read as the handlers read a form (form-content-type.ts), so whatever a handler takes
 * for a form is checked here; any other type needs a preflight the site never allows.
 */
function crossSiteSendable(contentType: string | undefined): boolean {
  const type = mediaType(contentType);
  return type === '' || type === 'text/ping' || isFormContentType(contentType);
}

/** The guards of a form post, to put before its handler: `app.post(path, ...formGuards(o), handler)`. */
export function formGuards(options: FormGuardOptions): [MiddlewareHandler, MiddlewareHandler, MiddlewareHandler] {
  // A post from a page of this site: its Origin is the public origin, or Sec-Fetch-Site, which no page can
  // set, says same-origin. The booking pages' no-referrer policy makes browsers post their own forms with
  // "Origin: null", so the second is what lets them through; a post with neither is another site's or a
  // script's.
  const fromOwnPages: MiddlewareHandler = async (c, next) => {
    const origin = c.req.header('Origin');
    const ownPage =
      !crossSiteSendable(c.req.header('Content-Type')) ||
      c.req.header('Sec-Fetch-Site') === 'same-origin' ||
      (origin !== undefined && origin !== 'null' && origin === ownOrigin(options.publicUrl, c.req.raw));
    if (!ownPage) return options.refuse({ kind: 'foreign' }, c);
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

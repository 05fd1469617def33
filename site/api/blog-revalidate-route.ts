/**
 * `POST /api/blog/revalidate`: WordPress's publish hook (docs/wordpress/README.md) tells the site a post
 * changed, so the blog reads WordPress on the next request instead of serving its five-minute copy.
 * The caller proves itself with the shared secret in a header; the body names the post (`{"slug": …}`)
 * or nothing (`{}`: the lists). An app to mount at BLOG_REVALIDATE_PATH, only when both a CMS and a secret
 * are configured, so without them the path is the API's ordinary JSON 404.
 *
 * Guessing is held back per client (site/http/client-key.ts): REVALIDATE_FAILURE_LIMIT wrong or missing
 * secrets, each logged without what was sent, then `429` with Retry-After for every call, the right secret
 * included, until the budget refills. A call with the right secret spends nothing.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import { MINUTE_MS } from '../../shared/time';
import { ClientError, jsonResponse } from '../http/client-error';
import { clientKey } from '../http/client-key';
import { nodeRequest } from '../http/node-request';
import type { RateLimit } from '../http/rate-limiter';
import { createRateLimiter } from '../http/rate-limiter';
import { MAX_BODY_BYTES, readJson } from '../http/read-json';
import type { Logger } from '../log/logger';

export const BLOG_REVALIDATE_PATH = '/api/blog/revalidate';
export const REVALIDATE_SECRET_HEADER = 'X-ShipQuote-Revalidate-Secret';

export interface BlogRevalidateDeps {
  /** BLOG_REVALIDATE_SECRET. Never logged or quoted in an answer. */
  secret: string;
  revalidate(slug?: string): void;
  log?: Logger;
  /** The failure limit's clock, in epoch milliseconds; tests move it. Default Date.now. */
  now?: () => number;
}

/**
 * Five failures at once, then one more every 12 s: a guesser gets five tries a minute, while WordPress,
 * which sends the right secret, is never counted, and an operator who mistypes it a few times while
 * setting up waits seconds, not minutes.
 */
export const REVALIDATE_FAILURE_LIMIT: RateLimit = { max: 5, windowMs: MINUTE_MS };

/** A WordPress slug: letters, digits, dashes, underscores, or percent-encoded UTF-8. */
const RevalidateBody = v.object({
  slug: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9_%-]{1,200}$/i, 'must be a post slug'))),
});

/**
 * Compares digests rather than the strings: timingSafeEqual needs equal lengths, and comparing the
 * lengths first would tell an attacker how long the secret is.
 */
function secretMatches(given: string | undefined, secret: string): boolean {
  if (given === undefined) return false;
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/** `trustProxy` tells clients apart as the API's other limits do (TRUST_PROXY). */
export function blogRevalidateRoute(deps: BlogRevalidateDeps, trustProxy: number): Hono {
  const app = new Hono();
  const failures = createRateLimiter(REVALIDATE_FAILURE_LIMIT, deps.now);
  app.post('/', async (c) => {
    const client = clientKey(c, trustProxy);
    const standing = failures.peek(client);
    if (!standing.allowed) {
      // Not even the right secret is checked: a guesser refused only for wrong ones would go on at full
      // speed and learn the secret from the one answer that is not a 429.
      throw new ClientError(429, 'Too many wrong secrets; try again later', undefined, {
        'Retry-After': String(standing.retryAfterSeconds),
      });
    }
    const given = c.req.header(REVALIDATE_SECRET_HEADER);
    if (!secretMatches(given, deps.secret)) {
      const { remaining } = failures.take(client);
      // Neither the guess nor the client's address: a log is no place for either.
      deps.log?.warn('[blog] refused a revalidate call', {
        reason: given ? 'wrong secret' : 'no secret',
        tries_left: remaining,
      });
      throw new ClientError(401, `Send the blog revalidate secret in the ${REVALIDATE_SECRET_HEADER} header`);
    }
    const body = v.safeParse(RevalidateBody, await readJson(c.req.raw, MAX_BODY_BYTES, nodeRequest(c)));
    if (!body.success) {
      throw new ClientError(400, 'Some answers need attention', [
        { path: 'slug', message: 'The slug must be a post slug, or left out for the lists' },
      ]);
    }
    const { slug } = body.output;
    deps.revalidate(slug);
    deps.log?.info(slug ? `[blog] revalidated the post ${slug}` : '[blog] revalidated the lists');
    return jsonResponse({ revalidated: slug ? { slug } : 'lists' });
  });
  app.all('/', () => {
    throw new ClientError(405, 'Use POST with a JSON body', undefined, { Allow: 'POST' });
  });
  return app;
}

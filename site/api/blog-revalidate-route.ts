/**
 * `POST /api/blog/revalidate`: WordPress's publish hook (docs/wordpress/README.md) tells the site a post
 * changed, so the blog reads WordPress on the next request instead of serving its five-minute copy.
 * The caller proves itself with the shared secret in a header; the body names the post (`{"slug": …}`)
 * or nothing (`{}`: the lists). An app to mount at BLOG_REVALIDATE_PATH, only when both a CMS and a secret
 * are configured, so without them the path is the API's ordinary JSON 404.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import { ClientError, jsonResponse } from './client-error';
import { readJson } from './read-json';

export const BLOG_REVALIDATE_PATH = '/api/blog/revalidate';
export const REVALIDATE_SECRET_HEADER = 'X-ShipQuote-Revalidate-Secret';

export interface BlogRevalidateDeps {
  /** BLOG_REVALIDATE_SECRET. Never logged or quoted in an answer. */
  secret: string;
  revalidate(slug?: string): void;
  log?: (line: string) => void;
}

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

export function blogRevalidateRoute(deps: BlogRevalidateDeps): Hono {
  const app = new Hono();
  app.post('/', async (c) => {
    if (!secretMatches(c.req.header(REVALIDATE_SECRET_HEADER), deps.secret)) {
      throw new ClientError(401, `Send the blog revalidate secret in the ${REVALIDATE_SECRET_HEADER} header`);
    }
    const body = v.safeParse(RevalidateBody, await readJson(c.req.raw));
    if (!body.success) {
      throw new ClientError(400, 'Some answers need attention', [
        { path: 'slug', message: 'The slug must be a post slug, or left out for the lists' },
      ]);
    }
    const { slug } = body.output;
    deps.revalidate(slug);
    deps.log?.(slug ? `[blog] revalidated the post ${slug}` : '[blog] revalidated the lists');
    return jsonResponse({ revalidated: slug ? { slug } : 'lists' });
  });
  app.all('/', () => {
    throw new ClientError(405, 'Use POST with a JSON body', undefined, { Allow: 'POST' });
  });
  return app;
}

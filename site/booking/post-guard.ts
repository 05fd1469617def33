/**
 * The checks every booking form post passes before it is read: it comes from the site's own pages, it is
 * small, and its client has not posted too often. Each refusal is a plain page, never a 500.
 */
import type { Context } from 'hono';
import { clientKey } from '../http/client-key';
import type { RateLimiter } from '../http/rate-limiter';
import { renderOrderProblemPage } from './OrderPages';
import { orderPageCopy as t } from './order-page-copy';

/** Larger than any honest order form (its notes are 500 characters each). */
export const MAX_FORM_BYTES = 32 * 1024;

export interface PostGuardOptions {
  /** The site's public origin (PUBLIC_URL's); the request's own when unset. */
  publicUrl?: string;
  trustProxy: number;
  limiter: RateLimiter;
  headers: Record<string, string>;
}

export type GuardedPost = { ok: true; entries: [string, string][]; client: string } | { ok: false; response: Response };

function ownOrigin(publicUrl: string | undefined, request: Request): string | undefined {
  try {
    return new URL(publicUrl ?? request.url).origin;
  } catch {
    return undefined;
  }
}

/**
 * A post from a page of this site: its Origin is the public origin, or the browser says it is
 * same-origin. A post without Origin is refused: every browser sends one on a form post, so only a
 * script or another site's page lacks it.
 */
export function isOwnOrigin(request: Request, publicUrl: string | undefined): boolean {
  const origin = request.headers.get('Origin');
  if (origin === null) return false;
  if (origin !== 'null' && origin === ownOrigin(publicUrl, request)) return true;
  // Under the booking pages' no-referrer policy a browser posts their own forms with "Origin: null";
  // Sec-Fetch-Site, which no page can set, still says the post came from this origin.
  return request.headers.get('Sec-Fetch-Site') === 'same-origin';
}

export async function guardPost(c: Context, options: PostGuardOptions): Promise<GuardedPost> {
  const refuse = (status: number, title: string, body: string, problems: string[] = [], extra = {}) => ({
    ok: false as const,
    response: new Response(renderOrderProblemPage(title, body, problems), {
      status,
      headers: { ...options.headers, ...extra },
    }),
  });
  const request = c.req.raw;
  if (!isOwnOrigin(request, options.publicUrl)) return refuse(403, t.refusedTitle, t.refusedForeign);
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > MAX_FORM_BYTES) return refuse(413, t.tooLargeTitle, t.tooLarge);
  const client = clientKey(c, options.trustProxy);
  const decision = options.limiter.take(client);
  if (!decision.allowed) {
    return refuse(429, t.tooManyTitle, t.tooMany(decision.retryAfterSeconds), [], {
      'Retry-After': String(decision.retryAfterSeconds),
    });
  }
  const body = await request.arrayBuffer();
  if (body.byteLength > MAX_FORM_BYTES) return refuse(413, t.tooLargeTitle, t.tooLarge);
  const type = request.headers.get('Content-Type') ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    return refuse(400, t.badRequestTitle, t.refusedForeign);
  }
  const entries = [...new URLSearchParams(new TextDecoder().decode(body))];
  if (entries.some(([name, value]) => name.includes('\u0000') || value.includes('\u0000'))) {
    return refuse(400, t.badRequestTitle, t.refusedForeign, ['The form holds a character no form can send.']);
  }
  return { ok: true, entries, client };
}

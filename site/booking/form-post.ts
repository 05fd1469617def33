/**
 * What every booking form post passes before it is read, as middleware in this order: it comes from the
 * site's own pages (hono/csrf), its client has not posted too often, and it is small (hono/bodyLimit, which
 * stops reading a chunked body at the cap rather than after it). Then the route reads it with `formEntries`.
 * Each refusal is a plain page, never a 500.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { clientKey } from '../http/client-key';
import type { RateLimiter } from '../http/rate-limiter';
import { renderOrderProblemPage } from './OrderPages';
import { orderPageCopy as t } from './order-page-copy';

/** Larger than any honest order form (its notes are 500 characters each). */
export const MAX_FORM_BYTES = 32 * 1024;

export interface FormPostOptions {
  /** The site's public origin (PUBLIC_URL's); the request's own when unset. */
  publicUrl?: string;
  trustProxy: number;
  limiter: RateLimiter;
  headers: Record<string, string>;
}

function ownOrigin(publicUrl: string | undefined, request: Request): string | undefined {
  try {
    return new URL(publicUrl ?? request.url).origin;
  } catch {
    return undefined;
  }
}

/** The guards of a form post, to put before its handler: `app.post(path, ...formPostGuards(o), handler)`. */
export function formPostGuards(options: FormPostOptions): [MiddlewareHandler, MiddlewareHandler, MiddlewareHandler] {
  const refuse = (status: number, title: string, body: string, extra: Record<string, string> = {}) =>
    new Response(renderOrderProblemPage(title, body, []), { status, headers: { ...options.headers, ...extra } });

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
      // The check alone: csrf throws its 403 before calling what it is given, and this page replaces it.
      await sameSite(c, async () => {});
    } catch (error) {
      if (error instanceof HTTPException && error.status === 403) return refuse(403, t.refusedTitle, t.refusedForeign);
      throw error;
    }
    await next();
  };
  const notTooOften: MiddlewareHandler = async (c, next) => {
    const decision = options.limiter.take(clientKey(c, options.trustProxy));
    if (!decision.allowed) {
      const wait = String(decision.retryAfterSeconds);
      return refuse(429, t.tooManyTitle, t.tooMany(decision.retryAfterSeconds), { 'Retry-After': wait });
    }
    await next();
  };
  const small = bodyLimit({ maxSize: MAX_FORM_BYTES, onError: () => refuse(413, t.tooLargeTitle, t.tooLarge) });
  return [fromOwnPages, notTooOften, small];
}

export type FormPost = { ok: true; entries: [string, string][] } | { ok: false; response: Response };

/** The posted form's name/value pairs, once the guards have passed; only a urlencoded form is read. */
export async function formEntries(c: Context, headers: Record<string, string>): Promise<FormPost> {
  const refuse = (problems: string[] = []) => ({
    ok: false as const,
    response: new Response(renderOrderProblemPage(t.badRequestTitle, t.refusedForeign, problems), {
      status: 400,
      headers,
    }),
  });
  const type = c.req.header('Content-Type') ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return refuse();
  const entries = [...new URLSearchParams(await c.req.text())];
  if (entries.some(([name, value]) => name.includes('\u0000') || value.includes('\u0000'))) {
    return refuse(['The form holds a character no form can send.']);
  }
  return { ok: true, entries };
}

/**
 * What every booking form post passes before it is read (site/http/form-post-guards.ts: its own pages only,
 * not too often, small), each refusal a booking problem page, never a 500. Then the route reads it with
 * `formEntries`.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { isUrlencodedForm } from '../../http/form-content-type';
import { formGuards } from '../../http/form-post-guards';
import type { RateLimiter } from '../../http/rate-limiter';
import { orderPageCopy as t } from '../order-page-copy';
import { renderOrderProblemPage } from '../pages/OrderPages';

export interface FormPostOptions {
  /** The site's public origin (PUBLIC_URL's); the request's own when unset. */
  publicUrl?: string;
  trustProxy: number;
  limiter: RateLimiter;
  headers: Record<string, string>;
}

/** The guards of a form post, to put before its handler: `app.post(path, ...formPostGuards(o), handler)`. */
export function formPostGuards(options: FormPostOptions): [MiddlewareHandler, MiddlewareHandler, MiddlewareHandler] {
  const page = (status: number, title: string, body: string, extra: Record<string, string> = {}) =>
    new Response(renderOrderProblemPage(title, body, []), { status, headers: { ...options.headers, ...extra } });
  return formGuards({
    publicUrl: options.publicUrl,
    trustProxy: options.trustProxy,
    limiter: options.limiter,
    refuse: (refusal) => {
      switch (refusal.kind) {
        case 'foreign':
          return page(403, t.refusedTitle, t.refusedForeign);
        case 'too-many': {
          const wait = refusal.retryAfterSeconds;
          return page(429, t.tooManyTitle, t.tooMany(wait), { 'Retry-After': String(wait) });
        }
        case 'too-large':
          return page(413, t.tooLargeTitle, t.tooLarge);
      }
    },
  });
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
  if (!isUrlencodedForm(c.req.header('Content-Type'))) return refuse();
  const entries = [...new URLSearchParams(await c.req.text())];
  if (entries.some(([name, value]) => name.includes('\u0000') || value.includes('\u0000'))) {
    return refuse(['The form holds a character no form can send.']);
  }
  return { ok: true, entries };
}

/**
 * One request header, read from Node's own parsed headers when the request came through
 * @hono/node-server. Asking its Request for `headers` makes node-server build a full Headers object,
 * checking every header of the request, which cost a lookup more than its search does (npm run bench,
 * docs/performance.md). A request made in-process (the tests' `app.request()`) has no Node request and is
 * read through its Headers.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (incoming === undefined) return c.req.raw.headers.get(name) ?? undefined;
  const value = incoming.headers[name];
  // Node joins a repeated header's values as Headers.get does, except Set-Cookie, which a request never sends.
  return Array.isArray(value) ? value.join(', ') : value;
}

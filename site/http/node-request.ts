/**
 * What a handler reads of its request straight from Node's own request, when the request came through
 * @hono/node-server: asking its Request for `headers` makes node-server build a full Headers object,
 * checking every header of the request, and its `arrayBuffer()` copies the body into a new ArrayBuffer
 * that only a garbage collection frees. Together they cost a lookup more than its search does (npm run
 * bench, docs/performance.md). A request made in-process (the tests' `app.request()`) has no Node request
 * and is read through its Request.
 */
import type { IncomingMessage } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

export function nodeRequest(c: Context): IncomingMessage | undefined {
  return (c.env as Partial<HttpBindings> | undefined)?.incoming;
}

export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = nodeRequest(c);
  if (incoming === undefined) return c.req.raw.headers.get(name) ?? undefined;
  const value = incoming.headers[name];
  // Node joins a repeated header's values as Headers.get does, except Set-Cookie, which a request never sends.
  return Array.isArray(value) ? value.join(', ') : value;
}

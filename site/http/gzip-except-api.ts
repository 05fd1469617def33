/**
 * gzip for text over 1 KB: pages, CSS and scripts shrink to a quarter on a phone's connection. Not for
 * /api/*: its answers are small JSON, and compress() reads each answer's body, which takes every API
 * answer off @hono/node-server's fast path (a third of the lookups' throughput, npm run bench,
 * docs/performance.md). A prefix test rather than hono/combine's except(), which matches a router and
 * composes middleware on every request the lookups make.
 */
import { compress } from 'hono/compress';
import { createMiddleware } from 'hono/factory';
import { isApiPath } from '../api/api-path';

export function gzipExceptApi() {
  const gzip = compress();
  return createMiddleware((c, next) => (isApiPath(c.req.path) ? next() : gzip(c, next)));
}

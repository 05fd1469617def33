/**
 * Times every answer of the app and hands it to the metrics by route template (`/booking/:token`), never
 * by path: a booking link's path is its secret, and paths are whatever a client makes up. A request no
 * route answered (a 404 from a wildcard) is one label, `unmatched`, so the labels stay few however many
 * paths are tried.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';

export const UNMATCHED_ROUTE = 'unmatched';

/** Told once per answered request. */
export type RequestObserver = (method: string, route: string, status: number, seconds: number) => void;

/** Node's parser takes dozens of methods; any beyond these is counted as one. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function methodLabel(method: string): string {
  return METHODS.has(method) ? method : 'OTHER';
}

/**
 * The template of the route that answered: after `next()`, `routeIndex` is that of the last handler that
 * ran. A wildcard that answers 404 is a not-found fallback (the app's, the API's, the files' own), not a page.
 */
function routeOf(c: Context, status: number): string {
  const path = matchedRoutes(c)[c.req.routeIndex]?.path;
  if (path === undefined || (status === 404 && path.endsWith('*'))) return UNMATCHED_ROUTE;
  return path;
}

/** First on the app, so the time covers everything after it (gzip included); it never touches the answer. */
export function requestTiming(observe: RequestObserver): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    observe(methodLabel(c.req.method), routeOf(c, status), status, (performance.now() - started) / 1000);
  };
}

/**
 * One handler timed on its own, under the route it is given: the API's calls are each the only handler
 * their path matches, and a middleware in front of them would cost every lookup a step through Hono's chain.
 */
export function timedHandler(
  observe: RequestObserver,
  route: string,
  handler: (c: Context) => Response | Promise<Response>,
): (c: Context) => Promise<Response> {
  return async (c) => {
    const started = performance.now();
    const response = await handler(c);
    observe(methodLabel(c.req.method), route, response.status, (performance.now() - started) / 1000);
    return response;
  };
}

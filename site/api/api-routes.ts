/**
 * Everything under /api/: CORS for partner pages, per-client rate limits, the six
 * calls, and JSON answers for every failure, so a partner's page never gets HTML or a bare 500.
 */
import { type Context, Hono } from 'hono';
import { API_PATHS } from '../../shared/api-types';
import type { RateLimit } from '../config';
import { addBlogRevalidateRoute, type BlogRevalidateDeps } from './blog-revalidate-route';
import { ClientError, clientErrorResponse, serverErrorResponse } from './client-error';
import { clientKey } from './client-key';
import { addLookupRoutes, type LookupService } from './lookup-routes';
import { createRateLimiter } from './rate-limiter';
import { addSubmitRoute, type SubmitDeps } from './submit-route';

export interface ApiOptions {
  lookups: LookupService;
  submit: SubmitDeps;
  /**
   * Origins that may submit from a browser besides the site's own (`submit.publicUrl`); empty allows
   * any (lookups are open to every origin).
   */
  allowedOrigins: readonly string[];
  rateLimits: { lookups: RateLimit; submissions: RateLimit };
  trustProxy: number;
  /** `POST /api/blog/revalidate`, when the blog reads a CMS and BLOG_REVALIDATE_SECRET is set. */
  blogRevalidate?: BlogRevalidateDeps;
}

const SUBMIT = API_PATHS.createOpportunityAndSendToBooking;
const KNOWN_PATHS = new Set<string>(Object.values(API_PATHS));

/**
 * The /api/* calls as their own app: CORS, origin check, rate limits, the calls, a JSON 404/405 for
 * anything else under /api/, and its own error handler: a client's mistake answers its 4xx, anything
 * else is logged (without the body) and answers a JSON 500 that leaks nothing.
 */
export function apiApp(options: ApiOptions, logError: (error: unknown) => void): Hono {
  const app = new Hono();
  app.onError((error) => {
    if (error instanceof ClientError) return clientErrorResponse(error);
    logError(error);
    return serverErrorResponse();
  });
  const { allowedOrigins } = options;
  // The site's own pages are always allowed: browsers send Origin on same-origin POSTs too, so a list
  // of partners alone would refuse quotes from the broker's own home page.
  const submitOriginAllowed = (origin: string, request: Request) =>
    allowedOrigins.length === 0 || allowedOrigins.includes(origin) || origin === ownOrigin(options.submit, request);

  // CORS by hand, with the headers set after the handler: Hono's cors() sets them before, which makes
  // Hono rebuild every answer around a stream and costs a third of the lookups' throughput (bench).
  app.use('/api/*', async (c, next) => {
    const origin = c.req.header('Origin');
    const allowed = origin !== undefined && (c.req.path !== SUBMIT || submitOriginAllowed(origin, c.req.raw));
    if (c.req.method === 'OPTIONS') {
      const headers = new Headers({ Vary: 'Origin, Access-Control-Request-Headers' });
      if (allowed) {
        headers.set('Access-Control-Allow-Origin', origin);
        headers.set('Access-Control-Allow-Methods', 'POST, OPTIONS');
        headers.set('Access-Control-Allow-Headers', 'Content-Type, Accept');
        headers.set('Access-Control-Max-Age', '86400');
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (allowed) c.res.headers.set('Access-Control-Allow-Origin', origin);
  });

  // CORS only stops a browser reading the answer; a disallowed origin must not create a lead at all.
  app.use(SUBMIT, async (c, next) => {
    const origin = c.req.header('Origin');
    if (c.req.method === 'POST' && origin && !submitOriginAllowed(origin, c.req.raw)) {
      throw new ClientError(403, 'Quotes from this site are not accepted');
    }
    await next();
  });

  const lookupLimiter = createRateLimiter(options.rateLimits.lookups);
  const submitLimiter = createRateLimiter(options.rateLimits.submissions);
  app.use('/api/*', async (c: Context, next) => {
    if (c.req.method !== 'POST' || !KNOWN_PATHS.has(c.req.path)) return next();
    const limiter = c.req.path === SUBMIT ? submitLimiter : lookupLimiter;
    const decision = limiter.take(clientKey(c, options.trustProxy));
    if (!decision.allowed) {
      throw new ClientError(429, 'Too many requests; try again in a moment', undefined, {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    }
    await next();
  });

  addLookupRoutes(app, options.lookups);
  addSubmitRoute(app, options.submit);
  if (options.blogRevalidate) addBlogRevalidateRoute(app, options.blogRevalidate);

  app.all('/api/*', (c) => {
    if (KNOWN_PATHS.has(c.req.path)) {
      throw new ClientError(405, 'Use POST with a JSON body', undefined, { Allow: 'POST, OPTIONS' });
    }
    throw new ClientError(404, 'There is no such API call');
  });
  return app;
}

/** The origin of PUBLIC_URL (which may carry a path), or of the address the request came to. */
function ownOrigin(submit: SubmitDeps, request: Request): string | undefined {
  try {
    return new URL(submit.publicUrl(request)).origin;
  } catch {
    return undefined;
  }
}

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

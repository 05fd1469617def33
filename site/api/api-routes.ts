/**
 * Everything under /api/, as an app to mount at API_BASE: CORS for partner pages, the origin check and
 * per-client rate limits (site/api/middleware/), the six calls, the blog's revalidate call (which limits
 * its own failed attempts), and JSON answers for every failure, so a partner's page never gets HTML or a
 * bare 500.
 */
import { Hono } from 'hono';
import { API_PATHS } from '../../shared/api-types';
import type { RateLimit } from '../config';
import { belowApiBase } from './api-path';
import { BLOG_REVALIDATE_PATH, type BlogRevalidateDeps, blogRevalidateRoute } from './blog-revalidate-route';
import { ClientError } from './client-error';
import { refusalOf } from './lead-refusal';
import { type LookupService, lookupRoutes } from './lookup-routes';
import { apiErrorHandler } from './middleware/api-error-handler';
import { apiCors } from './middleware/cors';
import { originCheck } from './middleware/origin-check';
import { rateLimit } from './middleware/rate-limit';
import { createRateLimiter } from './rate-limiter';
import { submitOriginAllowed } from './submit-origins';
import { type SubmitDeps, submitRoute } from './submit-route';

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
const LOOKUPS = [
  API_PATHS.cityZipLookup,
  API_PATHS.cityPortLookup,
  API_PATHS.autocomplete,
  API_PATHS.makeLookup,
  API_PATHS.modelLookup,
].map(belowApiBase);
const KNOWN_PATHS = new Set<string>(Object.values(API_PATHS));

/**
 * The /api/* calls as their own app, with its own error handler (site/api/middleware/api-error-handler.ts)
 * and a JSON 404/405 for anything else under /api/. Middleware is registered before the routes it guards:
 * Hono runs a path's handlers in the order they were added.
 */
export function apiRoutes(options: ApiOptions, logError: (error: unknown) => void): Hono {
  const api = new Hono();
  api.onError(apiErrorHandler(logError));

  const submitAllowed = submitOriginAllowed(options.allowedOrigins, options.submit.publicUrl);
  api.use(
    '*',
    apiCors((origin, c) => c.req.path !== SUBMIT || submitAllowed(origin, c.req.raw)),
  );

  // First on the path, so it sees every refusal, the origin check's and the limit's too.
  const onRefused = options.submit.onRefused;
  if (onRefused) {
    api.post(belowApiBase(SUBMIT), async (c, next) => {
      await next();
      if (c.res.status !== 200) onRefused(refusalOf(c.res.status));
    });
  }
  // The origin check comes before the limit: a refused page spends none of its client's budget.
  api.post(
    belowApiBase(SUBMIT),
    originCheck((origin, c) => submitAllowed(origin, c.req.raw), 'Quotes from this site are not accepted'),
    rateLimit(createRateLimiter(options.rateLimits.submissions), options.trustProxy),
  );
  // The lookup calls share one budget.
  api.on('POST', LOOKUPS, rateLimit(createRateLimiter(options.rateLimits.lookups), options.trustProxy));

  api.route('/', lookupRoutes(options.lookups));
  api.route('/', submitRoute(options.submit));
  if (options.blogRevalidate) {
    api.route(belowApiBase(BLOG_REVALIDATE_PATH), blogRevalidateRoute(options.blogRevalidate, options.trustProxy));
  }

  api.all('*', (c) => {
    if (KNOWN_PATHS.has(c.req.path)) {
      throw new ClientError(405, 'Use POST with a JSON body', undefined, { Allow: 'POST, OPTIONS' });
    }
    throw new ClientError(404, 'There is no such API call');
  });
  return api;
}

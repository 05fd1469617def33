/**
 * Everything under /api/: the six calls, each one handler (site/http/api-call.ts) with CORS for partner
 * pages, the origin check and per-client rate limits (site/http/middleware/), preflights, the blog's
 * revalidate call (which limits its own failed attempts), the dispatch systems' signed order events, and JSON answers for every failure, so a
 * partner's page never gets HTML or a bare 500. Every answer carries the site's security headers, built
 * in rather than added afterwards.
 */
import { type Context, Hono } from 'hono';
import { API_PATHS } from '../../shared/api-types';
import { type ApiCall, apiCalls } from '../http/api-call';
import { API_BASE, belowApiBase } from '../http/api-path';
import { ClientError, serverErrorResponse } from '../http/client-error';
import { apiErrorHandler } from '../http/middleware/api-error-handler';
import { type AnswerHeaders, answerHeaders, type HeaderSet, preflightAnswer } from '../http/middleware/cors';
import { rateLimit } from '../http/middleware/rate-limit';
import type { RateLimit } from '../http/rate-limiter';
import { createRateLimiter } from '../http/rate-limiter';
import { type RequestObserver, requestTiming, timedHandler, UNMATCHED_ROUTE } from '../metrics/request-timing';
import { ORDER_EVENTS_PATH, type OrderEventsDeps, orderEventsRoute } from '../order-life/routes/order-events-route';
import {
  STRIPE_WEBHOOK_PATH,
  type StripeWebhookDeps,
  stripeWebhookRoute,
} from '../payments/routes/stripe-webhook-route';
import { refusalOf } from '../quote/lead-refusal';
import { type SubmitDeps, submitCall } from '../quote/routes/submit-route';
import { submitOriginAllowed } from '../quote/submit-origins';
import { BLOG_REVALIDATE_PATH, type BlogRevalidateDeps, blogRevalidateRoute } from './blog-revalidate-route';
import { type LookupService, lookupCalls } from './lookup-routes';

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
  /** `POST /api/orders/events`, when DISPATCH_WEBHOOK_SECRET is set. */
  orderEvents?: OrderEventsDeps;
  /** `POST /api/payments/stripe`, when card payments are on (STRIPE_SECRET_KEY). */
  stripeWebhook?: StripeWebhookDeps;
}

const SUBMIT = API_PATHS.createOpportunityAndSendToBooking;
const KNOWN_PATHS = new Set<string>(Object.values(API_PATHS));

/**
 * The API as an app of its own, its paths under API_BASE: site/app.ts hands it every request there.
 * `security`: the headers every answer of the site carries (site/http/security-headers.ts). `observe`,
 * when metrics are on, is told each answer by its call's path; a path no call has is `unmatched`. Each
 * call is the only handler its path and method match, so Hono runs it without a middleware chain, and
 * what no call matches gets the app's not-found answer (npm run bench, docs/performance.md).
 */
export function apiRoutes(
  options: ApiOptions,
  logError: (error: unknown) => void,
  security: HeaderSet,
  observe?: RequestObserver,
): Hono {
  const headers = answerHeaders(security);
  const apiCall = apiCalls(headers, logError);
  type Handler = (c: Context) => Response | Promise<Response>;
  const timed = <T extends Handler>(route: string, handler: T): T | ApiCall =>
    observe ? timedHandler(observe, route, handler) : handler;
  const submitAllowed = submitOriginAllowed(options.allowedOrigins, options.submit.publicUrl);
  /** Any page may read the answers, except a submission's with ALLOWED_ORIGINS set. */
  const readable = (origin: string, c: Context) => c.req.path !== SUBMIT || submitAllowed(origin, c.req.raw);

  const calls = new Hono().basePath(API_BASE);
  calls.options('*', timed(`${API_BASE}/*`, preflightAnswer(headers, readable)));

  // The lookup calls share one budget.
  const lookupLimit = rateLimit(createRateLimiter(options.rateLimits.lookups), options.trustProxy);
  for (const [path, call] of lookupCalls(options.lookups)) {
    calls.post(belowApiBase(path), timed(path, apiCall(call, { limit: lookupLimit })));
  }
  const onRefused = options.submit.onRefused;
  calls.post(
    belowApiBase(SUBMIT),
    timed(
      SUBMIT,
      apiCall(submitCall(options.submit), {
        origins: {
          allowed: (origin, c) => submitAllowed(origin, c.req.raw),
          refusal: 'Quotes from this site are not accepted',
        },
        limit: rateLimit(createRateLimiter(options.rateLimits.submissions), options.trustProxy),
        // Every refusal counts, the origin check's and the limit's too.
        onAnswer: onRefused && ((status) => status !== 200 && onRefused(refusalOf(status))),
      }),
    ),
  );
  if (options.blogRevalidate) {
    calls.route(
      belowApiBase(BLOG_REVALIDATE_PATH),
      withApiAnswers(blogRevalidateRoute(options.blogRevalidate, options.trustProxy)),
    );
  }

  if (options.orderEvents) {
    calls.route(belowApiBase(ORDER_EVENTS_PATH), withApiAnswers(orderEventsRoute(options.orderEvents)));
  }
  if (options.stripeWebhook) {
    calls.route(belowApiBase(STRIPE_WEBHOOK_PATH), withApiAnswers(stripeWebhookRoute(options.stripeWebhook)));
  }

  /** The revalidate hook is an app of its own: its answers get the API's error answers and headers around it. */
  function withApiAnswers(app: Hono): Hono {
    const wrapped = new Hono();
    if (observe) wrapped.use('*', requestTiming(observe));
    wrapped.onError(apiErrorHandler(logError));
    // A webhook called a few times a day: setting the headers on its finished answer costs nothing that matters.
    wrapped.use('*', async (c, next) => {
      await next();
      addMissing(c.res.headers, headers, c.req.header('Origin'));
    });
    return wrapped.route('/', app);
  }

  // Any other path or method under API_BASE: a JSON 404, or 405 for a call's path with another method.
  calls.notFound(
    timed(
      UNMATCHED_ROUTE,
      apiCall(
        (_request, _headers, c) => {
          if (KNOWN_PATHS.has(c.req.path)) {
            throw new ClientError(405, 'Use POST with a JSON body', undefined, { Allow: 'POST, OPTIONS' });
          }
          throw new ClientError(404, 'There is no such API call');
        },
        { origins: { allowed: readable } },
      ),
    ),
  );
  // The calls answer their own errors; this is a last resort that still answers JSON.
  calls.onError((error) => {
    logError(error);
    return serverErrorResponse(security);
  });
  return calls;
}

function addMissing(target: Headers, headers: AnswerHeaders, origin: string | undefined): void {
  for (const [name, value] of Object.entries(headers.answer(origin))) {
    if (!target.has(name)) target.set(name, value);
  }
}

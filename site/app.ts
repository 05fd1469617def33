/**
 * The HTTP app: the /api/* calls, the booking pages, the built widget, the example partner pages (with
 * the mock API's service worker), the broker's site and the health probes, with the security headers on
 * every answer and gzip on the pages.
 * Plain Request/Response handlers, so tests call `createApp(...).request(path)`; site/composition-root.ts
 * gives it the domain services it serves.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { getPath } from 'hono/utils/url';
import { type ApiOptions, apiRoutes } from './api/api-routes';
import { BOOKING_PATH, type BookingOptions, bookingRoutes } from './booking-link/booking-link-routes';
import { API_BASE } from './http/api-path';
import { NO_STORE } from './http/cache-control';
import { type HealthOptions, healthRoutes } from './http/health-routes';
import { securityHeaderSet, securityHeaders } from './http/security-headers';
import { closeAfterUnreadBody } from './http/unread-body';
import { guardedMetricsHandler, METRICS_PATH, type MetricsSource } from './metrics/metrics-routes';
import { type RequestObserver, requestTiming } from './metrics/request-timing';
import { DEV_MAIL_PATH, type DevMailOptions, devMailRoutes } from './web/dev-mail-routes';
import { fileNotFound, filesApp } from './web/files-app';
import { serverErrorPage } from './web/plain-pages';
import { type SiteOptions, siteApp } from './web/site-routes';

export interface AppOptions {
  /** Build output: `widget/` (the widget and its chunks) and `examples/mock-api.js`. Default `<repo>/dist`. */
  distDir?: string;
  /** The example pages. Default `<repo>/examples`. */
  examplesDir?: string;
  /** msw's service worker script. Default `<repo>/node_modules/msw/lib/mockServiceWorker.js`. */
  serviceWorkerFile?: string;
  /** Serve the example pages, their mock API and its service worker (SERVE_EXAMPLES). Default true. */
  serveExamples?: boolean;
  /** PUBLIC_URL: an https one turns on Strict-Transport-Security. */
  publicUrl?: string;
  /** `/readyz`'s check; `/healthz` is always there. */
  health?: HealthOptions;
  /** The /api/* calls. Left out, the app serves only files (tests of the static routes). */
  api?: ApiOptions;
  /** The booking pages /booking/:token. */
  booking?: BookingOptions;
  /** /dev/mail, the email written as files in development; never there in production. */
  devMail?: DevMailOptions;
  /** The broker's site. Left out, `/` leads to the examples. */
  site?: SiteOptions;
  /** Where unexpected errors are reported; never given personal data. */
  logError?: (error: unknown) => void;
  /** The metrics (site/metrics/): every answer timed by its route, and /metrics for the bearer of `token`. */
  metrics?: AppMetrics;
}

export interface AppMetrics {
  observeRequest: RequestObserver;
  source: MetricsSource;
  /** METRICS_TOKEN; without it /metrics is not served here (METRICS_PORT may serve it). */
  token?: string;
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Two apps: the API, which answers every request under API_BASE, and the pages, which answer the rest.
 * A request under API_BASE goes straight to the API's own app, so it never meets the pages' routes or
 * middleware (timing, gzip and the security headers, which the API's small JSON answers carry from the
 * start): a lookup runs nothing but its call (docs/performance.md).
 */
export function createApp(options: AppOptions = {}) {
  const logError = options.logError ?? ((error: unknown) => console.error(error));
  const app = new Hono();
  const pages = pagesApp(options, logError);
  app.route('/', pages.app);
  // Whatever no route answered (the pages' middleware still wraps it), and errors outside the sub-apps.
  app.notFound(pages.notFound);
  app.onError(pages.onError);
  if (options.api) {
    const security = securityHeaderSet({ publicUrl: options.publicUrl });
    const api = apiRoutes(options.api, logError, security, options.metrics?.observeRequest);
    const pagesFetch = app.fetch;
    // The path as Hono's router reads it (percent-decoded), so the two apps agree on where it belongs.
    // `app.request()` (the tests') goes through `fetch` too, so both meet the same two apps.
    app.fetch = (request, env, executionCtx) =>
      isApiPath(getPath(request)) ? api.fetch(request, env, executionCtx) : pagesFetch(request, env, executionCtx);
  }
  // Around both apps, so every answer of either, refusals and errors included, is marked.
  app.fetch = closeAfterUnreadBody(app.fetch);
  return app;
}

/** Whether `path` is API_BASE or below it (not merely a path that starts with the same letters). */
function isApiPath(path: string): boolean {
  return path.startsWith(API_BASE) && (path.length === API_BASE.length || path[API_BASE.length] === '/');
}

/**
 * The parts are sub-apps, each with its own answers to what it does not have and to its errors: the files'
 * plain page, the site's pages. The site comes last: its paths are the most general, and its 404 and 500
 * pages answer for the whole app.
 */
function pagesApp(options: AppOptions, logError: (error: unknown) => void) {
  const app = new Hono();
  // First, so the time covers everything after it (gzip included). The API's calls time themselves.
  if (options.metrics) app.use('*', requestTiming(options.metrics.observeRequest));
  app.use('*', compress());
  app.use('*', securityHeaders({ publicUrl: options.publicUrl }));
  const examples = options.serveExamples ?? true;

  if (options.metrics?.token)
    app.get(METRICS_PATH, guardedMetricsHandler(options.metrics.source, options.metrics.token));
  app.route('/', healthRoutes(options.health));
  if (options.booking) app.route(BOOKING_PATH, bookingRoutes(options.booking));
  const devMail = options.devMail && devMailRoutes(options.devMail);
  if (devMail) app.route(DEV_MAIL_PATH, devMail);
  app.route(
    '/',
    filesApp({
      distDir: options.distDir ?? join(repoRoot, 'dist'),
      examplesDir: options.examplesDir ?? join(repoRoot, 'examples'),
      serviceWorkerFile: options.serviceWorkerFile ?? join(repoRoot, 'node_modules/msw/lib/mockServiceWorker.js'),
      examples,
    }),
  );
  const site = options.site && siteApp(options.site, logError);
  if (site) app.route('/', site.app);
  else if (examples) app.get('/', (c) => c.redirect('/examples/', 302));

  // Whatever no part answered: the site's 404 page when there is a site, else the files' plain one.
  const notFound = (c: Context) => (site ? site.renderNotFound(c) : fileNotFound(c, examples));
  // Errors outside the parts' own handlers. Only the error's name, message and stack are logged: request
  // bodies (names, emails, phones) never are.
  const onError = (error: Error, c: Context) => {
    logError(error);
    if (site) return site.renderError(c);
    return new Response(serverErrorPage(), {
      status: 500,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': NO_STORE },
    });
  };
  app.onError(onError);
  return { app, notFound, onError };
}

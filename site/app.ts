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
import { type ApiOptions, apiRoutes } from './api/api-routes';
import { BOOKING_PATH, type BookingOptions, bookingRoutes } from './booking/booking-routes';
import { API_BASE, isApiPath } from './http/api-path';
import { NO_STORE } from './http/cache-control';
import { serverErrorResponse } from './http/client-error';
import { type HealthOptions, healthRoutes } from './http/health-routes';
import { securityHeaderSet, securityHeaders } from './http/security-headers';
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
 * The API's calls are routes of the app itself, each the one handler its path matches, so a lookup runs
 * nothing else (site/http/api-call.ts). Every other path goes to the pages' app: the health probes, booking
 * pages, files and the site, behind gzip and the security headers, which would only slow the API down:
 * its answers are small JSON that carries the security headers from the start (docs/performance.md).
 */
export function createApp(options: AppOptions = {}) {
  const logError = options.logError ?? ((error: unknown) => console.error(error));
  const pages = pagesApp(options, logError);
  const app = new Hono();
  const security = securityHeaderSet({ publicUrl: options.publicUrl });
  const api = options.api && apiRoutes(options.api, logError, security, options.metrics?.observeRequest);
  if (api) app.route(API_BASE, api.calls);
  app.notFound((c) => (api && isApiPath(c.req.path) ? api.unknownCall(c) : pages.app.fetch(c.req.raw, c.env)));
  app.onError((error, c) => {
    // The calls answer their own errors; this is a last resort that still answers JSON under /api/.
    if (api && isApiPath(c.req.path)) {
      logError(error);
      return serverErrorResponse(security);
    }
    return pages.renderError(error, c);
  });
  return app;
}

/**
 * The parts are sub-apps, each with its own not-found and error answers: the files' plain page, the
 * site's pages. The site comes last: its paths are the most general.
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

  // Whatever no part answered, and errors outside the parts' own handlers: the site's pages when there
  // is a site.
  app.notFound((c) => (site ? site.renderNotFound(c) : fileNotFound(c, examples)));
  const renderError = (error: Error, c: Context) => {
    // Only the error's name, message and stack are logged: request bodies (names, emails, phones) never are.
    logError(error);
    if (site) return site.renderError(c);
    return new Response(serverErrorPage(), {
      status: 500,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': NO_STORE },
    });
  };
  app.onError(renderError);
  return { app, renderError };
}

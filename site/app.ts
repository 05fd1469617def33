/**
 * The HTTP app: the /api/* calls, the booking pages, the built widget, the example partner pages (with
 * the mock API's service worker), the broker's site and the health probes, with gzip and security
 * headers around them.
 * Plain Request/Response handlers, so tests call `createApp(...).request(path)`; site/composition-root.ts
 * gives it the domain services it serves.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { API_BASE } from './api/api-path';
import { type ApiOptions, apiRoutes } from './api/api-routes';
import { BOOKING_PATH, type BookingOptions, bookingRoutes } from './booking/booking-routes';
import { NO_STORE } from './http/cache-control';
import { fileNotFound, filesApp } from './http/files-app';
import { gzipExceptApi } from './http/gzip-except-api';
import { type HealthOptions, healthRoutes } from './http/health-routes';
import { securityHeaders } from './http/security-headers';
import { guardedMetricsHandler, METRICS_PATH, type MetricsSource } from './metrics/metrics-routes';
import { type RequestObserver, requestTiming } from './metrics/request-timing';
import { DEV_MAIL_PATH, type DevMailOptions, devMailRoutes } from './web/dev-mail-routes';
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
 * The parts are sub-apps, each with its own not-found and error answers: the API's JSON, the files'
 * plain page, the site's pages. The site comes last: its paths are the most general.
 */
export function createApp(options: AppOptions = {}) {
  const logError = options.logError ?? ((error: unknown) => console.error(error));
  const app = new Hono();
  if (options.metrics) app.use('*', requestTiming(options.metrics.observeRequest));
  app.use('*', gzipExceptApi());
  app.use('*', securityHeaders({ publicUrl: options.publicUrl }));
  const examples = options.serveExamples ?? true;

  if (options.metrics?.token)
    app.get(METRICS_PATH, guardedMetricsHandler(options.metrics.source, options.metrics.token));
  app.route('/', healthRoutes(options.health));
  if (options.api) app.route(API_BASE, apiRoutes(options.api, logError));
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
  app.onError((error, c) => {
    // Only the error's name, message and stack are logged: request bodies (names, emails, phones) never are.
    logError(error);
    if (site) return site.renderError(c);
    return new Response(serverErrorPage(), {
      status: 500,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': NO_STORE },
    });
  });

  return app;
}

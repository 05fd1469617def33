/**
 * The HTTP app: the /api/* calls, the booking pages, the built widget, the example partner pages (with
 * the mock API's service worker) and the broker's site, with gzip and security headers around them.
 * Plain Request/Response handlers, so tests call `createApp(...).request(path)`; site/composition-root.ts
 * gives it the domain services it serves.
 */
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { type ApiOptions, addApiRoutes, isApiPath } from './api/api-routes';
import { ClientError, clientErrorResponse, serverErrorResponse } from './api/client-error';
import { addBookingRoutes, type BookingOptions } from './booking/booking-routes';
import { IMMUTABLE_CACHE, LOADER_CACHE, NO_STORE, REVALIDATE_CACHE } from './cache-control';
import { fileNotFoundPage } from './file-not-found-page';
import { securityHeaders } from './security-headers';
import { CONTENT_TYPES, fileResponse, findStaticFile, isHashedFileName } from './static-files';
import { addSiteRoutes, type SiteOptions } from './web/site-routes';

export interface AppOptions {
  /** Build output: `widget/` (the widget and its chunks) and `examples/mock-api.js`. Default `<repo>/dist`. */
  distDir?: string;
  /** The example pages. Default `<repo>/examples`. */
  examplesDir?: string;
  /** msw's service worker script. Default `<repo>/node_modules/msw/lib/mockServiceWorker.js`. */
  serviceWorkerFile?: string;
  /** The /api/* calls. Left out, the app serves only files (tests of the static routes). */
  api?: ApiOptions;
  /** The booking pages /booking/:token. */
  booking?: BookingOptions;
  /** The broker's site. Left out, `/` leads to the examples. */
  site?: SiteOptions;
  /** Where unexpected errors are reported; never given personal data. */
  logError?: (error: unknown) => void;
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

function widgetCacheControl(pathBelowWidget: string): string {
  const name = pathBelowWidget.split('/').at(-1) ?? '';
  return pathBelowWidget.startsWith('chunks/') && isHashedFileName(name) ? IMMUTABLE_CACHE : LOADER_CACHE;
}

/** The URL path below a mount point, still percent-encoded (decoding is static-files' job, done once). */
function pathBelow(request: Request, mount: string): string {
  return new URL(request.url).pathname.slice(mount.length);
}

const htmlPage = (html: string, status: number) =>
  new Response(html, { status, headers: { 'Content-Type': CONTENT_TYPES['.html']!, 'Cache-Control': NO_STORE } });

const SERVER_ERROR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Server error – ShipQuote</title></head><body><main><h1>Something went wrong</h1><p>The server could not answer. Try again in a moment.</p></main></body></html>';

const isBuildOutput = (path: string) => path.startsWith('/widget/') || path === '/examples/mock-api.js';

export function createApp(options: AppOptions = {}) {
  const distDir = options.distDir ?? join(repoRoot, 'dist');
  const examplesDir = options.examplesDir ?? join(repoRoot, 'examples');
  const serviceWorkerFile = options.serviceWorkerFile ?? join(repoRoot, 'node_modules/msw/lib/mockServiceWorker.js');
  const widgetDir = join(distDir, 'widget');
  // Hand-written pages first, then what the build writes for them (mock-api.js).
  const exampleRoots = [examplesDir, join(distDir, 'examples')];

  const app = new Hono();
  // gzip for text over 1 KB: pages, CSS and scripts shrink to a quarter on a phone's connection. Not for
  // /api/*: its answers are small JSON, and compress() reads each answer's body, which takes every API
  // answer off @hono/node-server's fast path (a third of the lookups' throughput, npm run bench).
  const gzip = compress();
  app.use('*', (c, next) => (isApiPath(c.req.path) ? next() : gzip(c, next)));
  app.use('*', securityHeaders());

  if (!options.site) app.get('/', (c) => c.redirect('/examples/', 302));
  app.get('/examples', (c) => c.redirect('/examples/', 302));

  if (options.api) addApiRoutes(app, options.api);
  if (options.booking) addBookingRoutes(app, options.booking);

  app.get('/widget/*', async (c) => {
    const below = pathBelow(c.req.raw, '/widget/');
    const file = await findStaticFile([widgetDir], below);
    if (!file) return c.notFound();
    // Partners load the widget from their own origins, and its lazy chunks through import(), which is CORS.
    return fileResponse(c.req.raw, file, widgetCacheControl(below), {
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });

  app.get('/examples/*', async (c) => {
    const file = await findStaticFile(exampleRoots, pathBelow(c.req.raw, '/examples/'));
    if (!file) return c.notFound();
    return fileResponse(c.req.raw, file, REVALIDATE_CACHE);
  });

  app.get('/mockServiceWorker.js', async (c) => {
    const file = await findStaticFile([dirname(serviceWorkerFile)], encodeURIComponent(basename(serviceWorkerFile)));
    if (!file) return c.notFound();
    return fileResponse(c.req.raw, file, REVALIDATE_CACHE, { 'Service-Worker-Allowed': '/' });
  });

  // Site pages go last: their paths are the most general.
  const site = options.site ? addSiteRoutes(app, options.site) : undefined;

  app.notFound((c) => {
    if (isApiPath(c.req.path)) return clientErrorResponse(new ClientError(404, 'There is no such API call'));
    const needsBuild = isBuildOutput(c.req.path);
    if (site && !needsBuild && !c.req.path.startsWith('/examples/')) return site.renderNotFound(c);
    return htmlPage(fileNotFoundPage({ needsBuild }), 404);
  });

  const logError = options.logError ?? ((error: unknown) => console.error(error));
  app.onError((error, c) => {
    if (error instanceof ClientError) return clientErrorResponse(error);
    // Only the error's name, message and stack are logged: request bodies (names, emails, phones) never are.
    logError(error);
    if (isApiPath(c.req.path)) return serverErrorResponse();
    return site ? site.renderError(c) : htmlPage(SERVER_ERROR_PAGE, 500);
  });

  return app;
}

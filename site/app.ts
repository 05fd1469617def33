/**
 * The dev/preview web app: the built widget, the example partner pages, and the mock API's service worker.
 * Plain Request/Response handlers, so tests call `createApp(...).request(path)`.
 * The real API and booking routes come with the API server.
 */
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { ApiError, apiErrorResponse, serverErrorResponse } from './api/api-error';
import { type ApiOptions, addApiRoutes, isApiPath } from './api/api-routes';
import { addBookingRoutes, type BookingOptions } from './booking-routes';
import { notFoundPage } from './not-found-page';
import { securityHeaders } from './security-headers';
import { CONTENT_TYPES, contentTypeFor, etagOf, findStaticFile, type StaticFile } from './static-files';
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

/** The loader partners embed keeps its URL, so it is cached briefly: a release reaches every page in minutes. */
export const LOADER_CACHE = 'public, max-age=300';
/** A file whose name carries its content hash never changes. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Dev pages and the mock are re-checked on every load (cheap with the ETag). */
export const REVALIDATE_CACHE = 'no-cache';

/**
 * A content hash in a chunk's name, as rollup writes it: `[name]-[hash].js` with 8+ characters of
 * [0-9A-Za-z_$]. At least one digit, capital, `_` or `$` is required so a plain word ("-calendar.js") is
 * not taken for a hash; a rare all-lower-case hash is then merely cached for 5 minutes.
 */
const HASHED_NAME = /[-.](?=[0-9A-Za-z_$]*[0-9A-Z_$])[0-9A-Za-z_$]{8,}\.(?:m?js|css)(?:\.map)?$/;

export function isHashedFileName(name: string): boolean {
  return HASHED_NAME.test(name);
}

function widgetCacheControl(pathBelowWidget: string): string {
  const name = pathBelowWidget.split('/').at(-1) ?? '';
  return pathBelowWidget.startsWith('chunks/') && isHashedFileName(name) ? IMMUTABLE_CACHE : LOADER_CACHE;
}

/** True when the If-None-Match header names this validator (weak comparison, RFC 9110 §13.1.2). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => bare(tag) === bare(etag));
}

export async function fileResponse(
  request: Request,
  file: StaticFile,
  cacheControl: string,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const etag = etagOf(file);
  const headers = new Headers({
    'Content-Type': contentTypeFor(file.path) ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': new Date(file.mtimeMs).toUTCString(),
    ...extraHeaders,
  });
  if (matchesEtag(request.headers.get('If-None-Match') ?? undefined, etag)) {
    return new Response(null, { status: 304, headers });
  }
  const body = new Uint8Array(await readFile(file.path));
  headers.set('Content-Length', String(body.byteLength));
  return new Response(body, { headers });
}

/** The URL path below a mount point, still percent-encoded (decoding is static-files' job, done once). */
function pathBelow(request: Request, mount: string): string {
  return new URL(request.url).pathname.slice(mount.length);
}

const htmlPage = (html: string, status: number) =>
  new Response(html, { status, headers: { 'Content-Type': CONTENT_TYPES['.html']!, 'Cache-Control': 'no-store' } });

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
    if (isApiPath(c.req.path)) return apiErrorResponse(new ApiError(404, 'There is no such API call'));
    const needsBuild = isBuildOutput(c.req.path);
    if (site && !needsBuild && !c.req.path.startsWith('/examples/')) return site.renderNotFound(c);
    return htmlPage(notFoundPage({ needsBuild }), 404);
  });

  const logError = options.logError ?? ((error: unknown) => console.error(error));
  app.onError((error, c) => {
    if (error instanceof ApiError) return apiErrorResponse(error);
    // Only the error's name, message and stack are logged: request bodies (names, emails, phones) never are.
    logError(error);
    if (isApiPath(c.req.path)) return serverErrorResponse();
    return site ? site.renderError(c) : htmlPage(SERVER_ERROR_PAGE, 500);
  });

  return app;
}

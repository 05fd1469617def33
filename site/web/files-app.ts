/**
 * The files partners and developers load: the built widget and its chunks (with CORS, for other
 * origins), the example partner pages with the mock API's bundle, and msw's service worker. A missing
 * file gets the plain page that says what is here, and how to build it when it is a build output.
 *
 * The examples are for development: a page whose `?mock=on` takes quotes that go nowhere and registers a
 * service worker over the whole origin has no place on a broker's live site, so in production they are
 * off unless SERVE_EXAMPLES says otherwise, and their paths are simply not found.
 */
import { basename, dirname, join } from 'node:path';
import { type Context, Hono } from 'hono';
import { IMMUTABLE_CACHE, LOADER_CACHE, NO_STORE, REVALIDATE_CACHE } from '../http/cache-control';
import { CONTENT_TYPES, fileResponse, findStaticFile, isHashedFileName } from '../http/static-files';
import { fileNotFoundPage, PLAIN_PAGE_STYLESHEET } from './plain-pages';

export interface FilesOptions {
  /** Build output: `widget/` (the widget and its chunks) and `examples/mock-api.js`. */
  distDir: string;
  /** The example pages. */
  examplesDir: string;
  /** msw's service worker script. */
  serviceWorkerFile: string;
  /** Serve the example pages, the mock API's bundle and its service worker. */
  examples: boolean;
}

function widgetCacheControl(pathBelowWidget: string): string {
  const name = pathBelowWidget.split('/').at(-1) ?? '';
  return pathBelowWidget.startsWith('chunks/') && isHashedFileName(name) ? IMMUTABLE_CACHE : LOADER_CACHE;
}

/** The URL path below a mount point, still percent-encoded (decoding is static-files' job, done once). */
function pathBelow(request: Request, mount: string): string {
  return new URL(request.url).pathname.slice(mount.length);
}

const isBuildOutput = (path: string, examples: boolean) =>
  path.startsWith('/widget/') || (examples && path === '/examples/mock-api.js');

/**
 * The plain 404 page, for these files and for any path no other part of the app answers. It points at
 * the examples only where they are served.
 */
export function fileNotFound(c: Context, examples = true): Response {
  return new Response(fileNotFoundPage(isBuildOutput(c.req.path, examples), examples), {
    status: 404,
    headers: { 'Content-Type': CONTENT_TYPES['.html']!, 'Cache-Control': NO_STORE },
  });
}

export function filesApp(options: FilesOptions): Hono {
  const widgetDir = join(options.distDir, 'widget');
  // Hand-written pages first, then what the build writes for them (mock-api.js).
  const exampleRoots = [options.examplesDir, join(options.distDir, 'examples')];
  const app = new Hono();

  const notFound = (c: Context) => fileNotFound(c, options.examples);

  app.get('/widget/*', async (c) => {
    const below = pathBelow(c.req.raw, '/widget/');
    const file = await findStaticFile([widgetDir], below);
    if (!file) return notFound(c);
    // Partners load the widget from their own origins, and its lazy chunks through import(), which is CORS.
    return fileResponse(c.req.raw, file, widgetCacheControl(below), {
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });

  if (!options.examples) {
    // The plain pages still need their stylesheet; it is only CSS, with nothing of the mock in it.
    app.get(PLAIN_PAGE_STYLESHEET, async (c) => {
      const file = await findStaticFile([options.examplesDir], basename(PLAIN_PAGE_STYLESHEET));
      return file ? fileResponse(c.req.raw, file, REVALIDATE_CACHE) : notFound(c);
    });
    return app;
  }

  app.get('/examples', (c) => c.redirect('/examples/', 302));

  app.get('/examples/*', async (c) => {
    const file = await findStaticFile(exampleRoots, pathBelow(c.req.raw, '/examples/'));
    if (!file) return notFound(c);
    return fileResponse(c.req.raw, file, REVALIDATE_CACHE);
  });

  app.get('/mockServiceWorker.js', async (c) => {
    const sw = options.serviceWorkerFile;
    const file = await findStaticFile([dirname(sw)], encodeURIComponent(basename(sw)));
    if (!file) return notFound(c);
    return fileResponse(c.req.raw, file, REVALIDATE_CACHE, { 'Service-Worker-Allowed': '/' });
  });

  return app;
}

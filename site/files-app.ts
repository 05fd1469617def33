/**
 * The files partners and developers load: the built widget and its chunks (with CORS, for other
 * origins), the example partner pages with the mock API's bundle, and msw's service worker. A missing
 * file gets the plain page that says what is here, and how to build it when it is a build output.
 */
import { basename, dirname, join } from 'node:path';
import { type Context, Hono } from 'hono';
import { IMMUTABLE_CACHE, LOADER_CACHE, NO_STORE, REVALIDATE_CACHE } from './cache-control';
import { fileNotFoundPage } from './plain-pages';
import { CONTENT_TYPES, fileResponse, findStaticFile, isHashedFileName } from './static-files';

export interface FilesOptions {
  /** Build output: `widget/` (the widget and its chunks) and `examples/mock-api.js`. */
  distDir: string;
  /** The example pages. */
  examplesDir: string;
  /** msw's service worker script. */
  serviceWorkerFile: string;
}

function widgetCacheControl(pathBelowWidget: string): string {
  const name = pathBelowWidget.split('/').at(-1) ?? '';
  return pathBelowWidget.startsWith('chunks/') && isHashedFileName(name) ? IMMUTABLE_CACHE : LOADER_CACHE;
}

/** The URL path below a mount point, still percent-encoded (decoding is static-files' job, done once). */
function pathBelow(request: Request, mount: string): string {
  return new URL(request.url).pathname.slice(mount.length);
}

const isBuildOutput = (path: string) => path.startsWith('/widget/') || path === '/examples/mock-api.js';

/** The plain 404 page, for these files and for any path no other part of the app answers. */
export function fileNotFound(c: Context): Response {
  return new Response(fileNotFoundPage(isBuildOutput(c.req.path)), {
    status: 404,
    headers: { 'Content-Type': CONTENT_TYPES['.html']!, 'Cache-Control': NO_STORE },
  });
}

export function filesApp(options: FilesOptions): Hono {
  const widgetDir = join(options.distDir, 'widget');
  // Hand-written pages first, then what the build writes for them (mock-api.js).
  const exampleRoots = [options.examplesDir, join(options.distDir, 'examples')];
  const app = new Hono();

  app.get('/examples', (c) => c.redirect('/examples/', 302));

  app.get('/widget/*', async (c) => {
    const below = pathBelow(c.req.raw, '/widget/');
    const file = await findStaticFile([widgetDir], below);
    if (!file) return fileNotFound(c);
    // Partners load the widget from their own origins, and its lazy chunks through import(), which is CORS.
    return fileResponse(c.req.raw, file, widgetCacheControl(below), {
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });

  app.get('/examples/*', async (c) => {
    const file = await findStaticFile(exampleRoots, pathBelow(c.req.raw, '/examples/'));
    if (!file) return fileNotFound(c);
    return fileResponse(c.req.raw, file, REVALIDATE_CACHE);
  });

  app.get('/mockServiceWorker.js', async (c) => {
    const sw = options.serviceWorkerFile;
    const file = await findStaticFile([dirname(sw)], encodeURIComponent(basename(sw)));
    if (!file) return fileNotFound(c);
    return fileResponse(c.req.raw, file, REVALIDATE_CACHE, { 'Service-Worker-Allowed': '/' });
  });

  return app;
}

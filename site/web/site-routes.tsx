/**
 * The broker's site on the same server as the API: every page server-rendered, its static
 * files, /sitemap.xml, /robots.txt, redirects, and helpful 404 and 500 pages.
 */
import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import type { BlogSource } from '../blog/content-source';
import { DAY_CACHE, IMMUTABLE_CACHE, NO_STORE, PAGE_CACHE, REVALIDATE_CACHE } from '../cache-control';
import { serverErrorPage } from '../plain-pages';
import { fileResponse, findStaticFile, isHashedFileName } from '../static-files';
import { documentAssets, type SiteFiles } from './assets';
import { blogCategoryPage, blogIndexPage, blogPostPage } from './pages/blog-pages';
import { errorPage, notFoundPage } from './pages/error-pages';
import { REDIRECTS, sitePages } from './pages/registry';
import { type RenderContext, renderPage } from './render';
import { THEME_INIT_CSP_SOURCE } from './theme-init';

export interface SiteOptions extends SiteFiles {
  /** The blog from a CMS (WP_GRAPHQL_URL); without it, the local articles are ordinary pages. */
  cms?: { source: BlogSource; imageOrigin: string };
  /** PUBLIC_URL: the origin of canonical URLs; else the request's own origin. */
  publicUrl?: string;
  gtmId?: string;
}

/** The tag manager's origins, allowed only when GTM_ID is set. */
const GTM_SOURCES = 'https://www.googletagmanager.com https://www.google-analytics.com';

function cspFor(gtmId: string | undefined, cmsImages: string | undefined): string {
  const gtm = gtmId ? ` ${GTM_SOURCES}` : '';
  const cms = cmsImages ? ` ${cmsImages}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${THEME_INIT_CSP_SOURCE}${gtm}`,
    "style-src 'self'",
    `img-src 'self' data:${gtm}${cms}`,
    "media-src 'self'",
    `connect-src 'self'${gtm}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The site as its own app: its pages, files, sitemap and robots, with its own 500 page for its errors.
 * Its 404 and 500 pages also answer for the whole app (a sub-app's not-found handler is never called,
 * so the app that mounts it uses `renderNotFound` as its own).
 */
export function siteApp(
  options: SiteOptions,
  logError: (error: unknown) => void,
): { app: Hono; renderNotFound(c: Context): Response; renderError(c: Context): Response } {
  const app = new Hono();
  const assets = documentAssets(options);
  const csp = cspFor(options.gtmId, options.cms?.imageOrigin);
  const html = (body: string, status = 200): Response =>
    new Response(body, {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': status === 200 ? PAGE_CACHE : NO_STORE,
        'Content-Security-Policy': csp,
      },
    });
  const context = (c: Context): RenderContext => ({
    origin: options.publicUrl ?? new URL(c.req.url).origin,
    assets,
    gtmId: options.gtmId,
    year: new Date().getUTCFullYear(),
  });

  const renderNotFound = (c: Context) => html(renderPage(context(c), notFoundPage(c.req.path)), 404);
  const renderError = (c: Context) => {
    try {
      return html(renderPage(context(c), errorPage()), 500);
    } catch {
      // The layout itself failed: the plain page still says what to do.
      return html(serverErrorPage(), 500);
    }
  };

  app.get('/assets/:file', async (c) => {
    const file = await findStaticFile([join(options.publicDir, 'assets'), options.buildDir], c.req.param('file'));
    if (!file) return renderNotFound(c);
    // Versioned by ?v= (stylesheet, islands.js) or by a hash in the name (the lazily loaded chunks).
    const versioned = c.req.query('v') !== undefined || isHashedFileName(c.req.param('file'));
    return fileResponse(c.req.raw, file, versioned ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
  });
  app.get('/images/*', async (c) => {
    const file = await findStaticFile([join(options.publicDir, 'images')], c.req.path.slice('/images/'.length));
    return file ? fileResponse(c.req.raw, file, DAY_CACHE) : renderNotFound(c);
  });
  app.get('/media/*', async (c) => {
    const file = await findStaticFile([join(options.publicDir, 'media')], c.req.path.slice('/media/'.length));
    return file ? fileResponse(c.req.raw, file, DAY_CACHE) : renderNotFound(c);
  });
  app.get('/favicon.svg', async (c) => {
    const file = await findStaticFile([options.publicDir], 'favicon.svg');
    return file ? fileResponse(c.req.raw, file, DAY_CACHE) : renderNotFound(c);
  });

  for (const [from, to] of Object.entries(REDIRECTS)) app.get(from, (c) => c.redirect(to, 301));

  // A CMS blog is read per request (its source caches for five minutes and never throws).
  const cms = options.cms?.source;
  if (cms) {
    app.get('/blog', async (c) => {
      const ctx = context(c);
      return html(renderPage(ctx, blogIndexPage(await cms.listPosts(), ctx.origin)));
    });
    app.get('/blog/category/:slug', async (c) => {
      const ctx = context(c);
      const category = (await cms.listCategories()).find((item) => item.slug === c.req.param('slug'));
      if (!category) return renderNotFound(c);
      const posts = await cms.postsInCategory(category.slug);
      return html(renderPage(ctx, blogCategoryPage(category, posts, ctx.origin)));
    });
    app.get('/blog/:slug', async (c) => {
      const ctx = context(c);
      const post = await cms.getPost(c.req.param('slug'));
      if (!post) return renderNotFound(c);
      return html(renderPage(ctx, blogPostPage(post, await cms.listPosts(), ctx.origin)));
    });
  }

  const pages = sitePages({ localBlog: !cms });
  for (const [path, page] of pages) {
    app.get(path, (c) => {
      const ctx = context(c);
      return html(renderPage(ctx, page(ctx.origin)));
    });
  }

  app.get('/robots.txt', (c) => {
    const origin = context(c).origin;
    return new Response(
      `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /booking/\n\nSitemap: ${origin}/sitemap.xml\n`,
      {
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': DAY_CACHE },
      },
    );
  });

  app.get('/sitemap.xml', (c) => {
    const origin = context(c).origin;
    const urls = [...pages]
      .filter(([, page]) => !page(origin).meta.noindex)
      .map(([path]) => `  <url><loc>${origin}${path}</loc></url>`)
      .join('\n');
    return new Response(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': DAY_CACHE } },
    );
  });

  app.onError((error, c) => {
    logError(error);
    return renderError(c);
  });
  return { app, renderNotFound, renderError };
}

/**
 * The broker's site on the same server as the API: every page server-rendered, its static
 * files, /sitemap.xml, /robots.txt, redirects, and helpful 404 and 500 pages.
 */
import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import type { BlogSource } from '../blog/content-source';
import { localBlogSource } from '../blog/local-source';
import { modifiedAt } from '../blog/post';
import { type FindOrderOptions, mountFindOrder } from '../find-order/find-order-route';
import { DAY_CACHE, IMMUTABLE_CACHE, NO_STORE, PAGE_CACHE, REVALIDATE_CACHE } from '../http/cache-control';
import { fileResponse, fileVersion, findStaticFile, isHashedFileName } from '../http/static-files';
import type { QuoteFormState } from '../quote/pages/quote-form-context';
import { pageFields } from '../quote/pages/quote-form-fields';
import { mountQuoteForm, type QuoteFormOptions } from '../quote/pages/quote-form-route';
import { documentAssets, type SiteFiles } from './assets';
import { blogRoutes } from './blog-routes';
import { BLOG_PATH, blogPages, postPath } from './pages/blog-pages';
import { errorPage, notFoundPage } from './pages/error-pages';
import { homePage } from './pages/home-page';
import { REDIRECTS, sitePages } from './pages/registry';
import { serverErrorPage } from './plain-pages';
import { type Page, type RenderContext, renderPage } from './render';
import { newScriptNonce, siteCsp } from './site-csp';

export interface SiteOptions extends SiteFiles {
  /** The blog from a CMS (WP_GRAPHQL_URL); without it, the local articles in `site/content/blog/`. */
  cms?: { source: BlogSource; imageOrigin: string };
  /** PUBLIC_URL: the origin of canonical URLs; else the request's own origin. */
  publicUrl?: string;
  gtmId?: string;
  /** `POST /quote`, the plain quote form the pages hold in the widget's place; without it the form has nowhere to go. */
  quoteForm?: QuoteFormOptions;
  /** `/find-my-order`, where a customer asks for their booking link again; without it the page is not served. */
  findOrder?: FindOrderOptions;
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
  const cspOptions = { gtm: options.gtmId !== undefined, cmsImages: options.cms?.imageOrigin };
  // The page and its CSP share the render's nonce, so no page can be sent with another page's nonce.
  const html = (ctx: RenderContext, body: string, status = 200, extra: Record<string, string> = {}): Response =>
    new Response(body, {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': status === 200 ? PAGE_CACHE : NO_STORE,
        'Content-Security-Policy': siteCsp(ctx.nonce, cspOptions),
        ...extra,
      },
    });
  // Never the Host header when PUBLIC_URL is set: canonical links, the sitemap and robots.txt must not
  // follow a forged one (a shared cache would hand the attacker's links to everyone).
  const originOf = (c: Context) => options.publicUrl ?? new URL(c.req.url).origin;
  // The plain quote form in the widget's place carries the page's address and the visit's campaign, read
  // from the address asked for, on the public origin like every other address the page names.
  const freshQuoteForm = (c: Context): QuoteFormState => {
    const url = new URL(c.req.url);
    return { values: pageFields(`${originOf(c)}${url.pathname}${url.search}`), errors: [], posted: false };
  };
  const context = (c: Context, quoteForm: QuoteFormState = freshQuoteForm(c)): RenderContext => ({
    origin: originOf(c),
    assets,
    gtmId: options.gtmId,
    year: new Date().getUTCFullYear(),
    nonce: newScriptNonce(),
    quoteForm,
  });
  const respond = (c: Context, page: (ctx: RenderContext) => Page, status = 200): Response => {
    const ctx = context(c);
    return html(ctx, renderPage(ctx, page(ctx)), status);
  };

  const renderNotFound = (c: Context) => respond(c, () => notFoundPage(c.req.path), 404);
  const renderError = (c: Context) => {
    try {
      return respond(c, () => errorPage(), 500);
    } catch {
      // The layout itself failed: the plain page still says what to do.
      return html(context(c), serverErrorPage(), 500);
    }
  };

  app.get('/assets/:file', async (c) => {
    const file = await findStaticFile([join(options.publicDir, 'assets'), options.buildDir], c.req.param('file'));
    if (!file) return renderNotFound(c);
    // Versioned by a hash in the name (the scripts and their chunks) or by ?v= (the stylesheet). A ?v= is
    // believed only when it is this file's hash: during a rolling deploy a new page's URL can reach a
    // server still holding the old file, which must not then be cached for a year under the new URL.
    const v = c.req.query('v');
    const versioned = isHashedFileName(c.req.param('file')) || (v !== undefined && v === (await fileVersion(file)));
    return fileResponse(c.req.raw, file, versioned ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
  });
  app.get('/images/*', async (c) => {
    const file = await findStaticFile([join(options.publicDir, 'images')], c.req.path.slice('/images/'.length));
    return file ? fileResponse(c.req.raw, file, DAY_CACHE) : renderNotFound(c);
  });
  app.get('/media/*', async (c) => {
    const file = await findStaticFile([join(options.publicDir, 'media')], c.req.path.slice('/media/'.length));
    // Byte ranges: Safari plays a video only from a server that answers them.
    return file ? fileResponse(c.req.raw, file, DAY_CACHE, {}, { ranges: true }) : renderNotFound(c);
  });
  app.get('/favicon.svg', async (c) => {
    const file = await findStaticFile([options.publicDir], 'favicon.svg');
    return file ? fileResponse(c.req.raw, file, DAY_CACHE) : renderNotFound(c);
  });

  for (const [from, to] of Object.entries(REDIRECTS)) app.get(from, (c) => c.redirect(to, 301));

  // The blog is read per request from its source, local or CMS: one set of routes for both.
  const blog = options.cms?.source ?? localBlogSource();
  app.route(BLOG_PATH, blogRoutes(blog, { respond, renderNotFound, originOf }));

  const pages = sitePages({ localBlog: false });
  for (const [path, page] of pages) {
    app.get(path, (c) => respond(c, (ctx) => page(ctx.origin, new URL(c.req.url).searchParams)));
  }

  if (options.quoteForm) {
    mountQuoteForm(app, options.quoteForm, {
      respond: (c, page, status, form, headers) => {
        const ctx = context(c, form);
        return html(ctx, renderPage(ctx, page), status, headers);
      },
      pageAt: (path, c) => pages.get(path)?.(originOf(c)),
      fallbackPage: (c) => homePage(originOf(c)),
    });
  }

  if (options.findOrder) {
    mountFindOrder(app, options.findOrder, {
      respond: (c, page, status, headers) => {
        const ctx = context(c);
        return html(ctx, renderPage(ctx, page), status, headers);
      },
    });
  }

  // Crawlers ask again daily: hono/etag answers an unchanged file with 304.
  app.get('/robots.txt', etag(), (c) => {
    const origin = originOf(c);
    return new Response(
      `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /booking/\n\nSitemap: ${origin}/sitemap.xml\n`,
      {
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': DAY_CACHE },
      },
    );
  });

  // The blog's part comes from its source's list (cached by a CMS source), so it names what /blog serves.
  app.get('/sitemap.xml', etag(), async (c) => {
    const origin = originOf(c);
    const posts = await blog.listPosts();
    const paths = [
      ...[...pages].filter(([, page]) => !page(origin).meta.noindex).map(([path]) => path),
      ...blogPages(posts).keys(),
    ];
    // A post's page changes when the post does; a list's pages change with every post added, so only
    // the posts carry a date, in UTC where the source gives one.
    const lastmod = new Map(posts.map((post) => [postPath(post.slug), modifiedAt(post)]));
    const urls = paths
      .map((path) => {
        const modified = lastmod.get(path);
        return `  <url><loc>${origin}${path}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}</url>`;
      })
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

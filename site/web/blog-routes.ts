/**
 * The blog's routes over a BlogSource, the same for the local articles and a CMS: the lists and their
 * pages, the posts, the categories and the RSS feed, read per request (a CMS source caches its list and
 * never throws, the local one is in memory). An app to mount at BLOG_PATH.
 */
import { type Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import type { BlogSource } from '../blog/content-source';
import { pageCount, parsePageNumber } from '../blog/pagination';
import { rssFeed } from '../blog/rss-feed';
import { VIDEO_THUMBNAILS_PATH } from '../blog/youtube-video';
import { FEED_CACHE } from '../http/cache-control';
import {
  BLOG_FEED_PATH,
  BLOG_PATH,
  blogCategoryPage,
  blogIndexPage,
  blogPostPage,
  categoryPath,
  postPath,
} from './pages/blog-pages';
import type { Page, RenderContext } from './render';
import { videoThumbnails } from './video-thumbnails';

export interface BlogRouteHelpers {
  respond(c: Context, page: (ctx: RenderContext) => Page): Response;
  renderNotFound(c: Context): Response;
  originOf(c: Context): string;
}

/** A path of the blog's as this app registers it, below BLOG_PATH (the feed's file name, say). */
const belowBlog = (path: string) => path.slice(BLOG_PATH.length);

export function blogRoutes(source: BlogSource, { respond, renderNotFound, originOf }: BlogRouteHelpers): Hono {
  const app = new Hono();
  /**
   * The page number of a `/page/{n}` route, or its answer: page 1 has one address only, the list's own
   * (301), and `02`, `0` or a page past the last is no page at all (404), so no list has two addresses.
   */
  const pageOf = (c: Context, basePath: string, total: number): number | Response => {
    const page = parsePageNumber(c.req.param('page') ?? '');
    if (page === undefined) return renderNotFound(c);
    if (page === 1) return c.redirect(basePath, 301);
    return page > pageCount(total) ? renderNotFound(c) : page;
  };

  // Feed readers poll: hono/etag lets one whose copy is current get a 304 instead of the feed again.
  app.get(belowBlog(BLOG_FEED_PATH), etag(), async (c) => {
    const body = rssFeed(await source.listPosts(), originOf(c), {
      blog: BLOG_PATH,
      feed: BLOG_FEED_PATH,
      post: postPath,
    });
    return new Response(body, {
      headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': FEED_CACHE },
    });
  });

  app.get('/', async (c) => {
    const posts = await source.listPosts();
    return respond(c, (ctx) => blogIndexPage(posts, ctx.origin));
  });
  app.get('/page/:page', async (c) => {
    const posts = await source.listPosts();
    const page = pageOf(c, BLOG_PATH, posts.length);
    if (page instanceof Response) return page;
    return respond(c, (ctx) => blogIndexPage(posts, ctx.origin, page));
  });

  /**
   * A category's list; the paged route passes its `/page/{n}` segment. The route is the category's name
   * with dashes; the CMS's own slug for it, when different, answers with a permanent redirect there.
   */
  const categoryList = async (c: Context, paged: boolean): Promise<Response> => {
    const slug = c.req.param('slug') ?? '';
    const categories = await source.listCategories();
    const category = categories.find((item) => item.slug === slug);
    if (!category) {
      const renamed = categories.find((item) => item.sourceSlug === slug);
      if (!renamed) return renderNotFound(c);
      const target = categoryPath(renamed.slug);
      return c.redirect(paged ? `${target}/page/${encodeURIComponent(c.req.param('page') ?? '')}` : target, 301);
    }
    const posts = await source.listPosts();
    const page = paged ? pageOf(c, categoryPath(slug), (await source.postsInCategory(slug)).length) : 1;
    if (page instanceof Response) return page;
    return respond(c, (ctx) => blogCategoryPage(category, posts, ctx.origin, page));
  };
  app.get('/category/:slug', (c) => categoryList(c, false));
  app.get('/category/:slug/page/:page', (c) => categoryList(c, true));

  const thumbnail = videoThumbnails(source);
  app.get(`${VIDEO_THUMBNAILS_PATH}/:id`, async (c) => (await thumbnail(c.req.param('id'))) ?? renderNotFound(c));

  app.get('/:slug', async (c) => {
    const post = await source.getPost(c.req.param('slug'));
    if (!post) return renderNotFound(c);
    const posts = await source.listPosts();
    return respond(c, (ctx) => blogPostPage(post, posts, ctx.origin));
  });
  return app;
}

/**
 * Blog posts from WordPress through WPGraphQL (DESIGN "The site"; SPEC §3 "Blog post" names the fields).
 *
 * One POST asks for the newest posts; the answer is normalised to `Post` (HTML through the sanitiser,
 * titles and excerpts to plain text, category route slugs from their names) and kept in memory for five
 * minutes. The CMS is never allowed to break the site: a network error, a timeout, a non-200 answer,
 * GraphQL errors or a malformed body log one line (never any content) and the blog keeps serving the last
 * good posts, or none. Failed attempts are retried after `retryMs`, not on every request.
 */
import { categorySlug } from '../../shared/text';
import type { BlogSource } from './content-source';
import { categoriesOf, inCategory, newestFirst, type Post, type PostCategory, type PostImage } from './post';
import { htmlToText, sanitizeCmsHtml } from './sanitize';

export interface WpGraphqlOptions {
  /** The WPGraphQL endpoint, e.g. https://cms.example/graphql. */
  url: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** How long a good answer is served before asking again. Default 5 minutes. */
  ttlMs?: number;
  /** How long after a failure to ask again. Default 30 seconds. */
  retryMs?: number;
  /** Default 5 seconds. */
  timeoutMs?: number;
  /** How many of the newest posts to ask for. Default 100. */
  first?: number;
  /** The site's origin: links to it in CMS HTML stay in the tab. */
  siteOrigin?: string;
  now?: () => number;
  /** One line per failure. Default console.warn. */
  warn?: (line: string) => void;
}

export const WP_CACHE_MS = 5 * 60_000;
export const WP_RETRY_MS = 30_000;
export const WP_TIMEOUT_MS = 5000;

/** The query, with the fields of SPEC §3 "Blog post". */
export const POSTS_QUERY = `query ShipQuoteBlogPosts($first: Int!) {
  posts(first: $first, where: { orderby: [{ field: DATE, order: DESC }] }) {
    nodes {
      title
      slug
      date
      excerpt
      content
      featuredImage { node { sourceUrl altText mediaDetails { width height } } }
      categories { nodes { name slug } }
    }
  }
}`;

/** A failure the warning can describe without quoting the CMS. */
class CmsError extends Error {}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A WordPress slug is URL-safe: letters, digits, dashes, underscores, or percent-encoded UTF-8. */
const SLUG = /^[a-z0-9_%-]{1,200}$/i;
const ISO_START = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/** WordPress ends generated excerpts with "[…]". */
const MORE_MARK = /\s*\[(?:…|\.\.\.)\]\s*$/;
/** Used when the CMS does not know an image's size: CSS keeps the real aspect ratio (height: auto). */
const FALLBACK_SIZE = { width: 1200, height: 630 };

function positive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

function normaliseImage(value: unknown, title: string): PostImage | undefined {
  const node = isObject(value) && isObject(value.node) ? value.node : undefined;
  const src = text(node?.sourceUrl);
  if (!node || !src) return undefined;
  try {
    const url = new URL(src);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  } catch {
    return undefined;
  }
  const details = isObject(node.mediaDetails) ? node.mediaDetails : {};
  const width = positive(details.width);
  const height = positive(details.height);
  const size = width && height ? { width, height } : FALLBACK_SIZE;
  // An image without alt text in the CMS is described by the post's title rather than left unnamed.
  const alt = htmlToText(text(node.altText) ?? '') || title;
  return { src, ...size, alt };
}

function normaliseCategories(value: unknown): PostCategory[] {
  const nodes = isObject(value) && Array.isArray(value.nodes) ? value.nodes : [];
  const categories: PostCategory[] = [];
  for (const node of nodes) {
    const name = isObject(node) ? htmlToText(text(node.name) ?? '') : '';
    const slug = categorySlug(name);
    // SPEC §2: the route is the name lowercased with dashes, whatever slug WordPress gave the category.
    if (name && slug && !categories.some((category) => category.slug === slug)) categories.push({ name, slug });
  }
  return categories;
}

/** A post node, or undefined when it lacks what a page needs (it is skipped, the others are kept). */
export function normaliseWpPost(node: unknown, siteOrigin?: string): Post | undefined {
  if (!isObject(node)) return undefined;
  const title = htmlToText(text(node.title) ?? '');
  const slug = text(node.slug) ?? '';
  const date = text(node.date) ?? '';
  if (!title || !SLUG.test(slug) || !ISO_START.test(date)) return undefined;
  const contentHtml = sanitizeCmsHtml(text(node.content) ?? '', { siteOrigin });
  const excerpt = htmlToText(text(node.excerpt) ?? '').replace(MORE_MARK, '…');
  return {
    title,
    slug,
    date,
    excerpt: excerpt || htmlToText(contentHtml),
    contentHtml,
    sections: [],
    featuredImage: normaliseImage(node.featuredImage, title),
    categories: normaliseCategories(node.categories),
  };
}

/** The posts of a GraphQL answer body; throws a CmsError naming what was wrong, never quoting it. */
export function postsFromResponse(body: unknown, siteOrigin?: string): { posts: Post[]; skipped: number } {
  if (!isObject(body)) throw new CmsError('the answer is not a JSON object');
  if (Array.isArray(body.errors) && body.errors.length > 0) {
    throw new CmsError(`the answer has ${body.errors.length} GraphQL error(s)`);
  }
  const posts = isObject(body.data) && isObject(body.data.posts) ? body.data.posts.nodes : undefined;
  if (!Array.isArray(posts)) throw new CmsError('the answer has no data.posts.nodes list');
  const normalised = posts.map((node) => normaliseWpPost(node, siteOrigin));
  const good = normalised.filter((post): post is Post => post !== undefined);
  // Two posts cannot share a route: the newest keeps it.
  const unique = newestFirst(good).filter((post, index, all) => all.findIndex((p) => p.slug === post.slug) === index);
  return { posts: unique, skipped: posts.length - unique.length };
}

function describeFailure(error: unknown): string {
  if (error instanceof CmsError) return error.message;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timed out';
  if (error instanceof SyntaxError) return 'the answer is not valid JSON';
  // Network errors: the code (ECONNREFUSED, ENOTFOUND…) says enough and carries no content.
  const cause = error instanceof Error && isObject(error.cause) ? text(error.cause.code) : undefined;
  return cause ? `network error ${cause}` : 'network error';
}

export function createWpGraphqlSource(options: WpGraphqlOptions): BlogSource {
  const doFetch = options.fetch ?? fetch;
  const ttlMs = options.ttlMs ?? WP_CACHE_MS;
  const retryMs = options.retryMs ?? WP_RETRY_MS;
  const timeoutMs = options.timeoutMs ?? WP_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const warn = options.warn ?? ((line: string) => console.warn(line));

  let posts: Post[] = [];
  let nextRefreshAt = 0;
  let inFlight: Promise<Post[]> | undefined;

  async function request(): Promise<Post[]> {
    const response = await doFetch(options.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ query: POSTS_QUERY, variables: { first: options.first ?? 100 } }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => undefined);
      throw new CmsError(`HTTP ${response.status}`);
    }
    const result = postsFromResponse(await response.json(), options.siteOrigin);
    if (result.skipped > 0) warn(`[blog] WPGraphQL: skipped ${result.skipped} post(s) without a title, slug or date`);
    return result.posts;
  }

  async function refresh(): Promise<Post[]> {
    try {
      posts = await request();
      nextRefreshAt = now() + ttlMs;
    } catch (error) {
      nextRefreshAt = now() + retryMs;
      const serving = posts.length > 0 ? `serving the ${posts.length} cached post(s)` : 'serving no posts';
      warn(`[blog] WPGraphQL request failed (${describeFailure(error)}); ${serving}`);
    }
    return posts;
  }

  async function current(): Promise<Post[]> {
    if (now() < nextRefreshAt) return posts;
    // Concurrent requests share one call to the CMS.
    inFlight ??= refresh().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  return {
    kind: 'wpgraphql',
    listPosts: async () => [...(await current())],
    getPost: async (slug) => (await current()).find((post) => post.slug === slug),
    listCategories: async () => categoriesOf(await current()),
    postsInCategory: async (slug) => inCategory(await current(), slug),
  };
}

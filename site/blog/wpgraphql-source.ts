/**
 * Blog posts from WordPress through WPGraphQL, for sites whose editors already write in WordPress.
 *
 * One POST asks for the newest posts; the answer is normalised to `Post` (HTML through the sanitiser,
 * titles and excerpts to plain text, category route slugs from their names) and kept in memory for five
 * minutes. The CMS is never allowed to break the site: a network error, a timeout, a non-200 answer,
 * GraphQL errors or a malformed body log one line (never any content) and the blog keeps serving the last
 * good posts, or none. Failed attempts are retried after `retryMs`, not on every request.
 */
import * as v from 'valibot';
import { parseHttpUrl } from '../../shared/http-url';
import { slugify } from '../../shared/text';
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

/** The query: the fields a `Post` is made of, newest first. */
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

/** A WordPress slug is URL-safe: letters, digits, dashes, underscores, or percent-encoded UTF-8. */
const SLUG = /^[a-z0-9_%-]{1,200}$/i;
const ISO_START = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/** WordPress ends generated excerpts with "[…]". */
const MORE_MARK = /\s*\[(?:…|\.\.\.)\]\s*$/;
/** Used when the CMS does not know an image's size: CSS keeps the real aspect ratio (height: auto). */
const FALLBACK_SIZE = { width: 1200, height: 630 };

/*
 * The answer's shape. Only a broken envelope (no data.posts.nodes list, or GraphQL errors) fails the
 * whole answer; inside a post every field falls back on its own, because one odd field (a null excerpt,
 * a plugin's image without sizes) should cost that field, not the post, and one odd post not the blog.
 */

/** A text field; null, another type or no field at all reads as empty. */
const Text = v.fallback(v.string(), '');

const Size = v.pipe(v.number(), v.integer(), v.minValue(1));

/** The featured image, or undefined: no image, or one that is not an http(s) address, is no image. */
const FeaturedImage = v.fallback(
  v.optional(
    v.object({
      node: v.object({
        sourceUrl: v.pipe(
          v.string(),
          v.check((src) => parseHttpUrl(src) !== undefined),
        ),
        altText: Text,
        // Both sizes or neither: half a size cannot reserve the image's box.
        mediaDetails: v.fallback(v.optional(v.object({ width: Size, height: Size })), undefined),
      }),
    }),
  ),
  undefined,
);

/** The categories' names; an entry that is not a category is an empty name, dropped later. */
const Categories = v.fallback(v.object({ nodes: v.array(v.fallback(v.object({ name: Text }), { name: '' })) }), {
  nodes: [],
});

const WpPostNode = v.object({
  title: Text,
  slug: Text,
  date: Text,
  excerpt: Text,
  content: Text,
  featuredImage: FeaturedImage,
  categories: Categories,
});
type WpPostNode = v.InferOutput<typeof WpPostNode>;

/** A node that is not an object at all is undefined: it is skipped and counted, like a post without a slug. */
const PostsAnswer = v.object({
  data: v.object({
    posts: v.object({ nodes: v.array(v.fallback(v.optional(WpPostNode), undefined)) }),
  }),
});

/** Any JSON object; `errors` is a list when GraphQL reports a problem, with or without partial data. */
const GraphqlAnswer = v.pipe(
  v.custom<object>((body) => typeof body === 'object' && body !== null && !Array.isArray(body)),
  v.object({ errors: v.fallback(v.array(v.unknown()), []) }),
);

function featuredImage(image: WpPostNode['featuredImage'], title: string): PostImage | undefined {
  if (!image) return undefined;
  const { sourceUrl, altText, mediaDetails } = image.node;
  // An image without alt text in the CMS is described by the post's title rather than left unnamed.
  const alt = htmlToText(altText) || title;
  return { src: sourceUrl, ...(mediaDetails ?? FALLBACK_SIZE), alt };
}

function categoriesOfNode(value: WpPostNode['categories']): PostCategory[] {
  const categories: PostCategory[] = [];
  for (const node of value.nodes) {
    const name = htmlToText(node.name);
    const slug = slugify(name);
    // The route is the name lowercased with dashes, whatever slug WordPress gave the category, so a
    // category's address is the same whether the blog reads WordPress or the local articles.
    if (name && slug && !categories.some((category) => category.slug === slug)) categories.push({ name, slug });
  }
  return categories;
}

/** A post, or undefined when it lacks what a page needs (it is skipped, the others are kept). */
function normaliseWpPost(node: WpPostNode, siteOrigin?: string): Post | undefined {
  const title = htmlToText(node.title);
  if (!title || !SLUG.test(node.slug) || !ISO_START.test(node.date)) return undefined;
  const contentHtml = sanitizeCmsHtml(node.content, { siteOrigin });
  const excerpt = htmlToText(node.excerpt).replace(MORE_MARK, '…');
  return {
    title,
    slug: node.slug,
    date: node.date,
    excerpt: excerpt || htmlToText(contentHtml),
    contentHtml,
    sections: [],
    featuredImage: featuredImage(node.featuredImage, title),
    categories: categoriesOfNode(node.categories),
  };
}

/** The posts of a GraphQL answer body; throws a CmsError naming what was wrong, never quoting it. */
function postsFromResponse(body: unknown, siteOrigin?: string): { posts: Post[]; skipped: number } {
  const answer = v.safeParse(GraphqlAnswer, body);
  if (!answer.success) throw new CmsError('the answer is not a JSON object');
  const { errors } = answer.output;
  if (errors.length > 0) throw new CmsError(`the answer has ${errors.length} GraphQL error(s)`);
  const parsed = v.safeParse(PostsAnswer, body);
  if (!parsed.success) throw new CmsError('the answer has no data.posts.nodes list');
  const nodes = parsed.output.data.posts.nodes;
  const good = nodes.flatMap((node) => {
    const post = node && normaliseWpPost(node, siteOrigin);
    return post ? [post] : [];
  });
  // Two posts cannot share a route: the newest keeps it.
  const unique = newestFirst(good).filter((post, index, all) => all.findIndex((p) => p.slug === post.slug) === index);
  return { posts: unique, skipped: nodes.length - unique.length };
}

/** What Node's fetch puts in `cause` when the connection fails. */
const NetworkCause = v.object({ code: v.string() });

function describeFailure(error: unknown): string {
  if (error instanceof CmsError) return error.message;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timed out';
  if (error instanceof SyntaxError) return 'the answer is not valid JSON';
  // Network errors: the code (ECONNREFUSED, ENOTFOUND…) says enough and carries no content.
  const cause = error instanceof Error ? v.safeParse(NetworkCause, error.cause) : undefined;
  return cause?.success ? `network error ${cause.output.code}` : 'network error';
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

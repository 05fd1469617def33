/**
 * Blog posts from WordPress through WPGraphQL, for sites whose editors already write in WordPress.
 *
 * POSTs ask for every post, a hundred a page over WPGraphQL's cursors; the answer is normalised to
 * `Post` (HTML through the sanitiser, titles and excerpts to plain text with their entities decoded,
 * the ACF content sections through ./wp-sections.ts, category route slugs from their names, `dateGmt`
 * and `modifiedGmt` read as UTC, since WordPress writes them without a zone) and kept in
 * memory for five minutes, or until `revalidate()` (the publish hook's call) drops it.
 * The CMS is never allowed to break the site: a network error, a timeout, a non-200 answer, GraphQL
 * errors or a malformed body (on any page) log one line (never any content) and the blog keeps serving
 * the last good posts, or none. Failed attempts are retried after `retryMs`, not on every request.
 */
import * as v from 'valibot';
import { slugify } from '../../shared/text';
import { MINUTE_MS } from '../../shared/time';
import type { BlogSource } from './content-source';
import { categoriesOf, inCategory, newestFirst, type Post, type PostCategory, type PostImage } from './post';
import { htmlToText, sanitizeCmsHtml } from './sanitize';
import { HttpUrl, imageFromMedia, MediaDetails } from './wp-image';
import { POSTS_PAGE_SIZE, POSTS_QUERY } from './wp-posts-query';
import { sectionsFromAcf } from './wp-sections';

export { POSTS_QUERY } from './wp-posts-query';

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
  /** Posts per page. Default 100, WPGraphQL's own limit. */
  first?: number;
  /** At most this many pages are read, so a CMS whose cursor never ends cannot hold the blog in a loop. */
  maxPages?: number;
  /** The site's origin: links to it in CMS HTML stay in the tab. */
  siteOrigin?: string;
  now?: () => number;
  /** One line per failure. Default console.warn. */
  warn?: (line: string) => void;
}

export const WP_CACHE_MS = 5 * MINUTE_MS;
export const WP_RETRY_MS = 30_000;
export const WP_TIMEOUT_MS = 5000;
/** 50 pages of 100: far beyond a broker's blog, and a bound on a cursor that never ends. */
export const WP_MAX_PAGES = 50;

/** A failure the warning can describe without quoting the CMS. */
class CmsError extends Error {}

/** A WordPress slug is URL-safe: letters, digits, dashes, underscores, or percent-encoded UTF-8. */
const SLUG = /^[a-z0-9_%-]{1,200}$/i;
const ISO_START = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/** WPGraphQL's `dateGmt` and `modifiedGmt`: UTC, written without a zone ("2026-11-25T04:30:00"). */
const GMT_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(?:\.\d+)?Z?$/;
/** WordPress ends generated excerpts with "[…]". */
const MORE_MARK = /\s*\[(?:…|\.\.\.)\]\s*$/;

/*
 * The answer's shape. Only a broken envelope (no data.posts.nodes list, or GraphQL errors) fails the
 * whole answer; inside a post every field falls back on its own, because one odd field (a null excerpt,
 * a plugin's image without sizes) should cost that field, not the post, and one odd post not the blog.
 */

/** A text field; null, another type or no field at all reads as empty. */
const Text = v.fallback(v.string(), '');

/** The featured image, or undefined: no image, or one that is not an http(s) address, is no image. */
const FeaturedImage = v.fallback(
  v.optional(
    v.object({
      node: v.object({
        sourceUrl: HttpUrl,
        altText: Text,
        mediaDetails: MediaDetails,
      }),
    }),
  ),
  undefined,
);

/** The categories' names and slugs; an entry that is not a category is an empty name, dropped later. */
const Categories = v.fallback(
  v.object({ nodes: v.array(v.fallback(v.object({ name: Text, slug: Text }), { name: '', slug: '' })) }),
  { nodes: [] },
);

const WpPostNode = v.object({
  title: Text,
  slug: Text,
  date: Text,
  dateGmt: Text,
  modifiedGmt: Text,
  excerpt: Text,
  content: Text,
  /** Checked row by row in ./wp-sections.ts, so one bad row costs only that row. */
  shipquoteSections: v.optional(v.unknown()),
  featuredImage: FeaturedImage,
  categories: Categories,
});
type WpPostNode = v.InferOutput<typeof WpPostNode>;

/** A node that is not an object at all is undefined: it is skipped and counted, like a post without a slug. */
const PostsAnswer = v.object({
  data: v.object({
    posts: v.object({
      nodes: v.array(v.fallback(v.optional(WpPostNode), undefined)),
      // Without pageInfo (an older query or a proxy that trims it) the answer is read as the last page.
      pageInfo: v.fallback(
        v.object({ hasNextPage: v.boolean(), endCursor: v.fallback(v.nullable(v.string()), null) }),
        { hasNextPage: false, endCursor: null },
      ),
    }),
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
  return { ...imageFromMedia(sourceUrl, mediaDetails), alt };
}

/**
 * A GMT time as an ISO instant with its zone ("2026-11-25T04:30:00Z"). WordPress writes no zone, and a
 * zone-less time would be read in whatever zone the reader is in; undefined for anything that is not a
 * real time (WordPress's "0000-00-00 00:00:00" of a post never published, say).
 */
function utcInstant(gmt: string): string | undefined {
  const match = GMT_TIME.exec(gmt);
  if (!match) return undefined;
  const instant = `${match[1]}T${match[2]}Z`;
  const time = new Date(instant);
  // Date rolls 31 February over into March: only a time that reads back unchanged is real.
  return !Number.isNaN(time.getTime()) && time.toISOString() === `${match[1]}T${match[2]}.000Z` ? instant : undefined;
}

/** WordPress slugs of non-ASCII names are percent-encoded; the router hands the route its decoded form. */
function decodedSlug(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

function categoriesOfNode(value: WpPostNode['categories']): PostCategory[] {
  const categories: PostCategory[] = [];
  for (const node of value.nodes) {
    const name = htmlToText(node.name);
    const slug = slugify(name);
    // The route is the name lowercased with dashes, whatever slug WordPress gave the category, so a
    // category's address is the same whether the blog reads WordPress or the local articles. WordPress's
    // own slug is kept when it differs, for its address to redirect to the route.
    if (!name || !slug || categories.some((category) => category.slug === slug)) continue;
    const sourceSlug = decodedSlug(node.slug.trim());
    categories.push(sourceSlug && sourceSlug !== slug ? { name, slug, sourceSlug } : { name, slug });
  }
  return categories;
}

/** What one refresh skipped, for one warning of each kind rather than one per post or row. */
interface Skipped {
  posts: number;
  unknownLayouts: Set<string>;
  malformedSections: number;
}

/** A post, or undefined when it lacks what a page needs (it is skipped, the others are kept). */
function normaliseWpPost(node: WpPostNode, skipped: Skipped, siteOrigin?: string): Post | undefined {
  const title = htmlToText(node.title);
  if (!title || !SLUG.test(node.slug) || !ISO_START.test(node.date)) return undefined;
  const contentHtml = sanitizeCmsHtml(node.content, { siteOrigin });
  const excerpt = htmlToText(node.excerpt).replace(MORE_MARK, '…');
  const sections = sectionsFromAcf(node.shipquoteSections, { siteOrigin });
  for (const layout of sections.unknownLayouts) skipped.unknownLayouts.add(layout);
  skipped.malformedSections += sections.malformed;
  const published = utcInstant(node.dateGmt);
  const modified = utcInstant(node.modifiedGmt);
  return {
    title,
    slug: node.slug,
    date: node.date,
    ...(published ? { published } : {}),
    ...(modified ? { modified } : {}),
    excerpt: excerpt || htmlToText(contentHtml) || htmlToText(sections.sections[0]?.content ?? ''),
    contentHtml,
    sections: sections.sections,
    featuredImage: featuredImage(node.featuredImage, title),
    categories: categoriesOfNode(node.categories),
  };
}

interface Page {
  posts: Post[];
  nodes: number;
  next: string | undefined;
}

/** One page of a GraphQL answer body; throws a CmsError naming what was wrong, never quoting it. */
function pageFromResponse(body: unknown, skipped: Skipped, siteOrigin?: string): Page {
  const answer = v.safeParse(GraphqlAnswer, body);
  if (!answer.success) throw new CmsError('the answer is not a JSON object');
  const { errors } = answer.output;
  if (errors.length > 0) throw new CmsError(`the answer has ${errors.length} GraphQL error(s)`);
  const parsed = v.safeParse(PostsAnswer, body);
  if (!parsed.success) throw new CmsError('the answer has no data.posts.nodes list');
  const { nodes, pageInfo } = parsed.output.data.posts;
  const posts = nodes.flatMap((node) => {
    const post = node && normaliseWpPost(node, skipped, siteOrigin);
    return post ? [post] : [];
  });
  const next = pageInfo.hasNextPage && pageInfo.endCursor ? pageInfo.endCursor : undefined;
  return { posts, nodes: nodes.length, next };
}

/** Two posts cannot share a route: the newest keeps it. */
function uniqueBySlug(posts: readonly Post[]): Post[] {
  const seen = new Set<string>();
  return newestFirst(posts).filter((post) => !seen.has(post.slug) && seen.add(post.slug));
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
  const first = options.first ?? POSTS_PAGE_SIZE;
  const maxPages = options.maxPages ?? WP_MAX_PAGES;

  let posts: Post[] = [];
  let nextRefreshAt = 0;
  let inFlight: Promise<Post[]> | undefined;
  /** Counts `revalidate()` calls: an answer asked for before the latest one is served but not cached. */
  let generation = 0;
  /** The generation `posts` was asked for in, so a slow older answer never overwrites a newer one. */
  let postsGeneration = 0;

  async function requestPage(after: string | undefined, skipped: Skipped): Promise<Page> {
    // A timer of our own rather than AbortSignal.timeout(), whose clock tests cannot wind forward.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), timeoutMs);
    try {
      const response = await doFetch(options.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ query: POSTS_QUERY, variables: { first, after: after ?? null } }),
        signal: controller.signal,
      });
      if (response.status !== 200) {
        await response.body?.cancel().catch(() => undefined);
        throw new CmsError(`HTTP ${response.status}`);
      }
      return pageFromResponse(await response.json(), skipped, options.siteOrigin);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Every page, or a CmsError: half a list would hide posts until the next refresh. */
  async function request(): Promise<Post[]> {
    const skipped: Skipped = { posts: 0, unknownLayouts: new Set(), malformedSections: 0 };
    const all: Post[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      if (pages === maxPages) {
        warn(`[blog] WPGraphQL: stopped after ${maxPages} pages of posts; older posts are not shown`);
        break;
      }
      const page = await requestPage(after, skipped);
      pages++;
      all.push(...page.posts);
      skipped.posts += page.nodes - page.posts.length;
      // A cursor that repeats would read the same page for ever.
      after = page.next === after ? undefined : page.next;
    } while (after !== undefined);
    const unique = uniqueBySlug(all);
    skipped.posts += all.length - unique.length;
    if (skipped.posts > 0) warn(`[blog] WPGraphQL: skipped ${skipped.posts} post(s) without a title, slug or date`);
    if (skipped.unknownLayouts.size > 0) {
      warn(`[blog] WPGraphQL: skipped sections of unknown layout(s): ${[...skipped.unknownLayouts].join(', ')}`);
    }
    if (skipped.malformedSections > 0) {
      warn(`[blog] WPGraphQL: skipped ${skipped.malformedSections} malformed section(s)`);
    }
    return unique;
  }

  async function refresh(): Promise<Post[]> {
    const asked = generation;
    try {
      const fresh = await request();
      if (asked >= postsGeneration) {
        posts = fresh;
        postsGeneration = asked;
      }
      if (asked === generation) nextRefreshAt = now() + ttlMs;
      return fresh;
    } catch (error) {
      if (asked === generation) nextRefreshAt = now() + retryMs;
      const serving = posts.length > 0 ? `serving the ${posts.length} cached post(s)` : 'serving no posts';
      warn(`[blog] WPGraphQL request failed (${describeFailure(error)}); ${serving}`);
      return posts;
    }
  }

  async function current(): Promise<Post[]> {
    if (now() < nextRefreshAt) return posts;
    // Concurrent requests share one call to the CMS.
    if (!inFlight) {
      const started = refresh().finally(() => {
        if (inFlight === started) inFlight = undefined;
      });
      inFlight = started;
    }
    return inFlight;
  }

  return {
    kind: 'wpgraphql',
    listPosts: async () => [...(await current())],
    getPost: async (slug) => (await current()).find((post) => post.slug === slug),
    listCategories: async () => categoriesOf(await current()),
    postsInCategory: async (slug) => inCategory(await current(), slug),
    // The posts are one cached list (a post's page, the lists and the categories all read it), so one
    // post's change drops the whole entry; the last good list stays to be served if WordPress then fails.
    revalidate: () => {
      generation++;
      nextRefreshAt = 0;
      // A request already on its way may have left before the change: the next reader asks again.
      inFlight = undefined;
    },
  };
}

/**
 * The one `Post` type every blog source is normalised to (local files or WordPress
 * WPGraphQL, one Post type), and the few questions the pages ask of a list of posts. Field names follow
 * the CMS's post and content-section fields; `acf_fc_layout` keeps the CMS's own name for the
 * section type.
 */
import { slugify } from '../../shared/text';
import { htmlToText } from './sanitize';

/** The article content block types. */
export const SECTION_LAYOUTS = [
  'simple_content',
  'simple_list',
  'simple_order_list',
  'image',
  'simple_table',
  'list',
  'checklist',
  'cards',
  'faq',
] as const;
export type SectionLayout = (typeof SECTION_LAYOUTS)[number];

/** The icon of a `list` item. */
export type ListIcon = 'arrow' | 'person' | 'link';

/** An image with its intrinsic size, so the browser reserves its box before it loads. */
export interface ImageRef {
  src: string;
  width: number;
  height: number;
  /** Smaller copies of a CMS image (`url 300w, …`), so a phone downloads one of those. */
  srcset?: string;
}

export interface PostImage extends ImageRef {
  alt: string;
}

export interface SectionCard {
  /** Decorative: the subtitle says what the card is about. */
  image?: ImageRef;
  subtitle: string;
  /** Sanitised HTML. */
  content: string;
}

/**
 * One entry of `simple_list`, `simple_order_list`, `list`, `checklist` or `faq`. In a `faq` section
 * `item` is the question and `content` the answer.
 */
export interface SectionListItem {
  /** Plain text. */
  item: string;
  /** Sanitised HTML. */
  content?: string;
  icon?: ListIcon;
}

/** A table: column headings, then rows whose first cell names the row. Cells are plain text. */
export interface SectionTable {
  head: string[];
  rows: string[][];
}

export interface ContentSection {
  acf_fc_layout: SectionLayout;
  /** The section heading; its in-page anchor is `sectionAnchor(title)`. Untitled sections are not in the index. */
  title?: string;
  /** A shorter label for the index sidebar; the title when absent. */
  index_title?: string;
  /** Sanitised HTML: the body of `simple_content`, an introduction for the other layouts. */
  content?: string;
  card?: SectionCard[];
  list_item?: SectionListItem[];
  /** Plain text: a table's caption or an image's figure caption. */
  caption?: string;
  table?: SectionTable;
  image?: ImageRef;
  alt?: string;
}

export interface PostCategory {
  name: string;
  /** The route segment: `slugify(name)`. */
  slug: string;
  /**
   * The CMS's own slug for the category, when it is not `slug` (WordPress lets an editor set any slug):
   * that address redirects to `slug`, so a link written with WordPress's slug still finds the category.
   */
  sourceSlug?: string;
}

export interface Post {
  title: string;
  slug: string;
  /**
   * ISO 8601: a date (2026-11-25) or a CMS timestamp (2026-11-25T10:00:00) in the CMS's own time zone,
   * without a zone: the date readers see.
   */
  date: string;
  /** The instant of publication in UTC (2026-11-25T16:00:00Z), when the source knows it. */
  published?: string;
  /** The instant of the last change in UTC, when the source knows it. */
  modified?: string;
  /** Plain text. */
  excerpt: string;
  /** Sanitised HTML: the body before the sections (all of it for a CMS post without sections). */
  contentHtml: string;
  sections: ContentSection[];
  featuredImage?: PostImage;
  categories: PostCategory[];
  /** Sample content, shown with a notice until real articles replace it. */
  sample?: boolean;
}

/**
 * A post as written in `site/content/blog/`: categories by name only. Its HTML is our own but still goes
 * through the sanitiser on load, so every Post keeps one contract whatever its source.
 */
export interface LocalArticle extends Omit<Post, 'categories'> {
  categories: string[];
}

export function toCategory(name: string): PostCategory {
  return { name, slug: slugify(name) };
}

/** Newest first; equal dates keep their order. */
export function newestFirst(posts: readonly Post[]): Post[] {
  return [...posts].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/**
 * When the post was published, for machines (feeds, structured data): the UTC instant when the source
 * gave one, else its date.
 */
export function publishedAt(post: Post): string {
  return post.published ?? post.date;
}

/**
 * When the post last changed, for machines (structured data, the sitemap); its publication otherwise.
 * A post scheduled ahead was last saved before it went out: it has not changed since it was published.
 */
export function modifiedAt(post: Post): string {
  const published = publishedAt(post);
  return post.modified && !(post.published && post.modified < post.published) ? post.modified : published;
}

/** Every category used by a post, once, in order of first use. */
export function categoriesOf(posts: readonly Post[]): PostCategory[] {
  const seen = new Map<string, PostCategory>();
  for (const post of posts)
    for (const category of post.categories) seen.set(category.slug, seen.get(category.slug) ?? category);
  return [...seen.values()];
}

export function inCategory(posts: readonly Post[], slug: string): Post[] {
  return posts.filter((post) => post.categories.some((category) => category.slug === slug));
}

/** The article's text for the featured card ("first 150 characters of content"). */
export function plainContent(post: Post): string {
  const body = htmlToText(post.contentHtml);
  if (body) return body;
  const first = post.sections.find((section) => section.content);
  return first?.content ? htmlToText(first.content) : post.excerpt;
}

/**
 * The default blog source: the articles in `site/content/blog/`, normalised once and held in memory.
 * `localPosts()` answers synchronously, which is what lets the page registry list every blog route at
 * start-up (site/web/pages/blog-pages.tsx).
 */
import { BLOG_ARTICLES } from './articles/articles';
import type { BlogSource } from './content-source';
import {
  type ContentSection,
  categoriesOf,
  inCategory,
  type LocalArticle,
  newestFirst,
  type Post,
  toCategory,
} from './post';
import { sanitizeCmsHtml } from './sanitize';

function sanitizeSection(section: ContentSection): ContentSection {
  return {
    ...section,
    content: section.content === undefined ? undefined : sanitizeCmsHtml(section.content),
    card: section.card?.map((card) => ({ ...card, content: sanitizeCmsHtml(card.content) })),
    list_item: section.list_item?.map((entry) => ({
      ...entry,
      content: entry.content === undefined ? undefined : sanitizeCmsHtml(entry.content),
    })),
  };
}

export function normaliseArticle(article: LocalArticle): Post {
  return {
    ...article,
    contentHtml: sanitizeCmsHtml(article.contentHtml),
    sections: article.sections.map(sanitizeSection),
    categories: article.categories.map(toCategory),
  };
}

let cache: readonly Post[] | undefined;

/** The local posts, newest first. */
export function localPosts(): readonly Post[] {
  cache ??= newestFirst(BLOG_ARTICLES.map(normaliseArticle));
  return cache;
}

export function localBlogSource(posts: () => readonly Post[] = localPosts): BlogSource {
  return {
    kind: 'local',
    listPosts: async () => [...posts()],
    getPost: async (slug) => posts().find((post) => post.slug === slug),
    listCategories: async () => categoriesOf(posts()),
    postsInCategory: async (slug) => inCategory(posts(), slug),
    revalidate: () => {},
  };
}

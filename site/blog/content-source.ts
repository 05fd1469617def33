/**
 * Where blog posts come from (DESIGN "The site"): the local articles in `site/content/blog/` by default,
 * or a WordPress site through WPGraphQL when `WP_GRAPHQL_URL` is an http(s) address. Both answer the same
 * `Post` type, so the pages never know which one they read.
 */
import { localBlogSource } from './local-source';
import type { Post, PostCategory } from './post';
import { createWpGraphqlSource, type WpGraphqlOptions } from './wpgraphql-source';

export interface BlogSource {
  readonly kind: 'local' | 'wpgraphql';
  /** Newest first. A CMS that cannot be reached gives the last good list or an empty one, never an error. */
  listPosts(): Promise<Post[]>;
  getPost(slug: string): Promise<Post | undefined>;
  /** Every category that has a post, in order of first use. */
  listCategories(): Promise<PostCategory[]>;
  /** Posts of the category whose route slug is `slug` (`categorySlug(name)`), newest first. */
  postsInCategory(slug: string): Promise<Post[]>;
}

type Env = Readonly<Record<string, string | undefined>>;

/** The WPGraphQL endpoint when `WP_GRAPHQL_URL` is a valid http(s) URL; anything else means local files. */
export function wpGraphqlUrl(env: Env): string | undefined {
  const value = env.WP_GRAPHQL_URL?.trim();
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function createBlogSource(env: Env = process.env, options: Omit<WpGraphqlOptions, 'url'> = {}): BlogSource {
  const url = wpGraphqlUrl(env);
  return url ? createWpGraphqlSource({ ...options, url }) : localBlogSource();
}

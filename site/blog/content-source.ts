/**
 * What the blog pages ask of wherever posts come from: the local articles in `site/content/blog/`
 * (./local-source.ts) or a WordPress site through WPGraphQL (./wpgraphql-source.ts). Both answer the same
 * `Post` type, so the pages never know which one they read. This module names the contract only and
 * imports neither source, so the sources depend on it and never the other way round.
 */
import type { Post, PostCategory } from './post';

export interface BlogSource {
  readonly kind: 'local' | 'wpgraphql';
  /** Newest first. A CMS that cannot be reached gives the last good list or an empty one, never an error. */
  listPosts(): Promise<Post[]>;
  getPost(slug: string): Promise<Post | undefined>;
  /** Every category that has a post, in order of first use. */
  listCategories(): Promise<PostCategory[]>;
  /** Posts of the category whose route slug is `slug` (`slugify(name)`), newest first. */
  postsInCategory(slug: string): Promise<Post[]>;
  /**
   * Forgets what the source cached about the post `slug`, or about the lists when no slug is given, so
   * the next request reads the source again (the CMS's publish hook calls this). Local posts are read
   * at start-up and never change while the server runs.
   */
  revalidate(slug?: string): void;
}

/** The words of the blog's page-by-page navigation (/blog/page/2, /blog/category/{slug}/page/2). */
export const BLOG_PAGINATION = {
  /** The navigation landmark's name. */
  label: 'Blog pages',
  newer: 'Newer posts',
  older: 'Older posts',
  position: (page: number, pages: number) => `Page ${page} of ${pages}`,
  /** The last breadcrumb of a later page. */
  crumb: (page: number) => `Page ${page}`,
  /** A later page's title: "Car Shipping Blog – page 2". */
  title: (title: string, page: number) => `${title} – page ${page}`,
} as const;

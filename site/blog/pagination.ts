/**
 * The blog's lists cut into pages: `/blog`, `/blog/page/2`, … and the same under each category. Page 1
 * lives at the list's own path only, so each list has one address per page.
 */
import { BLOG_POSTS_PER_PAGE } from '../content/site-figures';

export const pagedPath = (basePath: string, page: number): string =>
  page === 1 ? basePath : `${basePath}/page/${page}`;

/** At least one: an empty list still has its first page, which says there is nothing yet. */
export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / BLOG_POSTS_PER_PAGE));

export function pageItems<T>(items: readonly T[], page: number): T[] {
  return items.slice((page - 1) * BLOG_POSTS_PER_PAGE, page * BLOG_POSTS_PER_PAGE);
}

/**
 * The page number of a `/page/{n}` segment: digits without a leading zero, so `02` or `+2` never
 * become a second address of page 2. Anything else, 0 included, is no page.
 */
export function parsePageNumber(segment: string): number | undefined {
  if (!/^[1-9]\d{0,5}$/.test(segment)) return undefined;
  return Number(segment);
}

/** Where a page of a list stands among its neighbours, for its navigation and head links. */
export interface PagePosition {
  page: number;
  pages: number;
  /** The newer page's path, absent on page 1. */
  prev?: string;
  /** The older page's path, absent on the last page. */
  next?: string;
}

export function pagePosition(basePath: string, page: number, total: number): PagePosition {
  const pages = pageCount(total);
  return {
    page,
    pages,
    ...(page > 1 ? { prev: pagedPath(basePath, page - 1) } : {}),
    ...(page < pages ? { next: pagedPath(basePath, page + 1) } : {}),
  };
}

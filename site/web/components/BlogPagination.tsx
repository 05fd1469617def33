/**
 * The "Newer posts" / "Older posts" navigation under a blog list that spans more than one page. The
 * same neighbours are named in the head as rel="prev"/"next" (`paginationLinks`).
 */
import type { ReactElement } from 'react';
import type { PagePosition } from '../../blog/pagination';
import { BLOG_PAGINATION } from '../../content/blog/pagination-copy';
import type { HeadLink } from '../../ui/page-meta';

export function BlogPagination({ position }: { position: PagePosition }): ReactElement | null {
  if (position.pages < 2) return null;
  return (
    <nav className="blog-pagination" aria-label={BLOG_PAGINATION.label}>
      <p>{BLOG_PAGINATION.position(position.page, position.pages)}</p>
      <ul>
        {position.prev && (
          <li>
            <a href={position.prev} rel="prev">
              {BLOG_PAGINATION.newer}
            </a>
          </li>
        )}
        {position.next && (
          <li>
            <a href={position.next} rel="next">
              {BLOG_PAGINATION.older}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

export function paginationLinks(position: PagePosition): HeadLink[] {
  return [
    ...(position.prev ? [{ rel: 'prev' as const, href: position.prev }] : []),
    ...(position.next ? [{ rel: 'next' as const, href: position.next }] : []),
  ];
}

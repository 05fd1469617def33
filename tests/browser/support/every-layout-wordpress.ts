/**
 * The post the stand-in WordPress (recorded-wordpress.ts) serves beside the recorded ones: a row of every
 * section layout (tests/support/wordpress-fixtures.ts). It is older than every recorded post, so the
 * recorded posts keep their places on the blog's index.
 */
import { EVERY_LAYOUT_ROWS, wpFeaturedImage, wpNode } from '../../support/wordpress-fixtures';

export const EVERY_LAYOUT_POST = { slug: 'winter-car-shipping', title: 'Winter car shipping' };

export const EVERY_LAYOUT_NODE = wpNode({
  slug: EVERY_LAYOUT_POST.slug,
  date: '2025-10-20T09:00:00',
  title: EVERY_LAYOUT_POST.title,
  sections: EVERY_LAYOUT_ROWS,
  featuredImage: wpFeaturedImage('winter'),
});

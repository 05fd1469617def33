/**
 * The site's own figures: timings of its pages, text limits of its cards, and the marketing claims.
 * The quote form's rules are in shared/constants.ts; docs/product.md lists both.
 */

/** The navbar turns solid at this many pixels of scrolling. */
export const NAVBAR_SOLID_AT_PX = 90;
/** The hero video replaces the still image this long after load. */
export const HERO_VIDEO_DELAY_MS = 3000;
/** The tag manager loads this long after page load. */
export const TAG_MANAGER_DELAY_MS = 3500;

/** Blog card title and excerpt, and the featured post's content, in characters. */
export const BLOG_CARD_TITLE_CHARS = 35;
export const BLOG_CARD_EXCERPT_CHARS = 120;
export const FEATURED_CONTENT_CHARS = 150;
/** Posts on each page of /blog and of a category, the featured post included. */
export const BLOG_POSTS_PER_PAGE = 9;
/** Posts in /blog/rss.xml, newest first. */
export const BLOG_FEED_POSTS = 20;

/** Review truncation: over `over` characters, cut to `cutTo`. */
export const REVIEW_TRUNCATION = {
  landing: { over: 100, cutTo: 150 },
  mainWide: { over: 250, cutTo: 230 },
  mainSmall: { over: 100, cutTo: 150 },
} as const;

/** A landing headline over this many characters gets a smaller font, so it still fits the hero on a phone. */
export const LANDING_TITLE_LONG_OVER_CHARS = 40;

/** Air freight carries up to 80 vehicles per plane; containers come in 20 ft and 40 ft. */
export const AIR_FREIGHT_MAX_VEHICLES = 80;
export const CONTAINER_SIZES_FT = [20, 40] as const;

/** Marketing claims. */
export const VEHICLES_SHIPPED = 100_000;
export const CUSTOMERS_SERVED = 500_000;
export const YEARS_SHIPPING = 10;
export const CARRIER_COUNT = 10;
export const SERVICE_TYPE_COUNT = 30;

/** The copyright line starts in this year. */
export const COPYRIGHT_START_YEAR = 2020;

/** Every Cache-Control value the server sends, named for what it is for. */

/** A file whose name (or `?v=`) carries its content hash never changes. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** The widget loader partners embed keeps its URL: cached briefly, so a release reaches every page in minutes. */
export const LOADER_CACHE = 'public, max-age=300';
/** Images, media, robots and the sitemap: fine for a day. */
export const DAY_CACHE = 'public, max-age=86400';
/** Site pages: cached, but checked with the server on every use. */
export const PAGE_CACHE = 'public, max-age=0, must-revalidate';
/** Files without a version in their URL (dev pages, the mock, unversioned assets): re-checked on every load. */
export const REVALIDATE_CACHE = 'no-cache';
/** Personal or one-off answers (API answers, booking pages, errors): never stored. */
export const NO_STORE = 'no-store';
/** The booking page's stylesheet, whose URL has no version: an hour. */
export const HOUR_CACHE = 'public, max-age=3600';

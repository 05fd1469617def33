/** Every Cache-Control value the server sends, named for what it is for. */

/** A file whose name (or `?v=`, when it matches) carries its content hash never changes. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** The widget loader partners embed keeps its URL: cached briefly, so a release reaches every page in minutes. */
export const LOADER_CACHE = 'public, max-age=300';
/** Images, media, robots and the sitemap: fine for a day. */
export const DAY_CACHE = 'public, max-age=86400';
/** The blog's RSS feed: the same for everyone, and a new post should reach readers within minutes. */
export const FEED_CACHE = 'public, max-age=300';
/**
 * Site pages, each with its own CSP nonce. `private`: a shared cache (a CDN, a proxy) must not store one,
 * or every visitor it serves would get the same nonce, which an attacker could then read and reuse.
 * `no-cache` and no validator: each use asks the server again, and a new page comes back with a new
 * nonce (a 304 would keep the old one). Not `no-store`, which would take the pages out of the browser's
 * back/forward cache, where going back to a page the visitor already had does no harm.
 */
export const PAGE_CACHE = 'private, no-cache';
/** Files without a version in their URL (dev pages, the mock, unversioned assets): re-checked on every load. */
export const REVALIDATE_CACHE = 'no-cache';
/** Personal or one-off answers (API answers, booking pages, errors): never stored. */
export const NO_STORE = 'no-store';
/** The booking page's stylesheet, whose URL has no version: an hour. */
export const HOUR_CACHE = 'public, max-age=3600';

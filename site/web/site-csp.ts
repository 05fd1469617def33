/**
 * The Content-Security-Policy of the site's pages. Scripts run by a per-request nonce with
 * 'strict-dynamic': every <script> the server renders carries the nonce, and what those scripts insert
 * (the widget's lazy chunks, the islands' React chunk through import(), the tag manager and the tags it
 * loads) is trusted through them. The tag manager's origin is then not allow-listed for scripts at all:
 * an allow-listed origin that serves arbitrary containers' code would let any injected <script src>
 * from it run. Browsers that know 'strict-dynamic' ignore 'self' beside it; older ones fall back to it.
 * Frames come from one origin only: the privacy-enhanced YouTube player a post's video facade loads when
 * the reader presses play (site/blog/youtube-facade.ts); the site frames nothing else, itself included.
 */
import { randomBytes } from 'node:crypto';
import { VIDEO_PLAYER_ORIGIN } from '../blog/youtube-video';

/** The tag manager's origins: still needed for its images (pixels) and its calls, only when GTM_ID is set. */
const GTM_SOURCES = 'https://www.googletagmanager.com https://www.google-analytics.com';

/** 128 random bits, base64: unguessable, and new for every page served. */
export function newScriptNonce(): string {
  return randomBytes(16).toString('base64');
}

export function siteCsp(nonce: string, options: { gtm: boolean; cmsImages?: string }): string {
  const gtm = options.gtm ? ` ${GTM_SOURCES}` : '';
  const cms = options.cmsImages ? ` ${options.cmsImages}` : '';
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    "style-src 'self'",
    `img-src 'self' data:${gtm}${cms}`,
    "media-src 'self'",
    `frame-src ${VIDEO_PLAYER_ORIGIN}`,
    `connect-src 'self'${gtm}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

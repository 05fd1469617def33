/**
 * A YouTube video as the blog shows it: its id read from any of YouTube's addresses, the page on
 * youtube.com that plays it, the privacy-enhanced player the page loads once the reader asks for it, and
 * the thumbnail the site serves from its own origin (site/web/video-thumbnails.ts) so that reading a post
 * sends nothing to YouTube.
 */
import { parseHttpUrl } from '../../shared/http-url';

/** Every YouTube video id: eleven characters of base64url. */
export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The only origin a post's video player comes from; the site's CSP allows frames from it alone. */
export const VIDEO_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

/** Where the site serves a video's thumbnail, below /blog. */
export const VIDEO_THUMBNAILS_PATH = '/video-thumbnails';

const WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const EMBED_HOSTS = new Set([...WATCH_HOSTS, 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
/** Paths whose next segment is the id: /embed/ID, /shorts/ID, /live/ID, /v/ID. */
const ID_IN_PATH = new Set(['embed', 'shorts', 'live', 'v']);

/**
 * The id of a video's address: youtube.com/watch?v=ID, youtu.be/ID, /embed/ID (the iframe WordPress's
 * oEmbed writes, or the nocookie player), /shorts/ID or /live/ID. Anything else is no video.
 */
export function youtubeVideoId(address: string): string | undefined {
  const url = parseHttpUrl(address.trim());
  if (!url) return undefined;
  const host = url.hostname.toLowerCase();
  const [first, second] = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = first;
  else if (WATCH_HOSTS.has(host) && first === 'watch') id = url.searchParams.get('v');
  else if (EMBED_HOSTS.has(host) && first && ID_IN_PATH.has(first)) id = second;
  return id && VIDEO_ID.test(id) ? id : undefined;
}

export const videoWatchUrl = (id: string): string => `https://www.youtube.com/watch?v=${id}`;

export const videoPlayerUrl = (id: string): string => `${VIDEO_PLAYER_ORIGIN}/embed/${id}?autoplay=1`;

export const videoThumbnailPath = (id: string): string => `/blog${VIDEO_THUMBNAILS_PATH}/${id}`;

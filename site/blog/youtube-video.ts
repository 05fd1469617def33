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

/**
 * The id of a video's address: youtube.com/watch?v=ID, youtu.be/ID, /embed/ID (the iframe WordPress's
 * oEmbed writes, or the nocookie player), /shorts/ID or /live/ID. Anything else is no video.
 */
export function youtubeVideoId(address: string): string | undefined {
  // Inside the function so the browser bundle, which needs only the player's address, leaves them out.
  const watchHosts = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com'];
  const embedHosts = [...watchHosts, 'youtube-nocookie.com', 'www.youtube-nocookie.com'];
  /** Paths whose next segment is the id: /embed/ID, /shorts/ID, /live/ID, /v/ID. */
  const idInPath = ['embed', 'shorts', 'live', 'v'];
  const url = parseHttpUrl(address.trim());
  if (!url) return undefined;
  const host = url.hostname.toLowerCase();
  const [first, second] = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = first;
  else if (watchHosts.includes(host) && first === 'watch') id = url.searchParams.get('v');
  else if (embedHosts.includes(host) && first && idInPath.includes(first)) id = second;
  return id && VIDEO_ID.test(id) ? id : undefined;
}

export const videoWatchUrl = (id: string): string => `https://www.youtube.com/watch?v=${id}`;

export const videoPlayerUrl = (id: string): string => `${VIDEO_PLAYER_ORIGIN}/embed/${id}?autoplay=1`;

export const videoThumbnailPath = (id: string): string => `/blog${VIDEO_THUMBNAILS_PATH}/${id}`;

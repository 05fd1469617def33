/**
 * `/blog/video-thumbnails/{id}`: the thumbnail of a YouTube video that a post embeds, fetched by the server
 * from YouTube's image host and served from the site's own origin. A reader's browser then asks YouTube for
 * nothing until they press play: no request that tells Google who read which post, and the CSP's img-src
 * needs no YouTube host.
 *
 * Only videos the blog embeds are served (an id found in a post's HTML), so the route cannot be used to
 * make the server fetch anything else. Answers are kept in memory for a day (a failure for five minutes),
 * and concurrent requests for one video share one fetch. When YouTube cannot be reached or has no
 * thumbnail, a plain dark 16:9 picture stands in, not cached by browsers, so the facade never shows a
 * broken image and the real thumbnail appears once YouTube answers again.
 */

import { DAY_MS, MINUTE_MS } from '../../shared/time';
import type { BlogSource } from '../blog/content-source';
import type { Post } from '../blog/post';
import { VIDEO_ID, videoThumbnailPath } from '../blog/youtube-video';
import { DAY_CACHE, NO_STORE } from '../http/cache-control';

export interface VideoThumbnailOptions {
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  now?: () => number;
  /** Per request to YouTube. Default 3 seconds. */
  timeoutMs?: number;
  /** One line per failed fetch. Default console.warn. */
  warn?: (line: string) => void;
}

/** 640×480 when YouTube has it (most videos), else 480×360, which every video has; both 4:3 with bars. */
const thumbnailUrls = (id: string) => [
  `https://i.ytimg.com/vi/${id}/sddefault.jpg`,
  `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
];
/** A real one weighs 20–80 KB; the bound keeps a day's worth of them in memory small. */
const MAX_BYTES = 256 * 1024;
const KEPT_MS = DAY_MS;
const RETRY_MS = 5 * MINUTE_MS;
const MAX_KEPT = 50;
const TIMEOUT_MS = 3000;

const PLACEHOLDER =
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="#1f2933"/></svg>';

interface Kept {
  expires: number;
  image: Promise<Uint8Array<ArrayBuffer> | undefined>;
}

/** Every piece of HTML a post shows: its body and the HTML of its sections. */
function htmlOf(post: Post): string[] {
  return [
    post.contentHtml,
    ...post.sections.flatMap((section) => [
      section.content ?? '',
      ...(section.card ?? []).map((card) => card.content),
      ...(section.list_item ?? []).map((item) => item.content ?? ''),
    ]),
  ];
}

/** A handler for one id: the thumbnail's answer, or undefined when no post embeds that video. */
export function videoThumbnails(
  source: BlogSource,
  options: VideoThumbnailOptions = {},
): (id: string) => Promise<Response | undefined> {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const warn = options.warn ?? console.warn;
  const kept = new Map<string, Kept>();

  async function fetchOne(url: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    const type = response.headers.get('Content-Type') ?? '';
    const length = Number(response.headers.get('Content-Length') ?? 0);
    if (!response.ok || !type.startsWith('image/jpeg') || length > MAX_BYTES) {
      await response.body?.cancel();
      return undefined;
    }
    const body = new Uint8Array(await response.arrayBuffer());
    return body.length > 0 && body.length <= MAX_BYTES ? body : undefined;
  }

  async function fetchThumbnail(id: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
    for (const url of thumbnailUrls(id)) {
      try {
        const image = await fetchOne(url);
        if (image) return image;
      } catch (error) {
        warn(`video thumbnail ${id}: ${error instanceof Error ? error.name : 'error'} from YouTube`);
        return undefined;
      }
    }
    warn(`video thumbnail ${id}: YouTube has no thumbnail`);
    return undefined;
  }

  function thumbnail(id: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
    const entry = kept.get(id);
    if (entry && entry.expires > now()) return entry.image;
    kept.delete(id);
    // The oldest entry goes first: a Map keeps insertion order.
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value ?? '');
    const image = fetchThumbnail(id);
    const added = { expires: now() + RETRY_MS, image };
    kept.set(id, added);
    void image.then((found) => {
      if (found) added.expires = now() + KEPT_MS;
    });
    return image;
  }

  return async (id) => {
    if (!VIDEO_ID.test(id)) return undefined;
    const path = videoThumbnailPath(id);
    const posts = await source.listPosts();
    if (!posts.some((post) => htmlOf(post).some((html) => html.includes(path)))) return undefined;
    const image = await thumbnail(id);
    if (!image) {
      return new Response(PLACEHOLDER, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': NO_STORE } });
    }
    return new Response(image, { headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': DAY_CACHE } });
  };
}

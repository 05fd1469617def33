import { describe, expect, it, vi } from 'vitest';
import { recordedNode } from '../../tests/support/editor-blocks-fixture';
import type { BlogSource } from '../blog/content-source';
import type { Post } from '../blog/post';
import { sanitizeCmsHtml } from '../blog/sanitize';
import { videoThumbnails } from './video-thumbnails';

const ID = 'aqz-KE-bpKQ';
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

function sourceWith(contentHtml: string): BlogSource {
  const post: Post = {
    title: 'Moving across state lines',
    slug: 'moving-across-state-lines',
    date: '2026-11-12T09:30:00',
    excerpt: '',
    contentHtml,
    sections: [],
    categories: [],
  };
  return {
    kind: 'wpgraphql',
    listPosts: async () => [post],
    getPost: async () => post,
    listCategories: async () => [],
    postsInCategory: async () => [],
    revalidate: () => {},
  };
}

/** The recorded block post as the source holds it: sanitised, with the video's facade. */
const BLOCK_POST = sourceWith(sanitizeCmsHtml(recordedNode('moving-across-state-lines').content));

/** A YouTube image host that answers each address from `answers` (missing: 404) and logs what was asked. */
function youtube(answers: Record<string, () => Response | Promise<Response>>) {
  const asked: string[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = String(input);
    asked.push(url);
    return answers[url]?.() ?? new Response('', { status: 404, headers: { 'Content-Type': 'image/jpeg' } });
  }) as typeof fetch;
  return { asked, fetchImpl };
}

const jpeg = () => new Response(JPEG, { headers: { 'Content-Type': 'image/jpeg' } });
const SD = `https://i.ytimg.com/vi/${ID}/sddefault.jpg`;
const HQ = `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`;

describe('video thumbnails served by the site', () => {
  it('serves the 640 px thumbnail of a video a post embeds, cached for a day, and asks YouTube once', async () => {
    const { asked, fetchImpl } = youtube({ [SD]: jpeg });
    const thumbnail = videoThumbnails(BLOCK_POST, { fetch: fetchImpl, warn: () => {} });
    const first = await thumbnail(ID);
    expect(first?.status).toBe(200);
    expect(first?.headers.get('Content-Type')).toBe('image/jpeg');
    expect(first?.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(new Uint8Array((await first?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(JPEG);
    await thumbnail(ID);
    expect(asked).toEqual([SD]);
  });

  it('falls back on the 480 px thumbnail, which every video has', async () => {
    const { asked, fetchImpl } = youtube({ [HQ]: jpeg });
    const answer = await videoThumbnails(BLOCK_POST, { fetch: fetchImpl, warn: () => {} })(ID);
    expect(answer?.headers.get('Content-Type')).toBe('image/jpeg');
    expect(asked).toEqual([SD, HQ]);
  });

  it('answers nothing for a video no post embeds, or no video id at all, without asking YouTube', async () => {
    const { asked, fetchImpl } = youtube({});
    const thumbnail = videoThumbnails(BLOCK_POST, { fetch: fetchImpl, warn: () => {} });
    expect(await thumbnail('dQw4w9WgXcQ')).toBeUndefined();
    expect(await thumbnail('../../etc/passwd')).toBeUndefined();
    expect(await thumbnail(`${ID}x`)).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('stands in a dark picture nobody caches when YouTube fails, says so once, and asks again five minutes later', async () => {
    const clock = { now: 1_000_000 };
    const warnings: string[] = [];
    let down = true;
    const { asked, fetchImpl } = youtube({
      [SD]: () => {
        if (down) throw new TypeError('fetch failed');
        return jpeg();
      },
    });
    const thumbnail = videoThumbnails(BLOCK_POST, {
      fetch: fetchImpl,
      now: () => clock.now,
      warn: (line) => warnings.push(line),
    });
    const placeholder = await thumbnail(ID);
    expect(placeholder?.status).toBe(200);
    expect(placeholder?.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(placeholder?.headers.get('Cache-Control')).toBe('no-store');
    expect(await placeholder?.text()).toMatch(/^<svg[^>]* width="640" height="360"/);
    await thumbnail(ID);
    expect(asked).toHaveLength(1);
    expect(warnings).toEqual([`video thumbnail ${ID}: TypeError from YouTube`]);

    down = false;
    clock.now += 5 * 60_000 + 1;
    expect((await thumbnail(ID))?.headers.get('Content-Type')).toBe('image/jpeg');
    expect(asked).toHaveLength(2);
  });

  it('refuses an answer that is not a JPEG or is too big to be a thumbnail', async () => {
    const html = () => new Response('<html>', { headers: { 'Content-Type': 'text/html' } });
    const huge = () =>
      new Response(new Uint8Array(300 * 1024), {
        headers: { 'Content-Type': 'image/jpeg', 'Content-Length': '307200' },
      });
    const { fetchImpl } = youtube({ [SD]: html, [HQ]: huge });
    const warnings: string[] = [];
    const answer = await videoThumbnails(BLOCK_POST, { fetch: fetchImpl, warn: (line) => warnings.push(line) })(ID);
    expect(answer?.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(warnings).toEqual([`video thumbnail ${ID}: YouTube has no thumbnail`]);
  });

  it('shares one request to YouTube between readers who ask at once', async () => {
    let release: (response: Response) => void = () => {};
    const { asked, fetchImpl } = youtube({ [SD]: () => new Promise<Response>((resolve) => (release = resolve)) });
    const thumbnail = videoThumbnails(BLOCK_POST, { fetch: fetchImpl, warn: () => {} });
    const answers = Promise.all([thumbnail(ID), thumbnail(ID)]);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    release(jpeg());
    const [first, second] = await answers;
    expect([first?.status, second?.status]).toEqual([200, 200]);
    expect(asked).toHaveLength(1);
  });
});

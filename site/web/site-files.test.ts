/**
 * The site's own files: an asset is cached for a year only under the `?v=` of its current content (any
 * other version is revalidated, so a rolling deploy cannot pin an old file to a new URL), and media
 * answer byte ranges, which Safari needs to play a video at all.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from '../http/cache-control';
import { contentVersion } from '../http/static-files';

let root: string;
let app: ReturnType<typeof createApp>;
const CSS = 'body { color: #123456; }\n';
/** 1,000 bytes, each its offset modulo 251, so any slice shows where it came from. */
const VIDEO = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'shipquote-site-files-'));
  await mkdir(join(root, 'public/assets'), { recursive: true });
  await mkdir(join(root, 'public/media'), { recursive: true });
  await mkdir(join(root, 'build'), { recursive: true });
  await writeFile(join(root, 'public/assets/site.css'), CSS);
  await writeFile(join(root, 'public/media/clip.mp4'), VIDEO);
  app = createApp({ site: { publicDir: join(root, 'public'), buildDir: join(root, 'build') } });
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('an asset with ?v=', () => {
  it('is immutable for a year when the version is its content’s', async () => {
    const response = await app.request(`/assets/site.css?v=${contentVersion(new TextEncoder().encode(CSS))}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(IMMUTABLE_CACHE);
  });

  it('is the very URL the pages link to', async () => {
    const html = await (await app.request('/')).text();
    expect(html).toContain(`href="/assets/site.css?v=${contentVersion(new TextEncoder().encode(CSS))}"`);
  });

  it.each(['old-build1', 'x', ''])(
    'is revalidated on every use, with an ETag, under any other version: "%s"',
    async (v) => {
      const response = await app.request(`/assets/site.css?v=${v}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe(REVALIDATE_CACHE);
      expect(response.headers.get('ETag')).toBeTruthy();
      expect(await response.text()).toBe(CSS);
    },
  );

  it('is revalidated without a version too', async () => {
    const response = await app.request('/assets/site.css');
    expect(response.headers.get('Cache-Control')).toBe(REVALIDATE_CACHE);
  });
});

describe('a media file', () => {
  const get = (range?: string, headers: Record<string, string> = {}) =>
    app.request('/media/clip.mp4', { headers: range ? { Range: range, ...headers } : headers });
  const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer());

  it('says it takes byte ranges when it answers in full', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('Accept-Ranges')).toBe('bytes');
    expect(response.headers.get('Content-Length')).toBe('1000');
    expect(await bytes(response)).toEqual(VIDEO);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=100-', 100, 999],
    ['bytes=-50', 950, 999],
    ['bytes=990-5000', 990, 999],
    ['bytes=-5000', 0, 999],
  ])('answers %s with 206 and exactly those bytes', async (range, start, end) => {
    const response = await get(range);
    expect(response.status).toBe(206);
    expect(response.headers.get('Content-Range')).toBe(`bytes ${start}-${end}/1000`);
    expect(response.headers.get('Content-Length')).toBe(String(end - start + 1));
    expect(response.headers.get('Content-Type')).toBe('video/mp4');
    expect(await bytes(response)).toEqual(VIDEO.slice(start, end + 1));
  });

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0'])(
    'answers %s, which asks for nothing the file has, with 416 and its size',
    async (range) => {
      const response = await get(range);
      expect(response.status).toBe(416);
      expect(response.headers.get('Content-Range')).toBe('bytes */1000');
      expect(await response.text()).toBe('');
    },
  );

  it.each(['bytes=0-9,20-29', 'bytes=abc', 'items=0-9', 'bytes=50-10'])(
    'answers %s, a range it does not serve, with the whole file',
    async (range) => {
      const response = await get(range);
      expect(response.status).toBe(200);
      expect(await bytes(response)).toEqual(VIDEO);
    },
  );

  it('serves a range only while If-Range still names the file it was started on', async () => {
    const lastModified = (await get()).headers.get('Last-Modified') ?? '';
    expect((await get('bytes=0-9', { 'If-Range': lastModified })).status).toBe(206);
    expect((await get('bytes=0-9', { 'If-Range': 'Thu, 01 Jan 1970 00:00:00 GMT' })).status).toBe(200);
    expect((await get('bytes=0-9', { 'If-Range': '"some-etag"' })).status).toBe(200);
  });
});

/**
 * The blog through the whole app, reading the answers a real WordPress gave (tests/fixtures/wordpress/):
 * a site on America/Chicago time, so WordPress's `date` is local and only `dateGmt` is UTC. The feed,
 * the structured data and the sitemap carry UTC; readers see WordPress's own date. Posts share their
 * featured image, and WordPress's own category slug redirects to the category's route.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { recordedFetch } from '../../tests/support/wordpress-fixtures';
import { createApp } from '../app';
import { createWpGraphqlSource } from '../blog/wpgraphql-source';

const ORIGIN = 'https://shipquote.example';

const app = createApp({
  site: {
    publicDir: fileURLToPath(new URL('../public', import.meta.url)),
    buildDir: mkdtempSync(join(tmpdir(), 'blog-recorded-build-')),
    publicUrl: ORIGIN,
    cms: {
      source: createWpGraphqlSource({
        url: 'https://cms.example.com/graphql',
        fetch: recordedFetch('posts-first100-gmt.json'),
        siteOrigin: ORIGIN,
        warn: () => {},
      }),
      imageOrigin: 'https://cms.example.com',
    },
  },
});

async function get(path: string) {
  const response = await app.request(path);
  return { status: response.status, location: response.headers.get('Location'), body: await response.text() };
}

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
const blogPosting = (html: string) => jsonLdOf(html).find((data) => data['@type'] === 'BlogPosting');
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('the blog read from the recorded WordPress', () => {
  it('dates feed items in UTC, a post published late in Chicago on the next day', async () => {
    const { status, body } = await get('/blog/rss.xml');
    expect(status).toBe(200);
    const pubDates = [...body.matchAll(/<pubDate>([^<]*)<\/pubDate>/g)].map((m) => m[1]);
    expect(pubDates.slice(0, 2)).toEqual(['Wed, 25 Nov 2026 04:30:00 GMT', 'Fri, 20 Nov 2026 16:00:00 GMT']);
    expect(pubDates).toContain('Sat, 04 Jul 2026 17:00:00 GMT');
    expect(body).toContain('<lastBuildDate>Wed, 25 Nov 2026 04:30:00 GMT</lastBuildDate>');
  });

  it("gives a post's structured data its UTC publication and change, and shows readers WordPress's date", async () => {
    const cafe = await get('/blog/cafe-stops-car-shipping');
    expect(blogPosting(cafe.body)).toMatchObject({
      datePublished: '2026-11-20T16:00:00Z',
      dateModified: '2026-11-26T13:56:18Z',
    });
    const late = await get('/blog/holiday-pickup-slots');
    expect(blogPosting(late.body)).toMatchObject({
      datePublished: '2026-11-25T04:30:00Z',
      dateModified: '2026-11-25T04:30:00Z',
    });
    expect(late.body).toContain('<time dateTime="2026-11-24T22:30:00">November 24, 2026</time>');
  });

  it('shares a post by its featured image, absolute over https with its size, in previews and structured data', async () => {
    const { body } = await get('/blog/cafe-stops-car-shipping');
    const image = 'https://cms.example.com/wp-content/uploads/2026/11/featured-cafe.jpg';
    expect(metaContent(body, 'og:image')).toBe(image);
    expect(metaContent(body, 'og:image:width')).toBe('1600');
    expect(metaContent(body, 'og:image:height')).toBe('900');
    expect(metaContent(body, 'og:image:alt')).toBe('A car carrier parked at a café');
    expect(metaContent(body, 'twitter:image')).toBe(image);
    expect(blogPosting(body)?.image).toEqual([{ '@type': 'ImageObject', url: image, width: 1600, height: 900 }]);
  });

  it('shares the default image only for a post without a featured image', async () => {
    const { body } = await get('/blog/no-featured-image-generated-excerpt');
    expect(metaContent(body, 'og:image')).toBe(`${ORIGIN}/images/og-default.png`);
    expect(metaContent(body, 'og:image:width')).toBe('1200');
    expect(metaContent(body, 'twitter:image')).toBe(`${ORIGIN}/images/og-default.png`);
    expect(blogPosting(body)).not.toHaveProperty('image');
  });

  it("dates each post's sitemap entry by its last change in UTC", async () => {
    const { body } = await get('/sitemap.xml');
    expect(body).toContain(
      `<url><loc>${ORIGIN}/blog/cafe-stops-car-shipping</loc><lastmod>2026-11-26T13:56:18Z</lastmod></url>`,
    );
    expect(body).toContain(
      `<url><loc>${ORIGIN}/blog/holiday-pickup-slots</loc><lastmod>2026-11-25T04:30:00Z</lastmod></url>`,
    );
    expect(body).toContain(`<url><loc>${ORIGIN}/blog</loc></url>`);
    expect(body).toContain(`<url><loc>${ORIGIN}/blog/category/international-shipping</loc></url>`);
    expect(body).not.toContain('/blog/category/overseas');
  });

  it("serves a category at its name and redirects WordPress's own slug there for good", async () => {
    expect((await get('/blog/category/international-shipping')).status).toBe(200);
    expect(await get('/blog/category/overseas')).toMatchObject({
      status: 301,
      location: '/blog/category/international-shipping',
    });
    expect(await get('/blog/category/overseas/page/2')).toMatchObject({
      status: 301,
      location: '/blog/category/international-shipping/page/2',
    });
    expect((await get('/blog/category/no-such-slug')).status).toBe(404);
  });

  it('heads a numbered step without content like the others, and leaves no empty paragraph', async () => {
    const { body } = await get('/blog/cafe-stops-car-shipping');
    const steps = /<ol class="steps">(.*?)<\/ol>/s.exec(body)?.[1] ?? '';
    expect([...steps.matchAll(/<h3>([^<]*)<\/h3>/g)].map((m) => m[1])).toEqual([
      'Get a quote',
      'Confirm the dates',
      'Hand over the keys',
    ]);
    expect(body).not.toMatch(/<p>\s*<\/p>/);
  });
});

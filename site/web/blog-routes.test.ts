/**
 * The blog's routes through the whole app, in both modes: the local source and a CMS source, each given
 * a list of 25 fixture posts through the app's options (a stand-in for the data, not for the routes), so
 * the lists span three pages whatever the number of local articles.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { BlogSource } from '../blog/content-source';
import { localBlogSource, localPosts } from '../blog/local-source';
import { type Post, toCategory } from '../blog/post';

const ORIGIN = 'https://shipquote.example';

/** 25 posts, newest first: every one in Guides, posts 1–11 also in Costs, post 25 with text to escape. */
const POSTS: readonly Post[] = Array.from({ length: 25 }, (_, index) => {
  const n = index + 1;
  return {
    title: n === 25 ? 'Cars & <trucks>: "open" or enclosed?' : `Fixture post ${n}`,
    slug: `fixture-post-${n}`,
    date: `2026-02-${String(28 - n).padStart(2, '0')}`,
    excerpt: n === 25 ? 'Tips & tricks <for> the road.' : `The excerpt of fixture post ${n}.`,
    contentHtml: '<p>Body.</p>',
    sections: [],
    categories: [toCategory('Guides'), ...(n <= 11 ? [toCategory('Costs')] : [])],
  };
});

/** The same posts as a CMS would answer them: the BlogSource contract over a fixed list. */
const cmsSource: BlogSource = { ...localBlogSource(() => POSTS), kind: 'wpgraphql' };

function appWith(source?: BlogSource) {
  return createApp({
    site: {
      publicDir: fileURLToPath(new URL('../public', import.meta.url)),
      buildDir: mkdtempSync(join(tmpdir(), 'blog-routes-build-')),
      publicUrl: ORIGIN,
      ...(source ? { cms: { source, imageOrigin: 'https://cms.example' } } : {}),
    },
  });
}

const MODES = [
  ['the local source', localBlogSource(() => POSTS)],
  ['a CMS source', cmsSource],
] as const;

const cardLinks = (html: string) =>
  [...html.matchAll(/<li class="card post-card">.*?href="([^"]+)"/gs)].map((match) => match[1]);
const featuredLink = (html: string) => /post-featured".*?<h2 id="featured-post"><a href="([^"]+)"/s.exec(html)?.[1];
const headLink = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html)?.[1];
const paginationNav = (html: string) =>
  /<nav class="blog-pagination" aria-label="Blog pages">(.*?)<\/nav>/s.exec(html)?.[1];

describe.each(MODES)('the blog served from %s', (_mode, source) => {
  const app = appWith(source);
  const get = async (path: string) => {
    const response = await app.request(path);
    return { status: response.status, headers: response.headers, html: await response.text() };
  };

  it('lists nine posts a page, newest first, the first page featuring the newest', async () => {
    const first = await get('/blog');
    expect(featuredLink(first.html)).toBe('/blog/fixture-post-1');
    expect(cardLinks(first.html)).toEqual(Array.from({ length: 8 }, (_, i) => `/blog/fixture-post-${i + 2}`));
    const second = await get('/blog/page/2');
    expect(second.status).toBe(200);
    expect(featuredLink(second.html)).toBeUndefined();
    expect(cardLinks(second.html)).toEqual(Array.from({ length: 9 }, (_, i) => `/blog/fixture-post-${i + 10}`));
    const last = await get('/blog/page/3');
    expect(cardLinks(last.html)).toEqual(Array.from({ length: 7 }, (_, i) => `/blog/fixture-post-${i + 19}`));
  });

  it('gives a later page its own title, description, canonical URL and neighbours', async () => {
    const { html } = await get('/blog/page/2');
    expect(html).toContain('<title>Car Shipping Blog – page 2 – ShipQuote</title>');
    expect(html).toMatch(/<meta name="description" content="Page 2 of 3\. Guides and tips/);
    expect(headLink(html, 'canonical')).toBe(`${ORIGIN}/blog/page/2`);
    expect(headLink(html, 'prev')).toBe(`${ORIGIN}/blog`);
    expect(headLink(html, 'next')).toBe(`${ORIGIN}/blog/page/3`);
    const nav = paginationNav(html);
    expect(nav).toContain('<a href="/blog" rel="prev">Newer posts</a>');
    expect(nav).toContain('<a href="/blog/page/3" rel="next">Older posts</a>');
    expect(nav).toContain('Page 2 of 3');
  });

  it('links no newer page from the first page and no older one from the last', async () => {
    const first = (await get('/blog')).html;
    expect(headLink(first, 'canonical')).toBe(`${ORIGIN}/blog`);
    expect(headLink(first, 'prev')).toBeUndefined();
    expect(headLink(first, 'next')).toBe(`${ORIGIN}/blog/page/2`);
    expect(paginationNav(first)).not.toContain('Newer posts');
    const last = (await get('/blog/page/3')).html;
    expect(headLink(last, 'prev')).toBe(`${ORIGIN}/blog/page/2`);
    expect(headLink(last, 'next')).toBeUndefined();
    expect(paginationNav(last)).not.toContain('Older posts');
  });

  it('pages a category the same way, under the category path', async () => {
    const first = await get('/blog/category/costs');
    expect(cardLinks(first.html)).toHaveLength(9);
    expect(headLink(first.html, 'next')).toBe(`${ORIGIN}/blog/category/costs/page/2`);
    const second = await get('/blog/category/costs/page/2');
    expect(second.status).toBe(200);
    expect(second.html).toContain('<title>Costs: Car Shipping Blog – page 2 – ShipQuote</title>');
    expect(headLink(second.html, 'canonical')).toBe(`${ORIGIN}/blog/category/costs/page/2`);
    expect(headLink(second.html, 'prev')).toBe(`${ORIGIN}/blog/category/costs`);
    expect(cardLinks(second.html)).toEqual(['/blog/fixture-post-10', '/blog/fixture-post-11']);
  });

  it('redirects page 1 permanently to the list itself', async () => {
    for (const [path, target] of [
      ['/blog/page/1', '/blog'],
      ['/blog/category/guides/page/1', '/blog/category/guides'],
    ]) {
      const response = await app.request(path as string);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('Location'), path).toBe(target);
    }
  });

  it('answers a page past the last, page 0, a non-number or a leading zero with the site 404', async () => {
    for (const path of [
      '/blog/page/4',
      '/blog/page/0',
      '/blog/page/two',
      '/blog/page/02',
      '/blog/page/-1',
      '/blog/category/costs/page/3',
      '/blog/category/costs/page/02',
      '/blog/category/no-such-category/page/2',
    ]) {
      const { status, html } = await get(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('links the RSS feed from the head of every blog page', async () => {
    for (const path of ['/blog', '/blog/page/2', '/blog/fixture-post-3', '/blog/category/costs/page/2']) {
      const { html } = await get(path);
      expect(html, path).toContain(
        `<link rel="alternate" href="${ORIGIN}/blog/rss.xml" type="application/rss+xml" title="ShipQuote Car Shipping Blog"/>`,
      );
    }
  });

  it('serves a well-formed RSS 2.0 feed of the 20 newest posts, each linking to a page that answers', async () => {
    const response = await app.request('/blog/rss.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
    // jsdom's XML parser throws on a document that is not well-formed.
    const doc = new JSDOM(await response.text(), { contentType: 'application/xml' }).window.document;
    expect(doc.documentElement.nodeName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channel = doc.querySelector('rss > channel');
    expect(channel?.querySelector(':scope > link')?.textContent).toBe(`${ORIGIN}/blog`);
    const self = channel?.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
    expect(self?.getAttribute('href')).toBe(`${ORIGIN}/blog/rss.xml`);
    expect(self?.getAttribute('rel')).toBe('self');
    const items = [...doc.querySelectorAll('channel > item')];
    expect(items).toHaveLength(20);
    const text = (item: Element, name: string) => item.querySelector(name)?.textContent ?? '';
    expect(items.map((item) => text(item, 'link'))).toEqual(
      Array.from({ length: 20 }, (_, i) => `${ORIGIN}/blog/fixture-post-${i + 1}`),
    );
    for (const item of items) {
      expect(text(item, 'title')).not.toBe('');
      expect(text(item, 'description')).toMatch(/^The excerpt of fixture post \d+\.$/);
      expect(text(item, 'pubDate')).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(item.querySelector('guid')?.getAttribute('isPermaLink')).toBe('true');
      expect(text(item, 'guid')).toBe(text(item, 'link'));
      const link = new URL(text(item, 'link'));
      expect(link.origin).toBe(ORIGIN);
      expect((await app.request(link.pathname)).status, link.pathname).toBe(200);
    }
  });

  it('lists the blog, its pages, every post and every category page in the sitemap', async () => {
    const xml = await (await app.request('/sitemap.xml')).text();
    const locs = new Set([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]));
    const expected = [
      '/blog',
      '/blog/page/2',
      '/blog/page/3',
      ...POSTS.map((post) => `/blog/${post.slug}`),
      '/blog/category/guides',
      '/blog/category/guides/page/2',
      '/blog/category/guides/page/3',
      '/blog/category/costs',
      '/blog/category/costs/page/2',
    ];
    for (const path of expected) expect(locs.has(`${ORIGIN}${path}`), path).toBe(true);
    const blogLocs = [...locs].filter((loc) => loc?.startsWith(`${ORIGIN}/blog`));
    expect(blogLocs.sort()).toEqual(expected.map((path) => `${ORIGIN}${path}`).sort());
    expect(locs.has(`${ORIGIN}/services`)).toBe(true);
  });
});

describe('the blog with escaped text in its feed', () => {
  it('escapes a title and excerpt so the feed stays well-formed and reads back the same', async () => {
    const posts = [POSTS[24] as Post];
    const app = appWith({ ...localBlogSource(() => posts), kind: 'wpgraphql' });
    const xml = await (await app.request('/blog/rss.xml')).text();
    const item = new JSDOM(xml, { contentType: 'application/xml' }).window.document.querySelector('item');
    expect(item?.querySelector('title')?.textContent).toBe('Cars & <trucks>: "open" or enclosed?');
    expect(item?.querySelector('description')?.textContent).toBe('Tips & tricks <for> the road.');
  });
});

describe('a CMS category whose own slug is not its route', () => {
  it("redirects the CMS's slug, percent-encoded or not, to the route, and leaves another category's route alone", async () => {
    const posts: Post[] = [
      { ...(POSTS[0] as Post), categories: [{ name: 'Été', slug: 'ete', sourceSlug: 'été' }] },
      // A category whose CMS slug is another category's route: that route stays the other category's.
      { ...(POSTS[1] as Post), categories: [{ name: 'News', slug: 'news', sourceSlug: 'ete' }] },
    ];
    const app = appWith({ ...localBlogSource(() => posts), kind: 'wpgraphql' });
    for (const path of ['/blog/category/%C3%A9t%C3%A9', '/blog/category/été']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('Location'), path).toBe('/blog/category/ete');
    }
    const route = await app.request('/blog/category/ete');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<h1>Été</h1>');
  });
});

describe('the blog of the local articles', () => {
  const app = appWith();

  it('serves a feed of the newest local articles and lists them all in the sitemap', async () => {
    const feed = await (await app.request('/blog/rss.xml')).text();
    const doc = new JSDOM(feed, { contentType: 'application/xml' }).window.document;
    const links = [...doc.querySelectorAll('item > link')].map((link) => link.textContent);
    expect(links).toEqual(
      localPosts()
        .slice(0, 20)
        .map((post) => `${ORIGIN}/blog/${post.slug}`),
    );
    const sitemap = await (await app.request('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${ORIGIN}/blog</loc>`);
    for (const post of localPosts()) {
      expect(sitemap).toContain(`<loc>${ORIGIN}/blog/${post.slug}</loc>`);
      for (const category of post.categories)
        expect(sitemap).toContain(`<loc>${ORIGIN}/blog/category/${category.slug}</loc>`);
    }
  });

  it('answers a reader whose feed, sitemap or robots.txt is current with 304 and no body', async () => {
    for (const path of ['/blog/rss.xml', '/sitemap.xml', '/robots.txt']) {
      const first = await app.request(path);
      const tag = first.headers.get('ETag');
      expect(tag, path).toMatch(/^(W\/)?"[^"]+"$/);
      const again = await app.request(path, { headers: { 'If-None-Match': tag! } });
      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe('');
      expect((await app.request(path, { headers: { 'If-None-Match': '"another"' } })).status, path).toBe(200);
    }
  });

  it('builds feed links on PUBLIC_URL, never on the Host of the request', async () => {
    const feed = await (await app.request('http://forged.example/blog/rss.xml')).text();
    expect(feed).not.toContain('forged.example');
    expect(feed).toContain(`<link>${ORIGIN}/blog</link>`);
  });
});

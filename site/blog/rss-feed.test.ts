import { describe, expect, it } from 'vitest';
import type { Post } from './post';
import { rfc822Date, rssFeed } from './rss-feed';

const PATHS = { blog: '/blog', feed: '/blog/rss.xml', post: (slug: string) => `/blog/${slug}` };

function post(n: number, overrides: Partial<Post> = {}): Post {
  return {
    title: `Post ${n}`,
    slug: `post-${n}`,
    date: `2026-01-${String(30 - n).padStart(2, '0')}`,
    excerpt: `Excerpt ${n}.`,
    contentHtml: '<p>Body.</p>',
    sections: [],
    categories: [],
    ...overrides,
  };
}

describe('the blog RSS feed', () => {
  it('dates a post in RFC 822, a CMS timestamp without a zone as UTC', () => {
    expect(rfc822Date('2026-11-18')).toBe('Wed, 18 Nov 2026 00:00:00 GMT');
    expect(rfc822Date('2026-11-18T10:30:00')).toBe('Wed, 18 Nov 2026 10:30:00 GMT');
    expect(rfc822Date('2026-11-18T10:30:00+02:00')).toBe('Wed, 18 Nov 2026 08:30:00 GMT');
    expect(rfc822Date('not a date')).toBeUndefined();
  });

  it("dates a CMS post by its UTC instant, not by the CMS's local time", () => {
    // Published at 22:30 in Chicago, which is 04:30 the next day in UTC.
    const late = post(1, { date: '2026-11-24T22:30:00', published: '2026-11-25T04:30:00Z' });
    const xml = rssFeed([late], 'https://shipquote.example', PATHS);
    expect(xml).toContain('<pubDate>Wed, 25 Nov 2026 04:30:00 GMT</pubDate>');
    expect(xml).toContain('<lastBuildDate>Wed, 25 Nov 2026 04:30:00 GMT</lastBuildDate>');
  });

  it('escapes titles and excerpts, and links every item absolutely as its permanent guid', () => {
    const xml = rssFeed(
      [post(1, { title: 'Cars & <trucks>', excerpt: 'Open "or" enclosed? It\'s <b>up</b> to you & me.' })],
      'https://shipquote.example',
      PATHS,
    );
    expect(xml).toContain('<title>Cars &amp; &lt;trucks&gt;</title>');
    expect(xml).toContain(
      '<description>Open &quot;or&quot; enclosed? It&apos;s &lt;b&gt;up&lt;/b&gt; to you &amp; me.</description>',
    );
    expect(xml).toContain('<link>https://shipquote.example/blog/post-1</link>');
    expect(xml).toContain('<guid isPermaLink="true">https://shipquote.example/blog/post-1</guid>');
    expect(xml).toContain(
      '<atom:link href="https://shipquote.example/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
  });

  it('keeps the twenty newest posts', () => {
    const xml = rssFeed(
      Array.from({ length: 25 }, (_, index) => post(index + 1)),
      'https://shipquote.example',
      PATHS,
    );
    expect(xml.match(/<item>/g)).toHaveLength(20);
    expect(xml).toContain('/blog/post-20<');
    expect(xml).not.toContain('/blog/post-21<');
  });
});

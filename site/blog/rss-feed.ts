/**
 * /blog/rss.xml: an RSS 2.0 feed of the newest posts, every URL absolute on the site's origin (feed
 * readers fetch it from anywhere). Text is XML-escaped here; nothing else writes into the document.
 */
import { escapeUTF8 } from 'entities';
import { BLOG_FEED } from '../content/blog/feed-copy';
import { BLOG_FEED_POSTS } from '../content/site-figures';
import { type Post, publishedAt } from './post';

export interface FeedPaths {
  blog: string;
  feed: string;
  post(slug: string): string;
}

/**
 * A post date as RFC 822 (`Wed, 18 Nov 2026 00:00:00 GMT`). Posts from a CMS carry their UTC instant
 * (`publishedAt`); a timestamp without a zone is taken as UTC, so the feed does not move with the server's
 * time zone. No date at all when it does not parse.
 */
export function rfc822Date(date: string): string | undefined {
  const zoned = !date.includes('T') || /(Z|[+-]\d\d:?\d\d)$/i.test(date) ? date : `${date}Z`;
  const time = new Date(zoned);
  return Number.isNaN(time.getTime()) ? undefined : time.toUTCString();
}

const element = (name: string, text: string) => `<${name}>${escapeUTF8(text)}</${name}>`;

function item(post: Post, origin: string, paths: FeedPaths): string {
  const url = `${origin}${paths.post(post.slug)}`;
  const published = rfc822Date(publishedAt(post));
  return [
    '    <item>',
    `      ${element('title', post.title)}`,
    `      ${element('link', url)}`,
    `      ${element('description', post.excerpt)}`,
    ...(published ? [`      ${element('pubDate', published)}`] : []),
    `      <guid isPermaLink="true">${escapeUTF8(url)}</guid>`,
    ...post.categories.map((category) => `      ${element('category', category.name)}`),
    '    </item>',
  ].join('\n');
}

/** `posts` newest first, as every source lists them; the feed keeps the first `BLOG_FEED_POSTS`. */
export function rssFeed(posts: readonly Post[], origin: string, paths: FeedPaths): string {
  const newest = posts.slice(0, BLOG_FEED_POSTS);
  const built = newest[0] && rfc822Date(publishedAt(newest[0]));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${element('title', BLOG_FEED.title)}`,
    `    ${element('link', `${origin}${paths.blog}`)}`,
    `    ${element('description', BLOG_FEED.description)}`,
    `    ${element('language', BLOG_FEED.language)}`,
    `    <atom:link href="${escapeUTF8(`${origin}${paths.feed}`)}" rel="self" type="application/rss+xml"/>`,
    ...(built ? [`    ${element('lastBuildDate', built)}`] : []),
    ...newest.map((post) => item(post, origin, paths)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

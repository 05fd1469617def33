/**
 * A stand-in for WPGraphQL that answers in WordPress's shape with one post, which holds a row of every
 * section layout (tests/support/wordpress-fixtures.ts), whatever the query's cursor: the site asks for posts
 * and nothing else.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EVERY_LAYOUT_ROWS, wpFeaturedImage, wpNode } from '../../support/wordpress-fixtures';
import type { RecordedWordPress } from './recorded-wordpress';

export const EVERY_LAYOUT_POST = { slug: 'winter-car-shipping', title: 'Winter car shipping' };

const POST = wpNode({
  slug: EVERY_LAYOUT_POST.slug,
  date: '2026-11-20T09:00:00',
  title: EVERY_LAYOUT_POST.title,
  sections: EVERY_LAYOUT_ROWS,
  featuredImage: wpFeaturedImage('winter'),
});

export async function startEveryLayoutWordPress(): Promise<RecordedWordPress> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({ data: { posts: { pageInfo: { hasNextPage: false, endCursor: null }, nodes: [POST] } } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

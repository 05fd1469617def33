/**
 * The blog from WordPress, end to end: the real server reads a local stand-in for a WPGraphQL endpoint
 * that answers in WordPress's shape, with a post holding a row of every section layout. The post shows
 * every block, and each entry of its index sidebar brings its section into view.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type StartedServer, startServerProcess } from '../../scripts/server-process.mjs';
import { EVERY_LAYOUT_ROWS, wpFeaturedImage, wpNode } from '../support/wordpress-fixtures';

const tempDir = mkdtempSync(join(tmpdir(), 'shipquote-blog-cms-'));
const POST = wpNode({
  slug: 'winter-car-shipping',
  date: '2026-11-20T09:00:00',
  title: 'Winter car shipping',
  sections: EVERY_LAYOUT_ROWS,
  featuredImage: wpFeaturedImage('winter'),
});
let wordpress: Server;
let server: StartedServer;

test.beforeAll(async () => {
  // One page of posts, whatever the query's cursor: the site asks for posts and nothing else.
  wordpress = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({ data: { posts: { pageInfo: { hasNextPage: false, endCursor: null }, nodes: [POST] } } }),
      );
    });
  });
  await new Promise<void>((resolve) => wordpress.listen(0, '127.0.0.1', resolve));
  const { port } = wordpress.address() as AddressInfo;
  server = await startServerProcess({
    env: { DATABASE_FILE: join(tempDir, 'leads.db'), WP_GRAPHQL_URL: `http://127.0.0.1:${port}/graphql` },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => wordpress?.close(resolve));
  rmSync(tempDir, { recursive: true, force: true });
});

test('a WordPress post shows a block of every layout, and its index sidebar scrolls to each section', async ({
  page,
}) => {
  await page.goto(`${server.origin}/blog/winter-car-shipping`);
  await expect(page.getByRole('heading', { level: 1, name: 'Winter car shipping' })).toBeVisible();

  const titled = EVERY_LAYOUT_ROWS.flatMap((row) => (typeof row.title === 'string' && row.title ? [row.title] : []));
  for (const title of titled) await expect(page.getByRole('heading', { name: title, exact: true })).toBeAttached();
  await expect(page.getByRole('table')).toBeAttached();
  await expect(page.getByText('Ice scraper')).toBeAttached();

  const index = page.getByRole('navigation', { name: 'In this article' });
  const entries = index.getByRole('link');
  expect(await entries.count()).toBe(titled.length);
  for (let n = (await entries.count()) - 1; n >= 0; n--) {
    const link = entries.nth(n);
    const target = (await link.getAttribute('href'))?.slice(1) ?? '';
    await link.click();
    await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
  }
});

/**
 * The blog from WordPress, end to end: the second site (support/servers.ts) reads a local stand-in for a
 * WPGraphQL endpoint that answers in WordPress's shape, with a post holding a row of every section layout.
 * The post shows every block, and each entry of its index sidebar brings its section into view.
 */
import { expect, test } from '@playwright/test';
import { EVERY_LAYOUT_ROWS } from '../support/wordpress-fixtures';
import { EVERY_LAYOUT_POST } from './support/every-layout-wordpress';
import { siteOrigin } from './support/servers';

test('a WordPress post shows a block of every layout, and its index sidebar scrolls to each section', async ({
  page,
}) => {
  await page.goto(`${siteOrigin('wordPress')}/blog/${EVERY_LAYOUT_POST.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: EVERY_LAYOUT_POST.title })).toBeVisible();

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

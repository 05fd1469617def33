/**
 * The navbar: transparent at the top of the page, solid from 90 px of scrolling.
 */
import { expect, type Page, test } from '@playwright/test';
import { NAVBAR_SOLID_AT_PX } from '../../site/content/site-figures';

// No colour transition, so the computed background is final as soon as the class changes.
test.use({ reducedMotion: 'reduce' });

const navbar = (page: Page) => page.getByRole('banner').locator('.navbar');
const background = (page: Page) => navbar(page).evaluate((el) => getComputedStyle(el).backgroundColor);
const TRANSPARENT = 'rgba(0, 0, 0, 0)';

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

test('the navbar is transparent at the top and solid from exactly 90 px of scrolling', async ({ page }) => {
  expect(NAVBAR_SOLID_AT_PX).toBe(90);
  await page.goto('/');
  await expect(navbar(page)).toBeVisible();
  await expect(navbar(page)).not.toHaveClass(/navbar--solid/);
  expect(await background(page)).toBe(TRANSPARENT);

  await scrollTo(page, 90);
  await expect(navbar(page)).toHaveClass(/navbar--solid/);
  expect(await background(page)).not.toBe(TRANSPARENT);

  await scrollTo(page, 89);
  await expect(navbar(page)).not.toHaveClass(/navbar--solid/);
  expect(await background(page)).toBe(TRANSPARENT);

  await scrollTo(page, 90);
  await expect(navbar(page)).toHaveClass(/navbar--solid/);

  await scrollTo(page, 1200);
  await expect(navbar(page)).toHaveClass(/navbar--solid/);

  await scrollTo(page, 0);
  await expect(navbar(page)).not.toHaveClass(/navbar--solid/);
  expect(await background(page)).toBe(TRANSPARENT);
});

test('moving focus back into the sticky navbar with Shift+Tab leaves the page where it is', async ({ page }) => {
  await page.goto('/services');
  await scrollTo(page, 1200);
  // Focus on the first link of the content, without scrolling to it (as after reading down the page).
  await page.evaluate(() => document.querySelector<HTMLElement>('main a[href]')?.focus({ preventScroll: true }));
  const before = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Shift+Tab');
  const inHeader = await page.evaluate(() => !!document.activeElement?.closest('header'));
  expect(inHeader, 'focus is in the navbar').toBe(true);
  // The navbar is sticky and always in view: focusing it must not move the page.
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test('a page opened at an anchor further down shows the solid navbar without any scrolling', async ({ page }) => {
  await page.goto('/#contact-us');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(90);
  await expect(navbar(page)).toHaveClass(/navbar--solid/);
});

test('the islands loader and its React chunk are each loaded once, also after hydration', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && pathname.startsWith('/assets/')) scripts.push(request.url());
  });
  await page.goto('/');
  await scrollTo(page, 200);
  await expect(navbar(page)).toHaveClass(/navbar--solid/);
  await page.keyboard.press('Tab');
  await scrollTo(page, 0);
  await page.waitForLoadState('networkidle');
  // One URL per module: the same module under a second URL (say with and without ?v=) runs twice.
  const loaders = scripts.filter((url) => /\/assets\/islands[^/]*\.js/.test(url));
  expect(loaders, 'requests for the islands loader').toHaveLength(1);
  expect(new Set(scripts).size, `script requests: ${scripts.join(', ')}`).toBe(scripts.length);
});

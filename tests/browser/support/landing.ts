/** Helpers for the landing pages' browser tests: the top bar and the quote widget's first paint. */
import { expect, type Locator, type Page } from '@playwright/test';

export const LANDING_PAGES = ['/landing', '/international'] as const;

export const topBar = (page: Page) => page.getByRole('banner');
export const menuButton = (page: Page) => topBar(page).getByRole('button', { name: 'Menu', exact: true });
export const sectionLinks = (page: Page) => page.getByRole('navigation', { name: 'Sections' });

/**
 * A click where the element is, without Playwright scrolling it "into view" first: it sits in a sticky
 * bar, and scrolling a sticky element into view moves the page to its unstuck place (the top).
 */
export async function clickInPlace(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target} is not laid out`);
  await target.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Waits until every quote widget on the page has drawn its form in its shadow root. */
export async function widgetsReady(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-quote-widget]')].every((host) => !!host.shadowRoot?.querySelector('form')),
  );
}

export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

export async function expectFocused(target: Locator): Promise<void> {
  await expect.poll(() => target.evaluate((el) => document.activeElement === el)).toBe(true);
}

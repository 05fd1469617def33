/**
 * The site's pages under their own policy: scripts run by the response's nonce with 'strict-dynamic'.
 * Everything a page runs must get through it without a single violation: the inline theme script, the
 * page's module script and the React chunk it imports on the first interaction, the widget's script and
 * the lookup, calendar and steps chunks it inserts.
 */
import { expect, test } from '@playwright/test';
import { watchCsp } from './support/csp-violations';
import { QuoteForm } from './support/quote-form';

/** Pages with islands load React on the first interaction; the landing pages have none. */
const PAGES = [
  { path: '/', islands: true },
  { path: '/services/enclosed-auto-shipping', islands: true },
  { path: '/landing', islands: false },
  { path: '/international', islands: false },
];

const loadedChunks = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    Object.keys((window as unknown as { __quoteWidgetChunks?: object }).__quoteWidgetChunks ?? {}).sort(),
  );

for (const { path, islands } of PAGES) {
  test(`${path} runs every script it loads under its nonce policy without a violation`, { tag: '@steady' }, async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    // A stored choice the inline theme script applies before the first paint: proof that it ran.
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const reactChunk = islands
      ? page.waitForResponse((response) => /^\/assets\/hydrate-[\w-]+\.js$/.test(new URL(response.url()).pathname))
      : undefined;
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');

    const form = new QuoteForm(page, page.locator('[data-quote-widget]').first());
    await form.ready();
    // Focus is also the first interaction that brings the islands' React.
    await form.pickup.focus();
    await form.calendarButton.click();
    await expect(form.calendar.getByRole('grid')).toBeVisible();
    await expect.poll(() => loadedChunks(page)).toEqual(['date-picker', 'lookup', 'steps']);
    if (reactChunk) expect((await reactChunk).ok()).toBe(true);

    expect(await violations()).toEqual([]);
  });
}

/**
 * axe on every page of the site: the pages listed in /sitemap.xml and the 404 page, in the light
 * and the dark theme, with the quote widget rendered where a page has one. Every violation of every
 * page is collected first, so one run lists them all.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { WCAG_TAGS } from './support/accessibility';

const NOT_FOUND_PATH = '/no-such-page-for-axe';

async function sitePaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
  expect(paths.length, 'pages in the sitemap').toBeGreaterThan(20);
  return paths;
}

/** Waits until every quote widget on the page has drawn its form in its shadow root. */
async function widgetsReady(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-quote-widget]')].every((host) => !!host.shadowRoot?.querySelector('form')),
  );
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no violations on any page in the ${scheme} theme`, async ({ page }) => {
    test.setTimeout(8 * 60_000);
    await page.emulateMedia({ colorScheme: scheme });
    const paths = [...(await sitePaths(page)), NOT_FOUND_PATH];
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(path === NOT_FOUND_PATH ? 404 : 200);
      await widgetsReady(page);
      const results = await new AxeBuilder({ page })
        .withTags(WCAG_TAGS)
        .options({ resultTypes: ['violations'] })
        .analyze();
      const violations = results.violations.flatMap((v) =>
        v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} — ${JSON.stringify(n.target)}`),
      );
      if (violations.length > 0) found[path] = violations;
    }
    expect(found, `axe violations, ${scheme} theme`).toEqual({});
  });
}

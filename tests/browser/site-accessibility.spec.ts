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

/** Pages scanned at once: axe runs in each page's own renderer, so two keep both cores of a small machine busy. */
const AT_ONCE = 2;

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no violations on any page in the ${scheme} theme`, async ({ page, context }) => {
    test.setTimeout(8 * 60_000);
    const paths = [...(await sitePaths(page)), NOT_FOUND_PATH];
    const found: Record<string, string[]> = {};
    let scanned = 0;
    const scan = async (tab: Page, path: string) => {
      const response = await tab.goto(path);
      expect(response?.status(), path).toBe(path === NOT_FOUND_PATH ? 404 : 200);
      await widgetsReady(tab);
      const results = await new AxeBuilder({ page: tab })
        .withTags(WCAG_TAGS)
        .options({ resultTypes: ['violations'] })
        .analyze();
      const violations = results.violations.flatMap((v) =>
        v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} — ${JSON.stringify(n.target)}`),
      );
      if (violations.length > 0) found[path] = violations;
      scanned++;
    };
    const tabs = [page, ...(await Promise.all(Array.from({ length: AT_ONCE - 1 }, () => context.newPage())))];
    const queue = [...paths];
    await Promise.all(
      tabs.map(async (tab) => {
        await tab.emulateMedia({ colorScheme: scheme });
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) await scan(tab, path);
      }),
    );
    expect(scanned, 'pages scanned').toEqual(paths.length);
    expect(found, `axe violations, ${scheme} theme`).toEqual({});
  });
}

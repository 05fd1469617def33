/** One axe scan over the whole page, the widget's open shadow roots included (axe walks them itself). */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's default run gathers the results of the page and of each of its frames in a blank page it opens
 * for the purpose, which costs a second or more a scan; its legacy run does the same work in the page
 * itself, two to three times faster, but reads no frame's content. So a page with a frame gets the
 * default run, and every other page the legacy one.
 */
const hasFrames = (page: Page) => page.frames().length > 1;

/** Fails with a readable list (rule, impact, help, elements) when axe finds any violation. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  // Only violations are asked for: nothing else is read, so axe need not report passes and incomplete checks.
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(!hasFrames(page))
    .analyze();
  const found = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`.trim()),
  }));
  expect(found, `axe violations (${state})`).toEqual([]);
}

/**
 * Switches the page's colour scheme in place and waits until every quote widget on it has heard: the
 * site's and the booking pages' dark palettes are CSS media queries, which the next style computation
 * applies, and a widget marks its forms when the media query's change event reaches it.
 */
export async function useColorScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await page.waitForFunction(
    (dark) =>
      [...document.querySelectorAll('[data-quote-widget]')].every((host) => {
        const root = host.shadowRoot;
        // A widget not mounted yet has no form to mark.
        if (!root?.querySelector('.qw')) return true;
        return !!root.querySelector('.qw-page-dark') === dark;
      }),
    colorScheme === 'dark',
  );
}

/**
 * Scans the page in the light scheme and then in the dark one, switched in place, so a walk through a flow
 * scans both palettes of each state without loading anything twice. Leaves the page light.
 */
export async function expectNoAxeViolationsInBothSchemes(page: Page, state: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await useColorScheme(page, colorScheme);
    await expectNoAxeViolations(page, `${state}, ${colorScheme} scheme`);
  }
  await useColorScheme(page, 'light');
}

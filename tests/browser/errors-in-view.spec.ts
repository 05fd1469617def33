/**
 * Next on an empty first step brings the error summary into view below the page's sticky header, never
 * under it: on the site's pages, whose scroll padding keeps clear of their header, and on an example page
 * with a sticky header that sets the widget's --qw-scroll-offset, at 320 and 1280 px, and at 375 px where a
 * breakpoint lies between it and 320 px. Each page is opened afresh at each width, in one test per page.
 */
import { expect, type Page, test } from '@playwright/test';
import { openExample } from './support/example-page';
import { widgetsReady } from './support/landing';
import { QuoteForm } from './support/quote-form';

/** The bottom of the page's sticky or fixed header, in viewport pixels. */
function stickyHeaderBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = [...document.querySelectorAll('header, .site-header, .topbar')].find((el) =>
      ['sticky', 'fixed'].includes(getComputedStyle(el).position),
    );
    if (!header) throw new Error('the page has no sticky header');
    return header.getBoundingClientRect().bottom;
  });
}

async function expectSummaryBelowHeader(page: Page): Promise<void> {
  // Wide pages may hold a second form further down: the first is the one a visitor meets.
  const widget = page.locator('[data-quote-widget]').first();
  const form = new QuoteForm(page, widget);
  await form.ready();
  // Start from the top, as a visitor arriving does: the form may be anywhere below the header.
  await page.evaluate(() => window.scrollTo(0, 0));
  await form.next.click();
  await expect(form.errorSummary).toBeVisible();
  const summary = widget.locator('.qw-error-summary');
  // The page may scroll smoothly: wait for it to settle where it stops.
  await expect
    .poll(async () => {
      const header = await stickyHeaderBottom(page);
      const box = await summary.boundingBox();
      return box ? box.y - header : Number.NEGATIVE_INFINITY;
    })
    .toBeGreaterThanOrEqual(0);
  await expect(form.pickup).toBeFocused();
  const field = await form.pickup.boundingBox();
  expect(field?.y).toBeGreaterThanOrEqual(await stickyHeaderBottom(page));
}

const SITE_PAGES = ['/', '/landing', '/international', '/services/open-auto-shipping'];

/**
 * The narrowest phone and a desktop, and 375 px on the landing pages, whose hero form is given another height
 * below 360 px (site.css). No other breakpoint of site.css, widget.css or examples.css lies between 320 and
 * 375 px, so there 375 px lays the page out as 320 px does, with more room.
 */
const widthsOf = (path: string): number[] =>
  ['/landing', '/international'].includes(path) ? [320, 375, 1280] : [320, 1280];

/** Opens the page at each width in turn and presses Next on its empty first step. */
async function atEachWidth(page: Page, path: string, open: () => Promise<void>): Promise<void> {
  for (const width of widthsOf(path)) {
    await test.step(`at ${width} px`, async () => {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 640 });
      await open();
      await expectSummaryBelowHeader(page);
    });
  }
}

for (const path of SITE_PAGES) {
  test(`on ${path} the error summary after Next on an empty step 1 is below the sticky header`, async ({ page }) => {
    await atEachWidth(page, path, async () => {
      await page.goto(path);
      await widgetsReady(page);
    });
  });
}

test('on an example page with a sticky header the error summary is below it', async ({ page }) => {
  await atEachWidth(page, 'affiliate.html', () => openExample(page, 'affiliate.html'));
});

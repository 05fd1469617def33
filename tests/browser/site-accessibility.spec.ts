/**
 * axe on every template of the site at 1280 px, in the light scheme and, on the pages of the dark sample,
 * then in the dark one (switched in place, so each page loads once), with the quote widgets ready where a
 * page has them: the pages of tests/support/scanned-templates.ts, which stand for every page of their
 * template (tests/node/scanned-templates.test.ts shows that they do, that no page is of a template left
 * out, and that the pages scanned dark show every kind of element the scanned pages show). The booking
 * pages have specs of their own (booking-order-accessibility, booking-page, booking-header).
 */
import { expect, type Page, test } from '@playwright/test';
import { SCANNED_TEMPLATES } from '../support/scanned-templates';
import { expectNoAxeViolations, useColorScheme } from './support/accessibility';

/**
 * Waits until every quote widget on the page has said it is ready (after the page's own listeners, such as
 * the embed builder's event log, have heard it) and has its lookups, so each scan sees the same state.
 */
async function widgetsReady(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-quote-widget]')].every(
      (host) => window.__readyWidgets?.has(host) && !!host.shadowRoot?.querySelector('[role="combobox"]'),
    ),
  );
}

test.beforeEach(async ({ page }) => {
  // A listener on the document hears the event after every listener nearer the widget.
  await page.addInitScript(() => {
    const ready = new WeakSet<EventTarget>();
    window.__readyWidgets = ready;
    document.addEventListener('quote:ready', (event) => {
      if (event.target) ready.add(event.target);
    });
  });
});

for (const { template, paths, status = 200, dark = [], darkAtPhoneWidthIn } of SCANNED_TEMPLATES) {
  const schemes = darkAtPhoneWidthIn
    ? `in the light scheme (dark at a phone's width in ${darkAtPhoneWidthIn})`
    : dark.length === 0
      ? 'in the light scheme'
      : 'in the light scheme and the dark one';
  test(`axe finds no violations on ${paths.join(' and ')}, of ${template}, ${schemes}`, {
    tag: '@scan',
  }, async ({ page }) => {
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(status);
      await widgetsReady(page);
      await expectNoAxeViolations(page, `${path}, light scheme`);
      if (dark.includes(path)) {
        await useColorScheme(page, 'dark');
        await expectNoAxeViolations(page, `${path}, dark scheme`);
        await useColorScheme(page, 'light');
      }
    }
  });
}

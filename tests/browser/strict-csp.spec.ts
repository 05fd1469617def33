/**
 * Isolation: under `default-src 'self'; style-src 'self'; script-src 'self'` the widget
 * causes no CSP violation (constructable stylesheets, no eval), and the page's hostile CSS cannot reach in.
 */
import { expect, type Page, test } from '@playwright/test';
import { openExample } from './support/example-page';
import { QuoteForm } from './support/quote-form';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Collects CSP reports from the console and from `securitypolicyviolation` events, from the first script on. */
async function watchCsp(page: Page): Promise<string[]> {
  const found: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) found.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective}: ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return found;
}

test('the widget works under a strict CSP without a single violation', async ({ page }) => {
  const consoleReports = await watchCsp(page);
  await openExample(page, 'strict-csp.html');
  const form = new QuoteForm(page);

  await form.fillRoute();
  await form.calendarButton.click();
  await expect(form.calendar.getByRole('grid')).toBeVisible();
  await form.calendar.getByRole('button', { name: 'Close calendar' }).click();
  await expect(form.calendar).toBeHidden();
  await form.next.click();
  await expect(form.stepHeading('Vehicles')).toBeVisible();

  const events = await page.evaluate(() => window.__cspViolations ?? []);
  expect([...consoleReports, ...events]).toEqual([]);
});

test('hostile page CSS neither shrinks nor hides the widget inputs', async ({ page }) => {
  await openExample(page, 'strict-csp.html');
  const form = new QuoteForm(page);
  await form.ready();

  // The hostile sheet does reach the page itself: proof that it is active.
  const pageFontSize = await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).fontSize);
  expect(pageFontSize).toBe('9px');

  for (const field of [form.pickup, form.delivery, form.date]) {
    await expect(field).toBeVisible();
    const size = await field.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(16);
  }
  for (const control of [form.calendarButton, form.next, page.getByRole('radio', { name: 'Open carrier' })]) {
    await expect(control).toBeVisible();
  }
  await expect(page.getByText('Pickup location', { exact: true })).toBeVisible();
  const titleSize = await form.title.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  expect(titleSize).toBeGreaterThanOrEqual(16);
});

test('the widget loads its lookups, calendar and later steps on a page that enforces Trusted Types', async ({
  page,
}) => {
  const consoleReports = await watchCsp(page);
  await page.goto('/examples/trusted-types.html');
  const form = new QuoteForm(page);

  await form.fillRoute();
  await form.calendarButton.click();
  await expect(form.calendar.getByRole('grid')).toBeVisible();
  await form.calendar.getByRole('button', { name: 'Close calendar' }).click();
  await form.next.click();
  await expect(form.stepHeading('Vehicles')).toBeVisible();

  const events = await page.evaluate(() => window.__cspViolations ?? []);
  expect([...consoleReports, ...events]).toEqual([]);
});

/**
 * Isolation: under `default-src 'self'; style-src 'self'; script-src 'self'` the widget
 * causes no CSP violation (constructable stylesheets, no eval), and the page's hostile CSS cannot reach in.
 */
import { expect, test } from '@playwright/test';
import { watchCsp } from './support/csp-violations';
import { openExample } from './support/example-page';
import { QuoteForm } from './support/quote-form';

test('the widget works under a strict CSP without a single violation', { tag: '@steady' }, async ({ page }) => {
  const violations = await watchCsp(page);
  await openExample(page, 'strict-csp.html');
  const form = new QuoteForm(page);

  await form.fillRoute();
  await form.calendarButton.click();
  await expect(form.calendar.getByRole('grid')).toBeVisible();
  await form.calendar.getByRole('button', { name: 'Close calendar' }).click();
  await expect(form.calendar).toBeHidden();
  await form.next.click();
  await expect(form.stepHeading('Vehicles')).toBeVisible();

  expect(await violations()).toEqual([]);
});

test('hostile page CSS neither shrinks nor hides the widget inputs', { tag: '@steady' }, async ({ page }) => {
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

test('the widget loads its lookups, calendar and later steps on a page that enforces Trusted Types', {
  tag: '@steady',
}, async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/examples/trusted-types.html');
  const form = new QuoteForm(page);

  await form.fillRoute();
  await form.calendarButton.click();
  await expect(form.calendar.getByRole('grid')).toBeVisible();
  await form.calendar.getByRole('button', { name: 'Close calendar' }).click();
  await form.next.click();
  await expect(form.stepHeading('Vehicles')).toBeVisible();

  expect(await violations()).toEqual([]);
});

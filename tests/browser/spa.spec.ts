/** An SPA adds and removes the host element, and calls mount/unmount directly. */
import { expect, test } from '@playwright/test';
import { openExample } from './support/example-page';
import { QuoteForm } from './support/quote-form';

test('the widget mounts on the quote route, goes away when the route is left, and mounts again on return', {
  tag: '@steady',
}, async ({ page }) => {
  await openExample(page, 'spa.html');
  const form = new QuoteForm(page);
  const nav = page.getByRole('navigation', { name: 'App' });
  await expect(page.getByRole('heading', { name: 'Home', level: 2 })).toBeVisible();
  await expect(form.title).toHaveCount(0);

  await nav.getByRole('link', { name: 'Get a quote' }).click();
  await expect(page).toHaveURL(/\?view=quote$/);
  await form.ready();
  await expect(form.title).toHaveCount(1);
  await form.pickup.fill('Dallas');

  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Home', level: 2 })).toBeVisible();
  await expect(form.title).toHaveCount(0);
  await expect(page.locator('[data-quote-widget]')).toHaveCount(0);

  await nav.getByRole('link', { name: 'Get a quote' }).click();
  await form.ready();
  await expect(form.title).toHaveCount(1);

  // The browser's Back button is a route change too.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Home', level: 2 })).toBeVisible();
  await expect(form.title).toHaveCount(0);
  await page.goForward();
  await form.ready();
  await expect(form.title).toHaveCount(1);
});

test('QuoteWidget.unmount and mount from the app buttons empty and refill the host, with one form each time', {
  tag: '@steady',
}, async ({ page }) => {
  await openExample(page, 'spa.html?view=quote');
  const form = new QuoteForm(page);
  await form.ready();
  const status = page.getByRole('status').filter({ hasText: /mounted/i });

  await page.getByRole('button', { name: 'Unmount the widget' }).click();
  await expect(page.getByText('Unmounted: the element is still on the page, empty.')).toBeVisible();
  await expect(form.title).toHaveCount(0);
  await expect(page.locator('[data-quote-widget]')).toHaveCount(1);

  const mountAgain = page.getByRole('button', { name: 'Mount it again, compact' });
  await mountAgain.click();
  await expect(status).toHaveText('Mounted again as the compact variant.');
  await form.ready();
  await expect(form.title).toHaveCount(1);

  // Mounting an element that already has a widget still gives one form.
  await mountAgain.click();
  await page.evaluate(() => {
    const host = document.querySelector<HTMLElement>('[data-quote-widget]');
    if (host) window.QuoteWidget?.mount(host);
    window.QuoteWidget?.mountAll();
  });
  await form.ready();
  await expect(form.title).toHaveCount(1);
  await expect(form.pickup).toHaveCount(1);
  const forms = await page
    .locator('[data-quote-widget]')
    .evaluate((host) => host.shadowRoot?.querySelectorAll('form').length ?? 0);
  expect(forms).toBe(1);

  // The compact variant asks for the vehicle type on step 2.
  await form.fillRoute();
  await form.next.click();
  await expect(form.vehicleType).toBeVisible();
});

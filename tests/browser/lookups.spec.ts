/**
 * The lookup comboboxes in a real browser, inside the shadow root: regressions of bugs the browser suite
 * found: fast typing lost characters, a picked suggestion emptied the field (widget/lookup/Combobox.tsx),
 * and the comboboxes' arrival moved the form below them (widget/chunks.ts); and the note on a place the
 * lookup could not find.
 */
import { expect, test } from '@playwright/test';
import { openExample } from './support/example-page';
import { nextFrames } from './support/frames';
import { QuoteForm } from './support/quote-form';

declare global {
  interface Window {
    /** The layout shifts the page's observer saw, by score. */
    __layoutShifts?: number[];
  }
}

test('fast typing in a lookup keeps every character', async ({ page }) => {
  await openExample(page, 'partner.html');
  const form = new QuoteForm(page);
  await form.ready();
  await form.pickup.focus();
  await page.keyboard.type('San Francisco, CA'); // no delay between keys
  await expect(form.pickup).toHaveValue('San Francisco, CA');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Las Vegas');
  await expect(form.delivery).toHaveValue('Las Vegas');
});

test('a suggestion picked with the mouse or with Enter fills the field and stays', async ({ page }) => {
  // Playwright's clock: time flows as usual until the test moves it on.
  await page.clock.install();
  await openExample(page, 'partner.html');
  const form = new QuoteForm(page);
  await form.ready();

  await form.pickup.fill('Dall');
  await page.getByRole('option', { name: 'Dallas, TX 75201' }).click();
  await expect(form.pickup).toHaveValue('Dallas, TX 75201');
  await expect(page.getByRole('listbox', { name: 'Pickup location' })).toBeHidden();

  await form.delivery.fill('Bos');
  await expect(page.getByRole('option', { name: 'Boston, MA 02108' })).toBeVisible();
  await form.delivery.press('ArrowDown');
  await form.delivery.press('Enter');
  await expect(form.delivery).toHaveValue('Boston, MA 02108');
  // Enter took the suggestion; it did not submit the step.
  await expect(form.errorSummary).toBeHidden();

  // Still there once the field is left and every lookup timer due by then has run.
  await form.date.focus();
  await page.clock.runFor(1_000);
  await expect(form.pickup).toHaveValue('Dallas, TX 75201');
  await expect(form.delivery).toHaveValue('Boston, MA 02108');
});

test('a place left with a typo is named at the field once, politely; picking its near miss says nothing', async ({
  page,
}) => {
  await openExample(page, 'partner.html');
  const form = new QuoteForm(page);
  await form.ready();
  const note =
    "We could not find 'Chicgo'. Choose a place from the list to get an instant price, or keep it and an advisor will price it.";

  await form.pickup.fill('Chicgo');
  const chicago = page.getByRole('option', { name: /^Chicago, IL\b/ });
  await expect(chicago).toBeVisible();
  await form.pickup.press('Tab');
  await expect(form.delivery).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: note })).toHaveCount(1);
  await expect(form.pickup).toHaveAccessibleDescription(/We could not find 'Chicgo'/);
  await expect(form.pickup).not.toHaveAttribute('aria-invalid', 'true');

  // Back in the field, the same text typed again and its near miss picked with the mouse.
  await form.pickup.fill('Chicgo');
  await expect(page.getByText(note)).toHaveCount(0);
  const label = (await chicago.textContent()) ?? '';
  const labelAnswered = page.waitForResponse(
    (response) => response.url().endsWith('/api/cityZipLookup') && response.request().postDataJSON()?.input === label,
  );
  await chicago.click();
  await expect(form.pickup).toHaveValue(label);
  await form.pickup.press('Tab');
  await labelAnswered;
  await expect(page.getByText(/We could not find/)).toHaveCount(0);
  await expect(form.pickup).not.toHaveAccessibleDescription(/We could not find/);
});

test('the comboboxes take the place of the plain inputs without moving anything on the page', async ({ page }) => {
  // The lookup chunk is held back until the form is drawn, as on a slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/widget\/chunks\/lookup\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openExample(page, 'partner.html');
  // Until the chunk is here, the places are plain text inputs.
  await expect(page.getByRole('textbox', { name: 'Delivery location' })).toBeVisible();
  await page.evaluate(() => {
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__layoutShifts?.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift' });
  });

  release();
  await expect(page.getByRole('combobox', { name: 'Delivery location' })).toBeVisible();
  await nextFrames(page);
  expect(await page.evaluate(() => window.__layoutShifts)).toEqual([]);
});

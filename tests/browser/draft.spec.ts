/** Nothing typed is lost, also across a reload (the draft lives in sessionStorage). */
import { expect, test } from '@playwright/test';
import { openExample, shipDate, waitForMockApi } from './support/example-page';
import { DOMESTIC_TRIP, QuoteForm } from './support/quote-form';

test('a half-filled first step is still there after a reload', async ({ page }) => {
  await openExample(page, 'partner.html');
  const form = new QuoteForm(page);
  await form.ready();
  await form.choose(form.pickup, DOMESTIC_TRIP.pickup.type, DOMESTIC_TRIP.pickup.pick);
  await form.date.fill(shipDate(10).typed);
  // The radio itself is visually hidden; a visitor clicks its label.
  await page.getByText('Enclosed carrier', { exact: true }).click();

  await page.reload();
  await waitForMockApi(page);
  await form.ready();
  await expect(form.pickup).toHaveValue(DOMESTIC_TRIP.pickup.pick);
  await expect(form.delivery).toHaveValue('');
  await expect(form.date).toHaveValue(shipDate(10).typed);
  await expect(page.getByRole('radio', { name: 'Enclosed carrier' })).toBeChecked();
});

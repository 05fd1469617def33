/** The error paths of the widget, shown through the examples' fake API (`?mock=<scenario>`, examples/dev/mock-handlers.ts). */
import { expect, test } from '@playwright/test';
import { openExample, shipDate } from './support/example-page';
import { DOMESTIC_TRIP, PERSON, QuoteForm, VEHICLE } from './support/quote-form';

test('an answer without a status code shows status 500 and the opportunity error message instead of the booking link', async ({
  page,
  context,
}) => {
  // Playwright's clock: time flows as usual until the test moves it on.
  await page.clock.install();
  // Every booking page the widget opens goes through window.open: count the calls, not only the popups.
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    window.__openedUrls = [];
    window.open = (...args: Parameters<typeof window.open>) => {
      window.__openedUrls?.push(String(args[0]));
      return open(...args);
    };
  });
  await openExample(page, 'partner.html?mock=no-status');
  const form = new QuoteForm(page);
  let popups = 0;
  context.on('page', () => popups++);

  await form.completeQuote();

  expect(await form.resultValues()).toMatchObject({
    Status: '500',
    Details: 'There was an error creating the opportunity. Please try again.',
  });
  await expect(page.getByRole('alert')).toHaveText('There was an error creating the opportunity. Please try again.');
  await expect(form.bookingLink).toHaveCount(0);
  // Past the 1.5 s after which the full variant opens the booking page of a successful quote.
  await page.clock.runFor(2_000);
  expect(await page.evaluate(() => window.__openedUrls)).toEqual([]);
  expect(popups).toBe(0);
});

test('a network failure keeps every answer and offers Try again', async ({ page }) => {
  await openExample(page, 'partner.html?mock=network-error');
  const form = new QuoteForm(page);
  await form.ready();

  // Lookups fail too: the visitor just types, and is told suggestions are unavailable.
  await form.pickup.fill(DOMESTIC_TRIP.pickup.pick);
  await expect(page.getByText('Suggestions are unavailable right now. You can keep typing.').first()).toBeVisible();
  await form.delivery.fill(DOMESTIC_TRIP.delivery.pick);
  await form.date.fill(shipDate(DOMESTIC_TRIP.inDays).typed);
  await form.next.click();
  await expect(form.stepHeading('Vehicles')).toBeVisible();
  await form.year.fill(VEHICLE.year);
  await form.make.fill(VEHICLE.make.pick);
  await form.model.fill(VEHICLE.model.pick);
  await form.next.click();
  await form.fillContact();
  await form.submit.click();

  await expect(page.getByRole('alert')).toContainText('We could not send your quote.');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  await expect(form.result).toBeHidden();
  await expect(form.firstName).toHaveValue(PERSON.firstName);
  await expect(form.email).toHaveValue(PERSON.email);
  await expect(form.phone).toHaveValue(PERSON.phone);

  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(form.make).toHaveValue(VEHICLE.make.pick);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(form.pickup).toHaveValue(DOMESTIC_TRIP.pickup.pick);
  await expect(form.date).toHaveValue(shipDate(DOMESTIC_TRIP.inDays).typed);
});

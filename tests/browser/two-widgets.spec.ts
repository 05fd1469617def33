/** One shadow root and one state per instance, so two widgets on a page never mix. */
import { expect, test } from '@playwright/test';
import { openExample, shipDate } from './support/example-page';
import { DOMESTIC_TRIP, INTERNATIONAL_TRIP, QuoteForm } from './support/quote-form';

test('two widgets on one page keep their own answers, steps and partner ids', { tag: '@steady' }, async ({ page }) => {
  await openExample(page, 'two-widgets.html');
  const domestic = new QuoteForm(page, page.getByRole('region', { name: 'Within the USA and Canada' }));
  const international = new QuoteForm(page, page.getByRole('region', { name: 'International' }));
  await domestic.ready();
  await international.ready();

  // Each starts in its own mode.
  await expect(domestic.scope.getByRole('radio', { name: 'USA/Canada' })).toBeChecked();
  await expect(international.scope.getByRole('radio', { name: 'International' })).toBeChecked();

  // Typing in one leaves the other empty.
  await domestic.fillRoute(DOMESTIC_TRIP);
  await expect(international.pickup).toHaveValue('');
  await expect(international.delivery).toHaveValue('');
  await expect(international.date).toHaveValue('');

  await international.fillRoute(INTERNATIONAL_TRIP);
  await expect(domestic.pickup).toHaveValue(DOMESTIC_TRIP.pickup.pick);
  await expect(domestic.delivery).toHaveValue(DOMESTIC_TRIP.delivery.pick);
  await expect(domestic.date).toHaveValue(shipDate(DOMESTIC_TRIP.inDays).typed);

  // Moving one to the next step does not move the other.
  await domestic.next.click();
  await expect(domestic.stepHeading('Vehicles')).toBeVisible();
  await expect(international.stepHeading('Route and date')).toBeVisible();
  await expect(international.pickup).toHaveValue(INTERNATIONAL_TRIP.pickup.pick);

  // Errors shown in one are not shown in the other.
  await domestic.next.click();
  await expect(domestic.errorSummary).toBeVisible();
  await expect(international.errorSummary).toBeHidden();

  // The international one submits with its own id and mode.
  await international.next.click();
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/createOpportunityAndSendToBooking'));
  await international.fillVehicle(true);
  await international.next.click();
  await international.fillContact();
  await international.submit.click();
  const body = (await sent).postDataJSON();
  expect(body).toMatchObject({ mode: 'international', transport_type: 'roro' });
  expect(body.context).toMatchObject({
    placement: { id: 'MOVERS-INTL', source: 'two-widgets-page' },
    variant: 'compact',
  });
  await expect(international.result).toBeVisible();
  await expect(domestic.stepHeading('Vehicles')).toBeVisible();
  await expect(domestic.result).toBeHidden();
});

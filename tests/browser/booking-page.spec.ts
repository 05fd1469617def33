/**
 * The real booking page (issue #3): a quote posted to the real API opens a server-rendered page with the
 * route, both prices and the next steps, readable in light and dark; an unknown link reveals nothing.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility';
import { shipDate } from './support/example-page';

async function createLead(request: import('@playwright/test').APIRequestContext, overrides: object = {}) {
  const answer = await request.post('/api/createOpportunityAndSendToBooking', {
    data: {
      mode: 'domestic',
      origin_postal_code: 'Dallas, TX 75201',
      destination_postal_code: 'Miami, FL 33101',
      ship_date: shipDate(10).iso,
      transport_type: 'enclosed',
      vehicles: [
        { year: '2021', make: 'Toyota', model: 'Camry', make_id: 448 },
        { year: '2018', make: 'Ford', model: 'F-150', make_id: 460, vehicle_type: 'Pickup', vehicle_inop: 'Yes' },
      ],
      first_name: 'Avery',
      email: 'avery@example.com',
      phone: '(512) 555-0199',
      idempotency_key: `booking-spec-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      context: { placement: { source: 'browser-test' } },
      ...overrides,
    },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { statusCode: number; url: string; sessionId: string };
}

test('the booking page shows the quote, both prices and the next steps, without axe violations in either theme', async ({
  page,
  request,
}) => {
  const lead = await createLead(request);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto(lead.url);
    await expect(page).toHaveTitle(new RegExp(lead.sessionId));
    await expect(page.getByText('Miami, FL 33101').first()).toBeVisible();
    await expect(page.getByText('2018 Ford F-150').first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Open carrier/ })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Enclosed carrier/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /next/i })).toBeVisible();
    await expect(page.getByRole('link', { name: /555-01/ }).first()).toHaveAttribute('href', /^tel:/);
    await expectNoAxeViolations(page, `booking page, ${colorScheme}`);
  }
  // Nothing personal beyond the greeting: no email or phone of the visitor on the page.
  const text = (await page.locator('body').textContent()) ?? '';
  expect(text).not.toContain('avery@example.com');
  expect(text).not.toContain('555-0199');
});

test('an unknown booking link gets a 404 page that reveals nothing', async ({ page }) => {
  const answer = await page.goto('/booking/AAAAAAAAAAAAAAAAAAAAAA');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'booking 404');
});

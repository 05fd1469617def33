/**
 * The real booking page: a quote posted to the real API opens a server-rendered page with the
 * route, both prices and the next steps, readable in light and dark; an unknown link reveals nothing.
 */
import { expect, test } from '@playwright/test';
import { validSubmissionInput } from '../support/valid-submission';
import { expectNoAxeViolations } from './support/accessibility';

async function createLead(request: import('@playwright/test').APIRequestContext) {
  const answer = await request.post('/api/createOpportunityAndSendToBooking', {
    data: validSubmissionInput({ context: { placement: { source: 'browser-test' } } }),
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
    await expect(page.getByText('1967 Ford Mustang').first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Open carrier/ })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Enclosed carrier/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /next/i })).toBeVisible();
    await expect(page.getByRole('link', { name: /555-01/ }).first()).toHaveAttribute('href', /^tel:/);
    await expectNoAxeViolations(page, `booking page, ${colorScheme}`);
  }
  // Nothing personal beyond the greeting: no email or phone of the visitor on the page.
  const text = (await page.locator('body').textContent()) ?? '';
  expect(text).not.toContain('dana.rivera@example.com');
  expect(text).not.toContain('555-0142');
});

test('an unknown booking link gets a 404 page that reveals nothing', async ({ page }) => {
  const answer = await page.goto('/booking/AAAAAAAAAAAAAAAAAAAAAA');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'booking 404');
});

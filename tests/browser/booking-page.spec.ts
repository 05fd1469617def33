/**
 * The booking page of an unknown link: a 404 page that reveals nothing, without axe violations. A real
 * lead's booking page is scanned with the order's pages (booking-order-accessibility.spec.ts); what it
 * shows is checked without a browser (site/booking/pages/booking-page.test.ts).
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility';

test('an unknown booking link gets a 404 page that reveals nothing', { tag: '@scan' }, async ({ page }) => {
  const answer = await page.goto('/booking/AAAAAAAAAAAAAAAAAAAAAA');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'booking 404');
});

/**
 * The price of step 1's answers on a phone (375 px): with JavaScript on, answering that the car does not
 * run changes "Your price with these answers" before the review; with JavaScript off the review, after the
 * post, shows the fee; and on the review the total sits within one screen above the sign box, where the
 * agreement's thousands of pixels would otherwise push it out of sight.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatUsd } from '../../shared/format';
import { validSubmissionInput } from '../support/valid-submission';
import { expectNoAxeViolations } from './support/accessibility';

const PHONE = { width: 375, height: 667 };
const CAMRY = 'Vehicle: 2019 Toyota Camry';

/** A one-car, running, open-carrier quote posted to the real API; answers the path of its booking page. */
async function bookingPath(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/createOpportunityAndSendToBooking', {
    data: validSubmissionInput({
      transport_type: 'open',
      vehicles: [{ year: '2019', make: 'Toyota', model: 'Camry', make_id: 448, vehicle_inop: 'No' }],
      context: { placement: { source: 'browser-test' } },
    }),
  });
  expect(answer.status()).toBe(200);
  return new URL(((await answer.json()) as { url: string }).url).pathname;
}

const dollars = (text: string | null) => Number(/\$([\d,]+)/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? Number.NaN);

/** The non-runner's fee, as step 1's note under "No, it has to be winched" states it from the rate table. */
async function inopFeeOf(page: Page): Promise<number> {
  return dollars(
    await page
      .getByText(/^Not running adds \$[\d,]+ for winching/)
      .first()
      .textContent(),
  );
}

/** Step 1's required answers the quote does not give, the car answered as not running. */
async function fillNotRunning(page: Page): Promise<void> {
  await page.getByRole('group', { name: 'Pickup address and contact' }).getByLabel('Street address').fill('1 Main St');
  await page.getByRole('group', { name: 'Delivery address and contact' }).getByLabel('Street address').fill('2 Bay Rd');
  await page.getByRole('group', { name: CAMRY }).getByLabel('No, it has to be winched').check();
  await page.getByLabel('Last name').fill('Lovelace');
}

/** The review's total row, and the sign box under it. */
const reviewTotal = (page: Page) =>
  page.getByRole('region', { name: 'Your price' }).getByRole('row', { name: /^Total / });

test('on a phone, "does not run" changes the live price before the review, and the review shows the total within a screen above the sign box', {
  tag: '@flow',
}, async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const path = await bookingPath(request);
  await page.goto(`${path}/order`);
  const vehicle = page.getByRole('group', { name: CAMRY });
  await expect(vehicle.getByText(/^Not running adds \$[\d,]+ for winching on and off/)).toBeVisible();
  const inopFee = await inopFeeOf(page);

  const live = page.getByText(/^Your price with these answers: \$[\d,]+$/);
  await expect(live).toBeVisible();
  await expect(live).toHaveAttribute('aria-live', 'polite');
  const before = dollars(await live.textContent());
  await expectNoAxeViolations(page, 'step 1 with its live price');

  await fillNotRunning(page);
  const after = formatUsd(before + inopFee);
  await expect(live).toHaveText(`Your price with these answers: ${after}`);
  await vehicle.getByLabel('Yes, it starts, drives and brakes').check();
  await expect(live).toHaveText(`Your price with these answers: ${formatUsd(before)}`);
  await vehicle.getByLabel('No, it has to be winched').check();
  await page.getByRole('button', { name: 'Continue to review' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Review and sign your order' })).toBeVisible();
  const total = reviewTotal(page);
  await expect(total).toHaveText(new RegExp(`^Total\\s*${after.replace('$', '\\$')}$`));
  await expect(page.getByText(`this order is ${after} because the vehicle does not run`)).toBeVisible();
  const signBox = page.getByRole('group', { name: 'Sign your order' });
  const [totalBox, signTop] = [await total.boundingBox(), await signBox.boundingBox()];
  expect(totalBox && signTop, 'the total and the sign box are laid out').toBeTruthy();
  expect(totalBox!.y).toBeLessThan(signTop!.y);
  expect(totalBox!.y).toBeGreaterThanOrEqual(signTop!.y - PHONE.height);
  await expectNoAxeViolations(page, 'review with its price above the sign box');
});

test('with JavaScript off, the fee notes stand as text and the review after the post shows the fee and the total', {
  tag: '@flow',
}, async ({ browser, baseURL, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: PHONE });
  const page = await context.newPage();
  try {
    const path = await bookingPath(request);
    await page.goto(`${path}/order`);
    await expect(page.getByText(/^Your price with these answers/)).toBeHidden();
    const quoted = dollars(await page.locator('label', { hasText: /^Open carrier: / }).textContent());
    const inopFee = await inopFeeOf(page);
    await fillNotRunning(page);
    await page.getByRole('button', { name: 'Continue to review' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Review and sign your order' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Your price' });
    await expect(summary.getByRole('row', { name: /does not run: winched on and off/ })).toContainText(
      formatUsd(inopFee),
    );
    await expect(reviewTotal(page)).toContainText(formatUsd(quoted + inopFee));
  } finally {
    await context.close();
  }
});

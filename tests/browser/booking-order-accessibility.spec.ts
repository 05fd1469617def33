/**
 * The order pages for everyone: step 1 empty and with its errors, the review, the confirmation, the
 * booking page that then leads with the order, and an international quote's call-back form with its
 * errors have no axe violation at 320 and 1280 px, in the light theme at one and the dark at the other,
 * scroll no way but down at 320 px and break no CSP rule. The error summary's links take focus to their fields, and a whole booking is done by
 * keyboard alone.
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { SubmissionInput } from '../../shared/schema';
import { validSubmissionInput } from '../support/valid-submission';
import { SchemeSample } from './support/accessibility';
import { watchCsp } from './support/csp-violations';
import { hasFocus, tabTo } from './support/keyboard';

const INTERNATIONAL: Partial<SubmissionInput> = {
  mode: 'international',
  transport_type: 'container',
  origin_postal_code: 'Baltimore, MD (port)',
  destination_postal_code: 'Bremerhaven, Germany (port)',
};

/** A quote posted to the real API; answers the path of its booking page. */
async function bookingPath(request: APIRequestContext, overrides: Partial<SubmissionInput> = {}): Promise<string> {
  const answer = await request.post('/api/createOpportunityAndSendToBooking', {
    data: validSubmissionInput({ context: { placement: { source: 'browser-test' } }, ...overrides }),
  });
  expect(answer.status()).toBe(200);
  return new URL(((await answer.json()) as { url: string }).url).pathname;
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const group = (page: Page, name: string) => page.getByRole('group', { name });
const errorSummary = (page: Page) => page.getByRole('alert').filter({ hasText: 'There is a problem' });

async function expectNoSidewaysScroll(page: Page, state: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page width, ${state}`).toBeLessThanOrEqual(innerWidth);
}

/** The main content's headings start at h1 and never skip a level on the way down (the agreement's among them). */
async function expectHeadingsInOrder(page: Page, state: string): Promise<void> {
  const levels = await page
    .locator('main')
    .getByRole('heading')
    .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
  expect(levels[0], `first heading, ${state}`).toBe(1);
  levels.forEach((level, i) => {
    if (i > 0)
      expect(level, `heading ${i + 1} of ${state}: ${levels.join(' ')}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
  });
}

/** Step 1's required answers the quote does not give, typed into the fields. */
async function fillStepOne(page: Page): Promise<void> {
  await group(page, 'Pickup address and contact').getByLabel('Street address').fill('1500 Marilla St');
  await group(page, 'Delivery address and contact').getByLabel('Street address').fill('200 NE 2nd Ave');
  await page.getByRole('group', { name: 'Vehicle: 2019 Toyota Camry' }).getByLabel('Yes, it starts').check();
  await page.getByLabel('Last name').fill('Lovelace');
}

/**
 * The narrowest phone and a desktop. No breakpoint of booking.css lies between 320 and 375 px (its narrow
 * ones are at 24rem, 384 px, and wider), so 375 px lays the pages out as 320 px does, with more room.
 */
const WIDTHS = [320, 1280] as const;

/**
 * The order's pages load no script but a signed order's print button's (site/booking/print-order-script.ts,
 * which only shows the button), so a page resized or switched to the dark scheme in place is laid out and
 * drawn as one loaded so: each state is scanned at both widths on one walk through the order. A width gives
 * the layout and a scheme the colours (booking.css's `prefers-color-scheme` rules), so each state is scanned
 * twice, not four times: one state light at 320 px and dark at 1280, the next the other way round, and at
 * the end both schemes are shown to have seen every kind of element the walk drew.
 */
test('every page of the order has no axe violation at 320 and 1280 px, in each scheme at one of them, no CSP violation and no sideways scroll', {
  tag: '@scan',
}, async ({ page, request }) => {
  test.setTimeout(120_000);
  const violations = await watchCsp(page);
  const scans = new SchemeSample(page);
  let narrowDark = false;
  const check = async (state: string) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await scans.scan(`${state}, ${width} px`, (width === 320) === narrowDark ? 'dark' : 'light');
      if (width === 320) await expectNoSidewaysScroll(page, state);
    }
    narrowDark = !narrowDark;
  };

  const path = await bookingPath(request);
  await page.goto(path);
  await expect(page.getByRole('link', { name: 'Book this shipment' })).toBeVisible();
  await check('booking page');

  await page.goto(`${path}/order`);
  await expect(heading(page, 'Your order details')).toBeVisible();
  await check('step 1');

  await page.getByRole('button', { name: 'Continue to review' }).press('Enter');
  await expect(errorSummary(page)).toBeVisible();
  await check('step 1 with errors');

  await fillStepOne(page);
  await page.getByRole('button', { name: 'Continue to review' }).press('Enter');
  await expect(heading(page, 'Review and sign your order')).toBeVisible();
  await check('review');
  await expectHeadingsInOrder(page, 'review');

  await page.getByRole('button', { name: 'Sign and book' }).press('Enter');
  await expect(errorSummary(page)).toBeVisible();
  await check('review with errors');

  await page.getByLabel('Type your full name').fill('Ada Lovelace');
  await page.getByLabel('I agree to the order terms and to sign electronically').check();
  await page.getByRole('button', { name: 'Sign and book' }).press('Enter');
  await expect(heading(page, 'Order confirmed')).toBeVisible();
  await check('confirmation');
  await expectHeadingsInOrder(page, 'confirmation');

  await page.goto(path);
  await expect(heading(page, /^Your order SO-/)).toBeVisible();
  await check('booking page with its order');

  await page.goto(await bookingPath(request, INTERNATIONAL));
  await expect(page.getByRole('heading', { level: 2, name: 'Request a call back' })).toBeVisible();
  await check('call-back form');

  await page.getByRole('button', { name: 'Request a call back' }).press('Enter');
  await expect(errorSummary(page)).toBeVisible();
  await check('call-back form with errors');

  scans.expectBothSchemesSawEveryKind();
  expect(await violations()).toEqual([]);
});

/** Follows each of the summary's links by keyboard and checks that focus lands on the field it names. */
async function expectSummaryLinksFocusTheirFields(page: Page, fields: Record<string, Locator>): Promise<void> {
  const links = errorSummary(page).getByRole('link');
  await expect(links).toHaveText(Object.keys(fields));
  for (const [message, field] of Object.entries(fields)) {
    await errorSummary(page).getByRole('link', { name: message }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => hasFocus(field), `focus after "${message}"`).toBe(true);
    await expect(field).toBeInViewport();
  }
}

test("the error summaries' links move focus to their fields", async ({ page, request }) => {
  const path = await bookingPath(request);
  await page.goto(`${path}/order`);
  await page.getByRole('button', { name: 'Continue to review' }).press('Enter');
  const camry = page.getByRole('group', { name: 'Vehicle: 2019 Toyota Camry' });
  await expectSummaryLinksFocusTheirFields(page, {
    'Enter the pickup street address': group(page, 'Pickup address and contact').getByLabel('Street address'),
    'Enter the delivery street address': group(page, 'Delivery address and contact').getByLabel('Street address'),
    'Tell us whether the 2019 Toyota Camry runs': camry.getByLabel('Yes, it starts'),
    'Enter your last name': page.getByLabel('Last name'),
  });

  await fillStepOne(page);
  await page.getByRole('button', { name: 'Continue to review' }).press('Enter');
  await page.getByRole('button', { name: 'Sign and book' }).press('Enter');
  const summaryLinks = await errorSummary(page).getByRole('link').allTextContents();
  expect(summaryLinks).toHaveLength(2);
  await expectSummaryLinksFocusTheirFields(page, {
    [summaryLinks[0] as string]: page.getByLabel('Type your full name'),
    [summaryLinks[1] as string]: page.getByLabel('I agree to the order terms and to sign electronically'),
  });

  await page.goto(await bookingPath(request, INTERNATIONAL));
  await page.getByRole('button', { name: 'Request a call back' }).press('Enter');
  const callbackLinks = await errorSummary(page).getByRole('link').allTextContents();
  expect(callbackLinks).toHaveLength(2);
  await expectSummaryLinksFocusTheirFields(page, {
    [callbackLinks[0] as string]: page.getByLabel('Preferred day'),
    [callbackLinks[1] as string]: page.getByLabel('Morning, 8 am to 12 noon'),
  });
});

/** Presses Tab until `target` has focus, from wherever focus is, then types `text` into it. */
async function tabAndType(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target, 80);
  await page.keyboard.type(text);
}

test('a whole booking is done by keyboard alone: Tab, Space, Enter and typing', async ({ page, request }) => {
  const path = await bookingPath(request);
  await page.goto(path);

  await tabTo(page, page.getByRole('link', { name: 'Book this shipment' }), 80);
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Your order details')).toBeVisible();

  // The first Tab reaches the skip link, which takes focus past the header to the form.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /skip to/i })).toBeFocused();
  await page.keyboard.press('Enter');

  await tabAndType(page, group(page, 'Pickup address and contact').getByLabel('Street address'), '1500 Marilla St');
  await tabAndType(page, group(page, 'Delivery address and contact').getByLabel('Street address'), '200 NE 2nd Ave');
  await tabAndType(page, group(page, 'Delivery address and contact').getByLabel('Contact name'), 'Grace Hopper');
  await tabAndType(page, group(page, 'Delivery address and contact').getByLabel('Contact phone'), '(305) 555-0188');
  const runs = page.getByRole('group', { name: 'Vehicle: 2019 Toyota Camry' }).getByLabel('Yes, it starts');
  await tabTo(page, runs);
  await page.keyboard.press('Space');
  await expect(runs).toBeChecked();
  await tabAndType(page, page.getByLabel('VIN (optional)').first(), '1HGCM82633A004352');
  await tabAndType(page, page.getByLabel('Last name'), 'Lovelace');
  await tabTo(page, page.getByRole('button', { name: 'Continue to review' }));
  await page.keyboard.press('Enter');

  await expect(heading(page, 'Review and sign your order')).toBeVisible();
  await expect(page.getByText('1500 Marilla St')).toBeVisible();
  await expect(page.getByText('1HGCM82633A004352')).toBeVisible();
  await tabAndType(page, page.getByLabel('Type your full name'), 'Ada Lovelace');
  const consent = page.getByLabel('I agree to the order terms and to sign electronically');
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  // The consent's "order terms" is the next stop, and takes the reader to the agreement on the page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'order terms', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: /vehicle shipping order agreement/ })).toBeInViewport();
  await tabTo(page, page.getByRole('button', { name: 'Sign and book' }));
  await page.keyboard.press('Enter');

  await expect(heading(page, 'Order confirmed')).toBeVisible();
  await expect(page.getByText(/Your order number is SO-\d{6}-\d{6}\./)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`${path}/order/confirmed`);
});

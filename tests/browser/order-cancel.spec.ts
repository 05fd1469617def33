/**
 * A signed order's page in the browser: the customer cancels it online while it is free, with JavaScript
 * on and off, and the CRM and the mailbox hear of it (support/receivers.ts); once the broker's dispatch
 * system reports a carrier (a signed `carrier.assigned` to /api/orders/events), the page offers no
 * cancellation but the phone and the agreement's fee, and a cancellation sent from a page opened before
 * is answered with them. The new states pass axe in both themes.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { brand } from '../../site/content/brand';
import { TERMS_SETTINGS } from '../../site/content/legal';
import { SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from '../../site/crm/webhook-signature';
import { validSubmissionInput } from '../support/valid-submission';
import { expectNoAxeViolations } from './support/accessibility';
import { watchCsp } from './support/csp-violations';
import { crmRequestsOf, mailWithSubjectContaining } from './support/receivers';
import { DISPATCH_SECRET } from './support/servers';

// A quote, a booking and a cancellation in each test: a few seconds idle, many more under load.
test.describe.configure({ timeout: 90_000 });

const FEE = `a fee of $${TERMS_SETTINGS.cancellationFeeAfterDispatchUsd} applies`;
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** A one-vehicle quote posted to the real API, to a mailbox of its own; answers its booking page's path. */
async function bookingPath(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/createOpportunityAndSendToBooking', {
    data: validSubmissionInput({
      email: `ada-${randomUUID()}@example.com`,
      vehicles: [{ year: '2019', make: 'Toyota', model: 'Camry', make_id: 448 }],
      context: { placement: { source: 'browser-test' } },
    }),
  });
  expect(answer.status()).toBe(200);
  return new URL(((await answer.json()) as { url: string }).url).pathname;
}

/** Books the quote at `path` through its pages; answers its lead number and the order number. */
async function signOrder(page: Page, path: string): Promise<{ leadNumber: string; orderNumber: string }> {
  await page.goto(path);
  const leadNumber = /SQ-\d{6}-\d{6}/.exec((await page.locator('.lead-number').first().textContent()) ?? '')?.[0];
  await page.getByRole('link', { name: 'Book this shipment' }).click();
  await page
    .getByRole('group', { name: 'Pickup address and contact' })
    .getByLabel('Street address')
    .fill('1500 Marilla St');
  await page
    .getByRole('group', { name: 'Delivery address and contact' })
    .getByLabel('Street address')
    .fill('200 NE 2nd Ave');
  await page.getByLabel('Yes, it starts, drives and brakes').check();
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await page.getByLabel('Type your full name').fill('Ada Lovelace');
  await page.getByLabel('I agree to the order terms and to sign electronically').check();
  await page.getByRole('button', { name: 'Sign and book' }).click();
  await expect(heading(page, 'Order confirmed')).toBeVisible();
  const orderNumber = /SO-\d{6}-\d{6}/.exec((await page.getByText(/Your order number is/).textContent()) ?? '')?.[0];
  expect(leadNumber).toBeDefined();
  expect(orderNumber).toBeDefined();
  return { leadNumber: leadNumber as string, orderNumber: orderNumber as string };
}

/** The broker's dispatch system reports a carrier for the order, signed as docs/dispatch-events.md shows. */
async function assignCarrier(request: APIRequestContext, orderNumber: string): Promise<void> {
  const body = JSON.stringify({
    id: `browser-${randomUUID()}`,
    type: 'carrier.assigned',
    order_number: orderNumber,
    occurred_at: new Date().toISOString(),
    data: {
      carrier: { name: 'Lone Star Haulers', mc: 'MC-123456', phone: '(214) 555-0101' },
      pickup_window: { from: '2027-03-02', to: '2027-03-03' },
    },
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const answer = await request.post('/api/orders/events', {
    headers: {
      'Content-Type': 'application/json',
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signWebhook(DISPATCH_SECRET, timestamp, body),
    },
    data: body,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The order's page once a carrier is assigned: no cancel button, the phone and the fee instead, the carrier. */
async function expectCancelByPhone(page: Page): Promise<void> {
  await expect(page.getByRole('link', { name: 'Cancel this order' })).toHaveCount(0);
  const next = page.getByRole('region', { name: 'What happens next' });
  await expect(next.getByText(/can no longer be cancelled online/)).toBeVisible();
  await expect(next.getByRole('link', { name: brand.phones.advisors.display })).toBeVisible();
  await expect(next.getByText(FEE)).toBeVisible();
  const carrier = page.getByRole('region', { name: 'Your carrier' });
  await expect(carrier.getByText('Lone Star Haulers')).toBeVisible();
  await expect(carrier.getByRole('link', { name: '(214) 555-0101' })).toHaveAttribute('href', 'tel:2145550101');
}

for (const javaScriptEnabled of [true, false]) {
  test(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}, a customer cancels a signed order from its page; the CRM gets order.cancelled and the mailbox an email about it`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, baseURL });
    try {
      const page = await context.newPage();
      const path = await bookingPath(request);
      const { leadNumber, orderNumber } = await signOrder(page, path);

      await page.goto(path);
      const timeline = page.getByRole('region', { name: 'Where your order is' });
      await expect(timeline.getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
      await page.getByRole('link', { name: 'Cancel this order' }).click();
      await expect(heading(page, `Cancel order ${orderNumber}?`)).toBeVisible();
      await page.getByLabel('Why are you cancelling? (optional)').fill('Sold the car');
      await page.getByRole('button', { name: 'Cancel this order' }).click();

      expect(new URL(page.url()).pathname).toBe(path);
      const notice = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Order cancelled' }) });
      await expect(notice).toBeVisible();
      await expect(notice.getByText(/cancelled on .+, by you\./)).toBeVisible();
      await expect(notice.getByText(/An email confirms the cancellation\./)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Cancel this order' })).toHaveCount(0);

      const crm = (await crmRequestsOf(leadNumber, 3)).map(
        (received) => JSON.parse(received.body) as { event: string; order_number?: string; reason?: string },
      );
      expect(crm.map((payload) => payload.event)).toEqual(['lead.created', 'order.created', 'order.cancelled']);
      expect(crm[2]).toMatchObject({ order_number: orderNumber, reason: 'Sold the car' });

      // The confirmation, then the cancellation's email: only its subject's order number is relied on here.
      const subjects = await Promise.all(
        (await mailWithSubjectContaining(orderNumber, 2)).map(async (raw) => (await simpleParser(raw)).subject),
      );
      expect(subjects).toContain(`Your order ${orderNumber} is confirmed`);
      expect(subjects.filter((subject) => subject !== `Your order ${orderNumber} is confirmed`)).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
}

test('once a carrier is assigned the cancel button is gone, the phone and the fee are shown, and a cancellation sent from an older page is answered with them', async ({
  page,
  request,
}) => {
  const path = await bookingPath(request);
  const { orderNumber } = await signOrder(page, path);
  await page.goto(path);
  await page.getByRole('link', { name: 'Cancel this order' }).click();
  await expect(heading(page, `Cancel order ${orderNumber}?`)).toBeVisible();

  await assignCarrier(request, orderNumber);
  await page.getByRole('button', { name: 'Cancel this order' }).click();
  await expect(heading(page, 'A carrier was assigned first')).toBeVisible();
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('link', { name: brand.phones.advisors.display })).toBeVisible();
  await expect(alert.getByText(FEE)).toBeVisible();

  await page.goto(path);
  await expect(
    page.getByRole('region', { name: 'Your order at a glance' }).getByText('Carrier assigned'),
  ).toBeVisible();
  await expectCancelByPhone(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar' }).click();
  expect((await download).suggestedFilename()).toBe(`pickup-${orderNumber}.ics`);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('the cancellation and tracking states have no axe violation at 320 px, and no CSP violation', {
      tag: '@scan',
    }, async ({ page, request }) => {
      test.setTimeout(120_000);
      const violations = await watchCsp(page);
      const check = async (state: string) => {
        // The booking pages are scanned at both widths in booking-order-accessibility.spec.ts; these states
        // add blocks to them, scanned where space is tightest.
        for (const width of [320]) {
          await page.setViewportSize({ width, height: 800 });
          await expectNoAxeViolations(page, `${state}, ${width} px, ${colorScheme}`);
        }
      };

      const cancelled = await bookingPath(request);
      await signOrder(page, cancelled);
      await page.goto(cancelled);
      await check('signed order with its timeline and cancel offer');
      await page.getByRole('link', { name: 'Cancel this order' }).click();
      await check('cancel confirmation');
      await page.getByLabel('Why are you cancelling? (optional)').fill('Sold\tthe car');
      await page.getByRole('button', { name: 'Cancel this order' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
      await check('cancel confirmation with its error');
      await page.getByLabel('Why are you cancelling? (optional)').fill('');
      await page.getByRole('button', { name: 'Cancel this order' }).click();
      await expect(page.getByRole('heading', { name: 'Order cancelled' })).toBeVisible();
      await check('cancelled order');

      const assigned = await bookingPath(request);
      const { orderNumber } = await signOrder(page, assigned);
      await page.goto(assigned);
      await page.getByRole('link', { name: 'Cancel this order' }).click();
      await assignCarrier(request, orderNumber);
      await page.getByRole('button', { name: 'Cancel this order' }).click();
      await expect(heading(page, 'A carrier was assigned first')).toBeVisible();
      await check('cancellation too late');
      await page.goto(assigned);
      await expectCancelByPhone(page);
      await check('order with its carrier');

      expect(await violations()).toEqual([]);
    });
  });
}

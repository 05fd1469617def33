/**
 * A signed order's page in the browser: the customer cancels it online while it is free, and the CRM and
 * the mailbox hear of it (support/receivers.ts), with JavaScript off: the pages run no script but the print
 * button's, which then stays hidden, and the scan below cancels with JavaScript on; once the broker's dispatch
 * system reports a carrier (a signed `carrier.assigned` to /api/orders/events), the page offers no
 * cancellation but the phone and the agreement's fee, and a cancellation sent from a page opened before
 * is answered with them. The new states pass axe in both themes.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { brand } from '../../site/content/brand';
import { TERMS_SETTINGS } from '../../site/content/legal';
import { type Scheme, SchemeSample } from './support/accessibility';
import { watchCsp } from './support/csp-violations';
import { crmRequestsOf, mailWithSubjectContaining } from './support/receivers';
import { assignment, bookingPath, scanOrderState, sendDispatchEvent, signOrder } from './support/signed-order';

// A quote, a booking and a cancellation in each test: a few seconds idle, many more under load.
test.describe.configure({ timeout: 90_000 });

const FEE = `a fee of $${TERMS_SETTINGS.cancellationFeeAfterDispatchUsd} applies`;
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const BOTH = ['light', 'dark'] as const;

/** The broker's dispatch system reports a carrier for the order, signed as docs/dispatch-events.md shows. */
async function assignCarrier(request: APIRequestContext, orderNumber: string): Promise<void> {
  await sendDispatchEvent(request, assignment(orderNumber));
}

/** The order's page once a carrier is assigned: no cancel button, the phone and the fee instead, the carrier. */
async function expectCancelByPhone(page: Page): Promise<void> {
  await expect(page.getByRole('link', { name: 'Cancel this order' })).toHaveCount(0);
  const next = page.getByRole('region', { name: 'What happens next' });
  await expect(next.getByText(/can no longer be cancelled online/)).toBeVisible();
  await expect(next.getByRole('link', { name: brand.phones.support.display })).toBeVisible();
  await expect(next.getByText(FEE)).toBeVisible();
  const carrier = page.getByRole('region', { name: 'Your carrier' });
  await expect(carrier.getByText('Lone Star Haulers')).toBeVisible();
  await expect(carrier.getByRole('link', { name: '(214) 555-0101' })).toHaveAttribute('href', 'tel:2145550101');
}

test('with JavaScript off, a customer cancels a signed order from its page; the CRM gets order.cancelled and the mailbox an email about it', {
  tag: '@flow',
}, async ({ browser, baseURL, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    const path = await bookingPath(request);
    const { leadNumber, orderNumber } = await signOrder(page, path);
    // Without JavaScript the print button, which could not print, stays hidden; the PDF link remains.
    await expect(page.getByRole('link', { name: 'Download the signed order (PDF)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print your signed order' })).toBeHidden();

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

/**
 * JavaScript on. The two states on the way, the cancellation too late and the order with its carrier, are
 * scanned at 320 px in both schemes (each draws what no other state does); the other states are scanned by
 * the test below.
 */
test('once a carrier is assigned the cancel button is gone, the phone and the fee are shown, a cancellation sent from an older page is answered with them, and neither state has an axe violation at 320 px in either scheme or a CSP violation', {
  tag: '@scan',
}, async ({ page, request }) => {
  const violations = await watchCsp(page);
  const scans = new SchemeSample(page);
  const path = await bookingPath(request);
  const { orderNumber } = await signOrder(page, path);
  await page.goto(path);
  await page.getByRole('link', { name: 'Cancel this order' }).click();
  await expect(heading(page, `Cancel order ${orderNumber}?`)).toBeVisible();

  await assignCarrier(request, orderNumber);
  await page.getByRole('button', { name: 'Cancel this order' }).click();
  await expect(heading(page, 'A carrier was assigned first')).toBeVisible();
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('link', { name: brand.phones.support.display })).toBeVisible();
  await expect(alert.getByText(FEE)).toBeVisible();
  await scanOrderState(scans, 'cancellation too late', BOTH);

  await page.goto(path);
  await expect(
    page.getByRole('region', { name: 'Your order at a glance' }).getByText('Carrier assigned'),
  ).toBeVisible();
  await expectCancelByPhone(page);
  await scanOrderState(scans, 'order with its carrier', BOTH);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar' }).click();
  expect((await download).suggestedFilename()).toBe(`pickup-${orderNumber}.ics`);
  expect(await violations()).toEqual([]);
});

test('the cancellation states have no axe violation at 320 px in either scheme, and no CSP violation', {
  tag: '@scan',
}, async ({ page, request }) => {
  test.setTimeout(120_000);
  const violations = await watchCsp(page);
  const scans = new SchemeSample(page);
  const check = (state: string, schemes?: readonly Scheme[]) => scanOrderState(scans, state, schemes);

  const cancelled = await bookingPath(request);
  await signOrder(page, cancelled);
  await page.goto(cancelled);
  await check('signed order with its timeline and cancel offer', BOTH);
  await page.getByRole('link', { name: 'Cancel this order' }).click();
  await check('cancel confirmation');
  await page.getByLabel('Why are you cancelling? (optional)').fill('Sold\tthe car');
  await page.getByRole('button', { name: 'Cancel this order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  await check('cancel confirmation with its error', BOTH);
  await page.getByLabel('Why are you cancelling? (optional)').fill('');
  await page.getByRole('button', { name: 'Cancel this order' }).click();
  await expect(page.getByRole('heading', { name: 'Order cancelled' })).toBeVisible();
  await check('cancelled order', BOTH);

  scans.expectBothSchemesSawEveryKind();
  expect(await violations()).toEqual([]);
});

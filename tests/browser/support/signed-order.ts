/**
 * An order signed through the booking pages of the site a test visits (its baseURL), and the signed events
 * the broker's dispatch system sends about it (docs/dispatch-events.md).
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from '../../../site/notify/crm/webhook-signature';
import { validSubmissionInput } from '../../support/valid-submission';
import type { Scheme, SchemeSample } from './accessibility';
import { DISPATCH_SECRET } from './servers';

/** A one-vehicle quote posted to the real API, to a mailbox of its own; answers its booking page's path. */
export async function bookingPath(request: APIRequestContext): Promise<string> {
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
export async function signOrder(page: Page, path: string): Promise<{ leadNumber: string; orderNumber: string }> {
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
  await expect(page.getByRole('heading', { level: 1, name: 'Order confirmed' })).toBeVisible();
  const orderNumber = /SO-\d{6}-\d{6}/.exec((await page.getByText(/Your order number is/).textContent()) ?? '')?.[0];
  expect(leadNumber).toBeDefined();
  expect(orderNumber).toBeDefined();
  return { leadNumber: leadNumber as string, orderNumber: orderNumber as string };
}

export interface DispatchEvent {
  id: string;
  type: 'carrier.assigned' | 'order.cancelled';
  orderNumber: string;
  data?: Record<string, unknown>;
}

/** The carrier of `assignment()`. */
export const CARRIER = { name: 'Lone Star Haulers', mc: 'MC-123456', phone: '(214) 555-0101' };

/** A carrier.assigned event for the order, with an id of its own unless one is given. */
export const assignment = (orderNumber: string, id = `browser-${randomUUID()}`): DispatchEvent => ({
  id,
  type: 'carrier.assigned',
  orderNumber,
  data: { carrier: CARRIER, pickup_window: { from: '2027-03-02', to: '2027-03-03' } },
});

/** Sends one event, signed as the broker's dispatch system signs it; answers the site's JSON answer. */
export async function sendDispatchEvent(
  request: APIRequestContext,
  event: DispatchEvent,
): Promise<{ id: string; repeated: boolean; status: string }> {
  const body = JSON.stringify({
    id: event.id,
    type: event.type,
    order_number: event.orderNumber,
    occurred_at: new Date().toISOString(),
    data: event.data ?? {},
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
  return (await answer.json()) as { id: string; repeated: boolean; status: string };
}

/**
 * Runs axe on the order's page as it is now, at 320 px, in each scheme named. The booking pages are scanned
 * at both widths in booking-order-accessibility.spec.ts; an order's later states add blocks to them,
 * scanned where space is tightest: every state light, and dark those that together draw every kind of
 * element the states draw (`scans.expectBothSchemesSawEveryKind()` at the end of the walk shows it).
 */
export async function scanOrderState(
  scans: SchemeSample,
  state: string,
  schemes: readonly Scheme[] = ['light'],
): Promise<void> {
  await scans.page.setViewportSize({ width: 320, height: 800 });
  for (const scheme of schemes) await scans.scan(`${state}, 320 px`, scheme);
}

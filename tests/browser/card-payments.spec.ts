/**
 * Card payments on a signed order's page, on the site with card payments on (support/servers.ts), whose
 * provider is the Stripe stand-in (support/stripe.ts): a card saved on the stand-in's hosted page, charged
 * once when the broker's dispatch system reports a carrier, even when the event comes twice; a declined
 * card leaving the total due with "Pay now", paid on the hosted page; a paid order cancelled by the broker
 * refunded once. The stand-in's state, the mailbox and the CRM receiver (support/receivers.ts) show what
 * happened. The page's payment states pass axe in both themes, and the form post's redirect to the
 * provider is not blocked by the page's CSP.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { type Scheme, SchemeSample } from './support/accessibility';
import { watchCsp } from './support/csp-violations';
import { crmRequestsOf, mailWithSubject } from './support/receivers';
import { siteOrigin } from './support/servers';
import { assignment, bookingPath, scanOrderState, sendDispatchEvent, signOrder } from './support/signed-order';
import { heldAtStripe } from './support/stripe';

// A quote, a booking and a trip to the provider's page and back in each test: a few seconds idle, many more under load.
test.describe.configure({ timeout: 90_000 });

// Every page and request of this file goes to the site with card payments on; read in the worker, where
// the global setup has said where it is (the runner loads this file before its global setup).
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
test.use({ baseURL: async ({}, use) => use(siteOrigin('cardPayments')) });

const CARDS = {
  ok: { label: 'Visa ending 4242: succeeds', saved: 'Visa ending 4242 saved' },
  declined: { label: 'Visa ending 0002: declined when charged later', saved: 'Visa ending 0002 saved' },
} as const;

const ADD_CARD = 'Add a card now — it is charged only when a carrier is confirmed';
const subjects = {
  paid: (orderNumber: string) => `Your order ${orderNumber}: payment received`,
  due: (orderNumber: string) => `Your order ${orderNumber}: payment due now`,
  refunded: (orderNumber: string) => `Your order ${orderNumber}: refund issued`,
};

const paymentSection = (page: Page) => page.getByRole('region', { name: 'Payment' });
const orderStatus = (page: Page) =>
  page.getByRole('region', { name: 'Your order at a glance' }).locator('.order-status');

/** The order's total as its page shows it, in cents. */
async function totalCents(page: Page): Promise<number> {
  const text =
    (await page.getByRole('region', { name: 'Your order at a glance' }).locator('.order-total').textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

/** On the provider's hosted page: chooses a test card and sends the form; back on the order's page after. */
async function onHostedPage(page: Page, path: string, card: string, button: 'Save card' | 'Pay'): Promise<void> {
  await page.getByRole('radio', { name: card }).check();
  await page.getByRole('button', { name: button }).click();
  // The provider sends the customer back with ?checkout=…, which the site reads and drops; a card saved
  // is acknowledged on the page it lands on (?saved=card).
  const landed = button === 'Save card' ? '?saved=card' : '';
  await expect(page).toHaveURL((url) => url.pathname === path && url.search === landed);
}

/** Saves `card` from the order's page through the provider's hosted page, and sees it named there. */
async function saveCard(page: Page, path: string, card: (typeof CARDS)[keyof typeof CARDS]): Promise<void> {
  await page.goto(path);
  await paymentSection(page).getByRole('button', { name: ADD_CARD }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Save a card' })).toBeVisible();
  await onHostedPage(page, path, card.label, 'Save card');
  await expect(paymentSection(page).getByText(card.saved)).toBeVisible();
  // Told at the top of the page, in the first screen, that the card is saved.
  const saved = page.getByRole('status').filter({ hasText: `${card.saved.replace(/ saved$/, '')} is saved` });
  await expect(saved).toBeInViewport();
}

/** The CRM's events about the lead once `count` have arrived, by name. */
async function crmEvents(leadNumber: string, count: number) {
  return (await crmRequestsOf(leadNumber, count)).map(
    (received) => JSON.parse(received.body) as { event: string; order_number?: string; amount_cents?: number },
  );
}

/** A paid order: signed, a 4242 card saved, a carrier assigned and the receipt sent. */
async function paidOrder(page: Page, request: APIRequestContext) {
  const path = await bookingPath(request);
  const signed = await signOrder(page, path);
  await saveCard(page, path, CARDS.ok);
  await sendDispatchEvent(request, assignment(signed.orderNumber));
  await mailWithSubject(subjects.paid(signed.orderNumber));
  return { path, ...signed };
}

// With JavaScript off: the order's pages run no script but the print button's, and the tests below save
// and pay with it on.
test.describe('with JavaScript off', { tag: '@flow' }, () => {
  test.use({ javaScriptEnabled: false });

  test('a card saved on the hosted page is charged once when a carrier is assigned, even when the event comes twice; the receipt is mailed and the CRM gets order.paid once', async ({
    page,
    request,
  }) => {
    const path = await bookingPath(request);
    const { leadNumber, orderNumber } = await signOrder(page, path);
    await saveCard(page, path, CARDS.ok);
    await expect(paymentSection(page).getByRole('button', { name: 'Use another card' })).toBeVisible();
    const total = await totalCents(page);

    const event = assignment(orderNumber);
    expect((await sendDispatchEvent(request, event)).repeated).toBe(false);
    expect((await sendDispatchEvent(request, event)).repeated).toBe(true);

    const [receipt] = await mailWithSubject(subjects.paid(orderNumber));
    expect((await simpleParser(receipt as Buffer)).text).toContain('4242');
    const held = await heldAtStripe(orderNumber);
    expect(held.paymentIntents).toEqual([
      expect.objectContaining({ amount: total, status: 'succeeded', charge: 'off_session' }),
    ]);
    expect(held.refunds).toEqual([]);

    await page.goto(path);
    await expect(orderStatus(page)).toHaveText(/^Carrier assigned/);
    await expect(paymentSection(page).getByText(/^Paid \$[\d,]+\.\d{2} on .+ with Visa ending 4242\.$/)).toBeVisible();
    await expect(paymentSection(page).getByRole('button')).toHaveCount(0);

    const crm = await crmEvents(leadNumber, 3);
    expect(crm.map((payload) => payload.event)).toEqual(['lead.created', 'order.created', 'order.paid']);
    expect(crm[2]).toMatchObject({ order_number: orderNumber });
  });
});

test('a paid order the broker cancels is refunded once, and the customer is emailed about it', {
  tag: '@flow',
}, async ({ page, request }) => {
  const { path, leadNumber, orderNumber } = await paidOrder(page, request);
  const cancellation = {
    id: `browser-${randomUUID()}`,
    type: 'order.cancelled' as const,
    orderNumber,
    data: { reason: 'No carrier for the route' },
  };
  expect((await sendDispatchEvent(request, cancellation)).repeated).toBe(false);
  expect((await sendDispatchEvent(request, cancellation)).repeated).toBe(true);

  await mailWithSubject(subjects.refunded(orderNumber));
  const held = await heldAtStripe(orderNumber);
  expect(held.paymentIntents).toHaveLength(1);
  expect(held.refunds).toEqual([
    expect.objectContaining({ amount: held.paymentIntents[0]?.amount, paymentIntent: held.paymentIntents[0]?.id }),
  ]);

  await page.goto(path);
  await expect(paymentSection(page).getByText(/^Refunded \$[\d,]+\.\d{2} on .+\.$/)).toBeVisible();
  // The CRM hears of a cancellation from the order's page only: the broker's come from its own dispatch system.
  const crm = await crmEvents(leadNumber, 4);
  expect(crm.map((payload) => payload.event)).toEqual([
    'lead.created',
    'order.created',
    'order.paid',
    'order.refunded',
  ]);
  expect(crm[3]).toMatchObject({ order_number: orderNumber });
});

/**
 * JavaScript on: saving a card and paying on the hosted page are walked with it off above. The payment
 * section's states on the way (offering a card, a card saved, payment due, paid) are scanned at 320 px:
 * every state light, and dark those that draw what no other dark scan has.
 */
test('a declined card leaves the total due with the Pay now email and button, paying on the hosted page marks the order paid, and no payment state has an axe violation at 320 px in either scheme or a CSP violation', {
  tag: '@scan',
}, async ({ page, request }) => {
  test.setTimeout(120_000);
  const violations = await watchCsp(page);
  const scans = new SchemeSample(page);
  const check = (state: string, schemes?: readonly Scheme[]) => scanOrderState(scans, state, schemes);
  const BOTH = ['light', 'dark'] as const;

  const path = await bookingPath(request);
  const { orderNumber } = await signOrder(page, path);
  await page.goto(path);
  await check('order offering a card');
  await saveCard(page, path, CARDS.declined);
  await check('order with a card saved', BOTH);
  await sendDispatchEvent(request, assignment(orderNumber));

  const [due] = await mailWithSubject(subjects.due(orderNumber));
  const mail = await simpleParser(due as Buffer);
  expect(mail.text).toMatch(/^Pay now$/im);
  expect(mail.text).toContain(`${siteOrigin('cardPayments')}${path}#pay`);

  await page.goto(path);
  await expect(orderStatus(page)).toHaveText('Carrier confirmed — payment due');
  const payment = paymentSection(page);
  await expect(payment.getByText('Your bank declined the charge to your Visa ending 0002.')).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await check('order with payment due', BOTH);
  await payment.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Pay \$[\d,.]+$/ })).toBeVisible();
  await onHostedPage(page, path, CARDS.ok.label, 'Pay');

  await expect(orderStatus(page)).toHaveText(/^Carrier assigned/);
  await expect(payment.getByText(/^Paid \$[\d,]+\.\d{2} on .+\.$/)).toBeVisible();
  await expect(payment.getByRole('button')).toHaveCount(0);
  await check('paid order', BOTH);
  await mailWithSubject(subjects.paid(orderNumber));
  const held = await heldAtStripe(orderNumber);
  // The off-session charge the bank declined, and the payment on the hosted page.
  expect(held.paymentIntents.map(({ status, charge }) => ({ status, charge }))).toEqual([
    { status: 'requires_payment_method', charge: 'off_session' },
    { status: 'succeeded', charge: undefined },
  ]);

  scans.expectBothSchemesSawEveryKind();
  expect(await violations()).toEqual([]);
});

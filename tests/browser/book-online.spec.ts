/**
 * Booking online in the browser: a quote from the home page's form opens its booking page, whose "Book
 * this shipment" leads through the order details, the review and the signature to the confirmation. The
 * booking pages are plain HTML forms, so the same booking works with JavaScript off: the forms as rendered,
 * posted with no script, book on both backends with the same emails and CRM events
 * (tests/storage/book-online.test.ts), and order-cancel.spec.ts books in the browser with JavaScript off,
 * where a signed order's print button, which could not print, stays hidden.
 *
 * The server sends to a real SMTP server and a real CRM endpoint on loopback (support/receivers.ts): what
 * the visitor's mailbox and the CRM receive is read back from them, each message as soon as it arrives.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import {
  EVENT_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyWebhookSignature,
} from '../../site/notify/crm/webhook-signature';
import { pdfAttachments } from '../support/pdf-text';
import { QuoteForm } from './support/quote-form';
import { CRM_SECRET, crmRequestsOf, mailWithSubject, type ReceivedRequest } from './support/receivers';

// A whole quote and booking in each test: about 10 s on an idle machine, and three times that under load.
test.describe.configure({ timeout: 60_000 });

/** The one message with exactly this subject, parsed, once it has arrived. */
async function theMail(subject: string) {
  const messages = await mailWithSubject(subject);
  expect(messages, subject).toHaveLength(1);
  return simpleParser(messages[0] as Buffer);
}

/** The CRM's bodies of the requests it was sent, in the order they came, each checked against its signature. */
function crmEvents(requests: ReceivedRequest[]): { event: unknown; order_number?: unknown }[] {
  const header = (request: ReceivedRequest, name: string) => String(request.headers[name] ?? '');
  return requests.map((request) => {
    const signed = {
      secret: CRM_SECRET,
      body: request.body,
      timestamp: header(request, TIMESTAMP_HEADER.toLowerCase()),
      signature: header(request, SIGNATURE_HEADER.toLowerCase()),
    };
    expect(verifyWebhookSignature(signed)).toBe(true);
    const payload = JSON.parse(request.body) as { event: unknown; order_number?: unknown };
    expect(payload.event).toBe(header(request, EVENT_HEADER.toLowerCase()));
    return payload;
  });
}

/**
 * What the visitor's mailbox and the CRM hold for the booking of `leadNumber`: its quote email, the
 * confirmation of `orderNumber` with the signed order as a PDF, and the lead then its order, each once.
 */
async function expectDelivered(leadNumber: string, orderNumber: string): Promise<void> {
  const confirmation = await theMail(`Your order ${orderNumber} is confirmed`);
  expect(confirmation.attachments.map((file) => file.filename)).toEqual([`order-${orderNumber}.pdf`]);
  const attached = await pdfAttachments(new Uint8Array(confirmation.attachments[0]!.content));
  expect(attached['agreement.txt']).toContain(`Order number: ${orderNumber}`);
  const quoteMail = await theMail(`Your car shipping quote ${leadNumber}`);
  expect(quoteMail.html).toContain('/booking/');

  const events = crmEvents(await crmRequestsOf(leadNumber, 2));
  expect(events.map((payload) => payload.event)).toEqual(['lead.created', 'order.created']);
  expect(events[1]?.order_number).toBe(orderNumber);
}

/** The figures a price is told in: the estimated price, and the likely range beside it. */
interface PriceStory {
  estimate: string;
  range: string;
}

/**
 * A quote from the home page's form; answers its booking page's address, its lead number and email, and
 * the price its result gives the open carrier (the visitor's choice).
 */
async function quoteFromHomePage(
  page: Page,
): Promise<{ bookingUrl: string; leadNumber: string; email: string; price: PriceStory }> {
  // The full form also opens the booking page in a tab of its own; this test follows the link instead.
  page.on('popup', (popup) => void popup.close());
  await page.goto('/');
  const form = new QuoteForm(page, page.locator('[data-quote-widget]').first());
  await form.ready();
  // A mailbox of its own: the server mails one mailbox at most three quotes a day, and every test of the
  // run sends its quotes to the same server. Not a +tag, which reaches the same mailbox and counts as it.
  const email = `ada-${randomUUID()}@example.com`;
  await form.completeQuote({ person: { email } });
  await expect(form.result).toBeVisible();
  const href = await form.bookingLink.getAttribute('href');
  expect(href).toMatch(/\/booking\/[\w-]+$/);
  const leadNumber = (await form.resultValues())['Quote number'] ?? '';
  expect(leadNumber).toMatch(/^SQ-\d{6}-\d{6}$/);
  const line = await form.scope
    .getByRole('listitem')
    .filter({ hasText: /^Open carrier/ })
    .textContent();
  const told = /estimated price (\$[\d,]*\d), likely range (\$[\d,]*\d–\$[\d,]*\d)/.exec(line ?? '');
  expect(told, line ?? 'no price line').not.toBeNull();
  return { bookingUrl: href as string, leadNumber, email, price: { estimate: told![1]!, range: told![2]! } };
}

/** The booking page, the quote email and the review name the price the widget's result named, in its words. */
async function expectOnePriceStory(page: Page, bookingUrl: string, leadNumber: string, price: PriceStory) {
  await page.goto(bookingUrl);
  const cells = async (row: string) =>
    (
      await page
        .getByRole('row', { name: new RegExp(`^${row}`) })
        .getByRole('cell')
        .allTextContents()
    ).map((cell) => cell.trim());
  // The open carrier's column comes first.
  expect((await cells('Estimated price'))[0]).toBe(price.estimate);
  expect((await cells('Likely range'))[0]).toBe(price.range);
  const quoteMail = await theMail(`Your car shipping quote ${leadNumber}`);
  expect(quoteMail.text).toContain(`Estimated price: ${price.estimate}`);
  expect(quoteMail.text).toContain(`Likely range: ${price.range}`);
}

/**
 * The review shows the agreement itself before it is signed: the cancellation fee, the clause on inaccurate
 * information, the Terms link, the broker's MC and USDOT numbers, until when the price holds, the
 * disclosure on electronic records, and the consent's link to the agreement.
 */
async function expectAgreementBeforeSigning(page: Page): Promise<void> {
  const agreement = page.getByRole('article', { name: /vehicle shipping order agreement/ });
  await expect(agreement.getByText(/a fee of \$150 applies to cover the carrier's wasted trip/)).toBeVisible();
  await expect(
    agreement.getByText(/unless you change the order or the information it is based on proves inaccurate/),
  ).toBeVisible();
  await expect(agreement.getByRole('link', { name: /^Terms of Service/ })).toHaveAttribute('href', '/terms');
  await expect(agreement.getByText(/USDOT \d+, MC \d+/)).toBeVisible();
  await expect(page.getByText(/^Your quote's price holds until .+ Central Time\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your records, electronic or on paper' })).toBeVisible();
  await expect(page.getByText(/paper copy of your signed order at any time, free of charge/)).toBeVisible();
  const orderTerms = page.getByRole('link', { name: 'order terms', exact: true });
  await expect(orderTerms).toHaveAttribute('href', '#agreement');
  await orderTerms.click();
  await expect(page.getByRole('heading', { level: 2, name: /vehicle shipping order agreement/ })).toBeInViewport();
  await expect(page.getByLabel('I agree to the order terms and to sign electronically')).not.toBeChecked();
}

/** From the booking page to the confirmation; answers the order number shown. */
async function bookOnline(page: Page, bookingUrl: string, price?: PriceStory): Promise<string> {
  await page.goto(bookingUrl);
  await page.getByRole('link', { name: 'Book this shipment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your order details' })).toBeVisible();

  const pickup = page.getByRole('group', { name: 'Pickup address and contact' });
  await expect(pickup.getByLabel('City')).toHaveValue('Dallas');
  await pickup.getByLabel('Street address').fill('1500 Marilla St');
  const delivery = page.getByRole('group', { name: 'Delivery address and contact' });
  await expect(delivery.getByLabel('City')).toHaveValue('Miami');
  await delivery.getByLabel('Street address').fill('200 NE 2nd Ave');
  await delivery.getByLabel('Contact name').fill('Grace Hopper');
  await delivery.getByLabel('Contact phone').fill('(305) 555-0188');
  await page.getByLabel('Yes, it starts, drives and brakes').first().check();
  await page.getByLabel('VIN (optional)').first().fill('1HGCM82633A004352');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByRole('button', { name: 'Continue to review' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Review and sign your order' })).toBeVisible();
  await expect(page.getByText('1500 Marilla St')).toBeVisible();
  await expect(page.getByText('1HGCM82633A004352')).toBeVisible();
  await expectAgreementBeforeSigning(page);
  if (price) {
    const agreement = page.getByRole('article', { name: /vehicle shipping order agreement/ });
    await expect(agreement.getByRole('row', { name: `Total ${price.estimate}`, exact: true })).toBeVisible();
  }
  await page.getByLabel('Type your full name').fill('Ada Lovelace');
  await page.getByLabel('I agree to the order terms and to sign electronically').check();
  await page.getByRole('button', { name: 'Sign and book' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Order confirmed' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`${new URL(bookingUrl).pathname}/order/confirmed`);
  const lead = await page.getByText(/Your order number is SO-\d{6}-\d{6}\./).textContent();
  return /SO-\d{6}-\d{6}/.exec(lead ?? '')?.[0] ?? '';
}

/**
 * The booking link of a signed quote at 375 px: its first screen shows the order's number, status and
 * total; the PDF downloads from it; the email address is on none of its pages.
 */
async function expectOrderFirst(page: Page, bookingUrl: string, orderNumber: string, email: string): Promise<void> {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(bookingUrl);
  await expect(page.getByRole('link', { name: 'Book this shipment' })).toHaveCount(0);
  const glance = page.getByRole('region', { name: 'Your order at a glance' });
  for (const shown of [
    page.getByRole('heading', { level: 1, name: `Your order ${orderNumber}` }),
    glance.getByText(orderNumber),
    glance.getByText('Signed — we are finding your carrier'),
    glance.getByText(/^\$[\d,]+$/),
  ]) {
    await expect(shown).toBeInViewport({ ratio: 1 });
  }
  await expect(page.getByRole('heading', { level: 2, name: /^Your quote of / })).toBeAttached();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the signed order (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe(`order-${orderNumber}.pdf`);

  for (const path of ['', '/order/confirmed']) {
    await page.goto(`${bookingUrl}${path}`);
    expect(await page.content(), path || 'booking page').not.toContain(email);
  }
}

test('a quote from the home page is booked online at the price its result named: order details, review, signature, confirmation, then the emails and the CRM', {
  tag: '@flow',
}, async ({ page }) => {
  const { bookingUrl, leadNumber, email, price } = await quoteFromHomePage(page);
  // One price story: the widget's result, the booking page, the quote email and the review name one figure.
  await expectOnePriceStory(page, bookingUrl, leadNumber, price);
  const orderNumber = await bookOnline(page, bookingUrl, price);
  expect(orderNumber).toMatch(/^SO-\d{6}-\d{6}$/);
  await expectDelivered(leadNumber, orderNumber);

  // The booking link now leads with the order instead of offering to book again.
  await expectOrderFirst(page, bookingUrl, orderNumber, email);

  // Its print button prints (the browser's dialog stubbed, as a headless browser has none).
  await page.evaluate(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print your signed order' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-printed', 'yes');
});

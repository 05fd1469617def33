/**
 * Booking online in the browser: a quote from the home page's form opens its booking page, whose "Book
 * this shipment" leads through the order details, the review and the signature to the confirmation. The
 * booking pages are plain HTML forms, so the same booking works with JavaScript off.
 *
 * These tests run against a server of their own, started as production starts it (its own process), that
 * sends to a real SMTP server and a real CRM endpoint on loopback: what the visitor's mailbox and the CRM
 * receive is read back from them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { type StartedServer, startServerProcess } from '../../scripts/server-process.mjs';
import {
  EVENT_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyWebhookSignature,
} from '../../site/crm/webhook-signature';
import { type CrmReceiver, startCrmReceiver } from '../support/crm-receiver';
import { pdfAttachments } from '../support/pdf-text';
import { startTestSmtpServer, type TestSmtpServer } from '../support/smtp-receiver';
import { QuoteForm } from './support/quote-form';

const SECRET = 'browser-book-online-secret-0123456789';

interface Receivers {
  server: StartedServer;
  smtp: TestSmtpServer;
  crm: CrmReceiver;
}

const test = base.extend<object, { receivers: Receivers }>({
  receivers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'shipquote-book-online-'));
      const smtp = await startTestSmtpServer();
      const crm = await startCrmReceiver();
      const server = await startServerProcess({
        env: {
          DATABASE_FILE: join(dir, 'leads.db'),
          PUBLIC_URL: '',
          GTM_ID: '',
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          MAIL_FROM: 'ShipQuote <quotes@shipquote.example>',
          CRM_WEBHOOK_URL: crm.url,
          CRM_WEBHOOK_SECRET: SECRET,
          RATE_LIMIT_LOOKUPS: '100000',
          RATE_LIMIT_SUBMISSIONS: '100000',
        },
      });
      try {
        await use({ server, smtp, crm });
      } finally {
        await server.stop();
        await Promise.all([smtp.close(), crm.close()]);
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ receivers }, use) => use(receivers.server.origin),
});

/** The messages the SMTP server accepted whose subject matches, parsed. */
async function mailTo(smtp: TestSmtpServer, subject: RegExp): Promise<ParsedMail[]> {
  const parsed = await Promise.all(smtp.received.map((message) => simpleParser(message.raw)));
  return parsed.filter((mail) => subject.test(mail.subject ?? ''));
}

/** The CRM's bodies of `leadNumber`'s events, in the order they came, each checked against its signature. */
function crmEventsOf(crm: CrmReceiver, leadNumber: string): { event: unknown; order_number?: unknown }[] {
  const header = (request: CrmReceiver['requests'][number], name: string) => String(request.headers[name] ?? '');
  return crm.requests
    .map((request) => {
      const signed = {
        secret: SECRET,
        body: request.body,
        timestamp: header(request, TIMESTAMP_HEADER.toLowerCase()),
        signature: header(request, SIGNATURE_HEADER.toLowerCase()),
      };
      expect(verifyWebhookSignature(signed)).toBe(true);
      const payload = JSON.parse(request.body) as { event: unknown; lead_number?: unknown; order_number?: unknown };
      expect(payload.event).toBe(header(request, EVENT_HEADER.toLowerCase()));
      return payload;
    })
    .filter((payload) => payload.lead_number === leadNumber);
}

/**
 * What the visitor's mailbox and the CRM hold for the booking of `leadNumber`: its quote email, the
 * confirmation of `orderNumber` with the signed order as a PDF, and the lead then its order, each once.
 */
async function expectDelivered({ smtp, crm }: Receivers, leadNumber: string, orderNumber: string): Promise<void> {
  await expect
    .poll(async () => (await mailTo(smtp, new RegExp(`^Your order ${orderNumber} is confirmed$`))).length)
    .toBe(1);
  const [quoteMail] = await mailTo(smtp, new RegExp(`^Your car shipping quote ${leadNumber}$`));
  expect(quoteMail?.html).toContain('/booking/');
  const [confirmation] = await mailTo(smtp, new RegExp(`^Your order ${orderNumber} is confirmed$`));
  expect(confirmation?.attachments.map((file) => file.filename)).toEqual([`order-${orderNumber}.pdf`]);
  const attached = await pdfAttachments(new Uint8Array(confirmation!.attachments[0]!.content));
  expect(attached['agreement.txt']).toContain(`Order number: ${orderNumber}`);

  await expect
    .poll(() => crmEventsOf(crm, leadNumber).map((payload) => payload.event))
    .toEqual(['lead.created', 'order.created']);
  expect(crmEventsOf(crm, leadNumber)[1]?.order_number).toBe(orderNumber);
}

/** A quote from the home page's form; answers its booking page's address and its lead number. */
async function quoteFromHomePage(page: Page): Promise<{ bookingUrl: string; leadNumber: string }> {
  // The full form also opens the booking page in a tab of its own; this test follows the link instead.
  page.on('popup', (popup) => void popup.close());
  await page.goto('/');
  const form = new QuoteForm(page, page.locator('[data-quote-widget]').first());
  await form.ready();
  await form.completeQuote();
  await expect(form.result).toBeVisible();
  const href = await form.bookingLink.getAttribute('href');
  expect(href).toMatch(/\/booking\/[\w-]+$/);
  const leadNumber = (await form.resultValues())['Lead number'] ?? '';
  expect(leadNumber).toMatch(/^SQ-\d{6}-\d{6}$/);
  return { bookingUrl: href as string, leadNumber };
}

/** From the booking page to the confirmation; answers the order number shown. */
async function bookOnline(page: Page, bookingUrl: string): Promise<string> {
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
  await page.getByLabel('Type your full name').fill('Ada Lovelace');
  await page.getByLabel('I agree to the order terms and to sign electronically').check();
  await page.getByRole('button', { name: 'Sign and book' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Order confirmed' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`${new URL(bookingUrl).pathname}/order/confirmed`);
  const lead = await page.getByText(/Your order number is SO-\d{6}-\d{6}\./).textContent();
  return /SO-\d{6}-\d{6}/.exec(lead ?? '')?.[0] ?? '';
}

test('a quote from the home page is booked online: order details, review, signature, confirmation, then the emails and the CRM', async ({
  page,
  receivers,
}) => {
  const { bookingUrl, leadNumber } = await quoteFromHomePage(page);
  const orderNumber = await bookOnline(page, bookingUrl);
  expect(orderNumber).toMatch(/^SO-\d{6}-\d{6}$/);
  await expectDelivered(receivers, leadNumber, orderNumber);

  // The booking page now shows the order instead of offering to book again.
  await page.goto(bookingUrl);
  await expect(page.getByRole('link', { name: 'Book this shipment' })).toHaveCount(0);
  await expect(page.getByText(orderNumber).first()).toBeVisible();
});

test('the booking pages book with JavaScript off, with the same emails and CRM events', async ({
  page,
  browser,
  receivers,
}) => {
  const { bookingUrl, leadNumber } = await quoteFromHomePage(page);
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: receivers.server.origin });
  try {
    const orderNumber = await bookOnline(await noScript.newPage(), bookingUrl);
    expect(orderNumber).toMatch(/^SO-\d{6}-\d{6}$/);
    await expectDelivered(receivers, leadNumber, orderNumber);
  } finally {
    await noScript.close();
  }
});

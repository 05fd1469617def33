/**
 * The broker's desk with STAFF_EMAIL set (the second site): an order signed, its charge failing (no card
 * saved when the carrier is confirmed), its cancellation, and a call back on another quote each reach the
 * staff mailbox at the SMTP receiver, with the link to the order and, for an order, the command that acts
 * on it.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { validSubmissionInput } from '../support/valid-submission';
import { mailWithSubjectContaining } from './support/receivers';
import { STAFF_ADDRESS, siteOrigin } from './support/servers';
import { assignment, bookingPath, sendDispatchEvent, signOrder } from './support/signed-order';

test.describe.configure({ timeout: 90_000 });
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
test.use({ baseURL: async ({}, use) => use(siteOrigin('cardPayments')) });

/** The one staff email whose subject holds `text`, parsed, once it has arrived. */
async function staffMail(text: string) {
  const [raw] = await mailWithSubjectContaining(text);
  const mail = await simpleParser(raw as Buffer);
  expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain(STAFF_ADDRESS);
  return mail;
}

test('staff are emailed of an order signed, its failed charge, its cancellation and a call back, each with the link', {
  tag: '@flow',
}, async ({ page, request }) => {
  const path = await bookingPath(request);
  const { orderNumber } = await signOrder(page, path);
  const link = `${siteOrigin('cardPayments')}${path}`;
  const command = `npm run order -- ${orderNumber}`;

  const signed = await staffMail(`Order ${orderNumber} signed`);
  expect(signed.text).toContain(link);
  expect(signed.text).toContain(command);

  // No card was saved: the charge at the carrier's confirmation fails and the total is due.
  await sendDispatchEvent(request, assignment(orderNumber));
  const failed = await staffMail(`Order ${orderNumber}: the charge failed`);
  expect(failed.text).toContain(link);

  await sendDispatchEvent(request, {
    id: `browser-${randomUUID()}`,
    type: 'order.cancelled',
    orderNumber,
    data: { reason: 'Carrier fell through' },
  });
  const cancelled = await staffMail(`Order ${orderNumber} cancelled by`);
  expect(cancelled.text).toContain(link);
  expect(cancelled.text).toContain(command);

  const answer = await request.post('/api/createOpportunityAndSendToBooking', {
    data: validSubmissionInput({
      email: `grace-${randomUUID()}@example.com`,
      context: { placement: { source: 'browser-test' } },
      mode: 'international',
      transport_type: 'container',
      origin_postal_code: 'Baltimore, MD (port)',
      destination_postal_code: 'Bremerhaven, Germany (port)',
    }),
  });
  const { url, sessionId } = (await answer.json()) as { url: string; sessionId: string };
  const overseas = new URL(url).pathname;
  await page.goto(overseas);
  const day = page.getByLabel('Preferred day');
  // The last day offered is two weeks ahead: its afternoon is open whatever the day and hour now.
  await day.selectOption((await day.locator('option').last().getAttribute('value')) ?? '');
  await page.getByLabel('Afternoon, 12 noon to 5 pm').check();
  await page.getByRole('button', { name: 'Request a call back' }).click();
  const callback = await staffMail(`Call back for quote ${sessionId}`);
  expect(callback.text).toContain(`${siteOrigin('cardPayments')}${overseas}`);
});

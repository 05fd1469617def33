/**
 * Anyone can ask for a quote with someone else's address. What reaches that inbox, through the app as the
 * server builds it: the lookups' spelling of what they know, and none of the typed words a mail client
 * would turn into a link or a call button.
 */
import { simpleParser } from 'mailparser';
import { afterAll, expect, it, vi } from 'vitest';
import { startSmtpReceiver } from '../../scripts/receivers/smtp-receiver';
import { API_PATHS } from '../../shared/api-types';
import { createConfiguredApp } from '../support/configured-app';
import { validSubmissionInput } from '../support/valid-submission';

const PUBLIC_URL = 'https://quotes.example.com';
const smtp = await startSmtpReceiver();
const configured = await createConfiguredApp({
  env: { PUBLIC_URL, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'ShipQuote <quotes@shipquote.example>' },
});
afterAll(async () => {
  await configured.close();
  await smtp.close();
});

it('carries no message typed into a quote for someone else’s address, and spells what the lookups know', async () => {
  const quote = await configured.app.request(API_PATHS.createOpportunityAndSendToBooking, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: PUBLIC_URL },
    body: JSON.stringify(
      validSubmissionInput({
        first_name: 'URGENT: pay deposit at https://evil.example/pay',
        origin_postal_code: 'Your card was charged $1,260. Dispute: call +1 800 555 0100 www.evil.example',
        destination_postal_code: 'miami fl 33101',
        vehicles: [{ year: '2019', make: 'toyota', model: 'CAMRY' }],
        email: 'someone.else@example.com',
      }),
    ),
  });
  expect(quote.status).toBe(200);
  await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 10_000, interval: 50 });
  const mail = await simpleParser(smtp.received[0]!.raw);
  for (const part of [mail.text ?? '', mail.html || '']) {
    expect(part).not.toMatch(/evil|800 555|1,260|URGENT|Dispute/i);
    expect(part).toContain('Hello,');
    expect(part).toContain('as you entered it on our site');
    expect(part).toContain('Miami, FL 33101');
    expect(part).toContain('2019 Toyota Camry');
  }
});

import type { Database } from 'better-sqlite3';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { startSmtpReceiver } from '../../../scripts/receivers/smtp-receiver';
import {
  DOMESTIC_PRICE,
  orderInput,
  orderPaymentPayload,
  orderStepPayload,
  PUBLIC_URL,
} from '../../../tests/support/email-fixtures';
import { memoryLog } from '../../../tests/support/memory-log';
import { closedPort, silentServer } from '../../../tests/support/ports';
import { capturingLogger, cleanupsAfterEach, outboxRows, personalData } from '../../../tests/support/relay-test-kit';
import { smtpSettingsFor } from '../../../tests/support/smtp-settings';
import { storeQuote } from '../../../tests/support/store-quote';
import { validSubmission } from '../../../tests/support/valid-submission';
import { quoteEmailPayload } from '../../quote/quote-email-payload';
import { openDatabase } from '../../storage/sqlite/database';
import { createSqliteLeadRepository } from '../../storage/sqlite/sqlite-lead-repository';
import type { StoredLead } from '../../storage/stored-lead';
import { createOutboxRelay, type OutboxRelay, type OutboxRelayOptions } from '../outbox/outbox-relay';
import { createEmailDestination } from './email-destination';
import {
  CALLBACK_EMAIL_EVENT,
  EMAIL_DESTINATION,
  ORDER_EMAIL_EVENT,
  orderPaymentEmailEvent,
  orderStepEmailEvent,
  QUOTE_EMAIL_EVENT,
} from './email-payload';
import type { MailFrom } from './transport/mail-settings';
import { createSmtpTransport } from './transport/mail-transport';

const cleanup = cleanupsAfterEach();
const FROM: MailFrom = { name: 'ShipQuote', address: 'quotes@shipquote.example' };
/** Everything here happens at this moment: the leads, their rows, the relay's clock. */
const NOW = new Date('2026-11-20T15:00:00.000Z');
const now = () => NOW;

function smtpTransport(port: number) {
  const transport = createSmtpTransport(smtpSettingsFor(port), FROM);
  cleanup(() => transport.close());
  return transport;
}

function memoryDatabase(): Database {
  const db = openDatabase(':memory:');
  cleanup(() => db.close());
  return db;
}

/** Stores a quote (a distinct address each) and returns its lead. */
async function storeLead(db: Database, index = 0): Promise<StoredLead> {
  const repository = createSqliteLeadRepository(db, { now });
  const submission = validSubmission({ email: `customer.${index}@example.com`, first_name: `Quinn${index}` });
  return (await storeQuote(repository, submission, { price: null })).lead;
}

/** An email row for `lead`, as the lead store writes it: due now, never tried. */
function insertEmailRow(db: Database, lead: StoredLead, event: string, payloadJson: string): void {
  db.prepare(
    `INSERT INTO outbox (lead_id, destination, event, payload_json, idempotency_key, attempts, next_attempt_at, created_at)
     VALUES (?, ?, ?, ?, ?, 0, ?, ?)`,
  ).run(
    lead.id,
    EMAIL_DESTINATION,
    event,
    payloadJson,
    `${lead.leadNumber}:${event}`,
    NOW.toISOString(),
    NOW.toISOString(),
  );
}

function insertQuoteEmail(db: Database, lead: StoredLead): void {
  const payload = quoteEmailPayload({ ...lead, price: null });
  insertEmailRow(db, lead, QUOTE_EMAIL_EVENT, JSON.stringify({ ...payload, price: DOMESTIC_PRICE }));
}

function emailRows(db: Database) {
  return outboxRows(db).filter((row) => row.destination === EMAIL_DESTINATION);
}

function emailRelay(db: Database, port: number, options: Partial<OutboxRelayOptions> = {}): OutboxRelay {
  const relay = createOutboxRelay({
    outbox: createSqliteLeadRepository(db, { now }).outbox,
    destination: createEmailDestination({ transport: smtpTransport(port), publicUrl: PUBLIC_URL, quotePriceDays: 7 }),
    now,
    log: memoryLog().log,
    // Every row is tried on every run, so a test sees each row's outcome; the breaker has tests of its own.
    backoff: () => 0,
    breaker: { threshold: Number.POSITIVE_INFINITY },
    ...options,
  });
  cleanup(() => relay.stop());
  return relay;
}

describe('the email destination, relayed from the outbox to an SMTP server', () => {
  it('sends every email exactly once after the mail server was down while 20 quotes came in', async () => {
    const db = memoryDatabase();
    const leads: StoredLead[] = [];
    for (let i = 0; i < 20; i++) {
      const lead = await storeLead(db, i);
      insertQuoteEmail(db, lead);
      leads.push(lead);
    }
    const port = await closedPort();
    const { log, entries } = capturingLogger();
    const relay = emailRelay(db, port, { log });

    // Nothing listens: every row waits for its retry.
    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 20 });
    expect(new Set(emailRows(db).map((row) => row.last_error))).toEqual(new Set(['ECONNREFUSED']));
    expect(emailRows(db).every((row) => row.gave_up_at === null && row.delivered_at === null)).toBe(true);

    const server = await startSmtpReceiver({ port });
    cleanup(() => server.close());
    expect(await relay.deliverDue()).toEqual({ delivered: 20, failed: 0 });
    // Nothing is left to send.
    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 0 });

    expect(server.received).toHaveLength(20);
    const subjects = await Promise.all(
      server.received.map(async (message) => (await simpleParser(message.raw)).subject),
    );
    for (const lead of leads) {
      expect(subjects.filter((subject) => subject?.includes(lead.leadNumber))).toHaveLength(1);
    }
    expect(server.received.map((message) => message.to).sort()).toEqual(
      leads.map((lead) => [lead.submission.email]).sort(),
    );
    expect(emailRows(db).every((row) => row.delivered_at !== null && row.attempts === 2)).toBe(true);
    const logText = JSON.stringify(entries);
    for (const text of personalData(leads)) expect(logText).not.toContain(text);
  });

  it('gives up on an email the server refuses for good (550): not retried, logged without the address', async () => {
    const db = memoryDatabase();
    const lead = await storeLead(db);
    insertQuoteEmail(db, lead);
    const server = await startSmtpReceiver({ rejectRecipient: 550 });
    cleanup(() => server.close());
    const { log, entries } = capturingLogger();
    const relay = emailRelay(db, server.port, { log });

    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 0 });

    const [row] = emailRows(db);
    expect(row).toMatchObject({ attempts: 1, last_error: 'SMTP 550', delivered_at: null });
    expect(row?.gave_up_at).toBe(NOW.toISOString());
    expect(server.received).toHaveLength(0);
    const refusal = entries.find((entry) => entry.level === 'error');
    expect(refusal?.fields).toMatchObject({ lead: lead.leadNumber, error: 'SMTP 550' });
    const logText = JSON.stringify(entries);
    for (const text of personalData([lead])) expect(logText).not.toContain(text);
  });

  it('retries an email the server refuses for now (451)', async () => {
    const db = memoryDatabase();
    insertQuoteEmail(db, await storeLead(db));
    const server = await startSmtpReceiver({ rejectRecipient: 451 });
    cleanup(() => server.close());

    expect(await emailRelay(db, server.port).deliverDue()).toEqual({ delivered: 0, failed: 1 });
    expect(emailRows(db)[0]).toMatchObject({ last_error: 'SMTP 451', gave_up_at: null, delivered_at: null });
  });

  it('gives up on a malformed payload without sending anything or logging its content', async () => {
    const db = memoryDatabase();
    const server = await startSmtpReceiver();
    cleanup(() => server.close());
    const lead = await storeLead(db);
    const payload = quoteEmailPayload({ ...lead, price: null });
    const malformed = [
      'not json at all',
      JSON.stringify({ ...payload, to: undefined }),
      JSON.stringify({ ...payload, to: 'leaked.address@example.com\r\nBcc: someone@example.com' }),
      JSON.stringify({ ...payload, createdAt: 'yesterday' }),
    ];
    malformed.forEach((json, index) => {
      insertEmailRow(db, lead, `${QUOTE_EMAIL_EVENT}.${index}`, json);
    });
    // A quote's payload under the order confirmation's event is not an order confirmation.
    insertEmailRow(db, lead, ORDER_EMAIL_EVENT, JSON.stringify(payload));
    const { log, entries } = capturingLogger();

    expect(await emailRelay(db, server.port, { log }).deliverDue()).toEqual({ delivered: 0, failed: 5 });

    expect(emailRows(db).every((row) => row.last_error === 'bad-payload' && row.gave_up_at !== null)).toBe(true);
    expect(server.received).toHaveLength(0);
    const logText = JSON.stringify(entries);
    for (const text of [...personalData([lead]), 'leaked.address', 'someone@']) expect(logText).not.toContain(text);
  });

  it('writes the quote email with its booking link on PUBLIC_URL and the price from the row', async () => {
    const db = memoryDatabase();
    const lead = await storeLead(db);
    insertQuoteEmail(db, lead);
    const server = await startSmtpReceiver();
    cleanup(() => server.close());

    expect(await emailRelay(db, server.port).deliverDue()).toEqual({ delivered: 1, failed: 0 });

    const mail = await simpleParser(server.received[0]!.raw);
    const bookingLink = `${PUBLIC_URL}/booking/${lead.token}`;
    expect(mail.subject).toContain(lead.leadNumber);
    expect(mail.text).toContain(bookingLink);
    expect(mail.html).toContain(`href="${bookingLink}"`);
    expect(mail.text).toContain('$1,920');
    // The price holds QUOTE_PRICE_DAYS (7) from the quote's day.
    expect(mail.text).toContain('Nov 27');
    expect(server.received[0]!.to).toEqual([lead.submission.email]);
  });

  it('sends the order confirmation with the signed order as a PDF', async () => {
    const db = memoryDatabase();
    const lead = await storeLead(db);
    const order = orderInput({ orderNumber: lead.leadNumber });
    insertEmailRow(
      db,
      lead,
      ORDER_EMAIL_EVENT,
      JSON.stringify({ kind: 'order-confirmation', to: lead.submission.email, order }),
    );
    const server = await startSmtpReceiver();
    cleanup(() => server.close());

    expect(await emailRelay(db, server.port).deliverDue()).toEqual({ delivered: 1, failed: 0 });

    const mail = await simpleParser(server.received[0]!.raw);
    expect(mail.subject).toContain(lead.leadNumber);
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`order-${lead.leadNumber}.pdf`, 'application/pdf'],
    ]);
  });

  it('links the order confirmation to the booking page on PUBLIC_URL, from the token in the row', async () => {
    const db = memoryDatabase();
    const lead = await storeLead(db);
    const order = orderInput({ orderNumber: lead.leadNumber });
    const payload = { kind: 'order-confirmation', to: lead.submission.email, token: lead.token, order };
    insertEmailRow(db, lead, ORDER_EMAIL_EVENT, JSON.stringify(payload));
    const server = await startSmtpReceiver();
    cleanup(() => server.close());

    expect(await emailRelay(db, server.port).deliverDue()).toEqual({ delivered: 1, failed: 0 });

    const mail = await simpleParser(server.received[0]!.raw);
    const bookingLink = `${PUBLIC_URL}/booking/${lead.token}`;
    expect(mail.text).toContain(`\n${bookingLink}\n`);
    expect(mail.html).toContain(`href="${bookingLink}"`);
  });

  it('sends the call-back confirmation with the day and time in Central Time and a link to the quote', async () => {
    const db = memoryDatabase();
    const lead = await storeLead(db);
    const payload = {
      kind: 'callback',
      to: lead.submission.email,
      leadNumber: lead.leadNumber,
      token: lead.token,
      firstName: lead.submission.first_name,
      preferredDate: '2026-11-28',
      timeWindow: 'morning',
    };
    insertEmailRow(db, lead, CALLBACK_EMAIL_EVENT, JSON.stringify(payload));
    // A part of the day the site has no name for is no call-back confirmation.
    insertEmailRow(
      db,
      await storeLead(db, 1),
      CALLBACK_EMAIL_EVENT,
      JSON.stringify({ ...payload, timeWindow: 'night' }),
    );
    const server = await startSmtpReceiver();
    cleanup(() => server.close());

    expect(await emailRelay(db, server.port).deliverDue()).toEqual({ delivered: 1, failed: 1 });

    const mail = await simpleParser(server.received[0]!.raw);
    expect(mail.subject).toBe(`Your call back for quote ${lead.leadNumber}`);
    expect(mail.text).toContain('Day: Sat, Nov 28, 2026');
    expect(mail.text).toContain('Time: Morning, 9 am to 12 noon Central Time');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/booking/${lead.token}"`);
    expect(server.received[0]!.to).toEqual([lead.submission.email]);
  });

  it('sends a step’s email: the carrier assigned, linked to the order on PUBLIC_URL, with the pickup window attached', async () => {
    const db = memoryDatabase();
    const lead = await storeLead(db);
    const payload = orderStepPayload('carrier.assigned', { to: lead.submission.email, token: lead.token });
    insertEmailRow(db, lead, orderStepEmailEvent('carrier.assigned', 'evt-1'), JSON.stringify(payload));
    // An unassignment's row holds no assignment: one that does is not a step's email, and is given up.
    const wrong = { ...orderStepPayload('carrier.unassigned'), assignment: payload.assignment };
    insertEmailRow(
      db,
      await storeLead(db, 1),
      orderStepEmailEvent('carrier.unassigned', 'evt-2'),
      JSON.stringify(wrong),
    );
    const server = await startSmtpReceiver();
    cleanup(() => server.close());

    expect(await emailRelay(db, server.port).deliverDue()).toEqual({ delivered: 1, failed: 1 });

    expect(server.received).toHaveLength(1);
    const mail = await simpleParser(server.received[0]!.raw);
    expect(mail.subject).toBe(`Your order ${payload.orderNumber}: a carrier is assigned`);
    expect(mail.text).toContain('Carrier: Lone Star Haulers');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/booking/${lead.token}"`);
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`pickup-${payload.orderNumber}.ics`, 'text/calendar'],
    ]);
    expect(mail.attachments[0]!.content.toString('utf8')).toContain('DTSTART;VALUE=DATE:20261202');
    expect(server.received[0]!.to).toEqual([lead.submission.email]);
    expect(emailRows(db).find((row) => row.delivered_at === null)).toMatchObject({ last_error: 'bad-payload' });
  });

  it('sends a payment’s email: the payment due, with "Pay now" to the order’s page on PUBLIC_URL at #pay', async () => {
    const db = memoryDatabase();
    const lead = await storeLead(db);
    const payload = orderPaymentPayload('payment.failed', { to: lead.submission.email, token: lead.token });
    insertEmailRow(db, lead, orderPaymentEmailEvent('evt-1'), JSON.stringify(payload));
    // A receipt paid by phone names no card: one that does is not a payment's email, and is given up.
    const wrong = orderPaymentPayload('order.paid', { by: 'phone' });
    insertEmailRow(db, await storeLead(db, 1), orderPaymentEmailEvent('evt-2'), JSON.stringify(wrong));
    const server = await startSmtpReceiver();
    cleanup(() => server.close());

    expect(await emailRelay(db, server.port).deliverDue()).toEqual({ delivered: 1, failed: 1 });

    expect(server.received).toHaveLength(1);
    const mail = await simpleParser(server.received[0]!.raw);
    expect(mail.subject).toBe(`Your order ${payload.orderNumber}: payment due now`);
    expect(mail.text).toContain('Amount due: $1,330.00');
    expect(mail.text).toContain('Your bank declined your Visa ending 4242');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/booking/${lead.token}#pay"`);
    expect(mail.attachments).toEqual([]);
    expect(server.received[0]!.to).toEqual([lead.submission.email]);
    expect(emailRows(db).find((row) => row.delivered_at === null)).toMatchObject({ last_error: 'bad-payload' });
  });

  it('links the delivered email’s review to REVIEW_URL when the destination has one', async () => {
    const db = memoryDatabase();
    const lead = await storeLead(db);
    const payload = orderStepPayload('order.delivered', { to: lead.submission.email, token: lead.token });
    insertEmailRow(db, lead, orderStepEmailEvent('order.delivered', 'evt-1'), JSON.stringify(payload));
    const server = await startSmtpReceiver();
    cleanup(() => server.close());
    const reviewUrl = 'https://g.page/r/shipquote/review';
    const destination = createEmailDestination({
      transport: smtpTransport(server.port),
      publicUrl: PUBLIC_URL,
      quotePriceDays: 7,
      reviewUrl,
    });

    expect(await emailRelay(db, server.port, { destination }).deliverDue()).toEqual({ delivered: 1, failed: 0 });

    const mail = await simpleParser(server.received[0]!.raw);
    expect(mail.subject).toBe(`Your order ${payload.orderNumber}: your vehicle is delivered`);
    expect(mail.text).toContain(`Leave a review at: ${reviewUrl}`);
    expect(mail.html).toContain(`href="${reviewUrl}"`);
  });

  it('gives up a send when the relay aborts it, for a server that never answers', async () => {
    const db = memoryDatabase();
    const lead = await storeLead(db);
    const silent = await silentServer();
    cleanup(() => silent.close());
    const destination = createEmailDestination({
      transport: smtpTransport(silent.port),
      publicUrl: PUBLIC_URL,
      quotePriceDays: 7,
    });
    const row = {
      id: 1,
      event: QUOTE_EMAIL_EVENT,
      payload_json: JSON.stringify(quoteEmailPayload({ ...lead, price: null })),
      attempts: 1,
      lead_number: lead.leadNumber,
    };
    const controller = new AbortController();
    const sending = destination.deliver(row, controller.signal);
    controller.abort(new DOMException('The try took too long', 'TimeoutError'));
    await expect(sending).rejects.toMatchObject({ name: 'TimeoutError' });
    // Already aborted: nothing is sent at all.
    await expect(destination.deliver(row, controller.signal)).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});

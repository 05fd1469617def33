/** The emails as a recipient gets them: rendered, sent through a real SMTP server or the .eml folder, parsed. */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpReceiver } from '../../../scripts/receivers/smtp-receiver';
import { LEAD_NUMBER } from '../../../tests/support/a-lead';
import { AGREEMENT_TEXT, orderInput, PUBLIC_URL, quoteInput } from '../../../tests/support/email-fixtures';
import { pdfAttachments, pdfTextLines } from '../../../tests/support/pdf-text';
import { smtpSettingsFor } from '../../../tests/support/smtp-settings';
import { renderOrderConfirmationEmail } from './order-confirmation/order-confirmation-email';
import { renderQuoteEmail } from './quote/quote-email';
import { createEmlFolderTransport } from './transport/eml-folder-transport';
import type { MailFrom } from './transport/mail-settings';
import { createSmtpTransport } from './transport/mail-transport';
import type { EmailContent } from './transport/outgoing-email';

const FROM: MailFrom = { name: 'ShipQuote', address: 'quotes@shipquote.example' };
const TO = 'ada@example.com';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function sendOverSmtp(content: EmailContent): Promise<{ raw: Buffer; parsed: ParsedMail }> {
  const server = await startSmtpReceiver();
  cleanups.push(() => server.close());
  const transport = createSmtpTransport(smtpSettingsFor(server.port), FROM);
  cleanups.push(async () => transport.close());
  expect(await transport.send({ ...content, to: TO })).toEqual({ ok: true });
  expect(server.received).toHaveLength(1);
  const raw = server.received[0]!.raw;
  return { raw, parsed: await simpleParser(raw) };
}

async function writeToFolder(content: EmailContent): Promise<ParsedMail> {
  const folder = await mkdtemp(join(tmpdir(), 'shipquote-mail-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  const transport = createEmlFolderTransport({ folder, from: FROM, now: () => Date.parse('2026-11-21T09:30:00Z') });
  expect(await transport.send({ ...content, to: TO })).toEqual({ ok: true });
  const [file] = await readdir(folder);
  return simpleParser(await readFile(join(folder, file!)));
}

/** The raw header line, unfolded. */
function header(raw: Buffer, name: string): string | undefined {
  const head = raw
    .toString('latin1')
    .split('\r\n\r\n')[0]!
    .replace(/\r\n[ \t]+/g, ' ');
  return head.split('\r\n').find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`));
}

describe('the quote email, delivered', () => {
  it('arrives over SMTP with its subject in plain ASCII, an HTML part and a text part, and no attachment', async () => {
    const content = renderQuoteEmail(quoteInput({ firstName: 'Zoë' }));
    const { raw, parsed } = await sendOverSmtp(content);
    expect(header(raw, 'Subject')).toBe(`Subject: Your car shipping quote ${LEAD_NUMBER}`);
    expect(header(raw, 'Content-Type')).toMatch(/^Content-Type: multipart\/alternative;/);
    expect(parsed.subject).toBe(content.subject);
    expect(parsed.html).toBe(content.html);
    expect(parsed.text).toBe(content.text);
    expect(parsed.text).toContain('Hi Zoë,');
    expect(parsed.html).toContain(`href="${PUBLIC_URL}/booking/`);
    expect(parsed.attachments).toEqual([]);
  });
});

describe('a customer email, delivered', () => {
  it('asks replies to go to the support mailbox, which answers around the clock, not to the quotes mailbox it comes from', async () => {
    const { raw, parsed } = await sendOverSmtp(renderQuoteEmail(quoteInput()));
    expect(header(raw, 'From')).toContain('quotes@shipquote.example');
    expect(header(raw, 'Reply-To')).toBe('Reply-To: support@shipquote.example');
    expect(parsed.replyTo?.text).toBe('support@shipquote.example');
  });

  it('asks the same of the .eml folder used in development', async () => {
    const parsed = await writeToFolder(await renderOrderConfirmationEmail(orderInput()));
    expect(parsed.replyTo?.text).toBe('support@shipquote.example');
  });
});

describe('the order confirmation, delivered', () => {
  it('arrives over SMTP with both parts and the signed order as a PDF that opens and holds the agreement', async () => {
    const content = await renderOrderConfirmationEmail(orderInput({ signedBy: 'Ada Øster 王 Lovelace' }));
    const { raw, parsed } = await sendOverSmtp(content);
    expect(header(raw, 'Subject')).toBe(`Subject: Your order ${LEAD_NUMBER} is confirmed`);
    expect(parsed.html).toBe(content.html);
    expect(parsed.text).toBe(content.text);
    expect(parsed.attachments).toHaveLength(1);
    const [attachment] = parsed.attachments;
    expect(attachment?.filename).toBe(`order-${LEAD_NUMBER}.pdf`);
    expect(attachment?.contentType).toBe('application/pdf');
    const pdf = new Uint8Array(attachment!.content);
    expect(Buffer.from(pdf).equals(Buffer.from(content.attachments[0]!.content))).toBe(true);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    const [lines] = await pdfTextLines(pdf);
    expect(lines).toContain('Signed electronically by: Ada Øster 王 Lovelace');
    expect(lines).toContain('VEHICLE TRANSPORT ORDER');
    expect(lines).toContain('2. Changes. Dates and addresses are changed by phone.');
    expect(await pdfAttachments(pdf)).toEqual({ 'agreement.txt': AGREEMENT_TEXT });
  });

  it('is the same message in the .eml folder as over SMTP', async () => {
    const content = await renderOrderConfirmationEmail(orderInput());
    const { parsed: sent } = await sendOverSmtp(content);
    const written = await writeToFolder(content);
    const essentials = (mail: ParsedMail) => ({
      subject: mail.subject,
      from: mail.from?.value,
      to: mail.to && !Array.isArray(mail.to) ? mail.to.value : mail.to,
      html: mail.html,
      text: mail.text,
      attachments: mail.attachments.map((file) => [file.filename, file.contentType, file.content.toString('base64')]),
    });
    expect(essentials(written)).toEqual(essentials(sent));
    expect(written.attachments[0]?.content.length).toBeGreaterThan(1000);
  });
});

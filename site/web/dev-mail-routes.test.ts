import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LEAD_NUMBER } from '../../tests/support/a-lead';
import { orderInput, quoteInput } from '../../tests/support/email-fixtures';
import { createApp } from '../app';
import { renderOrderConfirmationEmail } from '../notify/email/order-confirmation/order-confirmation-email';
import { renderQuoteEmail } from '../notify/email/quote/quote-email';
import { createEmlFolderTransport } from '../notify/email/transport/eml-folder-transport';
import type { MailFrom, MailSettings } from '../notify/email/transport/mail-settings';
import { DEV_MAIL_CSP } from './dev-mail-routes';

const FROM: MailFrom = { name: 'ShipQuote', address: 'quotes@shipquote.example' };
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function mailFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'shipquote-dev-mail-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  return folder;
}

/** Writes the quote email, then the order confirmation, as the development transport does; returns their file names. */
async function writeEmails(folder: string): Promise<void> {
  let at = Date.parse('2026-11-21T09:30:00.000Z');
  const transport = createEmlFolderTransport({ folder, from: FROM, now: () => at });
  cleanups.push(async () => transport.close());
  const quote = renderQuoteEmail(quoteInput());
  // Markup in the text part, which the page must show as text: the emails write none, but a file in the
  // folder may come from anywhere.
  const text = quote.text.replace('Hi Ada,', 'Hi Ada <b>bold</b>,');
  expect(await transport.send({ ...quote, text, to: 'ada@example.com' })).toEqual({ ok: true });
  at += 60_000;
  const order = await renderOrderConfirmationEmail(orderInput());
  expect(await transport.send({ ...order, to: 'grace@example.com' })).toEqual({ ok: true });
}

function appWith(mail: MailSettings, production = false) {
  return createApp({ devMail: { production, mail } });
}

const eml = (folder: string): MailSettings => ({ transport: 'eml-folder', folder, from: FROM });

/** The file names the list links to, in its order. */
function linkedNames(html: string): string[] {
  return [...html.matchAll(/href="\/dev\/mail\/([^"]+)"/g)].map((match) => decodeURIComponent(match[1]!));
}

describe('/dev/mail', () => {
  it('lists the written emails newest first, with when, to whom and the subject', async () => {
    const folder = await mailFolder();
    await writeEmails(folder);

    const response = await appWith(eml(folder)).request('/dev/mail');

    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const html = await response.text();
    const names = linkedNames(html);
    expect(names).toHaveLength(2);
    expect(html.indexOf('grace@example.com')).toBeGreaterThan(-1);
    expect(html.indexOf('grace@example.com')).toBeLessThan(html.indexOf('ada@example.com'));
    expect(html).toContain(`Your order ${LEAD_NUMBER} is confirmed`);
    expect(html).toContain(`Your car shipping quote ${LEAD_NUMBER}`);
    expect(names[0]! > names[1]!).toBe(true);
  });

  it('says there is no email yet before the folder exists', async () => {
    const folder = join(await mailFolder(), 'not-yet');
    const response = await appWith(eml(folder)).request('/dev/mail');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('No email yet');
  });

  it('shows one email: headers, the text part, the HTML part only in a sandboxed srcdoc frame, attachment names', async () => {
    const folder = await mailFolder();
    await writeEmails(folder);
    const app = appWith(eml(folder));
    const [orderFile, quoteFile] = linkedNames(await (await app.request('/dev/mail')).text());

    const quote = await app.request(`/dev/mail/${quoteFile}`);
    expect(quote.status).toBe(200);
    const html = await quote.text();
    expect(html).toContain('ada@example.com');
    expect(html).toContain('ShipQuote &lt;quotes@shipquote.example&gt;');
    // The text part, escaped.
    expect(html).toMatch(/<pre>[\s\S]*Ada &lt;b&gt;bold&lt;\/b&gt;[\s\S]*<\/pre>/);
    // The HTML part is an attribute of the sandboxed frame: its markup never becomes the page's.
    const frame = /<iframe sandbox="" srcDoc="([^"]*)"/i.exec(html);
    expect(frame).not.toBeNull();
    expect(frame![1]).toContain('&lt;!doctype html&gt;');
    expect(html.replace(frame![0], '')).not.toContain('sq-page');
    expect(html).not.toMatch(/<style/i);

    const order = await (await app.request(`/dev/mail/${orderFile}`)).text();
    expect(order).toContain(`order-${LEAD_NUMBER}.pdf`);
    expect(order).toContain('application/pdf');
  });

  it('lets the framed email keep its inline styles, and nothing run or load from elsewhere', async () => {
    const folder = await mailFolder();
    await writeEmails(folder);
    const app = appWith(eml(folder));
    const [name] = linkedNames(await (await app.request('/dev/mail')).text());

    const response = await app.request(`/dev/mail/${name}`);

    // A srcdoc frame has its parent's policy: the email's style attributes and <style> block need this.
    expect(response.headers.get('Content-Security-Policy')).toBe(DEV_MAIL_CSP);
    expect(DEV_MAIL_CSP).toContain("style-src 'self' 'unsafe-inline'");
    expect(DEV_MAIL_CSP).toContain("default-src 'none'");
    expect(DEV_MAIL_CSP).not.toContain('script-src');
  });

  it('is not there in production, even with mail going to .eml files', async () => {
    const folder = await mailFolder();
    await writeEmails(folder);
    const app = appWith(eml(folder), true);
    expect((await app.request('/dev/mail')).status).toBe(404);
    for (const name of linkedNames(await (await appWith(eml(folder)).request('/dev/mail')).text())) {
      expect((await app.request(`/dev/mail/${name}`)).status).toBe(404);
    }
  });

  it('is not there when email goes to an SMTP server or nowhere', async () => {
    const smtp: MailSettings = {
      transport: 'smtp',
      smtp: { url: 'smtps://smtp.example.com', requireTls: false, description: 'smtps://smtp.example.com:465' },
      from: FROM,
    };
    expect((await appWith(smtp).request('/dev/mail')).status).toBe(404);
    expect((await appWith({ transport: 'off', warning: 'off' }).request('/dev/mail')).status).toBe(404);
  });

  it('refuses any name that is not an .eml file of the folder', async () => {
    const root = await mailFolder();
    const folder = join(root, 'mail');
    await writeEmails(folder);
    await writeFile(join(root, 'outside.eml'), 'Subject: outside\r\n\r\nsecret');
    await writeFile(join(folder, 'notes.txt'), 'Subject: notes\r\n\r\nsecret');
    const app = appWith(eml(folder));

    for (const path of [
      '/dev/mail/..%2Foutside.eml',
      '/dev/mail/%2E%2E%2Foutside.eml',
      '/dev/mail/..%5Coutside.eml',
      '/dev/mail/notes.txt',
      '/dev/mail/.hidden.eml',
      '/dev/mail/missing.eml',
      '/dev/mail/%ZZ.eml',
      '/dev/mail/a%00.eml',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('secret');
    }
  });
});

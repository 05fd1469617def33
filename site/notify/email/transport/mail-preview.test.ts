import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LEAD_NUMBER } from '../../../../tests/support/a-lead';
import { orderInput, quoteInput } from '../../../../tests/support/email-fixtures';
import { renderOrderConfirmationEmail } from '../order-confirmation/order-confirmation-email';
import { renderQuoteEmail } from '../quote/quote-email';
import { createEmlFolderTransport } from './eml-folder-transport';
import { isMailFileName, listMailFiles, readMailPreview } from './mail-preview';

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function tempFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'shipquote-mail-'));
  folders.push(folder);
  return folder;
}

const QUOTE_AT = Date.parse('2026-11-20T10:00:00.000Z');
const ORDER_AT = Date.parse('2026-11-21T09:30:00.000Z');

/** A quote, then an order a day later, as the development transport writes them (file times set to match). */
async function folderWithTwoEmails(): Promise<string> {
  const folder = await tempFolder();
  let now = QUOTE_AT;
  const transport = createEmlFolderTransport({
    folder,
    from: { name: 'ShipQuote', address: 'quotes@shipquote.example' },
    now: () => now,
  });
  await transport.send({ ...renderQuoteEmail(quoteInput()), to: 'ada@example.com' });
  now = ORDER_AT;
  await transport.send({ ...(await renderOrderConfirmationEmail(orderInput())), to: 'ada@example.com' });
  for (const entry of await listMailFiles(folder)) {
    const time = entry.name.startsWith('20261120') ? QUOTE_AT : ORDER_AT;
    await utimes(join(folder, entry.name), time / 1000, time / 1000);
  }
  return folder;
}

describe('listMailFiles', () => {
  it('lists the written emails newest first', async () => {
    const folder = await folderWithTwoEmails();
    const files = await listMailFiles(folder);
    expect(files.map((file) => [file.name.slice(0, 19), file.writtenAt])).toEqual([
      ['20261121T093000000Z', '2026-11-21T09:30:00.000Z'],
      ['20261120T100000000Z', '2026-11-20T10:00:00.000Z'],
    ]);
    expect(files.every((file) => file.size > 500)).toBe(true);
    expect((await listMailFiles(folder, 1)).map((file) => file.name)).toEqual([files[0]?.name]);
  });

  it('skips what is not an email: half-written files, hidden files, other files and folders', async () => {
    const folder = await tempFolder();
    await writeFile(join(folder, '20261120T100000000Z-00000000.eml.part'), 'half');
    await writeFile(join(folder, '.hidden.eml'), 'x');
    await writeFile(join(folder, 'notes.txt'), 'x');
    await mkdir(join(folder, 'folder.eml'));
    await writeFile(join(folder, 'dropped-in.eml'), 'Subject: hi\r\n\r\nbody');
    expect((await listMailFiles(folder)).map((file) => file.name)).toEqual(['dropped-in.eml']);
  });

  it('lists nothing when the folder does not exist yet', async () => {
    expect(await listMailFiles(join(await tempFolder(), 'data', 'mail'))).toEqual([]);
  });
});

describe('readMailPreview', () => {
  it('reads an email back into its headers, both parts and its attachments', async () => {
    const folder = await folderWithTwoEmails();
    const [order, quote] = await listMailFiles(folder);
    const preview = await readMailPreview(folder, order!.name);
    expect(preview).toMatchObject({
      name: order!.name,
      subject: `Your order ${LEAD_NUMBER} is confirmed`,
      from: 'ShipQuote <quotes@shipquote.example>',
      to: 'ada@example.com',
      date: '2026-11-21T09:30:00.000Z',
      attachments: [{ filename: `order-${LEAD_NUMBER}.pdf`, contentType: 'application/pdf' }],
    });
    expect(preview?.html).toMatch(/^<!doctype html>/);
    expect(preview?.text).toMatch(/^Hi Ada,/);
    expect(preview?.attachments[0]?.size).toBeGreaterThan(1000);
    const quotePreview = await readMailPreview(folder, quote!.name);
    expect(quotePreview?.subject).toBe(`Your car shipping quote ${LEAD_NUMBER}`);
    expect(quotePreview?.attachments).toEqual([]);
  });

  it('finds nothing for a name that is not an email of the folder', async () => {
    const folder = await folderWithTwoEmails();
    const outside = join(folder, '..', `${folder.split('/').at(-1)}-outside.eml`);
    await writeFile(outside, 'Subject: secret\r\n\r\nnot yours');
    for (const name of [
      '../x.eml',
      `../${outside.split('/').at(-1)}`,
      '/etc/passwd',
      '.eml',
      'a/b.eml',
      'missing.eml',
    ]) {
      expect(await readMailPreview(folder, name)).toBeUndefined();
    }
    await rm(outside);
  });

  it('accepts only plain .eml file names', () => {
    expect(isMailFileName('20261120T100000000Z-9f86d081.eml')).toBe(true);
    for (const name of ['x.eml.part', '..eml', 'a..b.eml', 'a b.eml', '%2e%2e.eml', 'a\\b.eml']) {
      expect(isMailFileName(name)).toBe(false);
    }
  });
});

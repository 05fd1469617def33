import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmlFolderTransport, emlFileName } from './eml-folder-transport';
import type { OutgoingEmail } from './outgoing-email';

const FIXED = Date.parse('2026-11-20T09:28:43.123Z');

const EMAIL: OutgoingEmail = {
  to: 'dana@example.com',
  subject: 'Your car shipping quote SQ-261120-482193',
  html: '<!doctype html><html><body><p>Hello Dana</p></body></html>',
  text: 'Hello Dana',
  attachments: [{ filename: 'order.pdf', contentType: 'application/pdf', content: new Uint8Array([37, 80, 68, 70]) }],
};

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function tempFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'shipquote-mail-'));
  folders.push(folder);
  return folder;
}

describe('the .eml folder transport', () => {
  it('writes each email as a parseable message in a folder it creates', async () => {
    const folder = join(await tempFolder(), 'data', 'mail');
    const transport = createEmlFolderTransport({
      folder,
      from: { name: 'ShipQuote', address: 'quotes@shipquote.example' },
      now: () => FIXED,
    });
    expect(await transport.send(EMAIL)).toEqual({ ok: true });
    const files = await readdir(folder);
    expect(files).toEqual([expect.stringMatching(/^20261120T092843123Z-[0-9a-f]{8}\.eml$/)]);
    const parsed = await simpleParser(await readFile(join(folder, files[0]!)));
    expect(parsed.subject).toBe(EMAIL.subject);
    expect(parsed.to && !Array.isArray(parsed.to) && parsed.to.text).toBe('dana@example.com');
    expect(parsed.from?.value).toEqual([{ name: 'ShipQuote', address: 'quotes@shipquote.example' }]);
    expect(parsed.date?.toISOString()).toBe('2026-11-20T09:28:43.000Z');
    expect(parsed.html).toContain('<p>Hello Dana</p>');
    expect(parsed.text?.trim()).toBe('Hello Dana');
    expect(parsed.messageId).toMatch(/^<.+@shipquote\.example>$/);
    expect(parsed.attachments.map((file) => [file.filename, [...file.content]])).toEqual([
      ['order.pdf', [37, 80, 68, 70]],
    ]);
  });

  it('keeps each message to the server’s own user: the file 0600, the folder it creates 0700', async () => {
    const folder = join(await tempFolder(), 'mail');
    const transport = createEmlFolderTransport({
      folder,
      from: { name: 'ShipQuote', address: 'quotes@shipquote.example' },
    });
    expect(await transport.send(EMAIL)).toEqual({ ok: true });
    const [file] = await readdir(folder);
    expect((await stat(join(folder, file!))).mode & 0o777).toBe(0o600);
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
  });

  it('names files so that they sort by time, and never after the recipient', async () => {
    const folder = await tempFolder();
    let now = FIXED;
    const transport = createEmlFolderTransport({
      folder,
      from: { name: undefined, address: 'a@example.com' },
      now: () => now,
    });
    for (const step of [0, 1, 59_000, 86_400_000]) {
      now = FIXED + step;
      await transport.send(EMAIL);
    }
    const files = await readdir(folder);
    expect(files).toHaveLength(4);
    expect([...files].sort().map((name) => name.slice(0, 19))).toEqual([
      '20261120T092843123Z',
      '20261120T092843124Z',
      '20261120T092942123Z',
      '20261121T092843123Z',
    ]);
    expect(files.join(' ')).not.toContain('dana');
  });

  it('reports a folder it cannot write as a temporary failure with a code', async () => {
    const blocker = join(await tempFolder(), 'a-file');
    await writeFile(blocker, 'not a folder');
    const transport = createEmlFolderTransport({
      folder: blocker,
      from: { name: undefined, address: 'a@example.com' },
    });
    expect(await transport.send(EMAIL)).toEqual({ ok: false, permanent: false, reason: 'EEXIST' });
  });

  it('builds its names from the UTC time', () => {
    expect(emlFileName(new Date('2027-01-02T03:04:05.006Z'), 'abcd0123')).toBe('20270102T030405006Z-abcd0123.eml');
  });
});

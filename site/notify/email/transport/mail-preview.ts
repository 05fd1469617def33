/**
 * What the development mail page shows: the `.eml` files the development transport wrote (newest first), and
 * one of them read back into its headers and parts. Parsed with mailparser, a run-time dependency since the
 * page is served by the running site (in development only).
 *
 * The HTML part is the email as sent, to be shown in a sandboxed frame (`<iframe sandbox srcdoc>`), never
 * inlined into the page: it carries its own document and styles.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type AddressObject, simpleParser } from 'mailparser';

export interface MailFileEntry {
  /** The file name, which is also how readMailPreview finds it. */
  name: string;
  size: number;
  /** ISO 8601: when the file was written. */
  writtenAt: string;
}

export interface MailPreview {
  name: string;
  subject: string;
  from: string;
  to: string;
  /** ISO 8601, from the Date header; undefined when it has none. */
  date: string | undefined;
  html: string | undefined;
  text: string | undefined;
  attachments: { filename: string; contentType: string; size: number }[];
}

/** A plain `.eml` file name in the folder: no path, no hidden file, nothing that could leave the folder. */
const MAIL_FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}\.eml$/;

/** Bigger than any email the site sends by far; a stray huge file is listed but not parsed. */
const MAX_PREVIEW_BYTES = 25 * 1024 * 1024;

export function isMailFileName(name: string): boolean {
  return MAIL_FILE_NAME.test(name) && !name.includes('..');
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/** The names of the emails in `folder`, in no order; none when the folder does not exist yet. */
export async function mailFileNames(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder, { withFileTypes: true }))
      .filter((entry) => entry.isFile() && isMailFileName(entry.name))
      .map((entry) => entry.name);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** The newest `limit` emails in `folder`, newest first; none when the folder does not exist yet. */
export async function listMailFiles(folder: string, limit = 100): Promise<MailFileEntry[]> {
  const names = await mailFileNames(folder);
  const entries = await Promise.all(
    names.map(async (name) => {
      const info = await stat(join(folder, name));
      return { name, size: info.size, time: info.mtimeMs };
    }),
  );
  // The development transport's names start with the time, so they break a tie between equal times in order.
  entries.sort((a, b) => b.time - a.time || (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
  return entries
    .slice(0, limit)
    .map(({ name, size, time }) => ({ name, size, writtenAt: new Date(time).toISOString() }));
}

/** "ShipQuote <quotes@shipquote.example>, ada@example.com": as people read an address line. */
function addresses(field: AddressObject | AddressObject[] | undefined): string {
  if (!field) return '';
  return (Array.isArray(field) ? field : [field])
    .flatMap((each) => each.value)
    .map(({ name, address }) => (name ? `${name} <${address ?? ''}>` : (address ?? '')))
    .join(', ');
}

/** One email of `folder` by file name; undefined for a name that is not one of its emails, or a file too big. */
export async function readMailPreview(folder: string, name: string): Promise<MailPreview | undefined> {
  if (!isMailFileName(name)) return undefined;
  const file = join(folder, name);
  let raw: Buffer;
  try {
    if ((await stat(file)).size > MAX_PREVIEW_BYTES) return undefined;
    raw = await readFile(file);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextLinks: true });
  return {
    name,
    subject: mail.subject ?? '',
    from: addresses(mail.from),
    to: addresses(mail.to),
    date: mail.date?.toISOString(),
    html: mail.html === false ? undefined : mail.html,
    text: mail.text,
    attachments: mail.attachments.map((file) => ({
      filename: file.filename ?? '',
      contentType: file.contentType,
      size: file.size,
    })),
  };
}

/**
 * A person's erasure reaches the development mail too: the `.eml` files the development transport wrote to
 * them (eml-folder-transport.ts), found by their recipients, are deleted, so neither the folder nor /dev/mail
 * keeps what the database no longer holds. Recipients are compared as the database finds a person's leads:
 * ignoring case and surrounding spaces.
 */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { mailFileNames } from './mail-preview';

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Deletes the folder's emails to `email` and returns how many went; none when the folder does not exist. */
export async function eraseMailTo(folder: string, email: string): Promise<number> {
  const names = await mailFileNames(folder);
  let erased = 0;
  for (const name of names) {
    const file = join(folder, name);
    const mail = await simpleParser(await readFile(file), { skipHtmlToText: true, skipImageLinks: true });
    const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((field) => field.value);
    if (to.some(({ address }) => address !== undefined && sameAddress(address, email))) {
      await rm(file, { force: true });
      erased++;
    }
  }
  return erased;
}

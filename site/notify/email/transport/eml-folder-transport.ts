/**
 * Development mail: each email is written to a folder as an `.eml` file (the raw RFC 822 message, built by
 * the same nodemailer pipeline as SMTP), for the /dev/mail page or any mail client to open. File names start
 * with the UTC time, so they sort oldest to newest, and say nothing about the recipient.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { toSendMailOptions } from './mail-message';
import type { MailFrom } from './mail-settings';
import type { MailTransport, OutgoingEmail, SendResult } from './outgoing-email';
import { classifySendError } from './send-failure';

export interface EmlFolderOptions {
  folder: string;
  from: MailFrom;
  /** The clock, in epoch milliseconds; tests pin it. Default Date.now. */
  now?: () => number;
}

/** `20261120T092843123Z-9f86d081.eml`: the time to the millisecond, then a random part for two in one. */
export function emlFileName(time: Date, random: string): string {
  const stamp = time.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `${stamp}-${random}.eml`;
}

export function createEmlFolderTransport(options: EmlFolderOptions): MailTransport {
  const now = options.now ?? Date.now;
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    description: `.eml files in ${options.folder}`,
    async send(email: OutgoingEmail): Promise<SendResult> {
      const time = new Date(now());
      try {
        const { message } = await composer.sendMail(toSendMailOptions(email, options.from, time));
        const file = join(options.folder, emlFileName(time, randomBytes(4).toString('hex')));
        // Only the server's own user may read them: each holds a visitor's name, address and quote.
        await mkdir(options.folder, { recursive: true, mode: 0o700 });
        // Written whole, then renamed: a reader listing the folder never opens half a message.
        await writeFile(`${file}.part`, message as Buffer, { mode: 0o600 });
        await rename(`${file}.part`, file);
        return { ok: true };
      } catch (error) {
        return classifySendError(error);
      }
    },
    close() {
      composer.close();
    },
  };
}

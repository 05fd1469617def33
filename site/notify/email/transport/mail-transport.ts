/**
 * Sending through an SMTP server with nodemailer. One connection per email: mail goes out one at a time
 * from the outbox, so a pool would only hold connections open between quotes.
 */
import nodemailer from 'nodemailer';
import { toSendMailOptions } from './mail-message';
import type { MailFrom, SmtpSettings } from './mail-settings';
import type { MailTransport, OutgoingEmail, SendResult } from './outgoing-email';
import { classifySendError } from './send-failure';

/**
 * Short waits: a send is retried by the outbox, so a server that does not answer within seconds is
 * better given up and tried again than left holding the outbox for nodemailer's default minutes.
 */
export const SMTP_TIMEOUT_MS = 10_000;

export interface SmtpTransportOptions {
  /** Each wait (connecting, the greeting, an idle socket, DNS); default SMTP_TIMEOUT_MS. */
  timeoutMs?: number;
}

export function createSmtpTransport(
  smtp: SmtpSettings,
  from: MailFrom,
  { timeoutMs = SMTP_TIMEOUT_MS }: SmtpTransportOptions = {},
): MailTransport {
  const transporter = nodemailer.createTransport({
    // Host, port, TLS and login: nodemailer reads them from the address itself.
    url: smtp.url,
    requireTLS: smtp.requireTls,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
    // Attachments arrive as bytes: a message never reads a file or fetches an address on the server's behalf.
    disableFileAccess: true,
    disableUrlAccess: true,
    // nodemailer's own logging would print the conversation: addresses, and the login in debug mode.
    logger: false,
    debug: false,
  });
  return {
    description: smtp.description,
    async send(email: OutgoingEmail): Promise<SendResult> {
      try {
        await transporter.sendMail(toSendMailOptions(email, from));
        return { ok: true };
      } catch (error) {
        return classifySendError(error);
      }
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * Turns what a mail transport threw into a send result the outbox can act on. Only codes come out:
 * an SMTP server's reply text often quotes the recipient's address, and a client error can quote the
 * connection settings, so neither is kept.
 */
import type { SendResult } from './outgoing-email';

type SendFailure = Extract<SendResult, { ok: false }>;

/** An error code as Node and nodemailer write them ("ECONNREFUSED", "ERR_SSL_WRONG_VERSION_NUMBER"). */
const ERROR_CODE = /^[A-Z][A-Z0-9_]{1,63}$/;

/**
 * nodemailer's codes for a reply to the message itself: MAIL FROM and RCPT TO (the envelope) or DATA. Any
 * other reply is to a step of the connection (the greeting, STARTTLS, the login), whose failure is about the
 * settings or the server, not this email.
 */
const MESSAGE_CODES = new Set(['EENVELOPE', 'EMESSAGE']);

function field(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;
}

function codeOf(value: unknown): string | undefined {
  return typeof value === 'string' && ERROR_CODE.test(value) ? value : undefined;
}

function replyCodeOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 100 && value < 600 ? value : undefined;
}

/**
 * - A reply of 500 or more to the message is permanent ("SMTP 550"): the server will refuse it again.
 * - A 4xx reply to the message is temporary ("SMTP 451").
 * - A refused reply to a connection step is temporary and named by its step ("EAUTH SMTP 535", "ETLS SMTP
 *   500"): mail waits while an operator fixes a password or a TLS setting instead of being given up one
 *   email at a time.
 * - Anything that never got a reply is temporary: a refused or timed-out connection, a TLS handshake, DNS
 *   ("ECONNREFUSED", "ETIMEDOUT", …).
 */
export function classifySendError(error: unknown): SendFailure {
  const code = codeOf(field(error, 'code'));
  const reply = replyCodeOf(field(error, 'responseCode'));
  if (reply !== undefined && (code === undefined || MESSAGE_CODES.has(code))) {
    return { ok: false, permanent: reply >= 500, reason: `SMTP ${reply}` };
  }
  if (reply !== undefined) return { ok: false, permanent: false, reason: `${code} SMTP ${reply}` };
  // nodemailer replaces a socket's own code (ECONNREFUSED) with its step's (ESOCKET) and keeps the first.
  const detail = codeOf(field(error, 'originalCode')) ?? code;
  return { ok: false, permanent: false, reason: detail ?? 'UNKNOWN' };
}

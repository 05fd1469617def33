/**
 * The one place an outgoing email becomes nodemailer's message, so the SMTP transport and the `.eml`
 * folder build byte-for-byte the same kind of message.
 */
import type { SendMailOptions } from 'nodemailer';
import type { MailFrom } from './mail-settings';
import type { OutgoingEmail } from './outgoing-email';

export function toSendMailOptions(email: OutgoingEmail, from: MailFrom, date?: Date): SendMailOptions {
  return {
    from: from.name ? { name: from.name, address: from.address } : from.address,
    to: email.to,
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    subject: email.subject,
    text: email.text,
    html: email.html,
    attachments: email.attachments.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength),
    })),
    ...(date ? { date } : {}),
  };
}

/**
 * One email to one person, as every mail transport takes it (SMTP, the development `.eml` folder), and
 * what a send answers: the outbox retries a temporary failure and gives up on a permanent one.
 */

export interface EmailAttachment {
  /** The name the mail client shows, e.g. "order-SQ-261125-482193.pdf". */
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** What a template makes: both parts written from the same data, and any files. */
export interface EmailContent {
  /** Built only from numbers the site made (a lead number), never from text a visitor typed. */
  subject: string;
  html: string;
  text: string;
  attachments: readonly EmailAttachment[];
  /**
   * Where a reply goes when it should not go to the From address: a customer's reply reaches the support
   * mailbox, which is answered around the clock, not the quotes mailbox the emails are sent from.
   */
  replyTo?: string;
}

export interface OutgoingEmail extends EmailContent {
  /** One recipient address. */
  to: string;
}

/**
 * `reason` is a code only ("SMTP 550", "ECONNREFUSED"): never an address, a server's reply text or a
 * setting, so it can be stored with the outbox row and logged.
 */
export type SendResult = { ok: true } | { ok: false; permanent: boolean; reason: string };

export interface MailTransport {
  send(email: OutgoingEmail): Promise<SendResult>;
  /** Where mail goes, for a start-up log line: no user name, no password. */
  readonly description: string;
  /** Ends open connections; sending again afterwards is not supported. */
  close(): void;
}

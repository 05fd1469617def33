/**
 * What every email's view has in common: the frame render-email.tsx sets its body in, and the pieces the
 * bodies are made of, so that the HTML part and the text part of each email are written from the same data.
 */

/** What the layout around every email takes from its view, in both parts. */
export interface EmailFrame {
  /** Built only from numbers the site made, never from text a visitor typed (email-copy.ts says why). */
  subject: string;
  /** The line inbox lists show after the subject; hidden in the mail itself. */
  preview: string;
  /** Why the reader gets this email, at the foot of both parts. */
  footerWhy: string;
}

/** A label and its value, one pair per line. */
export interface Detail {
  label: string;
  value: string;
}

/** A heading over a few paragraphs: what happens next, how the total is paid. */
export interface TextSection {
  heading: string;
  paragraphs: readonly string[];
}

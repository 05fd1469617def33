/**
 * What the quote stage hands storage for a new lead: its number and token, and the outbox rows that go
 * with it, written in the lead's own transaction. Every lead goes to the CRM (`lead.created`). When the
 * server sends email, a lead that is not flagged also gets the quote email, unless its address had
 * QUOTE_EMAIL_CAP of them in the QUOTE_EMAIL_WINDOW_MS before it: a form anyone can post must not become a
 * way to flood someone's inbox (docs/product.md).
 */

import type { Submission } from '../../shared/schema';
import { HOUR_MS } from '../../shared/time';
import { CRM_DESTINATION, LEAD_CREATED_EVENT } from '../notify/crm/crm-events';
import { EMAIL_DESTINATION, QUOTE_EMAIL_EVENT } from '../notify/email/email-payload';
import type { LiveDestinations } from '../notify/outbox/destination-module';
import type { NewLead } from '../storage/lead-repository';
import type { OutboxMessage } from '../storage/outbox-message';
import { newBookingToken } from './booking-token';
import type { CanonicalLabels } from './canonical-labels';
import { buildCrmPayload } from './crm-lead-payload';
import { newLeadNumber } from './lead-number';
import { mailboxOf } from './mailbox';
import type { QuotedPrice } from './pricing/quoted-price';
import { quoteEmailPayload } from './quote-email-payload';
import { type QuotedLead, quotedLead } from './quoted-lead';

/** Quote emails one address gets at most in QUOTE_EMAIL_WINDOW_MS. */
export const QUOTE_EMAIL_CAP = 3;
/** The rolling window of the cap: 24 hours before the lead. */
export const QUOTE_EMAIL_WINDOW_MS = 24 * HOUR_MS;

/** A validated quote, priced, as the submit call hands it on. */
export interface NewQuote {
  submission: Submission;
  /** The honeypot was filled in: stored and forwarded all the same, marked `flagged` (docs/design-notes.md). */
  flagged: boolean;
  /** Null when pricing failed: an advisor confirms the price. */
  price: QuotedPrice | null;
}

export interface NewLeadOptions {
  /** The destinations this server sends to: a new lead gets its quote email row when email is one. */
  live: LiveDestinations;
  /** How the quote email spells the places and vehicles the lookups know; without it, as typed. */
  labels?: CanonicalLabels;
  /** Lead number source; tests force collisions with it. Default lead-number.ts. */
  newLeadNumber?: (createdAt: Date) => string;
  /** Token source. Default booking-token.ts. */
  newBookingToken?: () => string;
}

/** The cap counts one mailbox however its address was spelled (mailbox.ts). */
const quoteEmailCapKey = (email: string) => `quote-email:${mailboxOf(email)}`;

/**
 * The cap of an email to the address a quote gave: the quote email's, and any other email a stranger's
 * post could send there (the call-back confirmation), counted together.
 */
export const quoteEmailCap = (email: string) => ({
  key: quoteEmailCapKey(email),
  max: QUOTE_EMAIL_CAP,
  windowMs: QUOTE_EMAIL_WINDOW_MS,
});

const sendsQuoteEmail = (quote: Pick<NewQuote, 'flagged'>, options: Pick<NewLeadOptions, 'live'>) =>
  options.live.has(EMAIL_DESTINATION) && !quote.flagged;

/** The rows that go out with a new lead. */
export function leadOutbox(lead: QuotedLead, options: Pick<NewLeadOptions, 'live' | 'labels'>): OutboxMessage[] {
  const rows: OutboxMessage[] = [
    {
      destination: CRM_DESTINATION,
      event: LEAD_CREATED_EVENT,
      payload: buildCrmPayload(lead),
      idempotencyKey: lead.submission.idempotency_key,
    },
  ];
  if (sendsQuoteEmail(lead, options)) {
    rows.push({
      destination: EMAIL_DESTINATION,
      event: QUOTE_EMAIL_EVENT,
      payload: quoteEmailPayload(lead, options.labels),
      idempotencyKey: `${lead.leadNumber}:quote-email`,
      cap: quoteEmailCap(lead.submission.email),
    });
  }
  return rows;
}

export function newLead(quote: NewQuote, options: NewLeadOptions): NewLead {
  const drawNumber = options.newLeadNumber ?? newLeadNumber;
  const drawToken = options.newBookingToken ?? newBookingToken;
  return {
    ...quote,
    draw: (createdAt) => ({ leadNumber: drawNumber(createdAt), token: drawToken() }),
    capKeys: sendsQuoteEmail(quote, options) ? [quoteEmailCapKey(quote.submission.email)] : [],
    outbox: (lead) => leadOutbox(quotedLead(lead), options),
  };
}

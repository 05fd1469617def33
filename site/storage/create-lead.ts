/**
 * How leads are created, once for both stores (the statements: lead-writes.ts). Each lead of a batch runs
 * under a savepoint of its own, so one bad quote is undone alone; the store commits the batch, and only
 * then are its callers answered (lead-batcher.ts).
 *
 * A lead: a fresh lead number and token are drawn and the row inserted unless its idempotency key is
 * taken. A lead number that is taken is drawn again (lead-number.ts). A taken key answers the lead it
 * holds when that lead is the same quote (a retry), and IdempotencyKeyConflictError when it is not. The
 * CRM payload goes into the outbox in the same transaction, so a stored lead is always sent.
 *
 * When the store writes quote emails (`quoteEmail`), a lead that is not flagged also gets the quote email's
 * outbox row in that transaction, unless its address had QUOTE_EMAIL_CAP of them in the QUOTE_EMAIL_WINDOW_MS
 * before it: a form anyone can post must not become a way to flood someone's inbox (docs/product.md).
 */

import { newOrderNumber } from '../booking/order-number';
import { CRM_DESTINATION } from '../crm/crm-destination';
import { EMAIL_DESTINATION, QUOTE_EMAIL_EVENT, quoteEmailPayload } from '../email/email-payload';
import { newBookingToken } from '../quote/booking-token';
import { buildCrmPayload, LEAD_CREATED_EVENT } from '../quote/crm-lead-payload';
import { newLeadNumber } from '../quote/lead-number';
import { isDatabaseBusy } from './database-busy';
import { newLeadRow } from './lead-columns';
import { type CreateLeadResult, IdempotencyKeyConflictError, type NewLead } from './lead-repository';
import { type LeadWriteSteps, run } from './lead-writes';
import type { StoredLead } from './stored-lead';
import { submissionHash } from './submission-hash';

/** Where a new lead's time, number and token come from; tests pin them. */
export interface LeadSources {
  /** The clock. Default: the system's. */
  now?: () => Date;
  /** Lead number source; tests force collisions with it. Default lead-number.ts. */
  newLeadNumber?: (now: Date) => string;
  /** Token source. Default booking-token.ts. */
  newBookingToken?: () => string;
  /** Order number source (site/booking/order-number.ts by default); tests force collisions with it. */
  newOrderNumber?: (now: Date) => string;
  /**
   * Write each new lead's quote email row (the server sends email). Default false: a store whose server
   * sends no email keeps no email rows.
   */
  quoteEmail?: boolean;
}

/** Quote emails one address gets at most in QUOTE_EMAIL_WINDOW_MS. */
export const QUOTE_EMAIL_CAP = 3;
/** The rolling window of the cap: 24 hours before the lead. */
export const QUOTE_EMAIL_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Fresh numbers tried when a lead number (or, in theory, a token) is taken. See lead-number.ts. */
export const MAX_NUMBER_ATTEMPTS = 20;

/** Every lead number drawn for one lead was taken: nothing was stored for it. */
export class LeadNumbersExhaustedError extends Error {
  constructor() {
    super(`No free lead number in ${MAX_NUMBER_ATTEMPTS} draws`);
    this.name = 'LeadNumbersExhaustedError';
  }
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** The quote email's outbox row, unless the address had its fill of them in the window before `createdAt`. */
function* queueQuoteEmail(lead: StoredLead, createdAt: Date): LeadWriteSteps<void> {
  const earlier = yield* run('countQuoteEmails', {
    email: lead.submission.email,
    after: new Date(createdAt.getTime() - QUOTE_EMAIL_WINDOW_MS).toISOString(),
    until: lead.createdAt,
  });
  if (earlier >= QUOTE_EMAIL_CAP) return;
  yield* run('insertOutbox', {
    leadId: lead.id,
    destination: EMAIL_DESTINATION,
    event: QUOTE_EMAIL_EVENT,
    payloadJson: JSON.stringify(quoteEmailPayload(lead)),
    idempotencyKey: `${lead.leadNumber}:quote-email`,
    createdAt: lead.createdAt,
  });
}

function* createLead(item: NewLead, sources: Required<LeadSources>): LeadWriteSteps<CreateLeadResult> {
  const createdAt = sources.now();
  const hash = submissionHash(item.submission);
  for (let attempt = 1; attempt <= MAX_NUMBER_ATTEMPTS; attempt++) {
    const row = newLeadRow(item, {
      leadNumber: sources.newLeadNumber(createdAt),
      token: sources.newBookingToken(),
      createdAt,
      submissionHash: hash,
    });
    const outcome = yield* run('insertLead', row);
    if ('inserted' in outcome) {
      const lead = outcome.inserted;
      yield* run('insertOutbox', {
        leadId: lead.id,
        destination: CRM_DESTINATION,
        event: LEAD_CREATED_EVENT,
        payloadJson: JSON.stringify(buildCrmPayload(lead)),
        idempotencyKey: item.submission.idempotency_key,
        createdAt: lead.createdAt,
      });
      if (sources.quoteEmail && !lead.flagged) yield* queueQuoteEmail(lead, createdAt);
      return { lead, created: true };
    }
    if (outcome.taken === 'idempotency-key') {
      const holder = yield* run('leadByIdempotencyKey', item.submission.idempotency_key);
      if (!holder) throw new Error('Idempotency key conflicted but no lead holds it');
      // A lead stored before quotes were hashed is compared by hashing its columns.
      if ((holder.submissionHash ?? submissionHash(holder.lead.submission)) !== hash) {
        throw new IdempotencyKeyConflictError();
      }
      return { lead: holder.lead, created: false };
    }
  }
  throw new LeadNumbersExhaustedError();
}

/** The sources with their defaults filled in. */
export function withDefaults(sources: LeadSources): Required<LeadSources> {
  return {
    now: sources.now ?? (() => new Date()),
    newLeadNumber: sources.newLeadNumber ?? newLeadNumber,
    newBookingToken: sources.newBookingToken ?? newBookingToken,
    newOrderNumber: sources.newOrderNumber ?? newOrderNumber,
    quoteEmail: sources.quoteEmail ?? false,
  };
}

/**
 * The leads of one batch, inside the store's transaction. An item's own failure (a conflict, a bad value)
 * is undone to its savepoint and returned as its Error; a busy or unreachable store throws, and then the
 * store rolls back the whole batch and nothing of it is acknowledged.
 */
export function* createLeads(
  items: readonly NewLead[],
  sources: LeadSources = {},
): LeadWriteSteps<(CreateLeadResult | Error)[]> {
  const drawn = withDefaults(sources);
  const results: (CreateLeadResult | Error)[] = [];
  for (const item of items) {
    yield* run('savepoint');
    let result: CreateLeadResult | Error;
    try {
      result = yield* createLead(item, drawn);
      yield* run('release');
    } catch (error) {
      if (isDatabaseBusy(error)) throw error;
      yield* run('rollbackToSavepoint');
      result = asError(error);
    }
    results.push(result);
  }
  return results;
}

/**
 * Storing a validated quote, whichever door it came in by: the API's JSON call (submit-route.ts) and the
 * site's plain form post (site/quote/pages/) both hand it here, so both check the key and the makes,
 * honour the honeypot, price the quote and store it through the same writer, with the same log line.
 */

import { validationMessages } from '../../shared/messages';
import type { FieldError, Submission } from '../../shared/schema';
import { isDatabaseBusy } from '../storage/database-busy';
import { LeadWriterClosedError } from '../storage/lead-batcher';
import { IdempotencyKeyConflictError } from '../storage/lead-repository';
import { weakIdempotencyKeyReason } from './idempotency-key';
import type { LeadRefusal } from './lead-refusal';
import type { QuotedPrice } from './pricing/quoted-price';
import type { QuoteWriter } from './quote-writer';
import type { QuotedLead } from './quoted-lead';

export interface StoreQuoteDeps {
  leads: QuoteWriter;
  /**
   * The quote's price as of now (site/quote/pricing/quoted-price.ts), worked out before the lead is stored and
   * stored with it: the answer, the booking page and the CRM read it from the lead.
   */
  priceOf(submission: Submission): QuotedPrice;
  /** Whether a vehicle's `make_id` names a make of the catalogue. */
  hasMake(makeId: number): boolean;
  /** Called after a new lead is committed, e.g. to wake the outbox relays. */
  onLeadCreated?(leadNumber: string): void;
  /** Called for each quote not stored, whichever part of the site refused it. */
  onRefused?(reason: LeadRefusal): void;
  /** Called when the database was busy or unreachable and nothing was stored. */
  onDatabaseBusy?(): void;
  log?: (line: string) => void;
}

export type StoredQuote =
  | { kind: 'stored'; lead: QuotedLead; created: boolean }
  /** Answers that need attention, at their fields' paths. */
  | { kind: 'invalid'; errors: FieldError[] }
  /** The idempotency key was already used for a different quote. */
  | { kind: 'key-reused' }
  /** The database was busy or unreachable, or the server is stopping: nothing was written. */
  | { kind: 'busy' };

/**
 * A pricing failure stores the lead without a price (the widget then shows none, the booking page says an
 * advisor will confirm it) rather than turning the quote into an error the visitor would retry in vain.
 */
function priceBeforeStoring(
  deps: StoreQuoteDeps,
  submission: Submission,
): { price: QuotedPrice | null; failed?: string } {
  try {
    return { price: deps.priceOf(submission) };
  } catch (error) {
    return { price: null, failed: error instanceof Error ? error.name : 'unknown' };
  }
}

export async function storeQuote(deps: StoreQuoteDeps, submission: Submission): Promise<StoredQuote> {
  const weakKey = weakIdempotencyKeyReason(submission.idempotency_key);
  if (weakKey) return { kind: 'invalid', errors: [{ path: 'idempotency_key', message: weakKey }] };

  const unknownMake = submission.vehicles.findIndex(
    (vehicle) => vehicle.make_id !== undefined && !deps.hasMake(vehicle.make_id),
  );
  if (unknownMake >= 0) {
    return {
      kind: 'invalid',
      errors: [{ path: `vehicles.${unknownMake}.make_id`, message: validationMessages.makeUnknown }],
    };
  }

  // Honeypot: a bot that fills the hidden field gets the same answer as a person, so it learns
  // nothing; its lead is stored and forwarded flagged, since autofill can fill the trap for a person.
  const flagged = Boolean(submission.website?.trim());
  const priced = priceBeforeStoring(deps, submission);
  let stored: { lead: QuotedLead; created: boolean };
  try {
    stored = await deps.leads.create({ submission, flagged, price: priced.price });
  } catch (error) {
    // Locked by another connection, unreachable, or the server is stopping: nothing was written either way.
    if (isDatabaseBusy(error)) {
      deps.onDatabaseBusy?.();
      return { kind: 'busy' };
    }
    if (error instanceof LeadWriterClosedError) return { kind: 'busy' };
    if (error instanceof IdempotencyKeyConflictError) return { kind: 'key-reused' };
    throw error;
  }
  const { lead, created } = stored;
  if (created) {
    // Lead numbers and sources are not personal data; names, emails and phones never reach the log.
    const { placement, campaign } = submission.context;
    deps.log?.(
      `lead ${lead.leadNumber} stored${flagged ? ' (flagged: honeypot)' : ''} placement=${placement?.source ?? '-'} campaign=${campaign?.source ?? '-'}`,
    );
    if (priced.failed) {
      deps.log?.(`lead ${lead.leadNumber} stored without its instant price: pricing failed (${priced.failed})`);
    }
    deps.onLeadCreated?.(lead.leadNumber);
  }
  return { kind: 'stored', lead, created };
}

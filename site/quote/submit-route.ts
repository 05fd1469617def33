/**
 * `/api/createOpportunityAndSendToBooking`, as a call site/api/api-routes.ts mounts: validates the quote with the same
 * schema as the widget, stores it (committed before the answer), and answers the lead number, the
 * booking link and the instant price. The same idempotency key with the same quote answers the same lead, so a retry never
 * makes two; the key with a different quote is refused (409), so a key never opens someone else's quote.
 */
import type { SubmitResponse } from '../../shared/api-types';
import { validationMessages } from '../../shared/messages';
import { type Submission, submissionSchema, validate } from '../../shared/schema';
import type { CallHandler } from '../http/api-call';
import { ClientError, jsonResponse } from '../http/client-error';
import type { HeaderSet } from '../http/middleware/cors';
import { readJson } from '../http/read-json';
import { shownPrice } from '../pricing/instant-price';
import type { QuotedPrice } from '../pricing/quoted-price';
import { isDatabaseBusy } from '../storage/database-busy';
import { LeadWriterClosedError } from '../storage/lead-batcher';
import { IdempotencyKeyConflictError } from '../storage/lead-repository';
import { weakIdempotencyKeyReason } from './idempotency-key';
import type { LeadRefusal } from './lead-refusal';
import type { QuoteWriter } from './quote-writer';

export interface SubmitDeps {
  leads: QuoteWriter;
  /**
   * The quote's price as of now (site/pricing/quoted-price.ts), worked out before the lead is stored and
   * stored with it: the answer, the booking page and the CRM read it from the lead.
   */
  priceOf(submission: Submission): QuotedPrice;
  /** Whether a vehicle's `make_id` names a make of the catalogue. */
  hasMake(makeId: number): boolean;
  /** The origin booking links point at (PUBLIC_URL, or the address the request came to). */
  publicUrl(request: Request): string;
  /** Called after a new lead is committed, e.g. to wake the outbox relays. */
  onLeadCreated?(leadNumber: string): void;
  /** Called for each quote not stored, whichever part of the API refused it (api-routes.ts). */
  onRefused?(reason: LeadRefusal): void;
  /** Called when the database was busy or unreachable and the quote was answered 503. */
  onDatabaseBusy?(): void;
  log?: (line: string) => void;
}

const KEY_REUSED = 'This request key was already used for a different quote; send each new quote with a new random key';

/**
 * Another connection (a backup, a second process) held the database past the busy timeout: nothing was
 * written, and the widget keeps the draft, so the visitor sends the same quote again in a moment. A
 * backup's lock lasts seconds; asking for a retry sooner would mostly meet it again.
 */
function databaseBusyResponse(headers: HeaderSet): Response {
  const message = 'Your quote could not be saved just now. Please try again in a moment.';
  return jsonResponse({ statusCode: 503, message, errors: [] }, 503, { ...headers, 'Retry-After': '5' });
}

/**
 * A pricing failure stores the lead without a price (the widget then shows none, the booking page says an
 * advisor will confirm it) rather than turning the quote into an error the visitor would retry in vain.
 */
function priceBeforeStoring(deps: SubmitDeps, submission: Submission): { price: QuotedPrice | null; failed?: string } {
  try {
    return { price: deps.priceOf(submission) };
  } catch (error) {
    return { price: null, failed: error instanceof Error ? error.name : 'unknown' };
  }
}

export function submitCall(deps: SubmitDeps): CallHandler {
  return async (request, headers) => {
    const result = validate(submissionSchema, await readJson(request));
    if (!result.ok) throw new ClientError(400, 'Some answers need attention', result.errors);
    const submission = result.value;

    const weakKey = weakIdempotencyKeyReason(submission.idempotency_key);
    if (weakKey)
      throw new ClientError(400, 'Some answers need attention', [{ path: 'idempotency_key', message: weakKey }]);

    const unknownMake = submission.vehicles.findIndex(
      (vehicle) => vehicle.make_id !== undefined && !deps.hasMake(vehicle.make_id),
    );
    if (unknownMake >= 0) {
      throw new ClientError(400, 'Some answers need attention', [
        { path: `vehicles.${unknownMake}.make_id`, message: validationMessages.makeUnknown },
      ]);
    }

    // Honeypot: a bot that fills the hidden field gets the same answer as a person, so it learns
    // nothing; its lead is stored and forwarded flagged, since autofill can fill the trap for a person.
    const flagged = Boolean(submission.website?.trim());
    const priced = priceBeforeStoring(deps, submission);
    const stored = await deps.leads.create({ submission, flagged, price: priced.price }).catch((error: unknown) => {
      // Locked by another connection, unreachable, or the server is stopping: nothing was written either way.
      if (isDatabaseBusy(error)) {
        deps.onDatabaseBusy?.();
        return undefined;
      }
      if (error instanceof LeadWriterClosedError) return undefined;
      if (error instanceof IdempotencyKeyConflictError) {
        throw new ClientError(409, KEY_REUSED, [{ path: 'idempotency_key', message: KEY_REUSED }]);
      }
      throw error;
    });
    if (!stored) return databaseBusyResponse(headers);
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
    // The price stored with the lead: a repeated request answers the price the visitor was first shown.
    const answer: SubmitResponse = {
      statusCode: 200,
      url: `${deps.publicUrl(request)}/booking/${lead.token}`,
      sessionId: lead.leadNumber,
      ...(lead.price ? { price: shownPrice(lead.price) } : {}),
    };
    return jsonResponse(answer, 200, headers);
  };
}

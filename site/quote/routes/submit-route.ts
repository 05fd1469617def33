/**
 * `/api/createOpportunityAndSendToBooking`, as a call site/api/api-routes.ts mounts: validates the quote with the same
 * schema as the widget, stores it (committed before the answer), and answers the lead number, the
 * booking link and the instant price. The same idempotency key with the same quote answers the same lead, so a retry never
 * makes two; the key with a different quote is refused (409), so a key never opens someone else's quote.
 */
import type { SubmitResponse } from '../../../shared/api-types';
import { submissionSchema, validate } from '../../../shared/schema';
import type { CallHandler } from '../../http/api-call';
import { ClientError, jsonResponse } from '../../http/client-error';
import type { HeaderSet } from '../../http/middleware/cors';
import { nodeRequest } from '../../http/node-request';
import { MAX_BODY_BYTES, readJson } from '../../http/read-json';
import { shownPrice } from '../pricing/instant-price';
import { type StoreQuoteDeps, storeQuote } from '../store-quote';

export interface SubmitDeps extends StoreQuoteDeps {
  /** The origin booking links point at (PUBLIC_URL, or the address the request came to). */
  publicUrl(request: Request): string;
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

export function submitCall(deps: SubmitDeps): CallHandler {
  return async (request, headers, c) => {
    const body = await readJson(request, MAX_BODY_BYTES, nodeRequest(c));
    const result = validate(submissionSchema, body);
    if (!result.ok) throw new ClientError(400, 'Some answers need attention', result.errors);
    const stored = await storeQuote(deps, result.value);
    if (stored.kind === 'invalid') throw new ClientError(400, 'Some answers need attention', stored.errors);
    if (stored.kind === 'key-reused') {
      throw new ClientError(409, KEY_REUSED, [{ path: 'idempotency_key', message: KEY_REUSED }]);
    }
    if (stored.kind === 'busy') return databaseBusyResponse(headers);
    const { lead } = stored;
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

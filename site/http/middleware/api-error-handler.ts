/**
 * The API's answer to an error: a client's mistake answers its 4xx, anything else is logged (without the
 * body) and answers a JSON 500 that leaks nothing, so a partner's page never gets HTML or a bare 500.
 * site/http/api-call.ts gives every call's errors this answer, with the call's headers.
 */
import type { ErrorHandler } from 'hono';
import { ClientError, clientErrorResponse, serverErrorResponse } from '../client-error';
import type { HeaderSet } from './cors';

export function errorAnswer(error: unknown, headers: HeaderSet, logError: (error: unknown) => void): Response {
  if (error instanceof ClientError) return clientErrorResponse(error, headers);
  // Only the error itself is logged: request bodies (names, emails, phones) never are.
  logError(error);
  return serverErrorResponse(headers);
}

/** The same as Hono's `onError`, for a part of the API mounted as an app of its own. */
export function apiErrorHandler(logError: (error: unknown) => void): ErrorHandler {
  return (error) => errorAnswer(error, {}, logError);
}

/**
 * The API's error handler (`onError`): a client's mistake answers its 4xx, anything else is logged
 * (without the body) and answers a JSON 500 that leaks nothing, so a partner's page never gets HTML or a
 * bare 500. Hono hands a sub-app's handler every error of the routes it mounts, middleware included.
 */
import type { ErrorHandler } from 'hono';
import { ClientError, clientErrorResponse, serverErrorResponse } from '../client-error';

export function apiErrorHandler(logError: (error: unknown) => void): ErrorHandler {
  return (error) => {
    if (error instanceof ClientError) return clientErrorResponse(error);
    // Only the error itself is logged: request bodies (names, emails, phones) never are.
    logError(error);
    return serverErrorResponse();
  };
}

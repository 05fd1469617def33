/**
 * The API's one error class for a client's mistake (4xx) and its one answer shape,
 * `{statusCode, errors: [{path, message}]}`; never a 500. (The browser's side of the same answer is
 * shared/api-client.ts `ApiError`.)
 */
import type { FieldError } from '../../shared/schema';
import { NO_STORE } from './cache-control';

export class ClientError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429,
    message: string,
    readonly errors: FieldError[] = [{ path: '', message }],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ClientError';
  }
}

/** Every API answer is JSON that no cache keeps. */
export const JSON_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': NO_STORE,
};

export function jsonResponse(body: unknown, status = 200, headers: Readonly<Record<string, string>> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...JSON_HEADERS, ...headers },
  });
}

/** `headers`: the answer's own (site/http/middleware/cors.ts), which the error's (Retry-After, Allow) join. */
export function clientErrorResponse(error: ClientError, headers: Readonly<Record<string, string>> = {}): Response {
  return jsonResponse({ statusCode: error.status, message: error.message, errors: error.errors }, error.status, {
    ...headers,
    ...error.headers,
  });
}

/** Anything unexpected: a generic answer that leaks nothing (the details go to the log, without PII). */
export function serverErrorResponse(headers: Readonly<Record<string, string>> = {}): Response {
  return jsonResponse(
    { statusCode: 500, message: 'The server could not answer. Try again in a moment.', errors: [] },
    500,
    headers,
  );
}

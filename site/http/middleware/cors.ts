/**
 * The headers of every API answer and CORS for partner pages, worked out once when the app is built:
 * JSON that no cache keeps, the site's security headers, `Vary: Origin` (the CORS header depends on the
 * Origin), and `Access-Control-Allow-Origin` for a page that may read the answer. Each call builds its
 * answer with these headers in place (site/http/api-call.ts): @hono/node-server writes a plain object of
 * headers straight to the socket, while a header set on a finished answer turns it into a Headers object
 * and rebuilds it, which cost the lookups a third of their throughput (npm run bench, docs/performance.md).
 */
import type { Context } from 'hono';
import { JSON_HEADERS } from '../client-error';
import { requestHeader } from '../node-request';

/** Whether a page of `origin` may read this request's answer. */
export type OriginAllowed = (origin: string, c: Context) => boolean;

export type HeaderSet = Readonly<Record<string, string>>;

export interface AnswerHeaders {
  /** An answer's headers; `readableBy`: the origin of a page that may read it, if any. */
  answer(readableBy: string | undefined): HeaderSet;
  /** A preflight's headers (no body, so no Content-Type). */
  preflight(readableBy: string | undefined): HeaderSet;
}

export function answerHeaders(security: HeaderSet): AnswerHeaders {
  const answer: HeaderSet = Object.freeze({ ...JSON_HEADERS, ...security, Vary: 'Origin' });
  const preflight: HeaderSet = Object.freeze({ ...security, Vary: 'Origin, Access-Control-Request-Headers' });
  const preflightAllowed: HeaderSet = Object.freeze({
    ...preflight,
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, Accept',
    'Access-Control-Max-Age': '86400',
  });
  return {
    answer: (origin) => (origin === undefined ? answer : { ...answer, 'Access-Control-Allow-Origin': origin }),
    preflight: (origin) =>
      origin === undefined ? preflight : { ...preflightAllowed, 'Access-Control-Allow-Origin': origin },
  };
}

/** Answers every preflight under the API: 204, with permission when a page of the origin may read the answer. */
export function preflightAnswer(headers: AnswerHeaders, allowed: OriginAllowed) {
  return (c: Context): Response => {
    const origin = requestHeader(c, 'origin');
    const readable = origin !== undefined && allowed(origin, c);
    return new Response(null, { status: 204, headers: headers.preflight(readable ? origin : undefined) });
  };
}

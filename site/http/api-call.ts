/**
 * One API call as one Hono handler: the origin policy and CORS headers, the rate limit, the call itself
 * and the JSON answer to its errors, in a single function run in order (the steps are in
 * site/http/middleware/). Mounted this way, a lookup is the only handler its path matches, so Hono calls it
 * directly, with no middleware chain to compose and no async step per middleware, and its answer leaves
 * with the plain object of headers it was built with (npm run bench, docs/performance.md).
 */
import type { Context } from 'hono';
import { errorAnswer } from './middleware/api-error-handler';
import type { AnswerHeaders, HeaderSet } from './middleware/cors';
import { ANY_ORIGIN, checkOrigin, type OriginPolicy } from './middleware/origin-check';
import type { RateLimitCheck } from './middleware/rate-limit';
import { requestHeader } from './node-request';

/**
 * A call's work: it builds its answer with `headers` (or lets ClientError carry its status). `c` is there
 * for what only the server knows, such as the client's address.
 */
export type CallHandler = (request: Request, headers: HeaderSet, c: Context) => Response | Promise<Response>;

export interface CallGuards {
  /** Default: every origin may call and read. */
  origins?: OriginPolicy;
  /** Checked after the origin, so a refused page spends none of its client's budget. */
  limit?: RateLimitCheck;
  /** Told the status of every answer, the origin check's and the limit's refusals included. */
  onAnswer?: (status: number) => void;
}

export type ApiCall = (c: Context) => Promise<Response>;

export function apiCalls(headers: AnswerHeaders, logError: (error: unknown) => void) {
  return function apiCall(handler: CallHandler, guards: CallGuards = {}): ApiCall {
    const origins = guards.origins ?? ANY_ORIGIN;
    const limit = guards.limit;
    const onAnswer = guards.onAnswer;
    const call: ApiCall = async (c) => {
      const request = c.req.raw;
      const origin = requestHeader(c, 'origin');
      const allowed = origin !== undefined && origins.allowed(origin, c);
      const answerHeaders = headers.answer(allowed ? origin : undefined);
      try {
        checkOrigin(origins, origin, allowed);
        limit?.(c);
        return await handler(request, answerHeaders, c);
      } catch (error) {
        return errorAnswer(error, answerHeaders, logError);
      }
    };
    if (!onAnswer) return call;
    return async (c) => {
      const response = await call(c);
      onAnswer(response.status);
      return response;
    };
  };
}

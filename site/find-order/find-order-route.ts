/**
 * `GET /find-my-order`, the form, and `POST /find-my-order`, its answer. A post passes the guards of every
 * form post of the site (its own pages only, the client's rate, a small body: site/http/form-post-guards.ts),
 * is read as a urlencoded form, and then at most three tries per number in an hour, whoever sends them,
 * are looked up: a number cannot be tried against address after address. Every well-formed post is
 * answered with the same words, matched or not (send-order-link.ts); only a malformed field is a problem
 * (400, the form again with every typed value kept).
 */
import type { Context, Hono } from 'hono';
import { HOUR_MS, MINUTE_MS } from '../../shared/time';
import { NO_STORE } from '../http/cache-control';
import { isUrlencodedForm } from '../http/form-content-type';
import { formGuards } from '../http/form-post-guards';
import { createRateLimiter } from '../http/rate-limiter';
import { isDatabaseBusy } from '../storage/database-busy';
import {
  FIND_ORDER_PATH,
  type FindOrderPage,
  findOrderAnswerPage,
  findOrderFormPage,
  findOrderProblemPage,
} from './FindOrderPage';
import { findOrderCopy as t } from './find-order-copy';
import { checkedInput, postedValues } from './find-order-fields';
import { type SendOrderLinkDeps, sendOrderLink } from './send-order-link';

/** Tries one client address gets in a minute. */
export const TRIES_PER_ADDRESS = { max: 10, windowMs: MINUTE_MS };
/** Tries one order or quote number gets in an hour, from anyone. */
export const TRIES_PER_NUMBER = { max: 3, windowMs: HOUR_MS };

/** Seconds a visitor is asked to wait when the lead database is busy: a backup's lock lasts seconds. */
const BUSY_RETRY_AFTER_S = 5;

export interface FindOrderOptions extends SendOrderLinkDeps {
  /** The site's public origin (PUBLIC_URL's); the request's own when unset. */
  publicUrl?: string;
  trustProxy: number;
  /** The clock of the limits and of the email's ten-minute slot; tests pin it. */
  now?: () => number;
}

export interface FindOrderRendering {
  /** A page of the site in its layout, with the given status and headers. */
  respond(c: Context, page: FindOrderPage, status: number, headers?: Record<string, string>): Response;
}

export function mountFindOrder(app: Hono, options: FindOrderOptions, render: FindOrderRendering): void {
  const now = options.now ?? Date.now;
  const perAddress = createRateLimiter(TRIES_PER_ADDRESS, now);
  const perNumber = createRateLimiter(TRIES_PER_NUMBER, now);
  // No answer to a post is kept by a cache: each is about what was typed.
  const answer = (c: Context, page: FindOrderPage, status: number, headers: Record<string, string> = {}) =>
    render.respond(c, page, status, { 'Cache-Control': NO_STORE, ...headers });
  const problem = (c: Context, status: number, title: string, text: string, headers?: Record<string, string>) =>
    answer(c, findOrderProblemPage(title, text), status, headers);
  // The same words for a client's limit and a number's, so the refusal says nothing of the number.
  const tooMany = (c: Context, retryAfterSeconds: number) =>
    problem(c, 429, t.tooManyTitle, t.tooMany, { 'Retry-After': String(retryAfterSeconds) });

  app.get(FIND_ORDER_PATH, (c) => render.respond(c, findOrderFormPage(), 200));
  app.post(
    FIND_ORDER_PATH,
    ...formGuards({
      publicUrl: options.publicUrl,
      trustProxy: options.trustProxy,
      limiter: perAddress,
      refuse: (refusal, c) => {
        if (refusal.kind === 'foreign') return problem(c, 403, t.refusedTitle, t.refusedForeign);
        if (refusal.kind === 'too-large') return problem(c, 413, t.tooLargeTitle, t.tooLarge);
        return tooMany(c, refusal.retryAfterSeconds);
      },
    }),
    async (c) => {
      if (!isUrlencodedForm(c.req.header('Content-Type'))) return problem(c, 400, t.badRequestTitle, t.badRequest);
      const input = checkedInput(postedValues(await c.req.text()));
      if (!input.ok) return answer(c, findOrderFormPage(input.values, input.errors), 400);
      const decision = perNumber.take(input.number);
      if (!decision.allowed) return tooMany(c, decision.retryAfterSeconds);
      try {
        await sendOrderLink(options, input, now());
      } catch (error) {
        if (!isDatabaseBusy(error)) throw error;
        return problem(c, 503, t.unavailableTitle, t.unavailable, { 'Retry-After': String(BUSY_RETRY_AFTER_S) });
      }
      return answer(c, findOrderAnswerPage(), 200);
    },
  );
}

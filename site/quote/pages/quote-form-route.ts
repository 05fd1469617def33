/**
 * `POST /quote`: the plain quote form's post. It passes the guards of every form post of the site (its own
 * pages only, the submissions' rate, a small body: site/http/form-post-guards.ts), is checked with the
 * shared schema the widget and the API use, and is stored through the same code as the API's call
 * (site/quote/store-quote.ts: the key, the honeypot, the price, the writer). A stored quote is answered
 * 303 to its booking page; a quote with problems gets the page it was sent from again (422), the form
 * holding every typed value and an error summary linked to each field.
 */
import type { Context, Hono } from 'hono';
import { submissionSchema, validate } from '../../../shared/schema';
import { isUrlencodedForm } from '../../http/form-content-type';
import { formGuards } from '../../http/form-post-guards';
import { createRateLimiter, type RateLimit } from '../../http/rate-limiter';
import { refusalOf } from '../lead-refusal';
import { type StoreQuoteDeps, storeQuote } from '../store-quote';
import { QUOTE_FORM_PATH } from './QuoteForm';
import type { QuoteFormState } from './quote-form-context';
import { quoteFormCopy as t } from './quote-form-copy';
import { postedQuote, postedValues, withNewKey } from './quote-form-fields';
import { type QuotePage, quoteProblemPage } from './quote-problem-page';

export interface QuoteFormOptions {
  /** How a quote is checked further, priced and stored: the API's own (site/quote/store-quote.ts). */
  store: StoreQuoteDeps;
  /** The site's public origin (PUBLIC_URL's); the request's own when unset. */
  publicUrl?: string;
  trustProxy: number;
  /** RATE_LIMIT_SUBMISSIONS, as for the API's quotes and the booking pages' posts. */
  rateLimit: RateLimit;
  /** The limiter's clock; tests pin it. */
  now?: () => number;
}

export interface QuoteFormRendering {
  /** A page of the site with the given status, the quote form showing `form`. */
  respond(
    c: Context,
    page: QuotePage,
    status: number,
    form?: QuoteFormState,
    headers?: Record<string, string>,
  ): Response;
  /** The page of the site at `path` that holds a quote form, if any. */
  pageAt(path: string, c: Context): QuotePage | undefined;
  /** The page the form comes back on when the page it was sent from is not known. */
  fallbackPage(c: Context): QuotePage;
}

/** The path of the page address the form carried, if it is one. */
function pathOf(pageUrl: string | undefined): string | undefined {
  if (!pageUrl) return undefined;
  try {
    return new URL(pageUrl).pathname;
  } catch {
    return undefined;
  }
}

/** Seconds a visitor is asked to wait when the lead database is busy: a backup's lock lasts seconds. */
const BUSY_RETRY_AFTER_S = 5;

export function mountQuoteForm(app: Hono, options: QuoteFormOptions, render: QuoteFormRendering): void {
  const refused = (c: Context, status: number, title: string, text: string, headers: Record<string, string> = {}) => {
    options.store.onRefused?.(refusalOf(status));
    return render.respond(c, quoteProblemPage(title, text), status, undefined, headers);
  };
  const limiter = createRateLimiter(options.rateLimit, options.now);

  app.post(
    QUOTE_FORM_PATH,
    ...formGuards({
      publicUrl: options.publicUrl,
      trustProxy: options.trustProxy,
      limiter,
      refuse: (refusal, c) => {
        if (refusal.kind === 'foreign') return refused(c, 403, t.refusedTitle, t.refusedForeign);
        if (refusal.kind === 'too-large') return refused(c, 413, t.tooLargeTitle, t.tooLarge);
        const wait = String(refusal.retryAfterSeconds);
        return refused(c, 429, t.tooManyTitle, t.tooMany(refusal.retryAfterSeconds), { 'Retry-After': wait });
      },
    }),
    async (c) => {
      if (!isUrlencodedForm(c.req.header('Content-Type'))) {
        return refused(c, 400, t.badRequestTitle, t.badRequest);
      }
      const values = postedValues([...new URLSearchParams(await c.req.text())]);
      const posted = postedQuote(values);
      const comeBack = (errors: QuoteFormState['errors']) => {
        options.store.onRefused?.('invalid');
        const path = pathOf(values['context.page_url']);
        const page = (path && render.pageAt(path, c)) || render.fallbackPage(c);
        return render.respond(c, page, 422, { values, errors: posted.fieldErrors(errors), posted: true });
      };

      const checked = validate(submissionSchema, posted.input);
      if (!checked.ok) return comeBack(checked.errors);
      let stored = await storeQuote(options.store, checked.value);
      // The key of a form shown again (the back button) that now holds another quote: a new quote, a new key.
      if (stored.kind === 'key-reused') {
        const again = validate(submissionSchema, withNewKey(posted.input));
        if (again.ok) stored = await storeQuote(options.store, again.value);
      }
      switch (stored.kind) {
        case 'stored':
          return c.redirect(`/booking/${stored.lead.token}`, 303);
        case 'invalid':
          return comeBack(stored.errors);
        case 'busy':
          return refused(c, 503, t.unavailableTitle, t.unavailable, { 'Retry-After': String(BUSY_RETRY_AFTER_S) });
        case 'key-reused':
          return refused(c, 409, t.unavailableTitle, t.unavailable);
      }
    },
  );
}

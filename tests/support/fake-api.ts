/**
 * Test fixture: the API's app (site/api/api-routes.ts) mounted at /api as site/app.ts mounts it, over
 * in-memory fakes of what it is given: the lookups (tests/support/fake-lookups.ts), the lead writer
 * (tests/support/fake-lead-writer.ts) and a flat price. Tests send requests with `app.request(path, init)`
 * and read what the fakes were asked. Limits are generous unless a test sets its own.
 */
import type { Hono } from 'hono';
import { expect } from 'vitest';
import type { Submission } from '../../shared/schema';
import { type ApiOptions, apiRoutes } from '../../site/api/api-routes';
import { securityHeaderSet } from '../../site/http/security-headers';
import type { QuotedPrice } from '../../site/quote/pricing/quoted-price';
import type { SubmitDeps } from '../../site/quote/routes/submit-route';
import { type FakeLeadWriter, fakeLeadWriter } from './fake-lead-writer';
import { type FakeLookups, fakeLookups } from './fake-lookups';

export const FAKE_PUBLIC_URL = 'https://quotes.example.com';

/** One price for every quote, $900–1,100 (estimate $1,000) on either carrier, 3–5 days, `plus` dollars more. */
export function flatPrice(submission: Submission, plus = 0): QuotedPrice {
  const range = { low: 900 + plus, point: 1000 + plus, high: 1100 + plus };
  return {
    // No rate table priced it (and the browser bundles of the examples carry none): version 0.
    rateTableVersion: 0,
    chosen: submission.transport_type,
    estimate: {
      kind: 'domestic',
      distanceMiles: 1000,
      open: range,
      enclosed: range,
      lines: [],
      transitDays: { min: 3, max: 5 },
      shortNotice: false,
    },
  };
}

export interface FakeApi {
  app: Hono;
  lookups: FakeLookups;
  leads: FakeLeadWriter;
  /** The submit route's log lines. */
  logged: string[];
  /** Errors the API reported as unexpected. */
  errors: unknown[];
  /** Lead numbers the route announced as newly stored. */
  announced: string[];
}

export interface FakeApiOptions extends Partial<Omit<ApiOptions, 'submit' | 'lookups'>> {
  submit?: Partial<SubmitDeps>;
  lookups?: FakeLookups;
}

/** The API's settings over the fakes, for an app built around them (site/app.ts's createApp). */
export function fakeApiOptions(options: FakeApiOptions = {}): Omit<FakeApi, 'app'> & { options: ApiOptions } {
  const { submit, lookups = fakeLookups(), ...rest } = options;
  const leads = fakeLeadWriter();
  const logged: string[] = [];
  const errors: unknown[] = [];
  const announced: string[] = [];
  const apiOptions: ApiOptions = {
    lookups,
    submit: {
      leads,
      priceOf: flatPrice,
      hasMake: lookups.hasMake,
      publicUrl: () => FAKE_PUBLIC_URL,
      onLeadCreated: (leadNumber) => announced.push(leadNumber),
      log: (line) => logged.push(line),
      ...submit,
    },
    allowedOrigins: [],
    rateLimits: { lookups: { max: 100_000, windowMs: 60_000 }, submissions: { max: 100_000, windowMs: 60_000 } },
    trustProxy: 0,
    ...rest,
  };
  return { options: apiOptions, lookups, leads, logged, errors, announced };
}

export function fakeApi(options: FakeApiOptions = {}): FakeApi {
  const { options: apiOptions, ...fakes } = fakeApiOptions(options);
  // The API's own app, as site/app.ts hands it the requests under API_BASE.
  const app = apiRoutes(apiOptions, (error) => fakes.errors.push(error), securityHeaderSet());
  return { app, ...fakes };
}

/** A POST of `body` as it is (a string, bytes or nothing), labelled JSON unless `headers` say otherwise. */
export function post(app: Hono, path: string, body: BodyInit | null, headers: Record<string, string> = {}) {
  return app.request(path, { method: 'POST', body, headers: { 'Content-Type': 'application/json', ...headers } });
}

export const postJson = (app: Hono, path: string, value: unknown, headers: Record<string, string> = {}) =>
  post(app, path, JSON.stringify(value), headers);

export interface ErrorBody {
  statusCode: number;
  message?: string;
  errors: { path: string; message: string }[];
}

/**
 * Every error answer's shape: JSON that no cache keeps, `statusCode` equal to the HTTP status, and
 * `errors: [{path, message}]` with a message each.
 */
export async function errorOf(res: Response, status: number): Promise<ErrorBody> {
  expect(res.status).toBe(status);
  expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  const body = (await res.json()) as ErrorBody;
  expect(body.statusCode).toBe(status);
  expect(body.errors).toEqual(expect.arrayContaining([{ path: expect.any(String), message: expect.any(String) }]));
  for (const error of body.errors) expect(error.message).not.toBe('');
  return body;
}

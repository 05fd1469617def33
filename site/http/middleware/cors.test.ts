/**
 * CORS as the API's app applies it, over in-memory fakes: partner pages may read every call's answers
 * and errors; with ALLOWED_ORIGINS set, only the submit call is closed to other origins.
 */
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../shared/api-types';
import { errorOf, fakeApi, post, postJson } from '../../../tests/support/fake-api';
import { validSubmissionInput } from '../../../tests/support/valid-submission';

const PARTNER = 'https://partner.example';
const STRANGER = 'https://elsewhere.example';
const SUBMIT = API_PATHS.createOpportunityAndSendToBooking;
const LOOKUPS = [
  API_PATHS.cityZipLookup,
  API_PATHS.cityPortLookup,
  API_PATHS.autocomplete,
  API_PATHS.makeLookup,
  API_PATHS.modelLookup,
] as const;
const ALL_CALLS = [...LOOKUPS, SUBMIT] as const;

const GOOD_BODY: Record<(typeof ALL_CALLS)[number], () => unknown> = {
  [API_PATHS.cityZipLookup]: () => ({ input: '75201' }),
  [API_PATHS.cityPortLookup]: () => ({ input: 'Bremerhaven' }),
  [API_PATHS.autocomplete]: () => ({ input: 'Dallas' }),
  [API_PATHS.makeLookup]: () => ({ input: 'toy' }),
  [API_PATHS.modelLookup]: () => ({ input: 'cam', MakeID: 448, Year: 2020 }),
  [SUBMIT]: () => validSubmissionInput(),
};

const preflight = (app: ReturnType<typeof fakeApi>['app'], path: string, origin: string) =>
  app.request(path, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    },
  });

describe('CORS for partner pages', () => {
  it.each(ALL_CALLS)('answers a preflight for %s from a partner origin with the CORS headers', async (path) => {
    const res = await preflight(fakeApi().app, path, PARTNER);
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(PARTNER);
    expect(res.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    expect(res.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('content-type');
    expect(res.headers.get('Access-Control-Max-Age')).toBe('86400');
    expect(res.headers.get('Vary')).toContain('Origin');
  });

  it.each(ALL_CALLS)('lets a partner page read the answer of %s', async (path) => {
    const res = await postJson(fakeApi().app, path, GOOD_BODY[path](), { Origin: PARTNER });
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(PARTNER);
    expect(res.headers.get('Vary')).toBe('Origin');
  });

  it.each(ALL_CALLS)('lets a partner page read the errors of %s too, so the widget can show them', async (path) => {
    const { app } = fakeApi();
    const bad = await post(app, path, '{', { Origin: PARTNER });
    expect(bad.headers.get('Access-Control-Allow-Origin')).toBe(PARTNER);
    await errorOf(bad, 400);
    const huge = await postJson(app, path, { input: 'x'.repeat(40 * 1024) }, { Origin: PARTNER });
    expect(huge.headers.get('Access-Control-Allow-Origin')).toBe(PARTNER);
    await errorOf(huge, 413);
  });

  it('gives a request without an Origin no CORS header, only the Vary that keeps caches apart', async () => {
    const res = await postJson(fakeApi().app, API_PATHS.makeLookup, { input: 'toy' });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(res.headers.get('Vary')).toBe('Origin');
  });
});

describe('CORS with ALLOWED_ORIGINS set', () => {
  const strict = () => fakeApi({ allowedOrigins: [PARTNER] });

  it('gives another origin’s preflight for a submission no CORS permission', async () => {
    const res = await preflight(strict().app, SUBMIT, STRANGER);
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('lets an allowed origin read the answer of a submission', async () => {
    const res = await postJson(strict().app, SUBMIT, validSubmissionInput(), { Origin: PARTNER });
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(PARTNER);
  });

  it.each(LOOKUPS)('still answers %s to any origin, readable there', async (path) => {
    const { app } = strict();
    const res = await postJson(app, path, GOOD_BODY[path](), { Origin: STRANGER });
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(STRANGER);
    expect((await preflight(app, path, STRANGER)).headers.get('Access-Control-Allow-Origin')).toBe(STRANGER);
  });
});

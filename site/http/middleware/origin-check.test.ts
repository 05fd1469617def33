/**
 * The submit call's origin check as the API's app applies it, over in-memory fakes: with ALLOWED_ORIGINS
 * set, a browser page of another origin is refused before anything is stored; the site's own pages and
 * requests that come from no page are not.
 */
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../shared/api-types';
import { errorOf, FAKE_PUBLIC_URL, fakeApi, postJson } from '../../../tests/support/fake-api';
import { validSubmissionInput } from '../../../tests/support/valid-submission';

const PARTNER = 'https://partner.example';
const STRANGER = 'https://elsewhere.example';
const SUBMIT = API_PATHS.createOpportunityAndSendToBooking;

const strict = (publicUrl: (request: Request) => string = () => FAKE_PUBLIC_URL) =>
  fakeApi({ allowedOrigins: [PARTNER], submit: { publicUrl } });

describe('the origin check with ALLOWED_ORIGINS set', () => {
  it('refuses a submission from another origin with 403 and stores nothing', async () => {
    const { app, leads } = strict();
    const res = await postJson(app, SUBMIT, validSubmissionInput(), { Origin: STRANGER });
    const error = await errorOf(res, 403);
    expect(error.errors[0]!.message).toBe('Quotes from this site are not accepted');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(leads.leads).toEqual([]);
  });

  it('accepts a submission from an allowed origin, and one without an Origin (not from a browser page)', async () => {
    const { app, leads } = strict();
    expect((await postJson(app, SUBMIT, validSubmissionInput(), { Origin: PARTNER })).status).toBe(200);
    expect((await postJson(app, SUBMIT, validSubmissionInput())).status).toBe(200);
    expect(leads.leads).toHaveLength(2);
  });

  it('accepts a submission from the site’s own pages, whose browsers name the public URL’s origin', async () => {
    const { app } = strict(() => `${FAKE_PUBLIC_URL}/quotes`);
    expect((await postJson(app, SUBMIT, validSubmissionInput(), { Origin: FAKE_PUBLIC_URL })).status).toBe(200);
  });

  it('takes the site’s own origin from the address the request came to when that is the public URL', async () => {
    const { app } = strict((request) => new URL(request.url).origin);
    const res = await app.request(`http://quotes.internal:3000${SUBMIT}`, {
      method: 'POST',
      body: JSON.stringify(validSubmissionInput()),
      headers: { 'Content-Type': 'application/json', Origin: 'http://quotes.internal:3000' },
    });
    expect(res.status).toBe(200);
    await errorOf(await postJson(app, SUBMIT, validSubmissionInput(), { Origin: 'https://quotes.internal' }), 403);
  });

  it('refuses before the rate limit, so a refused page spends none of its client’s budget', async () => {
    const { app } = fakeApi({
      allowedOrigins: [PARTNER],
      rateLimits: { lookups: { max: 100, windowMs: 60_000 }, submissions: { max: 1, windowMs: 60_000 } },
    });
    await errorOf(await postJson(app, SUBMIT, validSubmissionInput(), { Origin: STRANGER }), 403);
    expect((await postJson(app, SUBMIT, validSubmissionInput(), { Origin: PARTNER })).status).toBe(200);
  });

  it('leaves the lookups open to every origin', async () => {
    const { app } = strict();
    expect((await postJson(app, API_PATHS.makeLookup, { input: 'toy' }, { Origin: STRANGER })).status).toBe(200);
  });
});

describe('the origin check without ALLOWED_ORIGINS', () => {
  it('accepts a submission from any origin', async () => {
    const { app } = fakeApi();
    expect((await postJson(app, SUBMIT, validSubmissionInput(), { Origin: STRANGER })).status).toBe(200);
  });
});

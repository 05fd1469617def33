/**
 * The per-client rate limits as the API's app applies them, over in-memory fakes, with Date faked before
 * the app (and its limiters' clock) is built, so no token comes back unless a test moves the clock.
 * The same limits through the whole runtime are in site/api/api-routes.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '../../../shared/api-types';
import { errorOf, fakeApi, post, postJson } from '../../../tests/support/fake-api';
import { validSubmissionInput } from '../../../tests/support/valid-submission';

const SUBMIT = API_PATHS.createOpportunityAndSendToBooking;
const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-26T10:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

function limitedApi(lookups: number, submissions = 100, trustProxy = 0) {
  return fakeApi({
    rateLimits: { lookups: { max: lookups, windowMs: MINUTE }, submissions: { max: submissions, windowMs: MINUTE } },
    trustProxy,
  });
}

describe('the rate limits', () => {
  it('refuse the 4th lookup a minute at 3: 429, Retry-After, the JSON error, readable by a partner page', async () => {
    const { app, lookups } = limitedApi(3);
    expect((await postJson(app, API_PATHS.makeLookup, { input: 'toy' })).status).toBe(200);
    expect((await postJson(app, API_PATHS.cityZipLookup, { input: '75201' })).status).toBe(200);
    expect((await postJson(app, API_PATHS.autocomplete, { input: 'Dallas' })).status).toBe(200);
    const res = await postJson(app, API_PATHS.makeLookup, { input: 'ford' }, { Origin: 'https://partner.example' });
    const error = await errorOf(res, 429);
    expect(res.headers.get('Retry-After')).toBe('20');
    expect(error.errors[0]!.message).toBe('Too many requests; try again in a moment');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('https://partner.example');
    expect(lookups.searches).not.toContain('makeLookup ford');
  });

  it('give a lookup back once its share of the window has passed', async () => {
    const { app } = limitedApi(3);
    for (let i = 0; i < 3; i++) await postJson(app, API_PATHS.makeLookup, { input: 'toy' });
    await errorOf(await postJson(app, API_PATHS.makeLookup, { input: 'toy' }), 429);
    vi.advanceTimersByTime(MINUTE / 3);
    expect((await postJson(app, API_PATHS.makeLookup, { input: 'toy' })).status).toBe(200);
    await errorOf(await postJson(app, API_PATHS.makeLookup, { input: 'toy' }), 429);
  });

  it('give submissions a budget of their own', async () => {
    const { app, leads } = limitedApi(1, 1);
    expect((await postJson(app, API_PATHS.makeLookup, { input: 'toy' })).status).toBe(200);
    expect((await postJson(app, SUBMIT, validSubmissionInput())).status).toBe(200);
    const refused = await postJson(app, SUBMIT, validSubmissionInput());
    await errorOf(refused, 429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(leads.leads).toHaveLength(1);
  });

  it('count requests with bad bodies too, so junk cannot hammer the server for free', async () => {
    const { app } = limitedApi(2);
    await post(app, API_PATHS.makeLookup, '{');
    await post(app, API_PATHS.makeLookup, '{');
    await errorOf(await postJson(app, API_PATHS.makeLookup, { input: 'toy' }), 429);
  });

  it('count neither a GET (a 405 whatever the budget) nor a path that is no call', async () => {
    const { app } = limitedApi(1);
    await errorOf(await app.request(API_PATHS.makeLookup), 405);
    await errorOf(await postJson(app, '/api/x', { input: 'toy' }), 404);
    expect((await postJson(app, API_PATHS.makeLookup, { input: 'toy' })).status).toBe(200);
    await errorOf(await app.request(API_PATHS.makeLookup), 405);
  });

  it('ignore X-Forwarded-For unless proxies are trusted, so a client cannot dodge the limit', async () => {
    const { app } = limitedApi(1);
    const from = (ip: string) => postJson(app, API_PATHS.makeLookup, { input: 'toy' }, { 'X-Forwarded-For': ip });
    expect((await from('203.0.113.1')).status).toBe(200);
    expect((await from('203.0.113.2')).status).toBe(429);
  });

  it('limit each client separately behind a trusted proxy, by the address the proxy appended', async () => {
    const { app } = limitedApi(1, 100, 1);
    const from = (ip: string) => postJson(app, API_PATHS.makeLookup, { input: 'toy' }, { 'X-Forwarded-For': ip });
    expect((await from('203.0.113.1')).status).toBe(200);
    expect((await from('10.0.0.1, 203.0.113.1')).status).toBe(429);
    expect((await from('203.0.113.2')).status).toBe(200);
  });
});

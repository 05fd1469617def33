/**
 * GET /metrics in the app as the server builds it (createRuntime over readConfig): only the bearer of
 * METRICS_TOKEN reads it, anyone else gets the page any unknown path gets; and what it shows names routes
 * by their template, never a path, a booking token or anything a visitor typed.
 */
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-types';
import { type ConfiguredApp, createConfiguredApp } from '../support/configured-app';
import { fakeLookups } from '../support/fake-lookups';
import { parseMetrics, type Sample, sampleValue } from '../support/metrics-scrape';
import { newIdempotencyKey, validSubmissionInput } from '../support/valid-submission';

const TOKEN = 'Metrics-Test-Token-0123456789-abcdefXYZ';
const SUBMIT = API_PATHS.createOpportunityAndSendToBooking;

type App = ConfiguredApp['app'];

const postJson = (app: App, path: string, body: unknown) =>
  app.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

const scrapeWith = (app: App, authorization?: string) =>
  app.request('/metrics', authorization === undefined ? {} : { headers: { Authorization: authorization } });

async function scrape(app: App): Promise<{ text: string; samples: Sample[] }> {
  const res = await scrapeWith(app, `Bearer ${TOKEN}`);
  expect(res.status).toBe(200);
  const text = await res.text();
  return { text, samples: parseMetrics(text) };
}

/** A 404 with the path it was asked for and the page's nonce taken out: what is left must be the same. */
async function notFoundShape(res: Response, path: string) {
  const body = (await res.text())
    .replaceAll(path, '/PATH')
    .replace(/nonce-[^']+'/g, "nonce-X'")
    .replace(/nonce="[^"]+"/g, 'nonce="X"');
  const headers = [...res.headers].map(([name, value]) => [name, value.replace(/nonce-[^']+'/g, "nonce-X'")]);
  return { status: res.status, headers, body };
}

let withToken: ConfiguredApp;
let withoutToken: ConfiguredApp;
beforeAll(async () => {
  withToken = await createConfiguredApp({ lookups: fakeLookups(), env: { METRICS_TOKEN: TOKEN } });
  withoutToken = await createConfiguredApp({ lookups: fakeLookups() });
});
afterAll(async () => {
  await withToken?.close();
  await withoutToken?.close();
});

describe('who may read /metrics', () => {
  it('answers the bearer of METRICS_TOKEN with Prometheus text that no cache keeps', async () => {
    const res = await scrapeWith(withToken.app, `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const samples = parseMetrics(await res.text());
    expect(sampleValue(samples, 'shipquote_ready')).toBe(1);
    expect(sampleValue(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', 'Bearer Metrics-Test-Token-0123456789-abcdefXYz'],
    ['the token under another scheme', `Basic ${TOKEN}`],
    ['the token with a character missing', `Bearer ${TOKEN.slice(1)}`],
  ])('answers %s with the same 404 as a path that does not exist', async (_, authorization) => {
    const res = await scrapeWith(withToken.app, authorization);
    const unknown = await withToken.app.request('/metricz');
    expect(await notFoundShape(res, '/metrics')).toEqual(await notFoundShape(unknown, '/metricz'));
    expect(res.status).toBe(404);
  });

  it('is a 404 like any unknown path, token or not, when METRICS_TOKEN is not set', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      const res = await scrapeWith(withoutToken.app, authorization);
      const unknown = await withoutToken.app.request('/metricz');
      expect(await notFoundShape(res, '/metrics')).toEqual(await notFoundShape(unknown, '/metricz'));
    }
  });
});

describe('what /metrics shows', () => {
  it('counts requests by route template and status, and every unknown path under one label', async () => {
    const { app } = withToken;
    const before = (await scrape(app)).samples;
    const count = (samples: Sample[], route: string, status: string, method = 'GET') =>
      sampleValue(samples, 'shipquote_http_request_duration_seconds_count', { method, route, status }) ?? 0;

    await postJson(app, API_PATHS.makeLookup, { input: 'toy' });
    const answer = (await (await postJson(app, SUBMIT, validSubmissionInput())).json()) as { url: string };
    const booking = new URL(answer.url).pathname;
    expect((await app.request(booking)).status).toBe(200);
    expect((await app.request('/booking/Unknown0Token0Of022Chars')).status).toBe(404);
    for (const path of ['/wp-admin/setup.php', '/api/no-such-call', '/widget/no-such-file.js', '/booking/a/b/c']) {
      expect((await app.request(path)).status).toBe(404);
    }

    const after = (await scrape(app)).samples;
    const grew = (route: string, status: string, method?: string) =>
      count(after, route, status, method) - count(before, route, status, method);
    expect(grew('/api/makeLookup', '200', 'POST')).toBe(1);
    expect(grew(SUBMIT, '200', 'POST')).toBe(1);
    expect(grew('/booking/:token', '200')).toBe(1);
    expect(grew('/booking/:token', '404')).toBe(1);
    expect(grew('unmatched', '404')).toBe(4);
    const routes = new Set(after.map((sample) => sample.labels.route).filter((route) => route !== undefined));
    for (const route of routes) expect(route === 'unmatched' || route.startsWith('/'), route).toBe(true);
    expect([...routes].filter((route) => route.includes('booking'))).toEqual(['/booking/:token']);
  });

  it('holds no personal data, booking token, lead number or requested path in any label or value', async () => {
    const { app } = withToken;
    const people = [
      { first_name: 'Zebediah', email: 'zebediah.quockerwodger@example.com', phone: '(512) 555-0177' },
      { first_name: 'Philomena', email: 'philomena.xylander@example.org', phone: '(305) 555-0166' },
    ];
    const secrets: string[] = [];
    for (const person of people) {
      const res = await postJson(app, SUBMIT, validSubmissionInput(person));
      const answer = (await res.json()) as { url: string; sessionId: string };
      const booking = new URL(answer.url).pathname;
      await app.request(booking);
      await app.request(`${booking}/order`);
      await app.request(`${booking}/no-such-step`);
      secrets.push(person.first_name, person.email, '555-01', booking.split('/').pop()!, answer.sessionId);
    }
    // Refused quotes carry personal data too.
    await postJson(app, SUBMIT, validSubmissionInput({ first_name: 'Ignatius', email: 'not-an-address' }));
    await app.request('/probe-Quillfeather-7731?email=ignatius.quillfeather@example.net');
    secrets.push('Ignatius', 'not-an-address', 'Quillfeather', 'ignatius.quillfeather');

    const { text } = await scrape(app);
    for (const secret of secrets) expect(text.toLowerCase(), secret).not.toContain(secret.toLowerCase());
  });

  it('counts leads created once each, and quotes refused by reason', async () => {
    const { app } = withToken;
    const series = (samples: Sample[]) => ({
      created: sampleValue(samples, 'shipquote_leads_created_total'),
      invalid: sampleValue(samples, 'shipquote_leads_refused_total', { reason: 'invalid' }),
      keyReused: sampleValue(samples, 'shipquote_leads_refused_total', { reason: 'key_reused' }),
      tooLarge: sampleValue(samples, 'shipquote_leads_refused_total', { reason: 'too_large' }),
    });
    const before = series((await scrape(app)).samples);

    const quote = validSubmissionInput({ idempotency_key: newIdempotencyKey() });
    expect((await postJson(app, SUBMIT, quote)).status).toBe(200);
    // The same request again answers the same lead: not a second one.
    expect((await postJson(app, SUBMIT, quote)).status).toBe(200);
    expect((await postJson(app, SUBMIT, validSubmissionInput())).status).toBe(200);
    expect((await postJson(app, SUBMIT, { ...quote, first_name: 'Someone Else' })).status).toBe(409);
    expect((await postJson(app, SUBMIT, validSubmissionInput({ email: 'nope' }))).status).toBe(400);
    expect((await postJson(app, SUBMIT, { input: 'x'.repeat(40_000) })).status).toBe(413);
    // A lookup's mistake is no refused quote.
    expect((await postJson(app, API_PATHS.makeLookup, {})).status).toBe(400);

    const after = series((await scrape(app)).samples);
    expect({
      created: after.created! - before.created!,
      invalid: after.invalid! - before.invalid!,
      keyReused: after.keyReused! - before.keyReused!,
      tooLarge: after.tooLarge! - before.tooLarge!,
    }).toEqual({ created: 2, invalid: 1, keyReused: 1, tooLarge: 1 });
  });
});

describe('refusals that depend on settings', () => {
  const opened: ConfiguredApp[] = [];
  const holders: BetterSqlite3.Database[] = [];
  afterEach(async () => {
    for (const holder of holders.splice(0)) holder.close();
    for (const configured of opened.splice(0)) await configured.close();
  });

  it('counts quotes over the client’s limit and from a page of another origin', async () => {
    const configured = await createConfiguredApp({
      lookups: fakeLookups(),
      env: { METRICS_TOKEN: TOKEN, RATE_LIMIT_SUBMISSIONS: '1', ALLOWED_ORIGINS: 'https://partner.example' },
    });
    opened.push(configured);
    const { app } = configured;
    const foreign = await app.request(SUBMIT, {
      method: 'POST',
      body: JSON.stringify(validSubmissionInput()),
      headers: { 'Content-Type': 'application/json', Origin: 'https://elsewhere.example' },
    });
    expect(foreign.status).toBe(403);
    expect((await postJson(app, SUBMIT, validSubmissionInput())).status).toBe(200);
    expect((await postJson(app, SUBMIT, validSubmissionInput())).status).toBe(429);
    const { samples } = await scrape(app);
    expect(sampleValue(samples, 'shipquote_leads_refused_total', { reason: 'origin_not_allowed' })).toBe(1);
    expect(sampleValue(samples, 'shipquote_leads_refused_total', { reason: 'rate_limited' })).toBe(1);
    expect(sampleValue(samples, 'shipquote_leads_created_total')).toBe(1);
  }, 60_000);

  it('counts a quote answered 503 because another connection held the database', async () => {
    const configured = await createConfiguredApp({ lookups: fakeLookups(), env: { METRICS_TOKEN: TOKEN } });
    opened.push(configured);
    const { app, databaseFile } = configured;
    const holder = new BetterSqlite3(databaseFile);
    holders.push(holder);
    holder.exec('BEGIN IMMEDIATE');
    expect((await postJson(app, SUBMIT, validSubmissionInput())).status).toBe(503);
    holder.exec('ROLLBACK');
    const { samples } = await scrape(app);
    expect(sampleValue(samples, 'shipquote_database_busy_total', { where: 'submit' })).toBe(1);
    expect(sampleValue(samples, 'shipquote_leads_refused_total', { reason: 'unavailable' })).toBe(1);
    expect(
      sampleValue(samples, 'shipquote_http_request_duration_seconds_count', {
        method: 'POST',
        route: SUBMIT,
        status: '503',
      }),
    ).toBe(1);
  }, 60_000);
});

/**
 * The API and booking pages through `app.request`, built exactly as the server builds them
 * (createRuntime over readConfig) with the real offline lookups and a real SQLite file: what the real
 * indexes find, what the real store keeps and forwards, and the settings that reach the routes (PUBLIC_URL,
 * ALLOWED_ORIGINS, the rate limits, TRUST_PROXY). How each call validates and answers, over in-memory fakes,
 * is in the tests beside each route module and middleware (site/api/*.test.ts, site/http/middleware/).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, type InstantPrice } from '../../shared/api-types';
import { LOOKUP_MAX_RESULTS } from '../../shared/constants';
import { isLeadNumberShape } from '../../shared/reference-numbers';
import { type ConfiguredApp, createConfiguredApp } from '../../tests/support/configured-app';
import { memoryLog } from '../../tests/support/memory-log';
import { validSubmissionInput } from '../../tests/support/valid-submission';
import { SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from '../notify/crm/webhook-signature';

const PUBLIC_URL = 'https://quotes.example.com';
const PARTNER = 'https://partner.example';
const STRANGER = 'https://elsewhere.example';
const LOOKUPS = [
  API_PATHS.cityZipLookup,
  API_PATHS.cityPortLookup,
  API_PATHS.autocomplete,
  API_PATHS.makeLookup,
  API_PATHS.modelLookup,
] as const;
const SUBMIT = API_PATHS.createOpportunityAndSendToBooking;

/** Personal data of the test visitor: distinctive, so the log check cannot pass by accident. */
const FIRST_NAME = 'Zebulonia';
const EMAIL = 'zebulonia.quist@example.com';
const PHONE = '(214) 555-0199';

/** Everything every service handle of this file logs: checked for personal data at the end. */
const { log, lines: logged } = memoryLog();

const opened: ConfiguredApp[] = [];

/** The app as the server builds it, over a database of its own; `leads` reads what it stored. */
async function start(env: Record<string, string> = {}): Promise<ConfiguredApp> {
  const configured = await createConfiguredApp({ env: { PUBLIC_URL, ...env }, log });
  opened.push(configured);
  return configured;
}

afterAll(async () => {
  for (const configured of opened) await configured.close();
});

type App = ConfiguredApp['app'];

interface ErrorBody {
  statusCode: number;
  message?: string;
  errors: { path: string; message: string }[];
}

function post(app: App, path: string, body: BodyInit | null, headers: Record<string, string> = {}) {
  return app.request(path, { method: 'POST', body, headers: { 'Content-Type': 'application/json', ...headers } });
}

const postJson = (app: App, path: string, value: unknown, headers: Record<string, string> = {}) =>
  post(app, path, JSON.stringify(value), headers);

function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(res.headers.get('Referrer-Policy')).toBeTruthy();
}

/** Every error answer: JSON, `statusCode` equal to the HTTP status, and `errors: [{path, message}]`. */
async function expectError(res: Response, status: number): Promise<ErrorBody> {
  expect(res.status).toBe(status);
  expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
  expectSecurityHeaders(res);
  const body = (await res.json()) as ErrorBody;
  expect(body.statusCode).toBe(status);
  expect(Array.isArray(body.errors)).toBe(true);
  expect(body.errors.length).toBeGreaterThan(0);
  for (const error of body.errors) {
    expect(typeof error.path).toBe('string');
    expect(typeof error.message).toBe('string');
    expect(error.message).not.toBe('');
  }
  return body;
}

async function expectData<T>(res: Response): Promise<T[]> {
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
  expectSecurityHeaders(res);
  const body = (await res.json()) as { data: T[] };
  expect(Array.isArray(body.data)).toBe(true);
  expect(body.data.length).toBeLessThanOrEqual(LOOKUP_MAX_RESULTS * 5);
  return body.data;
}

/** The valid quote of the fixtures, from the test visitor, on a route the lookups place. */
function quote(overrides: Record<string, unknown> = {}) {
  return {
    ...validSubmissionInput({
      origin_postal_code: 'Dallas, TX 75201',
      destination_postal_code: 'Los Angeles, CA 90012',
      first_name: FIRST_NAME,
      email: EMAIL,
      phone: PHONE,
      context: {
        placement: { id: 'PARTNER42', source: 'partner-blog' },
        campaign: { source: 'newsletter-jan', utm_source: 'newsletter' },
      },
    }),
    ...overrides,
  };
}

interface SubmitAnswer {
  statusCode: number;
  url: string;
  sessionId: string;
  price: InstantPrice;
}

const tokenOf = (url: string) => url.slice(`${PUBLIC_URL}/booking/`.length);

// ---------------------------------------------------------------------------------------------------
// One app with a lead database on disk (a second handle reads what the app stored), used by most tests.

let app: App;
let store: ConfiguredApp['leads'];
let db: ConfiguredApp['db'];

beforeAll(async () => {
  ({ app, leads: store, db } = await start());
});

async function submit(body: unknown, headers: Record<string, string> = {}) {
  const res = await postJson(app, SUBMIT, body, headers);
  return { res, answer: (await res.json()) as SubmitAnswer };
}

describe('the lookup calls with good input', () => {
  it('cityZipLookup finds a US ZIP code with its city and state', async () => {
    const data = await expectData<{ label: string }>(await postJson(app, API_PATHS.cityZipLookup, { input: '75201' }));
    expect(data[0]).toEqual({
      label: 'Dallas, TX 75201',
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
      country: 'US',
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
  });

  it('cityZipLookup finds a Canadian city by name, Canada before a US town of the same name', async () => {
    const data = await expectData<{ label: string; country: string }>(
      await postJson(app, API_PATHS.cityZipLookup, { input: 'Toronto' }),
    );
    expect(data[0]).toMatchObject({ label: 'Toronto, ON', country: 'CA' });
    expect(data.length).toBeLessThanOrEqual(LOOKUP_MAX_RESULTS);
  });

  it('cityPortLookup finds the port of Bremerhaven by its UN/LOCODE', async () => {
    const data = await expectData<{ kind: string; locode?: string; countryCode: string }>(
      await postJson(app, API_PATHS.cityPortLookup, { input: 'Bremerhaven', searchPort: true }),
    );
    expect(data).toContainEqual(
      expect.objectContaining({ kind: 'port', locode: 'DEBRV', countryCode: 'DE', name: 'Bremerhaven' }),
    );
  });

  it('cityPortLookup searches ports when searchPort is left out, and cities only with searchPort false', async () => {
    const withPorts = await expectData<{ kind: string }>(
      await postJson(app, API_PATHS.cityPortLookup, { input: 'Bremerhaven' }),
    );
    expect(withPorts.some((item) => item.kind === 'port')).toBe(true);
    const citiesOnly = await expectData<{ kind: string }>(
      await postJson(app, API_PATHS.cityPortLookup, { input: 'Bremerhaven', searchPort: false }),
    );
    expect(citiesOnly.length).toBeGreaterThan(0);
    expect(citiesOnly.every((item) => item.kind === 'city')).toBe(true);
  });

  it('autocomplete answers places with labels, US and Canada first', async () => {
    const data = await expectData<{ label: string; countryCode: string }>(
      await postJson(app, API_PATHS.autocomplete, { input: 'Dallas' }),
    );
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((item) => typeof item.label === 'string' && item.label !== '')).toBe(true);
    expect(data[0]!.label).toBe('Dallas, TX 75201');
    expect(['US', 'CA']).toContain(data[0]!.countryCode);
  });

  it('autocomplete reaches world places too', async () => {
    const data = await expectData<{ label: string; countryCode: string }>(
      await postJson(app, API_PATHS.autocomplete, { input: 'Bremerhaven' }),
    );
    expect(data.some((item) => item.countryCode === 'DE')).toBe(true);
  });

  it('makeLookup puts Toyota (MakeID 448) first for "toy"', async () => {
    const data = await expectData(await postJson(app, API_PATHS.makeLookup, { input: 'toy' }));
    expect(data[0]).toEqual({ MakeID: 448, MakeName: 'Toyota' });
  });

  it('makeLookup ignores case and surrounding spaces', async () => {
    const data = await expectData(await postJson(app, API_PATHS.makeLookup, { input: '  TOYOTA ' }));
    expect(data[0]).toEqual({ MakeID: 448, MakeName: 'Toyota' });
  });

  it('modelLookup finds the Camry among 2020 Toyotas', async () => {
    const data = await expectData<{ ModelID: number; ModelName: string }>(
      await postJson(app, API_PATHS.modelLookup, { MakeID: 448, Year: 2020, input: 'cam' }),
    );
    expect(data).toContainEqual({ ModelID: expect.any(Number), ModelName: 'Camry' });
  });

  it('modelLookup takes MakeID and Year as strings, as a form posts them', async () => {
    const asNumbers = await expectData(
      await postJson(app, API_PATHS.modelLookup, { MakeID: 448, Year: 2020, input: 'cam' }),
    );
    const asStrings = await expectData(
      await postJson(app, API_PATHS.modelLookup, { MakeID: '448', Year: '2020', input: 'cam' }),
    );
    expect(asStrings).toEqual(asNumbers);
  });

  it('modelLookup lists models without an input', async () => {
    const data = await expectData(await postJson(app, API_PATHS.modelLookup, { MakeID: 448, Year: 2020 }));
    expect(data.length).toBeGreaterThan(0);
  });

  it('modelLookup answers an empty list for a year before the catalogue (the widget falls back to free text)', async () => {
    const data = await expectData(await postJson(app, API_PATHS.modelLookup, { MakeID: 448, Year: 1975, input: '' }));
    expect(data).toEqual([]);
  });

  it('makeLookup answers "Toyotaa" with Toyota, flagged as a near miss', async () => {
    const data = await expectData(await postJson(app, API_PATHS.makeLookup, { input: 'Toyotaa' }));
    expect(data[0]).toEqual({ MakeID: 448, MakeName: 'Toyota', nearMiss: true });
  });

  it('cityZipLookup and autocomplete answer "Chicgo" with Chicago, IL, flagged as a near miss', async () => {
    for (const path of [API_PATHS.cityZipLookup, API_PATHS.autocomplete]) {
      const data = await expectData<{ label: string; nearMiss?: true }>(await postJson(app, path, { input: 'Chicgo' }));
      expect(data[0]?.label).toMatch(/^Chicago, IL\b/);
      expect(data[0]?.nearMiss).toBe(true);
    }
  });

  it('the place lookups put their near misses after every match', async () => {
    const data = await expectData<{ label: string; nearMiss?: true }>(
      await postJson(app, API_PATHS.cityZipLookup, { input: 'Mesa' }),
    );
    const flags = data.map((place) => place.nearMiss === true);
    expect(flags[0]).toBe(false);
    expect(flags).toEqual([...flags].sort((a, b) => Number(a) - Number(b)));
  });

  it.each(LOOKUPS)('%s answers an empty list for noise ("xyzzy nowhere")', async (path) => {
    const input = 'xyzzy nowhere';
    const body = path === API_PATHS.modelLookup ? { input, MakeID: 448, Year: 2020 } : { input };
    expect(await expectData(await postJson(app, path, body))).toEqual([]);
  });

  it.each(LOOKUPS)('%s answers 200 with a data array for emoji and regex metacharacters', async (path) => {
    for (const input of [
      '🚗',
      '🇩🇪 Köln',
      '.*',
      '(',
      '[a-z]+',
      '\\',
      '$^|?+',
      '%',
      "'; DROP TABLE leads;--",
      '<script>',
    ]) {
      const body = path === API_PATHS.modelLookup ? { input, MakeID: 448, Year: 2020 } : { input };
      const res = await postJson(app, path, body);
      await expectData(res);
    }
  });
});

describe('security headers', () => {
  it('carries the security headers on every API answer', async () => {
    for (const res of [
      await postJson(app, API_PATHS.makeLookup, { input: 'toy' }),
      await postJson(app, API_PATHS.makeLookup, {}),
      await app.request(API_PATHS.makeLookup),
      await app.request('/api/x'),
    ]) {
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    }
  });
});

describe('createOpportunityAndSendToBooking', () => {
  it('stores a valid quote and answers the lead number and a booking link on PUBLIC_URL', async () => {
    const before = store.count();
    const { res, answer } = await submit(quote());
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expectSecurityHeaders(res);
    expect(answer).toEqual({
      statusCode: 200,
      url: expect.any(String),
      sessionId: expect.any(String),
      price: { options: expect.any(Array), chosen: 'enclosed' },
    });
    expect(answer.url.startsWith(`${PUBLIC_URL}/booking/`)).toBe(true);
    expect(isLeadNumberShape(answer.sessionId)).toBe(true);
    // Committed before the answer: another connection already sees it.
    expect(store.count()).toBe(before + 1);
    const lead = store.findByToken(tokenOf(answer.url));
    expect(lead).toMatchObject({ leadNumber: answer.sessionId, flagged: false });
    expect(lead?.submission).toMatchObject({ first_name: FIRST_NAME, email: EMAIL, phone: PHONE });
    expect(lead?.submission.context).toMatchObject({
      placement: { id: 'PARTNER42', source: 'partner-blog' },
      campaign: { source: 'newsletter-jan', utm_source: 'newsletter' },
    });
  });

  it('makes the booking token at least 128 random bits of base64url, never the lead number', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const { answer } = await submit(quote());
      const token = tokenOf(answer.url);
      expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(token).not.toContain(answer.sessionId);
      expect(token).not.toContain(answer.sessionId.replace(/\D/g, ''));
      tokens.add(token);
    }
    expect(tokens.size).toBe(5);
  });

  it('answers the same lead for the same quote under the same idempotency key and stores it once', async () => {
    const body = quote();
    const before = store.count();
    const first = await submit(body);
    const second = await submit(body);
    // Keys in another order and untrimmed answers are still the same quote.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const third = await submit({ ...reordered, first_name: ` ${FIRST_NAME} ` });
    expect(second.answer).toEqual(first.answer);
    expect(third.answer).toEqual(first.answer);
    expect(store.count()).toBe(before + 1);
  });

  it('answers 409, with neither booking link nor lead data, when a used key comes with a different quote', async () => {
    const body = quote();
    const first = await submit(body);
    const before = store.count();
    const res = await postJson(app, SUBMIT, { ...body, first_name: 'Someone Else', email: 'someone@example.com' });
    const text = await res.clone().text();
    const error = await expectError(res, 409);
    expect(error.errors).toEqual([
      {
        path: 'idempotency_key',
        message: 'This request key was already used for a different quote; send each new quote with a new random key',
      },
    ]);
    for (const secret of [first.answer.sessionId, tokenOf(first.answer.url), '/booking/', FIRST_NAME, EMAIL]) {
      expect(text).not.toContain(secret);
    }
    expect(store.count()).toBe(before);
    // The first sender's retry still gets its lead.
    expect((await submit(body)).answer).toEqual(first.answer);
  });

  it('trims the answers before storing them', async () => {
    const { answer } = await submit(quote({ first_name: `  ${FIRST_NAME} `, email: ` ${EMAIL} ` }));
    expect(store.findByToken(tokenOf(answer.url))?.submission).toMatchObject({ first_name: FIRST_NAME, email: EMAIL });
  });

  it('accepts an international quote between a US port and a German port, priced per method in weeks', async () => {
    const { res, answer } = await submit(
      quote({
        mode: 'international',
        transport_type: 'roro',
        origin_postal_code: 'Baltimore, United States (port)',
        destination_postal_code: 'Bremerhaven, Germany (port)',
      }),
    );
    expect(res.status).toBe(200);
    expect(answer.price.chosen).toBe('roro');
    expect(answer.price.options.map((option) => [option.transport, option.transitUnit])).toEqual([
      ['roro', 'weeks'],
      ['container', 'weeks'],
      ['air', 'weeks'],
    ]);
  });

  const usd = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;
  const sedan = { year: '2020', make: 'Toyota', model: 'Camry', make_id: 448, vehicle_type: 'Car' as const };

  it('answers the instant price its booking page shows: open and enclosed ranges and transit days', async () => {
    const { answer } = await submit(
      quote({
        origin_postal_code: 'Dallas, TX 75201',
        destination_postal_code: 'Miami, FL 33101',
        transport_type: 'open',
        vehicles: [sedan],
      }),
    );
    expect(answer.price.chosen).toBe('open');
    const [open, enclosed] = answer.price.options;
    expect(open).toMatchObject({ transport: 'open', transitUnit: 'days' });
    expect(enclosed).toMatchObject({ transport: 'enclosed', transitUnit: 'days' });
    if (!open || !enclosed) throw new Error('expected open and enclosed');
    expect(open.from).toBeLessThan(enclosed.from);
    const page = await (await app.request(new URL(answer.url).pathname)).text();
    for (const option of [open, enclosed]) {
      expect(page).toContain(`${usd(option.from)}–${usd(option.to)}`);
      expect(page).toContain(usd(option.estimate as number));
    }
    expect(page).toContain(`${open.transit.min}–${open.transit.max} days`);
  });

  it('answers the same price again for a repeated request, and no options where an advisor prices the route', async () => {
    // Both ends across the water: a trip the rate table does not price.
    const body = quote({
      origin_postal_code: 'Honolulu, HI 96813',
      destination_postal_code: 'Anchorage, AK 99501',
      vehicles: [sedan],
    });
    const first = await submit(body);
    expect(first.res.status).toBe(200);
    expect(first.answer.price).toEqual({ options: [], chosen: 'enclosed' });
    expect((await submit(body)).answer).toEqual(first.answer);
  });
});

describe('the honeypot', () => {
  it('answers a bot exactly like a person, and stores its lead flagged and queued for the CRM as flagged', async () => {
    const person = await submit(quote());
    const bot = await submit(quote({ website: 'https://cheap-pills.example' }));

    expect(bot.res.status).toBe(200);
    expect(Object.keys(bot.answer).sort()).toEqual(Object.keys(person.answer).sort());
    expect(bot.answer.statusCode).toBe(200);
    expect(bot.answer.url.startsWith(`${PUBLIC_URL}/booking/`)).toBe(true);
    expect(tokenOf(bot.answer.url)).toHaveLength(tokenOf(person.answer.url).length);
    expect(bot.answer.sessionId).toHaveLength(person.answer.sessionId.length);
    expect([...bot.res.headers.keys()].sort()).toEqual([...person.res.headers.keys()].sort());

    const botLead = store.findByToken(tokenOf(bot.answer.url));
    const personLead = store.findByToken(tokenOf(person.answer.url));
    expect(botLead).toMatchObject({ leadNumber: bot.answer.sessionId, flagged: true });
    expect(personLead?.flagged).toBe(false);

    const payloads = db.prepare<[number], { payload_json: string }>(
      'SELECT payload_json FROM outbox WHERE lead_id = ?',
    );
    const payloadsOf = (id: number) => payloads.all(id).map((row) => JSON.parse(row.payload_json) as unknown);
    expect(payloadsOf(botLead!.id)).toEqual([
      expect.objectContaining({ lead_number: botLead!.leadNumber, flagged: true }),
    ]);
    expect(payloadsOf(personLead!.id)).toEqual([
      expect.objectContaining({ lead_number: personLead!.leadNumber, flagged: false }),
    ]);
  });

  it('forwards a bot-trap lead to the CRM, marked flagged, so a person whose browser autofilled the trap still gets a call', async () => {
    const received: { lead_number: string; flagged: boolean }[] = [];
    const fetchStub: typeof fetch = async (_url, init) => {
      received.push(JSON.parse(String(init?.body)));
      return new Response(null, { status: 204 });
    };
    const configured = await createConfiguredApp({
      env: {
        PUBLIC_URL,
        CRM_WEBHOOK_URL: 'https://crm.example/leads',
        CRM_WEBHOOK_SECRET: 'a-secret-of-24-characters',
      },
      log,
      fetch: fetchStub,
    });
    opened.push(configured);
    const res = await postJson(configured.app, SUBMIT, quote({ website: 'autofilled.example' }));
    const { sessionId } = (await res.json()) as SubmitAnswer;

    await vi.waitFor(() =>
      expect(received).toEqual([expect.objectContaining({ lead_number: sessionId, flagged: true })]),
    );
  });

  it('sends the CRM the instant price the visitor was answered, signed with the body as sent', async () => {
    const received: { body: string; signature: string | null; timestamp: string | null }[] = [];
    const fetchStub: typeof fetch = async (_url, init) => {
      const headers = new Headers(init?.headers);
      received.push({
        body: String(init?.body),
        signature: headers.get(SIGNATURE_HEADER),
        timestamp: headers.get(TIMESTAMP_HEADER),
      });
      return new Response(null, { status: 204 });
    };
    const secret = 'a-secret-of-24-characters';
    const configured = await createConfiguredApp({
      env: { PUBLIC_URL, CRM_WEBHOOK_URL: 'https://crm.example/leads', CRM_WEBHOOK_SECRET: secret },
      log,
      fetch: fetchStub,
    });
    opened.push(configured);
    const res = await postJson(configured.app, SUBMIT, quote({ destination_postal_code: 'Miami, FL 33101' }));
    const answer = (await res.json()) as SubmitAnswer;
    expect(answer.price.options).toHaveLength(2);

    await vi.waitFor(() => expect(received).toHaveLength(1));
    const [delivery] = received;
    const payload = JSON.parse(delivery?.body ?? '{}') as { lead_number: string; price: unknown };
    expect(payload.lead_number).toBe(answer.sessionId);
    expect(payload.price).toEqual(answer.price);
    expect(delivery?.signature).toBe(signWebhook(secret, Number(delivery?.timestamp), delivery?.body ?? ''));
  });

  it('does not flag a website field left empty or blank', async () => {
    for (const website of ['', '   ']) {
      const { answer } = await submit(quote({ website }));
      expect(store.findByToken(tokenOf(answer.url))?.flagged).toBe(false);
    }
  });
});

describe('the booking page', () => {
  let answer: SubmitAnswer;
  let notFoundBody: string;

  beforeAll(async () => {
    ({ answer } = await submit(quote({ transport_type: 'enclosed' })));
    notFoundBody = await (await app.request(`/booking/${randomBytes(16).toString('base64url')}`)).text();
  });

  it('shows the lead number, the route and both prices for a real token', async () => {
    const res = await app.request(new URL(answer.url).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const page = await res.text();
    expect(page).toContain(answer.sessionId);
    expect(page).toContain('Dallas, TX 75201');
    expect(page).toContain('Los Angeles, CA 90012');
    expect(page).toContain('Open carrier');
    expect(page).toContain('Enclosed carrier');
    const totalRow = /<tr class="total">([\s\S]*?)<\/tr>/.exec(page)?.[1] ?? '';
    const prices = totalRow.match(/\$[\d,]+/g) ?? [];
    expect(prices).toHaveLength(2);
    const [open, enclosed] = prices.map((price) => Number(price.replace(/[$,]/g, ''))) as [number, number];
    expect(open).toBeGreaterThan(0);
    expect(enclosed).toBeGreaterThan(open);
  });

  it('keeps the page private: no referrer, no caching, no indexing, plus the security headers', async () => {
    const res = await app.request(new URL(answer.url).pathname);
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('X-Robots-Tag')).toContain('noindex');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    expect(await res.text()).toContain('<meta name="robots" content="noindex"/>');
  });

  it.each([
    ['an unknown well-formed token', () => randomBytes(16).toString('base64url')],
    ['a path escape', () => '..%2F..%2Fetc%2Fpasswd'],
    ['a 500-character token', () => 'A'.repeat(500)],
    ['the lead number', () => answer.sessionId],
    ['the token with one character changed', () => tokenOf(answer.url).replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))],
    ['a token with a NUL byte', () => `${tokenOf(answer.url)}%00`],
  ])('answers %s with the same 404 page, which reveals nothing', async (_, token) => {
    const res = await app.request(`/booking/${token()}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    const page = await res.text();
    expect(page).toBe(notFoundBody);
    for (const secret of [answer.sessionId, FIRST_NAME, EMAIL, 'Dallas', 'Los Angeles', 'Toyota']) {
      expect(page).not.toContain(secret);
    }
  });

  it('answers an unencoded ../ in the path (resolved by the URL parser before routing) with a 404 and no lead data', async () => {
    const res = await app.request('/booking/../../etc/passwd');
    expect(res.status).toBe(404);
    const page = await res.text();
    expect(page).not.toContain(answer.sessionId);
    expect(page).not.toContain(FIRST_NAME);
  });

  it('serves the page’s stylesheet', async () => {
    const res = await app.request('/booking/booking.css');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/css/);
  });
});

describe('with ALLOWED_ORIGINS set', () => {
  let strict: App;
  let strictStore: ConfiguredApp['leads'];

  beforeAll(async () => {
    ({ app: strict, leads: strictStore } = await start({ ALLOWED_ORIGINS: PARTNER }));
  });

  it('refuses a submission from another origin with 403 and stores nothing', async () => {
    const res = await postJson(strict, SUBMIT, quote(), { Origin: STRANGER });
    const error = await expectError(res, 403);
    expect(error.errors[0]!.message).toBe('Quotes from this site are not accepted');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(strictStore.count()).toBe(0);
  });

  it('accepts a submission from an allowed origin and lets it read the answer', async () => {
    const res = await postJson(strict, SUBMIT, quote(), { Origin: PARTNER });
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(PARTNER);
    expect(strictStore.count()).toBe(1);
  });

  it('accepts a submission from the site’s own pages, whose browsers name PUBLIC_URL’s origin', async () => {
    const before = strictStore.count();
    const res = await postJson(strict, SUBMIT, quote(), { Origin: PUBLIC_URL });
    expect(res.status).toBe(200);
    expect(strictStore.count()).toBe(before + 1);
  });

  it('takes the site’s own origin from a PUBLIC_URL that has a path', async () => {
    const { app: underPath } = await start({ PUBLIC_URL: `${PUBLIC_URL}/quotes`, ALLOWED_ORIGINS: PARTNER });
    expect((await postJson(underPath, SUBMIT, quote(), { Origin: PUBLIC_URL })).status).toBe(200);
    await expectError(await postJson(underPath, SUBMIT, quote(), { Origin: STRANGER }), 403);
  });

  it('takes the site’s own origin from the address the request came to when PUBLIC_URL is not set', async () => {
    const { app: noPublicUrl } = await start({ PUBLIC_URL: '', ALLOWED_ORIGINS: PARTNER });
    const res = await noPublicUrl.request(`http://quotes.internal:3000${SUBMIT}`, {
      method: 'POST',
      body: JSON.stringify(quote()),
      headers: { 'Content-Type': 'application/json', Origin: 'http://quotes.internal:3000' },
    });
    expect(res.status).toBe(200);
    await expectError(await postJson(noPublicUrl, SUBMIT, quote(), { Origin: 'https://quotes.internal' }), 403);
  });
});

describe('rate limits', () => {
  it('refuses the 4th lookup a minute with RATE_LIMIT_LOOKUPS=3: 429, Retry-After and the JSON error', async () => {
    // ':memory:' works as DATABASE_FILE, so a test needs no file at all.
    const limited = (await start({ RATE_LIMIT_LOOKUPS: '3', RATE_LIMIT_SUBMISSIONS: '20' })).app;
    // The lookup calls share one budget.
    expect((await postJson(limited, API_PATHS.makeLookup, { input: 'toy' })).status).toBe(200);
    expect((await postJson(limited, API_PATHS.cityZipLookup, { input: '75201' })).status).toBe(200);
    expect((await postJson(limited, API_PATHS.autocomplete, { input: 'Dallas' })).status).toBe(200);
    const res = await postJson(limited, API_PATHS.makeLookup, { input: 'toy' }, { Origin: PARTNER });
    const error = await expectError(res, 429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(res.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(error.errors[0]!.message).toBe('Too many requests; try again in a moment');
    // The widget on a partner page can read the refusal.
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(PARTNER);

    // Submissions have a budget of their own, and a GET is a 405 whatever the budget.
    expect((await postJson(limited, SUBMIT, quote())).status).toBe(200);
    expect((await limited.request(API_PATHS.makeLookup)).status).toBe(405);
  });

  it('counts requests with bad bodies too, so junk cannot hammer the server for free', async () => {
    const limited = (await start({ RATE_LIMIT_LOOKUPS: '2' })).app;
    await post(limited, API_PATHS.makeLookup, '{');
    await post(limited, API_PATHS.makeLookup, '{');
    await expectError(await postJson(limited, API_PATHS.makeLookup, { input: 'toy' }), 429);
  });

  it('refuses the submission over RATE_LIMIT_SUBMISSIONS with 429 and stores nothing more', async () => {
    const limited = await start({ RATE_LIMIT_SUBMISSIONS: '1' });
    expect((await postJson(limited.app, SUBMIT, quote())).status).toBe(200);
    const res = await postJson(limited.app, SUBMIT, quote());
    await expectError(res, 429);
    expect(Number(res.headers.get('Retry-After'))).toBe(60);
    expect(limited.leads.count()).toBe(1);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set, so a client cannot dodge the limit', async () => {
    const limited = (await start({ RATE_LIMIT_LOOKUPS: '1' })).app;
    const from = (ip: string) => postJson(limited, API_PATHS.makeLookup, { input: 'toy' }, { 'X-Forwarded-For': ip });
    expect((await from('203.0.113.1')).status).toBe(200);
    expect((await from('203.0.113.2')).status).toBe(429);
  });

  it('limits each client separately behind a trusted proxy', async () => {
    const limited = (await start({ RATE_LIMIT_LOOKUPS: '1', TRUST_PROXY: 'true' })).app;
    const from = (ip: string) => postJson(limited, API_PATHS.makeLookup, { input: 'toy' }, { 'X-Forwarded-For': ip });
    expect((await from('203.0.113.1')).status).toBe(200);
    expect((await from('10.0.0.1, 203.0.113.1')).status).toBe(429);
    expect((await from('203.0.113.2')).status).toBe(200);
  });

  describe('behind one trusted proxy, with 8 submissions a minute', () => {
    // Date alone is faked, before the app (and its limiter's clock) is built: no token comes back
    // however slowly the nine submissions run.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('counts by the address the proxy appended, so a forged left part cannot dodge the limit', async () => {
      const limited = await start({ RATE_LIMIT_SUBMISSIONS: '8', TRUST_PROXY: '1' });
      const statuses: number[] = [];
      for (let i = 1; i <= 9; i++) {
        const res = await postJson(limited.app, SUBMIT, quote(), { 'X-Forwarded-For': `192.0.2.${i}, 198.51.100.7` });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
      expect(limited.leads.count()).toBe(8);

      // Another client behind the same proxy has a budget of its own.
      const other = await postJson(limited.app, SUBMIT, quote(), { 'X-Forwarded-For': '192.0.2.1, 198.51.100.8' });
      expect(other.status).toBe(200);
    });

    it('counts the addresses of one IPv6 /64 together', async () => {
      const limited = await start({ RATE_LIMIT_SUBMISSIONS: '8', TRUST_PROXY: '1' });
      const statuses: number[] = [];
      for (let i = 1; i <= 9; i++) {
        const res = await postJson(limited.app, SUBMIT, quote(), {
          'X-Forwarded-For': `2001:db8:5:7::${i.toString(16)}`,
        });
        statuses.push(res.status);
      }
      expect(statuses.at(-1)).toBe(429);
      const otherPrefix = await postJson(limited.app, SUBMIT, quote(), { 'X-Forwarded-For': '2001:db8:5:8::1' });
      expect(otherPrefix.status).toBe(200);
    });
  });
});

describe('the log', () => {
  it('holds lead numbers but no email, phone or first name from any submission above', () => {
    const text = logged.join('\n');
    expect(text).toMatch(/lead SQ-/);
    // (Not a bare "0199": six random digits of a lead number may hold it.)
    for (const personal of [FIRST_NAME, EMAIL, 'zebulonia', 'quist', PHONE, '555-0199', '2145550199']) {
      expect(text.toLowerCase()).not.toContain(personal.toLowerCase());
    }
    // Nor an IP address given for rate limiting.
    expect(text).not.toContain('203.0.113');
  });
});

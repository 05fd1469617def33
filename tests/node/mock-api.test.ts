/**
 * The examples' fake API (`?mock`, examples/dev/mock-handlers.ts) answers through the real client
 * (shared/api-client), and in the same shapes as the real app: a fake that drifted from the real API would
 * show the example pages something the widget never meets in production.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAKES } from '../../examples/dev/mock-fixtures';
import { handlers, mockState, resetMockState, scenarioHandlers } from '../../examples/dev/mock-handlers';
import { ApiError, createApiClient } from '../../shared/api-client';
import { LOOKUP_MAX_RESULTS } from '../../shared/constants';
import { isLeadNumberShape } from '../../shared/reference-numbers';
import type { SubmissionInput } from '../../shared/schema';
import { type ConfiguredApp, createConfiguredApp } from '../support/configured-app';
import { validSubmissionInput } from '../support/valid-submission';

const API = 'http://api.test';
const server = setupServer(...handlers);
const api = createApiClient({ baseUrl: API });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState(mockState);
});
afterAll(() => server.close());

async function apiErrorOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('cityZipLookup', () => {
  it('finds US cities by name prefix, any case, with the full answer shape', async () => {
    const data = await api.cityZipLookup('dAL');
    expect(data.map((c) => c.label)).toEqual(['Dallas, TX 75201', 'Dallas, TX 75204']);
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

  it('finds a city by ZIP prefix', async () => {
    expect((await api.cityZipLookup('331')).map((c) => c.label)).toEqual(['Miami, FL 33101']);
  });

  it('finds Canadian cities, accents optional', async () => {
    expect(await api.cityZipLookup('montr')).toMatchObject([{ label: 'Montréal, QC', country: 'CA' }]);
    expect((await api.cityZipLookup('toronto'))[0]).not.toHaveProperty('zip');
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await api.cityZipLookup('zzz')).toEqual([]);
  });

  it('refuses an empty input with a 400 naming the field', async () => {
    const error = await apiErrorOf(api.cityZipLookup('  '));
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ statusCode: 400, errors: [{ path: 'input' }] });
  });
});

describe('cityPortLookup', () => {
  it('finds ports by name and by UN/LOCODE', async () => {
    expect(await api.cityPortLookup('brem')).toEqual([
      expect.objectContaining({ kind: 'port', name: 'Bremerhaven', locode: 'DEBRV', countryCode: 'DE' }),
    ]);
    expect((await api.cityPortLookup('aejea'))[0]).toMatchObject({ name: 'Mina Jabal Ali', kind: 'port' });
  });

  it('finds world and North American cities', async () => {
    expect((await api.cityPortLookup('tok'))[0]).toMatchObject({ kind: 'city', name: 'Tokyo', countryCode: 'JP' });
    expect((await api.cityPortLookup('dallas'))[0]).toMatchObject({ kind: 'city', name: 'Dallas', countryCode: 'US' });
  });

  it(`answers at most ${LOOKUP_MAX_RESULTS} suggestions`, async () => {
    // Every United States city and port of the fixtures matches by its country.
    const data = await api.cityPortLookup('united');
    expect(data).toHaveLength(LOOKUP_MAX_RESULTS);
    expect(data.every((p) => p.country.startsWith('United'))).toBe(true);
  });
});

describe('autocomplete', () => {
  it('puts US and Canada first, then the world', async () => {
    const labels = (await api.autocomplete('to')).map((p) => p.label);
    expect(labels).toEqual(['Toronto, ON', 'Tokyo, Japan']);
  });
});

describe('makeLookup', () => {
  it('finds makes by prefix with their vPIC ids', async () => {
    expect(await api.makeLookup('toy')).toEqual([{ MakeID: 448, MakeName: 'Toyota' }]);
    expect(await api.makeLookup('mer')).toEqual([{ MakeID: 449, MakeName: 'Mercedes-Benz' }]);
  });

  it('holds fifteen makes with distinct vPIC ids', () => {
    expect(MAKES).toHaveLength(15);
    expect(new Set(MAKES.map((m) => m.MakeID)).size).toBe(15);
  });
});

describe('modelLookup', () => {
  it('lists the models of a make built in that year', async () => {
    const names = (await api.modelLookup({ input: '', MakeID: 448, Year: 1990 })).map((m) => m.ModelName);
    expect(names).toContain('Camry');
    expect(names).toContain('Corolla');
    expect(names).not.toContain('RAV4');
    expect(names).not.toContain('Prius');
  });

  it('filters by prefix and answers {ModelID, ModelName} only', async () => {
    expect(await api.modelLookup({ input: 'ra', MakeID: 448, Year: 2020 })).toEqual([
      { ModelID: 2217, ModelName: 'RAV4' },
    ]);
  });

  it('knows gaps in a model run', async () => {
    expect(await api.modelLookup({ input: 'bronco', MakeID: 460, Year: 2000 })).toEqual([]);
    expect(await api.modelLookup({ input: 'bronco', MakeID: 460, Year: 2022 })).toHaveLength(1);
  });

  it('accepts MakeID and Year as strings, as the real API does', async () => {
    const data = await api.modelLookup({ input: 'cam', MakeID: '448', Year: '2024' } as never);
    expect(data).toEqual([{ ModelID: 2469, ModelName: 'Camry' }]);
  });

  it('refuses a missing MakeID', async () => {
    const error = await apiErrorOf(api.modelLookup({ input: '', Year: 2020 } as never));
    expect(error.status).toBe(400);
    expect(error.body?.errors?.[0]?.path).toBe('MakeID');
  });
});

const quote = (overrides: Partial<SubmissionInput> = {}) =>
  validSubmissionInput({ idempotency_key: 'quote-key-0000000001', ...overrides });

describe('createOpportunityAndSendToBooking', () => {
  it('answers a lead number, the booking preview link and the instant price of the route', async () => {
    const answer = await api.createOpportunityAndSendToBooking(quote());
    const option = (transport: string) => ({
      transport,
      from: expect.any(Number),
      to: expect.any(Number),
      estimate: expect.any(Number),
      transit: { min: expect.any(Number), max: expect.any(Number) },
      transitUnit: 'days',
    });
    expect(answer).toEqual({
      statusCode: 200,
      url: `${API}/examples/booking-preview.html?lead=${answer.sessionId}`,
      sessionId: expect.stringMatching(/^SQ-\d{6}-100001$/),
      price: { options: [option('open'), option('enclosed')], chosen: 'enclosed' },
    });
    expect(isLeadNumberShape(answer.sessionId)).toBe(true);
    expect(mockState.submissions).toHaveLength(1);
    expect(mockState.submissions[0]?.context).toMatchObject({
      placement: { id: 'PARTNER42', source: 'partner-blog' },
    });
  });

  it('gives the same answer for the same idempotency key, and a new lead for a new one', async () => {
    const first = await api.createOpportunityAndSendToBooking(quote());
    const retry = await api.createOpportunityAndSendToBooking(quote());
    const other = await api.createOpportunityAndSendToBooking(quote({ idempotency_key: 'quote-key-0000000002' }));
    expect(retry).toEqual(first);
    expect(other.sessionId).toMatch(/^SQ-\d{6}-100002$/);
    expect(mockState.submissions).toHaveLength(2);
  });

  it('refuses bad input with 400 and one error per field path', async () => {
    const error = await apiErrorOf(
      api.createOpportunityAndSendToBooking(
        quote({ email: 'not-an-email', vehicles: [{ year: '0199', make: 'Toyota', model: '' }] }),
      ),
    );
    expect(error.status).toBe(400);
    expect(error.body?.statusCode).toBe(400);
    const paths = error.body?.errors?.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'vehicles.0.year', 'vehicles.0.model']));
    expect(mockState.submissions).toHaveLength(0);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await fetch(`${API}/api/createOpportunityAndSendToBooking`, { method: 'POST', body: '{oops' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: 400 });
  });
});

describe('scenarios', () => {
  it('no-status answers without a status code', async () => {
    server.use(...scenarioHandlers['no-status']);
    expect(await api.createOpportunityAndSendToBooking(quote())).toEqual({});
  });

  it('empty-lookups answers without data, which the client reads as an empty list', async () => {
    server.use(...scenarioHandlers['empty-lookups']);
    expect(await api.makeLookup('toy')).toEqual([]);
    expect(await api.autocomplete('to')).toEqual([]);
  });

  it('network-error fails every call before any answer', async () => {
    server.use(...scenarioHandlers['network-error']);
    expect((await apiErrorOf(api.cityZipLookup('dal'))).status).toBe(0);
  });

  it('rate-limited answers 429 with Retry-After', async () => {
    server.use(...scenarioHandlers['rate-limited']);
    const res = await fetch(`${API}/api/makeLookup`, { method: 'POST', body: JSON.stringify({ input: 'to' }) });
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('30');
  });
});

describe('the fake beside the real API', () => {
  let real: ConfiguredApp;
  beforeAll(async () => {
    real = await createConfiguredApp();
  });
  afterAll(() => real.close());

  async function bothAnswer(name: string, body: unknown) {
    const request = { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
    const fake = await fetch(`${API}/api/${name}`, request);
    const actual = await real.app.request(`/api/${name}`, request);
    return {
      fake: { status: fake.status, body: await fake.json() },
      real: { status: actual.status, body: await actual.json() },
    };
  }

  /** An answer item's keys with the type of each value, e.g. "label:string,lat:number". */
  const shapeOf = (item: object) =>
    Object.entries(item)
      .map(([key, value]) => `${key}:${typeof value}`)
      .sort()
      .join(',');
  const shapesOf = (body: { data?: object[] }) => new Set((body.data ?? []).map(shapeOf));

  it.each([
    ['cityZipLookup', { input: 'Dallas' }],
    ['cityZipLookup', { input: 'Toronto' }],
    ['cityPortLookup', { input: 'Bremerhaven', searchPort: true }],
    ['cityPortLookup', { input: 'Tokyo', searchPort: true }],
    ['cityPortLookup', { input: 'Dallas', searchPort: true }],
    ['autocomplete', { input: 'to' }],
    ['autocomplete', { input: 'Dallas' }],
    ['makeLookup', { input: 'toy' }],
    ['modelLookup', { input: 'cam', MakeID: 448, Year: 2020 }],
  ])('answers %s %j with items shaped as the real ones', async (name, body) => {
    const { fake, real: actual } = await bothAnswer(name, body);
    expect(fake.status).toBe(200);
    expect(actual.status).toBe(200);
    const fakeShapes = shapesOf(fake.body);
    expect(fakeShapes.size).toBeGreaterThan(0);
    for (const shape of fakeShapes) expect(shapesOf(actual.body), `fake item ${shape}`).toContain(shape);
  });

  it('answers a quote with the same keys and a lead number of the real format', async () => {
    const body = quote({ idempotency_key: 'quote-key-drift-000001' });
    const { fake, real: actual } = await bothAnswer('createOpportunityAndSendToBooking', body);
    expect(fake.status).toBe(actual.status);
    expect(Object.keys(fake.body).sort()).toEqual(Object.keys(actual.body).sort());
    expect(isLeadNumberShape(actual.body.sessionId)).toBe(true);
    expect(isLeadNumberShape(fake.body.sessionId)).toBe(true);
  });

  it('refuses a bad quote with the same status and the same field paths', async () => {
    const body = quote({ email: 'not-an-email', vehicles: [{ year: '0199', make: 'Toyota', model: '' }] });
    const { fake, real: actual } = await bothAnswer('createOpportunityAndSendToBooking', body);
    expect(fake.status).toBe(400);
    expect(actual.status).toBe(400);
    const paths = (answer: { errors?: { path: string }[] }) => (answer.errors ?? []).map((e) => e.path).sort();
    expect(paths(fake.body)).toEqual(paths(actual.body));
  });
});

/**
 * The fake API of the example pages' `?mock` mode: msw request handlers answering the six calls from the
 * small fixtures of mock-fixtures.ts, in the real API's answer shapes (tests/node/mock-api.test.ts holds
 * them to the real app's). They run in the browser (`setupWorker`, examples/dev/mock-api.ts) and in that
 * test (`setupServer`), so this module imports nothing Node-only. The widget's own tests use the real API.
 *
 * Requests are validated with the schemas of shared/schema, as the real server does: a bad body answers
 * 400 `{statusCode: 400, errors: [{path, message}]}`.
 */

import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import type {
  CityPortSuggestion,
  CityZipSuggestion,
  ErrorResponse,
  PlaceSuggestion,
  SubmitResponse,
} from '../../shared/api-types';
import { LOOKUP_MAX_RESULTS } from '../../shared/constants';
import { lookupRequestSchema, modelLookupRequestSchema, portLookupRequestSchema } from '../../shared/lookup-schema';
import { type FieldError, type Submission, submissionSchema, validate } from '../../shared/schema';
import { instantPrice } from '../../site/quote/pricing/instant-price';
import { type PlaceResolver, priceQuote } from '../../site/quote/pricing/route-price';
import {
  BOOKING_PREVIEW_PATH,
  CITY_ZIPS,
  FIRST_MOCK_LEAD,
  MAKES,
  MODELS,
  type ModelFixture,
  SEAPORTS,
  WORLD_CITIES,
} from './mock-fixtures';

/** The fixtures' places by label: the labels a visitor picks in mock mode. */
const placeOfFixture: PlaceResolver = (label) => {
  const place = [...CITY_ZIPS, ...WORLD_CITIES, ...SEAPORTS].find((p) => p.label === label);
  return (
    place && { lat: place.lat, lng: place.lng, countryCode: 'countryCode' in place ? place.countryCode : place.country }
  );
};

/** What the mock remembers between calls: lead numbers, and answers by idempotency key. */
export interface MockState {
  nextLead: number;
  /** The answer given for each idempotency key: a retry or double click gets the same lead. */
  answers: Map<string, SubmitResponse>;
  /** Every accepted submission, validated, in order: tests assert on what the widget sent. */
  submissions: Submission[];
}

export function createMockState(): MockState {
  return { nextLead: FIRST_MOCK_LEAD, answers: new Map(), submissions: [] };
}

export function resetMockState(state: MockState): void {
  Object.assign(state, createMockState());
}

export interface MockHandlerOptions {
  state?: MockState;
  /**
   * Origin of the booking link. Default: the page's origin in a browser (that is where the stand-in
   * booking page is served, whatever API origin the widget was given), else the request's origin.
   */
  bookingOrigin?: string;
  /** Answer latency in ms; default msw's `delay()`: 100–400 ms in a browser, 5 ms in Node. */
  latencyMs?: number;
}

const apiPath = (name: string) => `*/api/${name}`;

function badRequest(errors: FieldError[]) {
  return HttpResponse.json<ErrorResponse>({ statusCode: 400, errors }, { status: 400 });
}

/** The body as JSON, or undefined when it is not JSON (answered as a 400 like any other bad input). */
async function readJson(request: Request): Promise<{ ok: true; body: unknown } | { ok: false }> {
  try {
    return { ok: true, body: await request.json() };
  } catch {
    return { ok: false };
  }
}

const notJson = () => badRequest([{ path: '', message: 'The request body is not valid JSON' }]);

/** Lower case without accents, so "montr" finds "Montréal". */
export function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Case-insensitive prefix match on any of an item's keys, at most LOOKUP_MAX_RESULTS results. */
function prefixMatch<T>(items: readonly T[], input: string, keys: (item: T) => (string | undefined)[]): T[] {
  const query = normalise(input);
  return items
    .filter((item) => keys(item).some((key) => key !== undefined && normalise(key).startsWith(query)))
    .slice(0, LOOKUP_MAX_RESULTS);
}

const countryNames: Record<CityZipSuggestion['country'], string> = { US: 'United States', CA: 'Canada' };

/** US and Canadian cities as world-lookup entries (one per city, whatever its ZIPs). */
const NORTH_AMERICAN_CITIES: CityPortSuggestion[] = [
  ...new Map(
    CITY_ZIPS.map((c): [string, CityPortSuggestion] => [
      `${c.city}|${c.state}|${c.country}`,
      {
        label: `${c.city}, ${c.state}, ${countryNames[c.country]}`,
        kind: 'city',
        name: c.city,
        country: countryNames[c.country],
        countryCode: c.country,
        lat: c.lat,
        lng: c.lng,
      },
    ]),
  ).values(),
];

const WORLD_PLACES: readonly CityPortSuggestion[] = [...WORLD_CITIES, ...NORTH_AMERICAN_CITIES, ...SEAPORTS];

const cityZipKeys = (c: CityZipSuggestion) => [c.city, c.label, c.zip];
const cityPortKeys = (c: CityPortSuggestion) => [c.name, c.label, c.locode, c.country];

export function lookupCityZip(input: string): CityZipSuggestion[] {
  return prefixMatch(CITY_ZIPS, input, cityZipKeys);
}

export function lookupCityPort(input: string, searchPort = true): CityPortSuggestion[] {
  const places = searchPort ? WORLD_PLACES : WORLD_PLACES.filter((p) => p.kind === 'city');
  return prefixMatch(places, input, cityPortKeys);
}

/** Places: US and Canada first, then the world, as the real autocomplete orders them. */
export function lookupPlaces(input: string): PlaceSuggestion[] {
  const nearby = prefixMatch(CITY_ZIPS, input, cityZipKeys);
  const world = prefixMatch(
    WORLD_PLACES.filter((p) => p.countryCode !== 'US' && p.countryCode !== 'CA'),
    input,
    cityPortKeys,
  );
  const domestic = nearby.map(
    (c): PlaceSuggestion => ({
      label: c.label,
      kind: 'city',
      name: c.city,
      state: c.state,
      ...(c.zip === undefined ? {} : { zip: c.zip }),
      country: countryNames[c.country],
      countryCode: c.country,
      lat: c.lat,
      lng: c.lng,
    }),
  );
  return [...domestic, ...world].slice(0, LOOKUP_MAX_RESULTS).map((place): PlaceSuggestion => ({ ...place }));
}

export function lookupMakes(input: string) {
  return prefixMatch(MAKES, input, (m) => [m.MakeName]);
}

const builtIn = (m: ModelFixture, year: number) => m.years.some(([from, to]) => from <= year && year <= to);

/** Models of one make built in one year, then by prefix (an empty input lists them all, up to the limit). */
export function lookupModels(input: string, makeId: number, year: number) {
  const candidates = MODELS.filter((m) => m.MakeID === makeId && builtIn(m, year));
  return prefixMatch(candidates, input, (m) => [m.ModelName]).map(({ ModelID, ModelName }) => ({ ModelID, ModelName }));
}

function defaultBookingOrigin(request: Request): string {
  const page = (globalThis as { location?: Location }).location;
  return page && /^https?:$/.test(page.protocol) ? page.origin : new URL(request.url).origin;
}

/**
 * A lead number of the real shape, SQ-YYMMDD-NNNNNN (the UTC date, then six digits), whose digits count
 * up from FIRST_MOCK_LEAD so a page shows predictable numbers.
 */
export function mockLeadNumber(n: number, now: Date = new Date()): string {
  const two = (value: number) => String(value).padStart(2, '0');
  const date = `${two(now.getUTCFullYear() % 100)}${two(now.getUTCMonth() + 1)}${two(now.getUTCDate())}`;
  return `SQ-${date}-${String(n).padStart(6, '0').slice(-6)}`;
}

export function createHandlers(options: MockHandlerOptions = {}): HttpHandler[] {
  const state = options.state ?? createMockState();
  const wait = () => delay(options.latencyMs);

  return [
    http.post(apiPath('cityZipLookup'), async ({ request }) => {
      await wait();
      const json = await readJson(request);
      if (!json.ok) return notJson();
      const parsed = validate(lookupRequestSchema, json.body);
      if (!parsed.ok) return badRequest(parsed.errors);
      return HttpResponse.json({ data: lookupCityZip(parsed.value.input) });
    }),

    http.post(apiPath('cityPortLookup'), async ({ request }) => {
      await wait();
      const json = await readJson(request);
      if (!json.ok) return notJson();
      const parsed = validate(portLookupRequestSchema, json.body);
      if (!parsed.ok) return badRequest(parsed.errors);
      return HttpResponse.json({ data: lookupCityPort(parsed.value.input, parsed.value.searchPort) });
    }),

    http.post(apiPath('autocomplete'), async ({ request }) => {
      await wait();
      const json = await readJson(request);
      if (!json.ok) return notJson();
      const parsed = validate(lookupRequestSchema, json.body);
      if (!parsed.ok) return badRequest(parsed.errors);
      return HttpResponse.json({ data: lookupPlaces(parsed.value.input) });
    }),

    http.post(apiPath('makeLookup'), async ({ request }) => {
      await wait();
      const json = await readJson(request);
      if (!json.ok) return notJson();
      const parsed = validate(lookupRequestSchema, json.body);
      if (!parsed.ok) return badRequest(parsed.errors);
      return HttpResponse.json({ data: lookupMakes(parsed.value.input) });
    }),

    http.post(apiPath('modelLookup'), async ({ request }) => {
      await wait();
      const json = await readJson(request);
      if (!json.ok) return notJson();
      const parsed = validate(modelLookupRequestSchema, json.body);
      if (!parsed.ok) return badRequest(parsed.errors);
      const { input, MakeID, Year } = parsed.value;
      return HttpResponse.json({ data: lookupModels(input, MakeID, Year) });
    }),

    http.post(apiPath('createOpportunityAndSendToBooking'), async ({ request }) => {
      await wait();
      const json = await readJson(request);
      if (!json.ok) return notJson();
      const parsed = validate(submissionSchema, json.body);
      if (!parsed.ok) return badRequest(parsed.errors);

      const key = parsed.value.idempotency_key;
      const earlier = state.answers.get(key);
      if (earlier) return HttpResponse.json(earlier);

      const sessionId = mockLeadNumber(state.nextLead++);
      const url = new URL(BOOKING_PREVIEW_PATH, options.bookingOrigin ?? defaultBookingOrigin(request));
      url.searchParams.set('lead', sessionId);
      const quote = parsed.value;
      // Priced by the real rate table over the fixtures' places, so the result looks as it will live.
      const { estimate } = priceQuote(quote, placeOfFixture, new Date().toISOString());
      const price = instantPrice(estimate, quote.transport_type);
      const answer: SubmitResponse = { statusCode: 200, url: url.href, sessionId, price };
      state.answers.set(key, answer);
      state.submissions.push(parsed.value);
      return HttpResponse.json(answer);
    }),
  ];
}

/** The state behind `handlers`; call `resetMockState(mockState)` between tests. */
export const mockState = createMockState();
export const handlers = createHandlers({ state: mockState });

/**
 * Failure modes to put in front of the handlers (`server.use(...)` / `worker.use(...)`), so the widget's
 * error paths can be seen and tested. In the examples: open a page with `?mock=<name>`.
 */
export const scenarioHandlers = {
  /** The opportunity answer has no status code. */
  'no-status': [http.post(apiPath('createOpportunityAndSendToBooking'), () => HttpResponse.json({}))],
  'server-error': [
    http.post(apiPath('createOpportunityAndSendToBooking'), () =>
      HttpResponse.json<ErrorResponse>({ statusCode: 500, message: 'Internal server error' }, { status: 500 }),
    ),
  ],
  'rate-limited': [
    http.post(apiPath('*'), () =>
      HttpResponse.json<ErrorResponse>(
        { statusCode: 429, message: 'Too many requests' },
        { status: 429, headers: { 'Retry-After': '30' } },
      ),
    ),
  ],
  'network-error': [http.post(apiPath('*'), () => HttpResponse.error())],
  /** A lookup answer without `data`, which the widget reads as an empty list. */
  'empty-lookups': [
    http.post(/\/api\/(cityZip|cityPort|make|model)Lookup$|\/api\/autocomplete$/, () => HttpResponse.json({})),
  ],
  /** Every call takes 3 s, then is answered as usual (a resolver that returns nothing falls through). */
  slow: [
    http.post(apiPath('*'), async () => {
      await delay(3000);
    }),
  ],
} satisfies Record<string, HttpHandler[]>;

export type MockScenario = keyof typeof scenarioHandlers;

export function isMockScenario(name: string | null | undefined): name is MockScenario {
  return typeof name === 'string' && Object.hasOwn(scenarioHandlers, name);
}

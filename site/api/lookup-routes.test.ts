/**
 * The five lookup calls through the API's app over a small in-memory LookupService
 * (tests/support/fake-lookups.ts): what they validate, what they answer and that a repeated query is
 * answered from the cache. What the real indexes find is in site/api/api-routes.test.ts and site/lookup.
 */
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-types';
import { validationMessages as m } from '../../shared/messages';
import { maxVehicleYear } from '../../shared/schema';
import { errorOf, fakeApi, post, postJson } from '../../tests/support/fake-api';
import { FAKE_CITY_PORTS, FAKE_MODEL_YEAR } from '../../tests/support/fake-lookups';

const INPUT_ONLY = [API_PATHS.cityZipLookup, API_PATHS.cityPortLookup, API_PATHS.autocomplete, API_PATHS.makeLookup];

async function dataOf<T>(res: Response): Promise<T[]> {
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: T[] };
  expect(Array.isArray(body.data)).toBe(true);
  return body.data;
}

describe('the lookup calls with good input', () => {
  it('answer what the lookup found as {data}, in JSON that no cache keeps', async () => {
    const { app } = fakeApi();
    const res = await postJson(app, API_PATHS.makeLookup, { input: 'toy' });
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await dataOf(res)).toEqual([{ MakeID: 448, MakeName: 'Toyota' }]);
  });

  it('hand each lookup its input trimmed', async () => {
    const { app, lookups } = fakeApi();
    await postJson(app, API_PATHS.cityZipLookup, { input: '  75201 ' });
    await postJson(app, API_PATHS.autocomplete, { input: ' Dallas' });
    expect(lookups.searches).toEqual(['cityZipLookup 75201', 'autocomplete Dallas']);
  });

  it('answer an empty list when nothing matches', async () => {
    const { app } = fakeApi();
    expect(await dataOf(await postJson(app, API_PATHS.cityZipLookup, { input: 'Nowhere' }))).toEqual([]);
  });

  it('accept a body sent as text/plain, as a partner page’s plain fetch() sends it', async () => {
    const { app } = fakeApi();
    const res = await post(app, API_PATHS.makeLookup, '{"input":"toy"}', { 'Content-Type': 'text/plain' });
    expect(await dataOf(res)).toEqual([{ MakeID: 448, MakeName: 'Toyota' }]);
  });

  it('cityPortLookup searches ports when searchPort is left out, and cities only with searchPort false', async () => {
    const { app } = fakeApi();
    expect(await dataOf(await postJson(app, API_PATHS.cityPortLookup, { input: 'Bremerhaven' }))).toEqual(
      FAKE_CITY_PORTS,
    );
    const citiesOnly = await dataOf<{ kind: string }>(
      await postJson(app, API_PATHS.cityPortLookup, { input: 'Bremerhaven', searchPort: false }),
    );
    expect(citiesOnly).toEqual(FAKE_CITY_PORTS.filter((place) => place.kind === 'city'));
  });

  it('modelLookup takes MakeID and Year as numbers or as strings, as a form posts them', async () => {
    const { app } = fakeApi();
    const asNumbers = await dataOf(
      await postJson(app, API_PATHS.modelLookup, { MakeID: 448, Year: FAKE_MODEL_YEAR, input: 'cam' }),
    );
    const asStrings = await dataOf(
      await postJson(app, API_PATHS.modelLookup, { MakeID: '448', Year: String(FAKE_MODEL_YEAR), input: 'cam' }),
    );
    expect(asNumbers).toEqual([{ ModelID: 2469, ModelName: 'Camry' }]);
    expect(asStrings).toEqual(asNumbers);
  });

  it('modelLookup lists the models without an input', async () => {
    const { app } = fakeApi();
    const data = await dataOf(await postJson(app, API_PATHS.modelLookup, { MakeID: 448, Year: FAKE_MODEL_YEAR }));
    expect(data).toHaveLength(2);
  });
});

describe('the answer cache', () => {
  it('searches a repeated query once and answers it the same', async () => {
    const { app, lookups } = fakeApi();
    const first = await (await postJson(app, API_PATHS.makeLookup, { input: 'toy' })).text();
    const again = await (await postJson(app, API_PATHS.makeLookup, { input: 'toy' })).text();
    expect(again).toBe(first);
    expect(lookups.searches).toEqual(['makeLookup toy']);
  });

  it('keeps the calls apart: the same input to two calls is two searches', async () => {
    const { app, lookups } = fakeApi();
    await postJson(app, API_PATHS.cityZipLookup, { input: 'Dallas' });
    await postJson(app, API_PATHS.autocomplete, { input: 'Dallas' });
    expect(lookups.searches).toEqual(['cityZipLookup Dallas', 'autocomplete Dallas']);
  });

  it('keeps the cities-only answer apart from the one with ports', async () => {
    const { app } = fakeApi();
    const withPorts = await dataOf(await postJson(app, API_PATHS.cityPortLookup, { input: 'Brem', searchPort: true }));
    const citiesOnly = await dataOf(
      await postJson(app, API_PATHS.cityPortLookup, { input: 'Brem', searchPort: false }),
    );
    expect(withPorts).toHaveLength(2);
    expect(citiesOnly).toHaveLength(1);
  });

  it('keeps models of different makes and years apart', async () => {
    const { app } = fakeApi();
    const body = (MakeID: number, Year: number) => ({ MakeID, Year, input: '' });
    expect(await dataOf(await postJson(app, API_PATHS.modelLookup, body(448, FAKE_MODEL_YEAR)))).toHaveLength(2);
    expect(await dataOf(await postJson(app, API_PATHS.modelLookup, body(460, FAKE_MODEL_YEAR)))).toHaveLength(1);
    expect(await dataOf(await postJson(app, API_PATHS.modelLookup, body(448, FAKE_MODEL_YEAR - 1)))).toEqual([]);
  });
});

describe('bad input to the input-only lookups', () => {
  const BAD: [string, unknown, string][] = [
    ['a missing input', {}, m.lookupInputRequired],
    ['an empty input', { input: '' }, m.lookupInputRequired],
    ['a blank input', { input: '   ' }, m.lookupInputRequired],
    ['a 10 KB input', { input: 'a'.repeat(10 * 1024) }, m.lookupInputTooLong],
    ['101 characters', { input: 'a'.repeat(101) }, m.lookupInputTooLong],
  ];
  const WRONG_TYPES: [string, unknown][] = [
    ['a number', { input: 75201 }],
    ['null', { input: null }],
    ['an array', { input: ['toy'] }],
    ['an object', { input: { q: 'toy' } }],
    ['a boolean', { input: true }],
  ];

  describe.each(INPUT_ONLY)('%s', (path) => {
    it.each(BAD)('answers 400 at path input for %s, without a search', async (_, body, message) => {
      const { app, lookups } = fakeApi();
      const error = await errorOf(await postJson(app, path, body), 400);
      expect(error.errors).toEqual([{ path: 'input', message }]);
      expect(lookups.searches).toEqual([]);
    });

    it.each(WRONG_TYPES)('answers 400 at path input when input is %s', async (_, body) => {
      const { app } = fakeApi();
      const error = await errorOf(await postJson(app, path, body), 400);
      expect(error.errors).toEqual([{ path: 'input', message: m.lookupInputRequired }]);
    });
  });

  it('cityPortLookup answers 400 at path searchPort when it is not a boolean', async () => {
    const { app } = fakeApi();
    const error = await errorOf(
      await postJson(app, API_PATHS.cityPortLookup, { input: 'Bremerhaven', searchPort: 'yes' }),
      400,
    );
    expect(error.errors.map((e) => e.path)).toEqual(['searchPort']);
  });
});

describe('bad input to modelLookup', () => {
  const good = { input: 'cam', MakeID: 448, Year: FAKE_MODEL_YEAR };

  it('names both missing fields', async () => {
    const { app } = fakeApi();
    const error = await errorOf(await postJson(app, API_PATHS.modelLookup, {}), 400);
    expect(error.errors).toEqual([
      { path: 'MakeID', message: m.makeIdInvalid },
      { path: 'Year', message: m.yearInvalid },
    ]);
  });

  it('answers 400 at path MakeID for a MakeID no make has, without a search', async () => {
    const { app, lookups } = fakeApi();
    const error = await errorOf(await postJson(app, API_PATHS.modelLookup, { ...good, MakeID: 999_999 }), 400);
    expect(error.errors).toEqual([{ path: 'MakeID', message: 'No make has this MakeID' }]);
    expect(lookups.searches).toEqual([]);
  });

  it('answers 400 at path Year for a year past the newest model year', async () => {
    const { app } = fakeApi();
    const Year = maxVehicleYear() + 1;
    const error = await errorOf(await postJson(app, API_PATHS.modelLookup, { ...good, Year }), 400);
    expect(error.errors).toEqual([{ path: 'Year', message: m.yearInvalid }]);
  });

  it.each([0, -1, 1.5, '448abc', 'abc', '', ' 448', null, true, [448], { id: 448 }, '1234567890'])(
    'answers 400 at path MakeID for MakeID %j',
    async (MakeID) => {
      const { app } = fakeApi();
      const error = await errorOf(await postJson(app, API_PATHS.modelLookup, { ...good, MakeID }), 400);
      expect(error.errors).toEqual([{ path: 'MakeID', message: m.makeIdInvalid }]);
    },
  );

  it.each([0, 'abcd', 1899, 2020.5, '0999', '20 20', -2020, null, [2020]])(
    'answers 400 at path Year for Year %j',
    async (Year) => {
      const { app } = fakeApi();
      const error = await errorOf(await postJson(app, API_PATHS.modelLookup, { ...good, Year }), 400);
      expect(error.errors).toEqual([{ path: 'Year', message: m.yearInvalid }]);
    },
  );

  it('answers 400 at path input for a 10 KB input or one of the wrong type', async () => {
    const { app } = fakeApi();
    let error = await errorOf(
      await postJson(app, API_PATHS.modelLookup, { ...good, input: 'c'.repeat(10 * 1024) }),
      400,
    );
    expect(error.errors).toEqual([{ path: 'input', message: m.lookupInputTooLong }]);
    error = await errorOf(await postJson(app, API_PATHS.modelLookup, { ...good, input: 42 }), 400);
    expect(error.errors.map((e) => e.path)).toEqual(['input']);
  });
});

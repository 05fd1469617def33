/**
 * Test fixture: the lookups over a handful of places and vehicles held in memory, for tests of the routes
 * and for the app as the server builds it where the places are not what is tested (createRuntime's
 * `lookups`, tests/support/configured-app.ts). The real indexes are site/lookup's own tests, and those of
 * the full-stack API, the widget, booking and pricing. Each lookup matches a case-insensitive prefix of a
 * label or name; `searches` counts the lookups the routes asked for. Built in no time, where the real
 * indexes take seconds.
 */
import type {
  CityPortSuggestion,
  CityZipSuggestion,
  MakeSuggestion,
  ModelSuggestion,
  PlaceSuggestion,
} from '../../shared/api-types';
import type { RuntimeLookups } from '../../site/offline-lookups';
import type { MappedPlace } from '../../site/quote/pricing/route-price';

export const FAKE_CITY_ZIPS: readonly CityZipSuggestion[] = [
  { label: 'Dallas, TX 75201', city: 'Dallas', state: 'TX', zip: '75201', country: 'US', lat: 32.78, lng: -96.8 },
  { label: 'Toronto, ON', city: 'Toronto', state: 'ON', country: 'CA', lat: 43.65, lng: -79.38 },
];

export const FAKE_CITY_PORTS: readonly CityPortSuggestion[] = [
  {
    label: 'Bremerhaven, Germany (port)',
    kind: 'port',
    name: 'Bremerhaven',
    country: 'Germany',
    countryCode: 'DE',
    locode: 'DEBRV',
    lat: 53.55,
    lng: 8.58,
  },
  {
    label: 'Bremerhaven, Germany',
    kind: 'city',
    name: 'Bremerhaven',
    country: 'Germany',
    countryCode: 'DE',
    lat: 53.55,
    lng: 8.58,
  },
];

export const FAKE_MAKES: readonly MakeSuggestion[] = [
  { MakeID: 448, MakeName: 'Toyota' },
  { MakeID: 460, MakeName: 'Ford' },
];

/** Models by make, for one model year only, so a test can ask for a year without models. */
export const FAKE_MODEL_YEAR = 2020;
export const FAKE_MODELS: Readonly<Record<number, readonly ModelSuggestion[]>> = {
  448: [
    { ModelID: 2469, ModelName: 'Camry' },
    { ModelID: 2208, ModelName: 'Corolla' },
  ],
  460: [{ ModelID: 1801, ModelName: 'Mustang' }],
};

/**
 * Places a quote's labels resolve to, for pricing and the booking page: the suggestions above and the
 * fixtures' routes (tests/support/valid-submission.ts, the widget's fillRoute), at rough coordinates.
 */
export const FAKE_MAPPED_PLACES: Readonly<Record<string, MappedPlace>> = {
  ...Object.fromEntries(
    FAKE_CITY_ZIPS.map(({ label, lat, lng, country, state }) => [label, { lat, lng, countryCode: country, state }]),
  ),
  ...Object.fromEntries(FAKE_CITY_PORTS.map(({ label, lat, lng, countryCode }) => [label, { lat, lng, countryCode }])),
  'Austin, TX 78701': { lat: 30.27, lng: -97.74, countryCode: 'US', state: 'TX' },
  'Miami, FL 33101': { lat: 25.78, lng: -80.19, countryCode: 'US', state: 'FL' },
  'Los Angeles, CA 90012': { lat: 34.06, lng: -118.24, countryCode: 'US', state: 'CA' },
};

export interface FakeLookups extends RuntimeLookups {
  /** One entry per lookup the routes asked for: `<call> <input>`. */
  readonly searches: string[];
}

const startsWith = (text: string, input: string) => text.toLowerCase().startsWith(input.trim().toLowerCase());

export function fakeLookups(): FakeLookups {
  const searches: string[] = [];
  const searched = (call: string, input: string) => searches.push(`${call} ${input}`);
  return {
    searches,
    cityZipLookup(input) {
      searched('cityZipLookup', input);
      return FAKE_CITY_ZIPS.filter((place) => startsWith(place.label, input) || startsWith(place.zip ?? '', input));
    },
    cityPortLookup(input) {
      searched('cityPortLookup', input);
      return FAKE_CITY_PORTS.filter((place) => startsWith(place.name, input) || startsWith(place.locode ?? '', input));
    },
    autocomplete(input): PlaceSuggestion[] {
      searched('autocomplete', input);
      return [...FAKE_CITY_ZIPS, ...FAKE_CITY_PORTS]
        .filter((place) => startsWith(place.label, input))
        .map((place) => ({ ...place }));
    },
    makeLookup(input) {
      searched('makeLookup', input);
      return FAKE_MAKES.filter((make) => startsWith(make.MakeName, input));
    },
    modelLookup(input, makeId, year) {
      searched('modelLookup', input);
      if (year !== FAKE_MODEL_YEAR) return [];
      return (FAKE_MODELS[makeId] ?? []).filter((model) => startsWith(model.ModelName, input));
    },
    hasMake: (makeId) => FAKE_MAKES.some((make) => make.MakeID === makeId),
    resolvePlace: (label) => FAKE_MAPPED_PLACES[label],
    placeOfPostalCode: (code) => {
      const place = FAKE_CITY_ZIPS.find((candidate) => candidate.zip === code.trim());
      return place && { label: place.label, state: place.state, lat: place.lat, lng: place.lng };
    },
    load: () => 0,
    loaded: () => true,
  };
}

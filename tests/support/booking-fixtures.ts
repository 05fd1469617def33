/**
 * A stand-in place resolver for the booking tests (real coordinates), and a dearer rate table. The sample
 * lead itself is tests/support/a-lead.ts.
 */

import type { Submission } from '../../shared/schema';
import { RATE_TABLE, type RateTable } from '../../site/quote/pricing/rate-table';
import type { MappedPlace, PlaceResolver } from '../../site/quote/pricing/route-price';
import type { PostalLookup, PostalPlace } from '../../site/signing/order-places';

export const PLACES: Readonly<Record<string, MappedPlace>> = {
  // A place of the USA carries its state, as the place lookup gives it: seasons and sea lanes go by it.
  'Dallas, TX 75201': { lat: 32.7767, lng: -96.797, countryCode: 'US', state: 'TX' },
  'Los Angeles, CA 90012': { lat: 34.0522, lng: -118.2437, countryCode: 'US', state: 'CA' },
  'Oklahoma City, OK 73102': { lat: 35.4705, lng: -97.5188, countryCode: 'US', state: 'OK' },
  'Honolulu, HI 96813': { lat: 21.3069, lng: -157.8583, countryCode: 'US', state: 'HI' },
  'Anchorage, AK 99501': { lat: 61.2116, lng: -149.8761, countryCode: 'US', state: 'AK' },
  // The world's ports come without a state, as the place lookup gives them.
  'Baltimore, MD (port)': { lat: 39.2904, lng: -76.6122, countryCode: 'US' },
  'Bremerhaven, Germany (port)': { lat: 53.5396, lng: 8.5809, countryCode: 'DE' },
  'Ulaanbaatar, Mongolia': { lat: 47.8864, lng: 106.9057, countryCode: 'MN' },
  'Chicago, IL 60601': { lat: 41.8864, lng: -87.6186, countryCode: 'US', state: 'IL' },
  'Miami, FL 33131': { lat: 25.7663, lng: -80.1917, countryCode: 'US', state: 'FL' },
  'Dallas, TX': { lat: 32.7767, lng: -96.797, countryCode: 'US', state: 'TX' },
  'Honolulu, HI': { lat: 21.3069, lng: -157.8583, countryCode: 'US', state: 'HI' },
  'Seattle, WA': { lat: 47.6062, lng: -122.3321, countryCode: 'US', state: 'WA' },
};

/** A trip in the snowbird season into Florida, quoted the sample lead's day: `aLead({ submission: SEASON_QUOTE })`. */
export const SEASON_QUOTE = {
  origin_postal_code: 'Chicago, IL 60601',
  destination_postal_code: 'Miami, FL 33131',
} satisfies Partial<Submission>;

/** The same trip the other way, in its quiet season. */
export const QUIET_SEASON_QUOTE = {
  origin_postal_code: 'Miami, FL 33131',
  destination_postal_code: 'Chicago, IL 60601',
} satisfies Partial<Submission>;

/** A trip to Hawaii: by road to the mainland port, then by sea. */
export const SEA_QUOTE = {
  origin_postal_code: 'Dallas, TX',
  destination_postal_code: 'Honolulu, HI',
} satisfies Partial<Submission>;

/** A trip from Hawaii to the mainland port nearest its delivery: port to port, no road at all. */
export const PORT_TO_PORT_QUOTE = {
  origin_postal_code: 'Honolulu, HI',
  destination_postal_code: 'Seattle, WA',
} satisfies Partial<Submission>;

/** Both ends across the water, Hawaii to Alaska: a route the rate table does not price, so an agent does. */
export const ACROSS_THE_WATER_QUOTE = {
  origin_postal_code: 'Honolulu, HI 96813',
  destination_postal_code: 'Anchorage, AK 99501',
} satisfies Partial<Submission>;

export const resolveFixture: PlaceResolver = (label) => PLACES[label];

/** ZIP codes as the offline data places them: the fixtures' own, and one far from them. */
const POSTAL_PLACES: Readonly<Record<string, PostalPlace>> = {
  '75201': { label: 'Dallas, TX 75201', state: 'TX', lat: 32.7877, lng: -96.7995 },
  '75204': { label: 'Dallas, TX 75204', state: 'TX', lat: 32.8033, lng: -96.7857 },
  '90012': { label: 'Los Angeles, CA 90012', state: 'CA', lat: 34.0614, lng: -118.2385 },
  '02108': { label: 'Boston, MA 02108', state: 'MA', lat: 42.3576, lng: -71.0684 },
  '73102': { label: 'Oklahoma City, OK 73102', state: 'OK', lat: 35.4705, lng: -97.5188 },
};

export const postalFixture: PostalLookup = (code) => POSTAL_PLACES[code.trim()];

/** A rate table that has since doubled its per-mile rates and raised its minimum. */
export const DEARER_RATES: RateTable = {
  ...RATE_TABLE,
  version: RATE_TABLE.version + 1,
  openMileBands: RATE_TABLE.openMileBands.map((band) => ({ ...band, centsPerMile: band.centsPerMile * 2 })),
  minTransportPerVehicle: RATE_TABLE.minTransportPerVehicle * 2,
};

/** An order's two ends as a customer fills them in: the pickup contact is the customer, the delivery's another. */
export const ORDER_PICKUP = {
  street: '1500 Marilla St',
  city: 'Dallas',
  state: 'TX',
  postal_code: '75201',
  contact_name: 'Ada Lovelace',
  contact_phone: '(512) 555-0100',
};
export const ORDER_DELIVERY = {
  street: '200 N Spring St',
  city: 'Los Angeles',
  state: 'CA',
  postal_code: '90012-3239',
  contact_name: 'Grace Hopper',
  contact_phone: '(213) 555-0199',
};

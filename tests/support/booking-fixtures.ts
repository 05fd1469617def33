/**
 * A stand-in place resolver for the booking tests (real coordinates), and a dearer rate table. The sample
 * lead itself is tests/support/a-lead.ts.
 */

import { RATE_TABLE, type RateTable } from '../../site/quote/pricing/rate-table';
import type { MappedPlace, PlaceResolver } from '../../site/quote/pricing/route-price';
import type { PostalLookup, PostalPlace } from '../../site/signing/order-places';

export const PLACES: Readonly<Record<string, MappedPlace>> = {
  'Dallas, TX 75201': { lat: 32.7767, lng: -96.797, countryCode: 'US' },
  'Los Angeles, CA 90012': { lat: 34.0522, lng: -118.2437, countryCode: 'US' },
  'Oklahoma City, OK 73102': { lat: 35.4705, lng: -97.5188, countryCode: 'US' },
  'Honolulu, HI 96813': { lat: 21.3069, lng: -157.8583, countryCode: 'US' },
  'Baltimore, MD (port)': { lat: 39.2904, lng: -76.6122, countryCode: 'US' },
  'Bremerhaven, Germany (port)': { lat: 53.5396, lng: 8.5809, countryCode: 'DE' },
  'Ulaanbaatar, Mongolia': { lat: 47.8864, lng: 106.9057, countryCode: 'MN' },
};

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

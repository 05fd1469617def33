/**
 * Sample leads and a stand-in place resolver for the booking tests (real coordinates, fictional people).
 * Each lead carries the price it was stored with, priced as the submit route does, by `rates`.
 */

import type { BookingLead } from '../../site/booking/booking-view';
import { quotePrice } from '../../site/pricing/quoted-price';
import { RATE_TABLE, type RateTable } from '../../site/pricing/rate-table';
import type { MappedPlace, PlaceResolver } from '../../site/pricing/route-price';

export const PLACES: Readonly<Record<string, MappedPlace>> = {
  'Dallas, TX 75201': { lat: 32.7767, lng: -96.797, countryCode: 'US' },
  'Los Angeles, CA 90012': { lat: 34.0522, lng: -118.2437, countryCode: 'US' },
  'Honolulu, HI 96813': { lat: 21.3069, lng: -157.8583, countryCode: 'US' },
  'Baltimore, MD (port)': { lat: 39.2904, lng: -76.6122, countryCode: 'US' },
  'Bremerhaven, Germany (port)': { lat: 53.5396, lng: 8.5809, countryCode: 'DE' },
  'Ulaanbaatar, Mongolia': { lat: 47.8864, lng: 106.9057, countryCode: 'MN' },
};

export const resolveFixture: PlaceResolver = (label) => PLACES[label];

export function domesticLead(
  overrides: Partial<BookingLead['submission']> = {},
  rates: RateTable = RATE_TABLE,
): BookingLead {
  const createdAt = '2026-11-20T15:04:05.000Z';
  const submission: BookingLead['submission'] = {
    mode: 'domestic',
    transport_type: 'open',
    origin_postal_code: 'Dallas, TX 75201',
    destination_postal_code: 'Los Angeles, CA 90012',
    ship_date: '2026-12-01',
    first_name: 'Ada',
    email: 'ada@example.com',
    phone: '(214) 555-0142',
    vehicles: [{ year: '2020', make: 'Toyota', model: 'Camry', vehicle_type: 'Car', vehicle_inop: 'No' }],
    ...overrides,
  };
  return {
    id: 1,
    leadNumber: 'SQ-260001',
    createdAt,
    submission,
    price: quotePrice(submission, resolveFixture, createdAt, rates),
  };
}

export function internationalLead(overrides: Partial<BookingLead['submission']> = {}): BookingLead {
  return domesticLead({
    mode: 'international',
    transport_type: 'container',
    origin_postal_code: 'Baltimore, MD (port)',
    destination_postal_code: 'Bremerhaven, Germany (port)',
    ...overrides,
  });
}

/** A rate table that has since doubled its per-mile rates and raised its minimum. */
export const DEARER_RATES: RateTable = {
  ...RATE_TABLE,
  version: RATE_TABLE.version + 1,
  openMileBands: RATE_TABLE.openMileBands.map((band) => ({ ...band, centsPerMile: band.centsPerMile * 2 })),
  minTransportPerVehicle: RATE_TABLE.minTransportPerVehicle * 2,
};

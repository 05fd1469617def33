/**
 * The broker's rate table: every number the instant price uses, in one place.
 * The figures follow public market figures (2024–2026 broker price guides) for open-carrier car
 * shipping in the USA and Canada; they are our own rounded reading of those guides, not a quote
 * from any one of them. docs/pricing.md explains each choice and shows worked examples.
 * All money is whole US dollars; per-mile rates are whole cents so sums stay exact.
 */
import type { TransportType } from '../../../shared/schema';

/** A band of the per-mile curve: `centsPerMile` applies to each mile up to `upToMiles`. */
export interface MileBand {
  upToMiles: number;
  centsPerMile: number;
}

/**
 * Open carrier, one standard car. Marginal rates, like tax brackets: each rate applies only to the
 * miles inside its band, so the total is continuous and never falls as distance grows (499 miles
 * never costs more than 501), while the average per mile tapers: about $2.00/mile up to 300 miles,
 * $1.60 at 500, $1.10 at 1,000, $0.78 at 2,000, $0.72 at 2,500 and $0.58 at 5,000.
 */
export const OPEN_MILE_BANDS: readonly MileBand[] = [
  { upToMiles: 300, centsPerMile: 200 },
  { upToMiles: 600, centsPerMile: 100 },
  { upToMiles: 1200, centsPerMile: 50 },
  { upToMiles: Number.POSITIVE_INFINITY, centsPerMile: 45 },
];

/** No carrier loads a car for less: short trips cost at least this per vehicle (open, car, before extras). */
export const MIN_TRANSPORT_PER_VEHICLE = 450;

/**
 * Enclosed trailers carry 2–7 cars instead of 8–10, so guides quote them 35–55% above open; we use 45%
 * (rounded to PRICE_STEP).
 */
export const ENCLOSED_PERCENT = 45;

/**
 * Extra per vehicle by body type, on the open price (enclosed scales it by ENCLOSED_PERCENT): larger and
 * heavier vehicles take more deck space and weight allowance. Guides quote about +$150–250 for pickups
 * and vans; an SUV is usually a smaller step up.
 */
export const VEHICLE_TYPE_SURCHARGE = {
  Car: 0,
  SUV: 100,
  Pickup: 200,
  Van: 200,
} as const;

/** A vehicle that does not run has to be winched on and off: guides quote about +$150. Same on both trailers. */
export const INOP_FEE = 150;

/** Each vehicle after the first on one order shares the pickup and delivery: $50 off its transport price. */
export const MULTI_VEHICLE_DISCOUNT = 50;

/**
 * Short notice: a carrier has to be found within days, which usually means paying the driver more.
 * Applies per vehicle when the ship date is less than SHORT_NOTICE_DAYS days after the quote date
 * (today, tomorrow or the day after).
 */
export const SHORT_NOTICE_DAYS = 3;
export const SHORT_NOTICE_FEE = 100;

/**
 * Every amount is a multiple of PRICE_STEP dollars, so the lines of an order add up to the total shown;
 * the total is shown as that point estimate and a range of ±RANGE_PERCENT, rounded outward.
 */
export const PRICE_STEP = 10;
export const RANGE_PERCENT = 10;

/** Transit ≈ miles / MILES_PER_TRANSIT_DAY + HANDLING_DAYS (pickup window and delivery), shown ± TRANSIT_SPREAD_DAYS. */
export const MILES_PER_TRANSIT_DAY = 500;
export const HANDLING_DAYS = 2;
export const TRANSIT_SPREAD_DAYS = 1;

export type InternationalMethod = Extract<TransportType, 'roro' | 'container' | 'air'>;
export const INTERNATIONAL_METHODS: readonly InternationalMethod[] = ['roro', 'container', 'air'];

/** The overseas regions the table prices, to or from the USA/Canada (see regions.ts for their countries). */
export const OVERSEAS_REGIONS = [
  'western-europe',
  'uk',
  'gulf',
  'west-africa',
  'east-asia',
  'oceania',
  'caribbean-central-america',
  'south-america',
] as const;
export type OverseasRegion = (typeof OVERSEAS_REGIONS)[number];

export interface DollarRange {
  low: number;
  high: number;
}

export interface MethodRate {
  /** US dollars per standard car. */
  perVehicle: DollarRange;
  /** Port to port, plus the usual wait for a sailing or a flight. */
  transitWeeks: { min: number; max: number };
}

export interface RegionRates {
  label: string;
  rates: Readonly<Record<InternationalMethod, MethodRate>>;
}

const rate = (low: number, high: number, minWeeks: number, maxWeeks: number): MethodRate => ({
  perVehicle: { low, high },
  transitWeeks: { min: minWeeks, max: maxWeeks },
});

/**
 * Indicative prices per standard car between a USA/Canada port and the region, either direction (the
 * lanes are priced alike both ways). Public market figures (2024–2026 broker price guides), rounded.
 * They cover ocean or air freight and port handling at the origin; destination duties, taxes, port
 * charges and inland delivery are not included and vary by country, so an agent confirms every
 * international price. Container: a car's share of a shared 40 ft container (20 ft and 40 ft,
 * private or shared). Air: a dedicated cargo booking (the fastest option).
 */
export const REGION_RATES: Readonly<Record<OverseasRegion, RegionRates>> = {
  'western-europe': {
    label: 'Western Europe',
    rates: { roro: rate(1200, 2200, 3, 6), container: rate(1500, 2800, 4, 7), air: rate(6000, 12000, 1, 2) },
  },
  uk: {
    label: 'the United Kingdom',
    rates: { roro: rate(1100, 2000, 2, 5), container: rate(1500, 2700, 3, 6), air: rate(6000, 11000, 1, 2) },
  },
  gulf: {
    label: 'the Middle East (Gulf)',
    rates: { roro: rate(1400, 2500, 4, 7), container: rate(1800, 3500, 5, 8), air: rate(7000, 14000, 1, 2) },
  },
  'west-africa': {
    label: 'West Africa',
    rates: { roro: rate(1500, 2800, 4, 7), container: rate(2000, 4000, 5, 8), air: rate(8000, 16000, 1, 3) },
  },
  'east-asia': {
    label: 'East Asia',
    rates: { roro: rate(1600, 3000, 3, 6), container: rate(2000, 4000, 4, 7), air: rate(7000, 15000, 1, 2) },
  },
  oceania: {
    label: 'Oceania (Australia and New Zealand)',
    rates: { roro: rate(2000, 4000, 5, 8), container: rate(2500, 5000, 6, 9), air: rate(9000, 18000, 1, 3) },
  },
  'caribbean-central-america': {
    label: 'the Caribbean and Central America',
    rates: { roro: rate(900, 2000, 1, 3), container: rate(1200, 2500, 2, 4), air: rate(4000, 9000, 1, 2) },
  },
  'south-america': {
    label: 'South America',
    rates: { roro: rate(1500, 3000, 3, 6), container: rate(2000, 4000, 4, 7), air: rate(7000, 15000, 1, 2) },
  },
};

/**
 * Larger vehicles take more space: ro-ro is charged by volume and a pickup or van fills more of a
 * container, so their ranges scale by this percentage of a standard car's.
 */
export const INTERNATIONAL_SIZE_PERCENT = {
  Car: 100,
  SUV: 115,
  Pickup: 130,
  Van: 130,
} as const;

/** Loading a vehicle that does not run (winch or forklift), per vehicle, any method. */
export const INTERNATIONAL_INOP_FEE = 150;

/** International ranges are coarse, so they are rounded outward to this many dollars. */
export const INTERNATIONAL_PRICE_STEP = 50;

/**
 * Which table priced a quote, kept with the price a visitor was shown (site/quote/pricing/quoted-price.ts).
 * Bump it whenever a figure above changes: a stored price then says which figures made it.
 */
export const RATE_TABLE_VERSION = 1;

/** Every figure pricing reads, as one value: the table above is the default, a test can price with another. */
export interface RateTable {
  version: number;
  openMileBands: readonly MileBand[];
  minTransportPerVehicle: number;
  enclosedPercent: number;
  vehicleTypeSurcharge: Readonly<Record<keyof typeof VEHICLE_TYPE_SURCHARGE, number>>;
  inopFee: number;
  multiVehicleDiscount: number;
  shortNoticeDays: number;
  shortNoticeFee: number;
  priceStep: number;
  rangePercent: number;
  milesPerTransitDay: number;
  handlingDays: number;
  transitSpreadDays: number;
  regionRates: Readonly<Record<OverseasRegion, RegionRates>>;
  internationalSizePercent: Readonly<Record<keyof typeof INTERNATIONAL_SIZE_PERCENT, number>>;
  internationalInopFee: number;
  internationalPriceStep: number;
}

export const RATE_TABLE: RateTable = {
  version: RATE_TABLE_VERSION,
  openMileBands: OPEN_MILE_BANDS,
  minTransportPerVehicle: MIN_TRANSPORT_PER_VEHICLE,
  enclosedPercent: ENCLOSED_PERCENT,
  vehicleTypeSurcharge: VEHICLE_TYPE_SURCHARGE,
  inopFee: INOP_FEE,
  multiVehicleDiscount: MULTI_VEHICLE_DISCOUNT,
  shortNoticeDays: SHORT_NOTICE_DAYS,
  shortNoticeFee: SHORT_NOTICE_FEE,
  priceStep: PRICE_STEP,
  rangePercent: RANGE_PERCENT,
  milesPerTransitDay: MILES_PER_TRANSIT_DAY,
  handlingDays: HANDLING_DAYS,
  transitSpreadDays: TRANSIT_SPREAD_DAYS,
  regionRates: REGION_RATES,
  internationalSizePercent: INTERNATIONAL_SIZE_PERCENT,
  internationalInopFee: INTERNATIONAL_INOP_FEE,
  internationalPriceStep: INTERNATIONAL_PRICE_STEP,
};

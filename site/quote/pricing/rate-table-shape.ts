/**
 * The shape of the broker's rate table as pricing reads it: every number the instant price uses, in one
 * value (rate-table.ts holds the repository's own). All money is whole US dollars; per-mile rates are
 * whole cents so sums stay exact.
 */
import type { TransportType } from '../../../shared/schema';

/** A band of the per-mile curve: `centsPerMile` applies to each mile up to `upToMiles`. */
export interface MileBand {
  upToMiles: number;
  centsPerMile: number;
}

export type BodyType = 'Car' | 'SUV' | 'Pickup' | 'Van';

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

export interface DaySpan {
  min: number;
  max: number;
}

export interface MethodRate {
  /** US dollars per standard car. */
  perVehicle: DollarRange;
  /** Port to port, plus the usual wait for a sailing or a flight. */
  transitWeeks: DaySpan;
}

export interface RegionRates {
  label: string;
  rates: Readonly<Record<InternationalMethod, MethodRate>>;
}

/** A day of the year as "MM-DD". */
export type MonthDay = string;

/**
 * A season of a lane: from `dates.from` to `dates.to` (wrapping over the new year when `from` is later),
 * by the vehicle's first available date, the transport price moves by `percent`. `from` and `to` name the
 * states or provinces of the two ends (absent: anywhere); a rule that names either applies only to a trip
 * that crosses from one state to another. The first rule that matches applies, in the table's order.
 */
export interface SeasonRule {
  id: string;
  /** The one line the booking page shows, in the broker's words. */
  label: string;
  from?: readonly string[];
  to?: readonly string[];
  dates: { from: MonthDay; to: MonthDay };
  percent: number;
}

export interface SeaPort {
  name: string;
  lat: number;
  lng: number;
}

/** One sailing direction: the port-to-port price of a standard car and the days at sea and in port. */
export interface Sailing {
  perVehicle: number;
  days: DaySpan;
}

/** A port across the water, with the sailings from the mainland to it and back. */
export interface IslandPort extends SeaPort {
  outbound: Sailing;
  inbound: Sailing;
}

/**
 * A place off the road network (Hawaii, Alaska, Puerto Rico), reached by sea from a mainland port: the
 * trip is priced as legs, the road to the port by the curve, the sailing by the carrier's published
 * price, and the other end by road from the port. Within `portRadiusMiles` of a port the customer drops
 * the vehicle off or picks it up there.
 */
export interface SeaLane {
  id: string;
  label: string;
  /** The states or territories across the water. */
  states: readonly string[];
  mainlandPorts: readonly SeaPort[];
  islandPorts: readonly IslandPort[];
  portRadiusMiles: number;
}

/** Every figure pricing reads, as one value. */
export interface RateTable {
  /** Kept with each price a visitor is shown (quoted-price.ts): a stored price says which figures made it. */
  version: number;
  openMileBands: readonly MileBand[];
  minTransportPerVehicle: number;
  enclosedPercent: number;
  vehicleTypeSurcharge: Readonly<Record<BodyType, number>>;
  inopFee: number;
  multiVehicleDiscount: number;
  shortNoticeDays: number;
  shortNoticeFee: number;
  priceStep: number;
  rangePercent: number;
  milesPerTransitDay: number;
  handlingDays: number;
  transitSpreadDays: number;
  seasons: readonly SeasonRule[];
  seaLanes: readonly SeaLane[];
  /** A sailing's price for a larger vehicle, as a percentage of a standard car's. */
  seaSizePercent: Readonly<Record<BodyType, number>>;
  regionRates: Readonly<Record<OverseasRegion, RegionRates>>;
  internationalSizePercent: Readonly<Record<BodyType, number>>;
  internationalInopFee: number;
  internationalPriceStep: number;
}

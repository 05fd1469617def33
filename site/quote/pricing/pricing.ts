/**
 * The instant price shown on the booking page. Pure functions over the rate table:
 * the server computes the price once and the page only shows it.
 * Domestic: both open and enclosed are priced so the visitor can compare them side by side.
 * International: indicative ro-ro, container and air ranges per region, or an honest "an agent will
 * price this" where the table does not apply. Every amount is a whole number of US dollars.
 */
import type { Vehicle } from '../../../shared/schema';
import { DAY_MS } from '../../../shared/time';
import {
  type DaySpan,
  INTERNATIONAL_METHODS,
  type InternationalMethod,
  type OverseasRegion,
  RATE_TABLE,
  type RateTable,
  type SeasonRule,
} from './rate-table';
import { type Region, regionOfCountry } from './regions';
import { seasonOf } from './seasons';

/** What pricing needs of a vehicle: its body type and whether it runs. */
export type PricedVehicle = Pick<Vehicle, 'vehicle_type' | 'vehicle_inop'>;

/** A price as shown: a point estimate and a likely range, whole dollars. */
export interface PriceRange {
  low: number;
  point: number;
  high: number;
}

/** One part of a vehicle's price, on each trailer type. */
export interface PriceComponent {
  kind: 'transport' | 'multi-vehicle' | 'season' | 'sailing' | 'vehicle-type' | 'inop' | 'short-notice';
  open: number;
  enclosed: number;
}

export interface DomesticLine {
  /** Position of the vehicle in the order (0 = first). */
  vehicleIndex: number;
  open: number;
  enclosed: number;
  /** The transport price was raised to the minimum per vehicle. */
  minimumApplied: boolean;
  components: PriceComponent[];
}

/** The season that moved the transport price, as the rate table names it. */
export interface PricedSeason {
  id: string;
  label: string;
  percent: number;
}

/** One leg of a trip across the water: by road, at a port, or the sailing. */
export type SeaLeg =
  | { kind: 'road'; from: string; to: string; miles: number }
  | { kind: 'port'; port: string; action: 'drop-off' | 'pick-up' }
  | { kind: 'sailing'; from: string; to: string; days: DaySpan };

/** A trip to or from a place off the road network, as its legs. */
export interface SeaRoute {
  lane: string;
  label: string;
  legs: SeaLeg[];
}

export interface DomesticEstimate {
  kind: 'domestic';
  /** Road miles; for a trip across the water, those of its road legs. */
  distanceMiles: number;
  open: PriceRange;
  enclosed: PriceRange;
  lines: DomesticLine[];
  /** Door to door, the sailing included. */
  transitDays: DaySpan;
  shortNotice: boolean;
  season?: PricedSeason;
  sea?: SeaRoute;
}

export interface InternationalOption {
  method: InternationalMethod;
  /** The whole order, all vehicles. */
  low: number;
  high: number;
  transitWeeks: { min: number; max: number };
}

export interface InternationalEstimate {
  kind: 'international';
  region: OverseasRegion;
  regionLabel: string;
  direction: 'export' | 'import';
  vehicleCount: number;
  options: InternationalOption[];
}

/**
 * No instant price: an agent prices the route. `route-not-placed`: a place could not be found on the
 * map; `outside-table`: the rate table does not cover this route.
 */
export interface AgentEstimate {
  kind: 'agent';
  reason: 'route-not-placed' | 'outside-table';
}

export interface DomesticInput {
  distanceMiles: number;
  /** The states or provinces of the two ends, for the season of the lane. */
  fromState?: string;
  toState?: string;
  vehicles: readonly PricedVehicle[];
  /** ISO date (YYYY-MM-DD) the vehicle is ready. */
  shipDate: string;
  /** ISO date the quote is made; default today (UTC). The booking view passes the lead's creation date. */
  quotedOn?: string;
}

export interface InternationalInput {
  originCountryCode: string;
  destinationCountryCode: string;
  vehicles: readonly PricedVehicle[];
  /** The destination's region when the caller knows it better than the country table (e.g. from a port). */
  destinationRegion?: Region;
}

/** Open-carrier transport price of one car for `miles`, before the minimum (the per-mile curve). */
export function openTransportPrice(miles: number, rates: RateTable = RATE_TABLE): number {
  const wholeMiles = Math.max(0, Math.round(miles));
  let cents = 0;
  let from = 0;
  for (const band of rates.openMileBands) {
    if (wholeMiles <= from) break;
    cents += (Math.min(wholeMiles, band.upToMiles) - from) * band.centsPerMile;
    from = band.upToMiles;
  }
  return Math.round(cents / 100);
}

/** Whole dollars to the nearest price step, so each vehicle's line adds up to the total shown. */
export const toStep = (dollars: number, rates: RateTable) => Math.round(dollars / rates.priceStep) * rates.priceStep;
/** The enclosed amount for an open one, in one integer division: no floating-point residue. */
export const enclosedOf = (open: number, rates: RateTable) =>
  Math.round((open * (100 + rates.enclosedPercent)) / (100 * rates.priceStep)) * rates.priceStep;

/** Whole days from one ISO date to another; undefined when either is unreadable. */
function daysBetween(fromIso: string, toIso: string): number | undefined {
  const from = Date.parse(`${fromIso.slice(0, 10)}T00:00:00Z`);
  const to = Date.parse(`${toIso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(from) || Number.isNaN(to) ? undefined : Math.round((to - from) / DAY_MS);
}

export function isShortNotice(shipDate: string, quotedOn: string, rates: RateTable = RATE_TABLE): boolean {
  const days = daysBetween(quotedOn, shipDate);
  return days !== undefined && days < rates.shortNoticeDays;
}

/** A share of an amount by a season's percentage, to the price step (negative for a quiet season). */
const seasonShare = (amount: number, percent: number, rates: RateTable) =>
  Math.round((amount * percent) / (100 * rates.priceStep)) * rates.priceStep;

function domesticLine(
  vehicle: PricedVehicle,
  vehicleIndex: number,
  miles: number,
  shortNotice: boolean,
  season: SeasonRule | undefined,
  rates: RateTable,
): DomesticLine {
  const base = openTransportPrice(miles, rates);
  const minimum = rates.minTransportPerVehicle;
  const full = toStep(Math.max(minimum, base), rates);
  const components: PriceComponent[] = [{ kind: 'transport', open: full, enclosed: enclosedOf(full, rates) }];
  if (vehicleIndex > 0) {
    // The discount never takes a vehicle below the minimum, so on short trips it may be smaller or nothing.
    const discounted = toStep(Math.max(minimum, base - rates.multiVehicleDiscount), rates);
    if (discounted < full) {
      components.push({
        kind: 'multi-vehicle',
        open: discounted - full,
        enclosed: enclosedOf(discounted, rates) - enclosedOf(full, rates),
      });
    }
  }
  if (season) {
    // On the transport price alone, the discount taken: the extras cost the same in every season.
    const open = components.reduce((sum, c) => sum + c.open, 0);
    const enclosed = components.reduce((sum, c) => sum + c.enclosed, 0);
    const share = {
      open: seasonShare(open, season.percent, rates),
      enclosed: seasonShare(enclosed, season.percent, rates),
    };
    if (share.open !== 0 || share.enclosed !== 0) components.push({ kind: 'season', ...share });
  }
  const typeSurcharge = rates.vehicleTypeSurcharge[vehicle.vehicle_type ?? 'Car'];
  if (typeSurcharge > 0) {
    components.push({ kind: 'vehicle-type', open: typeSurcharge, enclosed: enclosedOf(typeSurcharge, rates) });
  }
  return withFees(vehicleIndex, components, vehicle, shortNotice, base < minimum, rates);
}

/** A vehicle's line from its parts so far, with the fees that cost the same on any route and trailer. */
export function withFees(
  vehicleIndex: number,
  parts: readonly PriceComponent[],
  vehicle: PricedVehicle,
  shortNotice: boolean,
  minimumApplied: boolean,
  rates: RateTable,
): DomesticLine {
  const components = [...parts];
  if (vehicle.vehicle_inop === 'Yes') components.push({ kind: 'inop', open: rates.inopFee, enclosed: rates.inopFee });
  if (shortNotice) {
    components.push({ kind: 'short-notice', open: rates.shortNoticeFee, enclosed: rates.shortNoticeFee });
  }
  return {
    vehicleIndex,
    open: components.reduce((sum, c) => sum + c.open, 0),
    enclosed: components.reduce((sum, c) => sum + c.enclosed, 0),
    minimumApplied,
    components,
  };
}

/** A total as a point (nearest price step) and a ±rangePercent range rounded outward, integer arithmetic only. */
export function toPriceRange(total: number, rates: RateTable = RATE_TABLE): PriceRange {
  const { priceStep, rangePercent } = rates;
  const point = Math.round(total / priceStep) * priceStep;
  const step = priceStep * 100;
  return {
    low: Math.floor((point * (100 - rangePercent)) / step) * priceStep,
    point,
    high: Math.ceil((point * (100 + rangePercent)) / step) * priceStep,
  };
}

/** Days on the road: miles / 500 + 2 handling days, shown as a range of ±1 day. */
export function transitDays(miles: number, rates: RateTable = RATE_TABLE): { min: number; max: number } {
  const days = Math.round(Math.max(0, miles) / rates.milesPerTransitDay + rates.handlingDays);
  return { min: Math.max(1, days - rates.transitSpreadDays), max: days + rates.transitSpreadDays };
}

export const todayIso = () => new Date().toISOString().slice(0, 10);

/** Open and enclosed totals of priced lines, as points and ranges. */
export function totalsOf(
  lines: readonly DomesticLine[],
  rates: RateTable,
): Pick<DomesticEstimate, 'open' | 'enclosed'> {
  return {
    open: toPriceRange(
      lines.reduce((sum, line) => sum + line.open, 0),
      rates,
    ),
    enclosed: toPriceRange(
      lines.reduce((sum, line) => sum + line.enclosed, 0),
      rates,
    ),
  };
}

/** Open and enclosed prices for a route within the USA/Canada, each vehicle priced on its own. */
export function estimateDomestic(
  { distanceMiles, vehicles, shipDate, quotedOn = todayIso(), fromState, toState }: DomesticInput,
  rates: RateTable = RATE_TABLE,
): DomesticEstimate {
  const miles = Math.max(0, Math.round(distanceMiles));
  const shortNotice = isShortNotice(shipDate, quotedOn, rates);
  const season = seasonOf({ fromState, toState, shipDate }, rates);
  const lines = vehicles.map((vehicle, index) => domesticLine(vehicle, index, miles, shortNotice, season, rates));
  const seasonMoved = lines.some((line) => line.components.some((c) => c.kind === 'season'));
  return {
    kind: 'domestic',
    distanceMiles: miles,
    ...totalsOf(lines, rates),
    lines,
    transitDays: transitDays(miles, rates),
    shortNotice,
    ...(season && seasonMoved ? { season: { id: season.id, label: season.label, percent: season.percent } } : {}),
  };
}

/** `dollars × percent / 100`, rounded down or up to the international price step in one integer division. */
const scaleDown = (dollars: number, percent: number, step: number) =>
  Math.floor((dollars * percent) / (100 * step)) * step;
const scaleUp = (dollars: number, percent: number, step: number) =>
  Math.ceil((dollars * percent) / (100 * step)) * step;

function internationalOption(
  method: InternationalMethod,
  region: OverseasRegion,
  vehicles: readonly PricedVehicle[],
  rates: RateTable,
): InternationalOption {
  const { perVehicle, transitWeeks } = rates.regionRates[region].rates[method];
  const step = rates.internationalPriceStep;
  let low = 0;
  let high = 0;
  for (const vehicle of vehicles) {
    const percent = rates.internationalSizePercent[vehicle.vehicle_type ?? 'Car'];
    const inop = vehicle.vehicle_inop === 'Yes' ? rates.internationalInopFee : 0;
    low += scaleDown(perVehicle.low, percent, step) + inop;
    high += scaleUp(perVehicle.high, percent, step) + inop;
  }
  return { method, low, high, transitWeeks: { ...transitWeeks } };
}

/**
 * Indicative ranges between the USA/Canada and a priced region, either way. Anything else (both ends
 * overseas, both at home, an unmapped country) is `{kind: 'agent'}`.
 */
export function estimateInternational(
  { originCountryCode, destinationCountryCode, vehicles, destinationRegion }: InternationalInput,
  rates: RateTable = RATE_TABLE,
): InternationalEstimate | AgentEstimate {
  const from = regionOfCountry(originCountryCode);
  const to = destinationRegion ?? regionOfCountry(destinationCountryCode);
  const overseas = from === 'north-america' ? to : to === 'north-america' ? from : undefined;
  if (!overseas || overseas === 'north-america' || vehicles.length === 0) {
    return { kind: 'agent', reason: 'outside-table' };
  }
  return {
    kind: 'international',
    region: overseas,
    regionLabel: rates.regionRates[overseas].label,
    direction: from === 'north-america' ? 'export' : 'import',
    vehicleCount: vehicles.length,
    options: INTERNATIONAL_METHODS.map((method) => internationalOption(method, overseas, vehicles, rates)),
  };
}

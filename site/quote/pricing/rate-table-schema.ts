/**
 * The rate file's rules: what a broker may write in rate-table.json (or the file RATE_TABLE_FILE names),
 * and how it becomes the RateTable pricing reads. Every field is checked, an unknown one is refused (a
 * misspelt key would otherwise be ignored in silence), and the first problem is named by its place in
 * the file, so a broken file stops the server or the preview with a line the broker can act on. Nothing
 * is priced by a half-read table.
 */
import * as v from 'valibot';
import { STATES_AND_PROVINCES } from '../../../shared/states-provinces';
import {
  INTERNATIONAL_METHODS,
  type MileBand,
  OVERSEAS_REGIONS,
  type OverseasRegion,
  type RateTable,
  type RegionRates,
} from './rate-table-shape';

/** The places a lane may name: US states and DC, Canadian provinces and territories, and Puerto Rico. */
const PLACE_CODES = new Set([...STATES_AND_PROVINCES.map((place) => place.code), 'PR']);

/** An object of exactly these fields: a misspelt or unknown one is named, not ignored. */
const fields = <E extends v.ObjectEntries>(entries: E) =>
  v.strictObject(entries, (issue) =>
    issue.expected === 'never' ? `is not a field of the rate file (misspelt?)` : 'must be an object of fields',
  );

const dollars = (what: string) =>
  v.pipe(
    v.number(`${what} must be a number`),
    v.integer(`${what} must be whole dollars`),
    v.minValue(0, `${what} must not be negative`),
  );
const positiveDollars = (what: string) => v.pipe(dollars(what), v.minValue(1, `${what} must be more than $0`));
const wholeNumber = (what: string, min: number, max: number) =>
  v.pipe(
    v.number(`${what} must be a number`),
    v.integer(`${what} must be a whole number`),
    v.minValue(min, `${what} must be at least ${min}`),
    v.maxValue(max, `${what} must be at most ${max}`),
  );
const text = (what: string) => v.pipe(v.string(`${what} must be text`), v.trim(), v.minLength(1, `${what} is empty`));

const span = (what: string, max: number) =>
  v.pipe(
    fields({ min: wholeNumber(`${what} min`, 0, max), max: wholeNumber(`${what} max`, 0, max) }),
    v.check((days) => days.min <= days.max, `min is more than max`),
  );

const placeCode = v.pipe(
  v.string('a lane end must be a state or province code'),
  v.check(
    (code) => PLACE_CODES.has(code),
    (issue) => `"${String(issue.input)}" is not a US state or Canadian province code`,
  ),
);

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const monthDay = v.pipe(
  v.string('a date must be "MM-DD"'),
  v.check(
    (day) => {
      const match = MONTH_DAY.exec(day);
      return match !== null && Number(match[2]) <= (DAYS_IN_MONTH[Number(match[1]) - 1] ?? 0);
    },
    (issue) => `"${String(issue.input)}" is not a day of the year as "MM-DD"`,
  ),
);

const BodyPercent = fields({
  Car: wholeNumber('Car', 1, 500),
  SUV: wholeNumber('SUV', 1, 500),
  Pickup: wholeNumber('Pickup', 1, 500),
  Van: wholeNumber('Van', 1, 500),
});

const MileBandInput = fields({
  fromMiles: wholeNumber('fromMiles', 0, 10_000),
  centsPerMile: wholeNumber('centsPerMile (a rate per mile in whole cents)', 0, 10_000),
});

const Domestic = fields({
  openMileBands: v.pipe(
    v.array(MileBandInput, 'openMileBands must be a list of bands'),
    v.minLength(1, 'openMileBands needs at least one band'),
    v.check((bands) => bands[0]?.fromMiles === 0, 'the first band must start at fromMiles 0'),
    v.check(
      (bands) => bands.every((band, i) => i === 0 || band.fromMiles > (bands[i - 1]?.fromMiles ?? 0)),
      'the bands are out of order (each fromMiles must be more than the one before)',
    ),
  ),
  minTransportPerVehicle: dollars('minTransportPerVehicle'),
  enclosedPercent: wholeNumber('enclosedPercent', 0, 200),
  vehicleTypeSurcharge: fields({
    Car: dollars('Car'),
    SUV: dollars('SUV'),
    Pickup: dollars('Pickup'),
    Van: dollars('Van'),
  }),
  inopFee: dollars('inopFee'),
  multiVehicleDiscount: dollars('multiVehicleDiscount'),
  shortNotice: fields({ days: wholeNumber('days', 0, 30), fee: dollars('fee') }),
  priceStep: wholeNumber('priceStep', 1, 1000),
  rangePercent: wholeNumber('rangePercent', 0, 50),
  transit: fields({
    milesPerDay: wholeNumber('milesPerDay', 50, 2000),
    handlingDays: wholeNumber('handlingDays', 0, 30),
    spreadDays: wholeNumber('spreadDays', 0, 30),
  }),
});

const Season = fields({
  id: text('id'),
  label: text('label'),
  from: v.optional(v.pipe(v.array(placeCode), v.minLength(1, 'from: name at least one state, or leave it out'))),
  to: v.optional(v.pipe(v.array(placeCode), v.minLength(1, 'to: name at least one state, or leave it out'))),
  dates: fields({ from: monthDay, to: monthDay }),
  percent: wholeNumber('percent', -50, 200),
});

const latitude = v.pipe(
  v.number('lat must be a number'),
  v.minValue(-90, 'lat is out of range'),
  v.maxValue(90, 'lat is out of range'),
);
const longitude = v.pipe(
  v.number('lng must be a number'),
  v.minValue(-180, 'lng is out of range'),
  v.maxValue(180, 'lng is out of range'),
);
const Port = { name: text('name'), lat: latitude, lng: longitude };
const Sailing = fields({ perVehicle: positiveDollars('perVehicle'), days: span('days', 90) });

const SeaLane = fields({
  id: text('id'),
  label: text('label'),
  states: v.pipe(v.array(placeCode), v.minLength(1, 'states: name the states across the water')),
  mainlandPorts: v.pipe(v.array(fields(Port)), v.minLength(1, 'mainlandPorts: name at least one port')),
  islandPorts: v.pipe(
    v.array(fields({ ...Port, outbound: Sailing, inbound: Sailing })),
    v.minLength(1, 'islandPorts: name at least one port'),
  ),
  portRadiusMiles: wholeNumber('portRadiusMiles', 0, 500),
});

const MethodInput = v.pipe(
  fields({
    low: positiveDollars('low'),
    high: positiveDollars('high'),
    minWeeks: wholeNumber('minWeeks', 0, 52),
    maxWeeks: wholeNumber('maxWeeks', 0, 52),
  }),
  v.check((rate) => rate.low <= rate.high, 'low is more than high'),
  v.check((rate) => rate.minWeeks <= rate.maxWeeks, 'minWeeks is more than maxWeeks'),
);
const RegionInput = fields({
  label: text('label'),
  roro: MethodInput,
  container: MethodInput,
  air: MethodInput,
});

const International = fields({
  regions: fields(
    Object.fromEntries(OVERSEAS_REGIONS.map((region) => [region, RegionInput])) as Record<
      OverseasRegion,
      typeof RegionInput
    >,
  ),
  sizePercent: BodyPercent,
  inopFee: dollars('inopFee'),
  priceStep: wholeNumber('priceStep', 1, 1000),
});

export const RateFile = fields({
  version: wholeNumber('version', 1, 1_000_000),
  domestic: Domestic,
  seasons: v.array(Season, 'seasons must be a list'),
  sea: fields({ sizePercent: BodyPercent, lanes: v.array(SeaLane, 'lanes must be a list') }),
  international: International,
});
export type RateFile = v.InferInput<typeof RateFile>;

export type RateTableRead = { ok: true; table: RateTable } | { ok: false; problem: string };

const bandsOf = (bands: readonly { fromMiles: number; centsPerMile: number }[]): MileBand[] =>
  bands.map((band, i) => ({
    upToMiles: bands[i + 1]?.fromMiles ?? Number.POSITIVE_INFINITY,
    centsPerMile: band.centsPerMile,
  }));

/** The rate file's content as pricing reads it, or the first problem, named by where it is in the file. */
export function readRateTable(input: unknown): RateTableRead {
  const parsed = v.safeParse(RateFile, input, { abortPipeEarly: true });
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = v.getDotPath(issue);
    return { ok: false, problem: path ? `${path}: ${issue.message}` : issue.message };
  }
  const { version, domestic, seasons, sea, international } = parsed.output;
  const regionRates = Object.fromEntries(
    OVERSEAS_REGIONS.map((region): [OverseasRegion, RegionRates] => {
      const { label, ...methods } = international.regions[region];
      const rates = Object.fromEntries(
        INTERNATIONAL_METHODS.map((method) => {
          const { low, high, minWeeks, maxWeeks } = methods[method];
          return [method, { perVehicle: { low, high }, transitWeeks: { min: minWeeks, max: maxWeeks } }];
        }),
      ) as RegionRates['rates'];
      return [region, { label, rates }];
    }),
  ) as RateTable['regionRates'];
  return {
    ok: true,
    table: {
      version,
      openMileBands: bandsOf(domestic.openMileBands),
      minTransportPerVehicle: domestic.minTransportPerVehicle,
      enclosedPercent: domestic.enclosedPercent,
      vehicleTypeSurcharge: domestic.vehicleTypeSurcharge,
      inopFee: domestic.inopFee,
      multiVehicleDiscount: domestic.multiVehicleDiscount,
      shortNoticeDays: domestic.shortNotice.days,
      shortNoticeFee: domestic.shortNotice.fee,
      priceStep: domestic.priceStep,
      rangePercent: domestic.rangePercent,
      milesPerTransitDay: domestic.transit.milesPerDay,
      handlingDays: domestic.transit.handlingDays,
      transitSpreadDays: domestic.transit.spreadDays,
      seasons,
      seaLanes: sea.lanes,
      seaSizePercent: sea.sizePercent,
      regionRates,
      internationalSizePercent: international.sizePercent,
      internationalInopFee: international.inopFee,
      internationalPriceStep: international.priceStep,
    },
  };
}

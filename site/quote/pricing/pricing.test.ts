import { describe, expect, it } from 'vitest';
import { estimateDomestic, openTransportPrice, type PricedVehicle, toPriceRange, transitDays } from './pricing';
import { RATE_TABLE } from './rate-table';

const MIN_TRANSPORT_PER_VEHICLE = RATE_TABLE.minTransportPerVehicle;

const car: PricedVehicle = { vehicle_type: 'Car', vehicle_inop: 'No' };
const QUOTED_ON = '2026-11-20';
const LATER = '2026-12-10';

const quote = (distanceMiles: number, vehicles: PricedVehicle[] = [car], shipDate = LATER) =>
  estimateDomestic({ distanceMiles, vehicles, shipDate, quotedOn: QUOTED_ON });

describe('domestic price curve', () => {
  it('never gets cheaper as the distance grows', () => {
    let previous = 0;
    for (let miles = 0; miles <= 6000; miles += 1) {
      const { open, enclosed } = quote(miles);
      expect(open.point).toBeGreaterThanOrEqual(previous);
      expect(enclosed.point).toBeGreaterThan(open.point);
      previous = open.point;
    }
  });

  it('has no cliff at a band edge: a mile short of it never costs more than a mile past it', () => {
    const edges = RATE_TABLE.openMileBands.slice(0, -1).map((band) => band.upToMiles);
    expect(edges.length).toBeGreaterThan(0);
    for (const edge of edges) {
      expect(openTransportPrice(edge - 1)).toBeLessThanOrEqual(openTransportPrice(edge + 1));
      expect(openTransportPrice(edge + 1) - openTransportPrice(edge - 1)).toBeLessThanOrEqual(4);
    }
  });

  it('costs less per mile the longer the route', () => {
    let previous = Number.POSITIVE_INFINITY;
    for (let miles = 10; miles <= 6000; miles += 10) {
      const perMile = Math.max(MIN_TRANSPORT_PER_VEHICLE, openTransportPrice(miles)) / miles;
      expect(perMile).toBeLessThanOrEqual(previous + 1e-9);
      previous = perMile;
    }
  });

  it.each([280, 290])('charges about $1.30 per mile on a short %i-mile route, past the minimum', (miles) => {
    const estimate = quote(miles);
    expect(estimate.lines[0]?.minimumApplied).toBe(false);
    const perMile = estimate.open.point / miles;
    expect(perMile).toBeGreaterThanOrEqual(1.2);
    expect(perMile).toBeLessThanOrEqual(1.4);
  });

  it.each([2000, 2500, 3000])('charges $0.40–0.65 per mile on a %i-mile route', (miles) => {
    const perMile = quote(miles).open.point / miles;
    expect(perMile).toBeGreaterThanOrEqual(0.4);
    expect(perMile).toBeLessThanOrEqual(0.65);
  });

  it('prices each mile by the rate of the band it falls in', () => {
    const [first, second] = RATE_TABLE.openMileBands;
    if (!first || !second) throw new Error('expected at least two bands');
    const firstEdge = first.upToMiles;
    expect(openTransportPrice(firstEdge)).toBe(Math.round((firstEdge * first.centsPerMile) / 100));
    expect(openTransportPrice(firstEdge + 100)).toBe(
      Math.round((firstEdge * first.centsPerMile + 100 * second.centsPerMile) / 100),
    );
  });

  it('never charges less than the minimum per vehicle on short trips', () => {
    expect(quote(5).open.point).toBe(MIN_TRANSPORT_PER_VEHICLE);
    expect(quote(120).open.point).toBe(MIN_TRANSPORT_PER_VEHICLE);
    expect(quote(120).lines[0]?.minimumApplied).toBe(true);
    expect(quote(800).lines[0]?.minimumApplied).toBe(false);
  });

  it('answers whole dollars, ranges in $10 steps around the point', () => {
    for (const miles of [0, 37, 250, 499, 501, 1234, 2777, 4321]) {
      for (const price of [quote(miles).open, quote(miles).enclosed]) {
        for (const value of [price.low, price.point, price.high]) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value % 10).toBe(0);
        }
        expect(price.low).toBeLessThan(price.point);
        expect(price.high).toBeGreaterThan(price.point);
        // ±10%, rounded outward to the next $10.
        expect(price.low).toBeGreaterThan(price.point * 0.9 - 10);
        expect(price.high).toBeLessThan(price.point * 1.1 + 10);
      }
    }
  });

  it('rounds a total to the nearest $10 and widens it by 10% each way', () => {
    expect(toPriceRange(1334)).toEqual({ low: 1190, point: 1330, high: 1470 });
  });
});

describe('domestic extras', () => {
  it.each([250, 1000, 2500])('prices enclosed 35–55%% above open at %i miles', (miles) => {
    const { open, enclosed } = quote(miles);
    const ratio = enclosed.point / open.point;
    expect(ratio).toBeGreaterThanOrEqual(1.35);
    expect(ratio).toBeLessThanOrEqual(1.55);
  });

  it('adds the inoperable fee for a vehicle that does not run, the same on both trailers', () => {
    const running = quote(1000);
    const inop = quote(1000, [{ ...car, vehicle_inop: 'Yes' }]);
    expect(inop.open.point - running.open.point).toBe(RATE_TABLE.inopFee);
    expect(inop.enclosed.point - running.enclosed.point).toBe(RATE_TABLE.inopFee);
  });

  it.each(['Pickup', 'Van'] as const)('adds $150–250 for a %s on an open carrier', (vehicle_type) => {
    const extra = quote(1000, [{ ...car, vehicle_type }]).open.point - quote(1000).open.point;
    expect(extra).toBeGreaterThanOrEqual(150);
    expect(extra).toBeLessThanOrEqual(250);
  });

  it('adds a smaller surcharge for an SUV than for a pickup, and none when the type is not given', () => {
    const base = quote(1000).open.point;
    const suv = quote(1000, [{ ...car, vehicle_type: 'SUV' }]).open.point - base;
    const pickup = quote(1000, [{ ...car, vehicle_type: 'Pickup' }]).open.point - base;
    expect(suv).toBeGreaterThan(0);
    expect(suv).toBeLessThan(pickup);
    expect(quote(1000, [{}]).open.point).toBe(base);
  });

  it('prices each vehicle of a multi-vehicle order, with the discount off each after the first', () => {
    const discount = RATE_TABLE.multiVehicleDiscount;
    const pickup = RATE_TABLE.vehicleTypeSurcharge.Pickup;
    const one = quote(1500);
    const single = one.lines[0]?.open ?? 0;
    const three = quote(1500, [car, { ...car, vehicle_type: 'Pickup' }, car]);
    expect(three.lines).toHaveLength(3);
    const [first, second, third] = three.lines;
    expect(first?.open).toBe(single);
    expect(second?.open).toBe(single - discount + pickup);
    expect(third?.open).toBe(single - discount);
    expect(three.open.point).toBe(toPriceRange(3 * single - 2 * discount + pickup).point);
    for (const line of three.lines) {
      expect(line.open).toBe(line.components.reduce((sum, c) => sum + c.open, 0));
      expect(line.enclosed).toBe(line.components.reduce((sum, c) => sum + c.enclosed, 0));
    }
  });

  it('keeps every vehicle at the minimum on short trips, discount or not', () => {
    const two = quote(100, [car, car]);
    expect(two.lines.map((line) => line.open)).toEqual([MIN_TRANSPORT_PER_VEHICLE, MIN_TRANSPORT_PER_VEHICLE]);
  });

  it('adds a short-notice fee per vehicle when the vehicle is ready within three days', () => {
    const relaxed = quote(1000, [car, car]);
    const rushed = quote(1000, [car, car], '2026-11-22');
    expect(rushed.shortNotice).toBe(true);
    expect(rushed.open.point - relaxed.open.point).toBe(2 * RATE_TABLE.shortNoticeFee);
    expect(quote(1000, [car], '2026-11-23').shortNotice).toBe(false);
  });
});

describe('transit time', () => {
  it('is miles / 500 + 2 days, shown as a range of a day either way', () => {
    expect(transitDays(1490)).toEqual({ min: 4, max: 6 });
    expect(transitDays(2500)).toEqual({ min: 6, max: 8 });
    expect(transitDays(250)).toEqual({ min: 2, max: 4 });
    expect(transitDays(0)).toEqual({ min: 1, max: 3 });
    expect(quote(1490).transitDays).toEqual({ min: 4, max: 6 });
  });
});

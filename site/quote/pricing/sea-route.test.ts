import { describe, expect, it } from 'vitest';
import { resolvePlace } from '../../lookup/resolve-place';
import type { DomesticEstimate, SeaLeg } from './pricing';
import { quotePrice } from './quoted-price';
import { type BodyType, RATE_TABLE } from './rate-table';
import type { RouteEstimate } from './route-price';

// Quoted well before the ship date, so no price here carries the short-notice fee.
const QUOTED_ON = '2027-01-15T12:00:00.000Z';
const SHIP_DATE = '2027-03-10';

const vehicle = (vehicle_type: BodyType) =>
  ({ year: '2020', make: 'Toyota', model: 'Camry', vehicle_type, vehicle_inop: 'No' }) as const;

/** The estimate of one vehicle between two places the offline data puts on the map. */
function priced(origin: string, destination: string, type: BodyType = 'Car'): RouteEstimate {
  return quotePrice(
    {
      mode: 'domestic',
      origin_postal_code: origin,
      destination_postal_code: destination,
      ship_date: SHIP_DATE,
      vehicles: [vehicle(type)],
      transport_type: 'open',
    },
    (label) => resolvePlace(label, 'domestic'),
    QUOTED_ON,
  ).estimate;
}

function domestic(origin: string, destination: string, type: BodyType = 'Car'): DomesticEstimate {
  const estimate = priced(origin, destination, type);
  if (estimate.kind !== 'domestic') throw new Error(`expected a domestic estimate, got ${JSON.stringify(estimate)}`);
  return estimate;
}

const sailingOf = (estimate: DomesticEstimate): Extract<SeaLeg, { kind: 'sailing' }> => {
  const leg = estimate.sea?.legs.find((candidate) => candidate.kind === 'sailing');
  if (leg?.kind !== 'sailing') throw new Error('expected a sailing leg');
  return leg;
};

const sailingPrice = (estimate: DomesticEstimate) =>
  estimate.lines[0]?.components.find((component) => component.kind === 'sailing')?.open;

/** The port across the water named `name`, as the repository's table has it. */
function islandPort(name: string) {
  const port = RATE_TABLE.seaLanes.flatMap((lane) => lane.islandPorts).find((candidate) => candidate.name === name);
  if (!port) throw new Error(`no island port ${name}`);
  return port;
}

describe('a trip across the water, by the repository rate file', () => {
  it.each([
    ['Los Angeles, CA', 'Honolulu, HI', 'hawaii'],
    ['Seattle, WA', 'Anchorage, AK', 'alaska'],
    ['Jacksonville, FL', 'San Juan, PR', 'puerto-rico'],
  ])('prices %s to %s as a domestic estimate with a sailing leg and its days', (origin, destination, lane) => {
    const estimate = domestic(origin, destination);
    expect(estimate.sea?.lane).toBe(lane);
    const sailing = sailingOf(estimate);
    expect(sailing.days.min).toBeGreaterThan(0);
    expect(sailing.days.max).toBeGreaterThanOrEqual(sailing.days.min);
    expect(estimate.transitDays.min).toBeGreaterThanOrEqual(sailing.days.min);
    expect(estimate.transitDays.max).toBeGreaterThanOrEqual(sailing.days.max);
    expect(sailingPrice(estimate)).toBeGreaterThan(0);
    expect(estimate.open.point).toBeGreaterThan(0);
  });

  it('leaves the vehicle at the port when the pickup is beside it, with no road leg to pay for', () => {
    const estimate = domestic('Los Angeles, CA', 'Honolulu, HI');
    expect(estimate.sea?.legs.map((leg) => leg.kind)).toEqual(['port', 'sailing', 'port']);
    expect(estimate.distanceMiles).toBe(0);
    expect(estimate.lines[0]?.components.map((component) => component.kind)).toEqual(['sailing']);
  });

  it('takes Dallas to Honolulu by road to a mainland port, then by sea at the outbound price', () => {
    const estimate = domestic('Dallas, TX', 'Honolulu, HI');
    const [road, sailing, arrival] = estimate.sea?.legs ?? [];
    if (road?.kind !== 'road' || sailing?.kind !== 'sailing') throw new Error('expected a road leg, then a sailing');
    expect(road.from).toBe('Dallas, TX');
    expect(road.miles).toBeGreaterThan(1000);
    expect(road.to).toBe(sailing.from);
    expect(sailing.to).toBe('Honolulu, HI');
    expect(arrival).toMatchObject({ kind: 'port', port: 'Honolulu, HI', action: 'pick-up' });
    expect(sailingPrice(estimate)).toBe(islandPort('Honolulu, HI').outbound.perVehicle);
    const days = sailingOf(estimate).days;
    // The road to the port adds its days to the sailing's.
    expect(estimate.transitDays.min).toBeGreaterThan(days.min);
    expect(estimate.transitDays.max).toBeGreaterThan(days.max);
  });

  it('takes Honolulu to Dallas the other way round, at the inbound price', () => {
    const outbound = domestic('Dallas, TX', 'Honolulu, HI');
    const inbound = domestic('Honolulu, HI', 'Dallas, TX');
    const [departure, sailing, road] = inbound.sea?.legs ?? [];
    expect(departure).toMatchObject({ kind: 'port', port: 'Honolulu, HI', action: 'drop-off' });
    expect(sailing).toMatchObject({ kind: 'sailing', from: 'Honolulu, HI' });
    expect(road).toMatchObject({ kind: 'road', to: 'Dallas, TX' });
    const port = islandPort('Honolulu, HI');
    expect(sailingPrice(inbound)).toBe(port.inbound.perVehicle);
    expect(port.inbound.perVehicle).not.toBe(port.outbound.perVehicle);
    expect(inbound.open.point - outbound.open.point).toBe(port.inbound.perVehicle - port.outbound.perVehicle);
  });

  it('leaves Honolulu to Anchorage, both ends across the water, to an agent', () => {
    expect(priced('Honolulu, HI', 'Anchorage, AK')).toEqual({ kind: 'agent', reason: 'outside-table' });
  });

  it('charges more to sail an SUV than a car', () => {
    const car = domestic('Los Angeles, CA', 'Honolulu, HI', 'Car');
    const suv = domestic('Los Angeles, CA', 'Honolulu, HI', 'SUV');
    expect(sailingPrice(suv)).toBeGreaterThan(sailingPrice(car) ?? 0);
    expect(suv.open.point).toBeGreaterThan(car.open.point);
  });

  it('sails every car alike, open or enclosed on the road', () => {
    const estimate = domestic('Dallas, TX', 'Honolulu, HI');
    const sailing = estimate.lines[0]?.components.find((component) => component.kind === 'sailing');
    expect(sailing?.enclosed).toBe(sailing?.open);
    expect(estimate.enclosed.point).toBeGreaterThan(estimate.open.point);
  });

  it('applies no season to a sailing', () => {
    const summer = quotePrice(
      {
        mode: 'domestic',
        origin_postal_code: 'Los Angeles, CA',
        destination_postal_code: 'Honolulu, HI',
        ship_date: '2027-07-20',
        vehicles: [vehicle('Car')],
        transport_type: 'open',
      },
      (label) => resolvePlace(label, 'domestic'),
      QUOTED_ON,
    ).estimate;
    expect(summer).toMatchObject({ kind: 'domestic', open: domestic('Los Angeles, CA', 'Honolulu, HI').open });
    expect(summer.kind === 'domestic' && summer.season).toBeFalsy();
  });
});

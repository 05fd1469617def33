import { describe, expect, it } from 'vitest';
import { resolvePlace } from '../../lookup/resolve-place';
import type { DomesticEstimate } from './pricing';
import { quotePrice } from './quoted-price';
import { RATE_TABLE } from './rate-table';
import { seasonOf, withinDates } from './seasons';

// Quoted well before every ship date below, so no price here carries the short-notice fee.
const QUOTED_ON = '2026-09-01T12:00:00.000Z';
// A ship date no season of the repository's table covers: the lane's price without a season.
const NO_SEASON = '2027-02-20';

const car = { year: '2020', make: 'Toyota', model: 'Camry', vehicle_type: 'Car', vehicle_inop: 'No' } as const;

/** The open and enclosed estimate of one car between two places the offline data puts on the map. */
function estimate(origin: string, destination: string, shipDate: string): DomesticEstimate {
  const { estimate } = quotePrice(
    {
      mode: 'domestic',
      origin_postal_code: origin,
      destination_postal_code: destination,
      ship_date: shipDate,
      vehicles: [car],
      transport_type: 'open',
    },
    (label) => resolvePlace(label, 'domestic'),
    QUOTED_ON,
  );
  if (estimate.kind !== 'domestic') throw new Error(`expected a domestic estimate, got ${estimate.kind}`);
  return estimate;
}

const open = (origin: string, destination: string, shipDate: string) =>
  estimate(origin, destination, shipDate).open.point;

const CHICAGO = 'Chicago, IL 60601';
const MIAMI = 'Miami, FL 33131';
const ORLANDO = 'Orlando, FL';

describe('seasons of the repository rate file, the same lane each way', () => {
  it('prices both directions alike out of season', () => {
    expect(open(CHICAGO, MIAMI, NO_SEASON)).toBe(open(MIAMI, CHICAGO, NO_SEASON));
    expect(estimate(CHICAGO, MIAMI, NO_SEASON).season).toBeUndefined();
  });

  it('makes Chicago to Miami dearer than Miami to Chicago for a November ship date: snowbirds drive south', () => {
    const south = open(CHICAGO, MIAMI, '2026-11-10');
    const north = open(MIAMI, CHICAGO, '2026-11-10');
    const base = open(CHICAGO, MIAMI, NO_SEASON);
    expect(south).toBeGreaterThan(base);
    expect(north).toBeLessThan(base);
    expect(south).toBeGreaterThan(north);
  });

  it('makes Miami to Chicago dearer than Chicago to Miami in late April: snowbirds drive home', () => {
    const north = open(MIAMI, CHICAGO, '2027-04-25');
    const south = open(CHICAGO, MIAMI, '2027-04-25');
    const base = open(CHICAGO, MIAMI, NO_SEASON);
    expect(north).toBeGreaterThan(base);
    expect(south).toBeLessThan(base);
    expect(north).toBeGreaterThan(south);
  });

  it('raises both directions a little in summer', () => {
    const base = open(CHICAGO, MIAMI, NO_SEASON);
    for (const [from, to] of [
      [CHICAGO, MIAMI],
      [MIAMI, CHICAGO],
    ] as const) {
      const summer = open(from, to, '2027-07-20');
      expect(summer).toBeGreaterThan(base);
      expect(summer).toBeLessThanOrEqual(base * 1.1);
    }
  });

  it('names the season in the estimate, in the broker words', () => {
    const south = estimate(CHICAGO, MIAMI, '2026-11-10');
    expect(south.season?.label).toMatch(/Florida/);
    expect(south.season?.percent).toBeGreaterThan(0);
    expect(estimate(MIAMI, CHICAGO, '2026-11-10').season?.percent).toBeLessThan(0);
  });

  it('moves the transport price by the season percentage, in a line of its own', () => {
    const base = estimate(CHICAGO, MIAMI, NO_SEASON);
    const south = estimate(CHICAGO, MIAMI, '2026-11-10');
    const percent = south.season?.percent ?? 0;
    const transport = base.lines[0]?.components.find((c) => c.kind === 'transport')?.open ?? 0;
    const season = south.lines[0]?.components.find((c) => c.kind === 'season');
    expect(Math.abs((season?.open ?? 0) - (transport * percent) / 100)).toBeLessThanOrEqual(RATE_TABLE.priceStep / 2);
    expect(south.open.point - base.open.point).toBe(season?.open);
  });

  it('gives a trip within Florida no snowbird season', () => {
    const within = estimate(MIAMI, ORLANDO, '2026-11-10');
    expect(within.season).toBeUndefined();
    expect(within.open.point).toBe(open(MIAMI, ORLANDO, NO_SEASON));
    expect(within.lines[0]?.components.some((c) => c.kind === 'season')).toBe(false);
  });

  it('still matches an October to January rule for a date after the new year', () => {
    const south = estimate(CHICAGO, MIAMI, '2027-01-10');
    expect(south.season?.label).toMatch(/Florida/);
    expect(south.open.point).toBeGreaterThan(open(CHICAGO, MIAMI, NO_SEASON));
    expect(open(MIAMI, CHICAGO, '2027-01-10')).toBeLessThan(open(MIAMI, CHICAGO, NO_SEASON));
  });

  it('applies the first rule that matches: the snowbird lane before the holiday weeks that also cover the date', () => {
    const rule = seasonOf({ fromState: 'IL', toState: 'FL', shipDate: '2026-12-28' }, RATE_TABLE);
    expect(rule?.label).toMatch(/Florida/);
    const anywhere = seasonOf({ fromState: 'TX', toState: 'CA', shipDate: '2026-12-28' }, RATE_TABLE);
    expect(anywhere).toBeDefined();
    expect(anywhere?.id).not.toBe(rule?.id);
  });
});

describe('withinDates', () => {
  it('includes both ends of a span within the year', () => {
    const dates = { from: '04-01', to: '05-31' };
    expect(withinDates('04-01', dates)).toBe(true);
    expect(withinDates('05-31', dates)).toBe(true);
    expect(withinDates('03-31', dates)).toBe(false);
    expect(withinDates('06-01', dates)).toBe(false);
  });

  it('wraps a span over the new year', () => {
    const dates = { from: '10-01', to: '01-31' };
    for (const day of ['10-01', '12-31', '01-01', '01-31']) expect(withinDates(day, dates)).toBe(true);
    for (const day of ['02-01', '09-30', '07-04']) expect(withinDates(day, dates)).toBe(false);
  });
});

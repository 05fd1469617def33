import { describe, expect, it } from 'vitest';
import { estimateInternational, type InternationalEstimate, type PricedVehicle } from './pricing';
import { OVERSEAS_REGIONS, RATE_TABLE } from './rate-table';
import { regionOfCountry } from './regions';

const car: PricedVehicle = { vehicle_type: 'Car', vehicle_inop: 'No' };

function priced(result: ReturnType<typeof estimateInternational>): InternationalEstimate {
  if (result.kind !== 'international') throw new Error(`expected a priced route, got ${result.kind}`);
  return result;
}

const option = (estimate: InternationalEstimate, method: 'roro' | 'container' | 'air') =>
  estimate.options.find((o) => o.method === method);

describe('international indicative prices', () => {
  it('prices ro-ro, container and air from the USA to Germany from the Western Europe row', () => {
    const estimate = priced(
      estimateInternational({ originCountryCode: 'US', destinationCountryCode: 'DE', vehicles: [car] }),
    );
    expect(estimate.region).toBe('western-europe');
    expect(estimate.direction).toBe('export');
    expect(estimate.options.map((o) => o.method)).toEqual(['roro', 'container', 'air']);
    expect(option(estimate, 'roro')).toEqual({
      method: 'roro',
      low: 1200,
      high: 2200,
      transitWeeks: { min: 3, max: 6 },
    });
  });

  it('prices the reverse direction the same', () => {
    const out = priced(
      estimateInternational({ originCountryCode: 'CA', destinationCountryCode: 'JP', vehicles: [car] }),
    );
    const back = priced(
      estimateInternational({ originCountryCode: 'JP', destinationCountryCode: 'CA', vehicles: [car] }),
    );
    expect(back.direction).toBe('import');
    expect(back.options).toEqual(out.options);
  });

  it.each([
    ['GB', 'uk'],
    ['AE', 'gulf'],
    ['NG', 'west-africa'],
    ['KR', 'east-asia'],
    ['AU', 'oceania'],
    ['JM', 'caribbean-central-america'],
    ['BR', 'south-america'],
    ['fr', 'western-europe'],
  ])('maps %s to the %s region', (code, region) => {
    expect(regionOfCountry(code)).toBe(region);
    expect(
      priced(estimateInternational({ originCountryCode: 'US', destinationCountryCode: code, vehicles: [car] })).region,
    ).toBe(region);
  });

  it.each([
    ['US', 'MN', 'an unmapped country (Mongolia)'],
    ['DE', 'JP', 'two overseas ends'],
    ['US', 'CA', 'two home countries'],
    ['US', 'XX', 'an unknown code'],
  ])('leaves %s → %s to an agent: %s', (originCountryCode, destinationCountryCode) => {
    expect(estimateInternational({ originCountryCode, destinationCountryCode, vehicles: [car] })).toEqual({
      kind: 'agent',
      reason: 'outside-table',
    });
  });

  it('scales a pickup by volume and adds $150 for a vehicle that does not run', () => {
    const estimate = priced(
      estimateInternational({
        originCountryCode: 'US',
        destinationCountryCode: 'DE',
        vehicles: [{ vehicle_type: 'Pickup', vehicle_inop: 'Yes' }],
      }),
    );
    // 130% of $1,200–2,200 is $1,560–2,860, rounded outward to $50, plus the $150 loading fee.
    expect(option(estimate, 'roro')).toMatchObject({ low: 1550 + 150, high: 2900 + 150 });
  });

  it('adds up every vehicle of the order', () => {
    const one = priced(
      estimateInternational({ originCountryCode: 'US', destinationCountryCode: 'GB', vehicles: [car] }),
    );
    const two = priced(
      estimateInternational({ originCountryCode: 'US', destinationCountryCode: 'GB', vehicles: [car, car] }),
    );
    expect(two.vehicleCount).toBe(2);
    expect(option(two, 'container')?.low).toBe(2 * (option(one, 'container')?.low ?? 0));
  });

  it('uses the destination region the caller names over the country table', () => {
    const estimate = priced(
      estimateInternational({
        originCountryCode: 'US',
        destinationCountryCode: 'MN',
        vehicles: [car],
        destinationRegion: 'east-asia',
      }),
    );
    expect(estimate.region).toBe('east-asia');
  });

  it('orders every region from ro-ro (cheapest) to air (dearest and never slower), in whole dollars', () => {
    for (const region of OVERSEAS_REGIONS) {
      const { roro, container, air } = RATE_TABLE.regionRates[region].rates;
      expect(roro.perVehicle.low).toBeLessThan(container.perVehicle.low);
      expect(container.perVehicle.low).toBeLessThan(air.perVehicle.low);
      expect(air.transitWeeks.max).toBeLessThanOrEqual(roro.transitWeeks.max);
      expect(air.transitWeeks.min).toBeLessThanOrEqual(roro.transitWeeks.min);
      for (const rate of [roro, container, air]) {
        expect(Number.isInteger(rate.perVehicle.low) && Number.isInteger(rate.perVehicle.high)).toBe(true);
        expect(rate.perVehicle.low).toBeLessThan(rate.perVehicle.high);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { resolveFixture } from '../../../tests/support/booking-fixtures';
import { instantPrice } from './instant-price';
import { priceQuote } from './route-price';

const car = { year: '2020', make: 'Toyota', model: 'Camry', vehicle_type: 'Car', vehicle_inop: 'No' } as const;
const quote = (origin: string, destination: string, mode: 'domestic' | 'international' = 'domestic') => ({
  mode,
  origin_postal_code: origin,
  destination_postal_code: destination,
  ship_date: '2026-12-20',
  vehicles: [car],
});
const CREATED = '2026-11-26T10:00:00.000Z';

describe('the instant price', () => {
  it('gives open and enclosed on a USA route with the estimate inside its likely range and transit in days', () => {
    const { estimate } = priceQuote(quote('Dallas, TX 75201', 'Los Angeles, CA 90012'), resolveFixture, CREATED);
    const price = instantPrice(estimate, 'enclosed');
    expect(price.chosen).toBe('enclosed');
    expect(price.options.map((o) => o.transport)).toEqual(['open', 'enclosed']);
    for (const option of price.options) {
      expect(option.transitUnit).toBe('days');
      expect(option.from).toBeLessThan(option.estimate as number);
      expect(option.to).toBeGreaterThan(option.estimate as number);
      expect(option.transit.min).toBeLessThan(option.transit.max);
    }
    const [open, enclosed] = price.options;
    expect(enclosed?.from).toBeGreaterThan(open?.from as number);
  });

  it('carries exactly the booking estimate of the same route', () => {
    const { estimate } = priceQuote(quote('Dallas, TX 75201', 'Los Angeles, CA 90012'), resolveFixture, CREATED);
    if (estimate.kind !== 'domestic') throw new Error('expected a domestic estimate');
    const [open] = instantPrice(estimate, 'open').options;
    expect(open).toEqual({
      transport: 'open',
      from: estimate.open.low,
      to: estimate.open.high,
      estimate: estimate.open.point,
      transit: estimate.transitDays,
      transitUnit: 'days',
    });
  });

  it('gives the three overseas methods in weeks, without a single best estimate', () => {
    const { estimate } = priceQuote(
      quote('Baltimore, MD (port)', 'Bremerhaven, Germany (port)', 'international'),
      resolveFixture,
      CREATED,
    );
    const price = instantPrice(estimate, 'roro');
    expect(price.options.map((o) => o.transport)).toEqual(['roro', 'container', 'air']);
    for (const option of price.options) {
      expect(option.transitUnit).toBe('weeks');
      expect(option.estimate).toBeUndefined();
      expect(option.from).toBeLessThan(option.to);
    }
  });

  it('prices a trip to Hawaii on both carriers and gives its legs, the sailing among them', () => {
    const { estimate } = priceQuote(quote('Dallas, TX 75201', 'Honolulu, HI 96813'), resolveFixture, CREATED);
    const price = instantPrice(estimate, 'open');
    expect(price.options.map((o) => o.transport)).toEqual(['open', 'enclosed']);
    expect(price.legs?.map((leg) => leg.kind)).toEqual(['road', 'sailing', 'port']);
  });

  it('has no options when an advisor prices the route', () => {
    const acrossTheWater = priceQuote(quote('Honolulu, HI 96813', 'Anchorage, AK 99501'), resolveFixture, CREATED);
    expect(instantPrice(acrossTheWater.estimate, 'open')).toEqual({ options: [], chosen: 'open' });
    const unplaced = priceQuote(quote('Dallas, TX 75201', 'Nowhere at all'), resolveFixture, CREATED);
    expect(instantPrice(unplaced.estimate, 'open').options).toEqual([]);
    const uncovered = priceQuote(
      quote('Baltimore, MD (port)', 'Ulaanbaatar, Mongolia', 'international'),
      resolveFixture,
      CREATED,
    );
    expect(instantPrice(uncovered.estimate, 'roro')).toEqual({ options: [], chosen: 'roro' });
  });
});

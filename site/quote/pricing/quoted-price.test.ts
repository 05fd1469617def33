import { describe, expect, it } from 'vitest';
import { DEARER_RATES, resolveFixture } from '../../../tests/support/booking-fixtures';
import { quotePrice } from './quoted-price';
import { RATE_TABLE } from './rate-table';

const quote = {
  mode: 'domestic',
  transport_type: 'enclosed',
  origin_postal_code: 'Dallas, TX 75201',
  destination_postal_code: 'Los Angeles, CA 90012',
  ship_date: '2026-12-20',
  vehicles: [{ year: '2020', make: 'Toyota', model: 'Camry' }],
} as const;
const QUOTED_ON = '2026-11-26T10:00:00.000Z';

describe('quotePrice', () => {
  it('keeps the rate table version, the chosen method, the road miles and the estimate', () => {
    const price = quotePrice({ ...quote, vehicles: [...quote.vehicles] }, resolveFixture, QUOTED_ON);
    expect(price.rateTableVersion).toBe(RATE_TABLE.version);
    expect(price.chosen).toBe('enclosed');
    expect(price.estimate.kind).toBe('domestic');
    if (price.estimate.kind === 'domestic') expect(price.estimate.distanceMiles).toBe(price.roadMiles);
  });

  it('prices by the rate table it is given, and says which one', () => {
    const today = quotePrice({ ...quote, vehicles: [...quote.vehicles] }, resolveFixture, QUOTED_ON, RATE_TABLE);
    const dearer = quotePrice({ ...quote, vehicles: [...quote.vehicles] }, resolveFixture, QUOTED_ON, DEARER_RATES);
    expect(dearer.rateTableVersion).toBe(DEARER_RATES.version);
    expect(dearer.rateTableVersion).not.toBe(today.rateTableVersion);
    if (today.estimate.kind !== 'domestic' || dearer.estimate.kind !== 'domestic') throw new Error('not domestic');
    expect(dearer.estimate.open.point).toBeGreaterThan(today.estimate.open.point);
  });

  it('asks for the places in the mode of the quote', () => {
    const asked: string[] = [];
    quotePrice(
      { ...quote, mode: 'international', vehicles: [...quote.vehicles] },
      (label, mode) => {
        asked.push(`${mode}:${label}`);
        return undefined;
      },
      QUOTED_ON,
    );
    expect(asked).toEqual(['international:Dallas, TX 75201', 'international:Los Angeles, CA 90012']);
  });
});

/** Test fixture: a price as the submit route stores it with a lead (site/quote/pricing/quoted-price.ts). */
import type { QuotedPrice } from '../../site/quote/pricing/quoted-price';

export function aQuotedPrice(overrides: Partial<QuotedPrice> = {}): QuotedPrice {
  const transit = { min: 4, max: 6 };
  return {
    rateTableVersion: 1,
    chosen: 'enclosed',
    roadMiles: 1_360,
    estimate: {
      kind: 'domestic',
      distanceMiles: 1_360,
      open: { low: 1_100, point: 1_230, high: 1_360 },
      enclosed: { low: 1_600, point: 1_780, high: 1_960 },
      lines: [
        {
          vehicleIndex: 0,
          open: 1_230,
          enclosed: 1_780,
          minimumApplied: false,
          components: [{ kind: 'transport', open: 1_230, enclosed: 1_780 }],
        },
      ],
      transitDays: transit,
      shortNotice: false,
    },
    ...overrides,
  };
}

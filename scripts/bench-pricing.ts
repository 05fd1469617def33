/**
 * Part of `npm run bench` (scripts/bench.mjs runs it with tsx and reads its last line as JSON): how long one
 * quote takes to price as the submit route prices it, places put on the map by the offline lookups and the
 * rate table applied (curve, season, sea legs). The published lanes and the three sea lanes, in turn, after
 * a warm-up; nine rounds, the median time per quote reported in microseconds.
 */
import { resolvePlace } from '../site/lookup/resolve-place';
import { quotePrice } from '../site/quote/pricing/quoted-price';
import { RATE_TABLE } from '../site/quote/pricing/rate-table';
import { PUBLISHED_LANES } from './pricing-lanes';

const ROUNDS = 9;
const QUOTES_PER_ROUND = 20_000;
const lanes = [
  ...PUBLISHED_LANES.map(({ from, to }) => [from, to]),
  ['Los Angeles, CA', 'Honolulu, HI'],
  ['Seattle, WA', 'Anchorage, AK'],
  ['Jacksonville, FL', 'San Juan, PR'],
];
const quotes = lanes.map(([from, to], i) => ({
  mode: 'domestic' as const,
  origin_postal_code: from as string,
  destination_postal_code: to as string,
  // Dates through the year, so seasons match and miss.
  ship_date: `2027-${String((i % 12) + 1).padStart(2, '0')}-15`,
  transport_type: 'open' as const,
  vehicles: [
    { year: '2020', make: 'Toyota', model: 'Camry', vehicle_type: 'Car' as const, vehicle_inop: 'No' as const },
  ],
}));
const resolve = (label: string, mode: 'domestic' | 'international') => resolvePlace(label, mode);

let sink = 0;
const round = () => {
  const start = performance.now();
  for (let i = 0; i < QUOTES_PER_ROUND; i++) {
    const price = quotePrice(
      quotes[i % quotes.length] as (typeof quotes)[number],
      resolve,
      '2027-01-02T10:00:00.000Z',
      RATE_TABLE,
    );
    sink += price.estimate.kind.length;
  }
  return ((performance.now() - start) * 1000) / QUOTES_PER_ROUND;
};
round();
const times = Array.from({ length: ROUNDS }, round).sort((a, b) => a - b);
console.log(
  JSON.stringify({
    medianMicros: times[Math.floor(ROUNDS / 2)],
    quotes: QUOTES_PER_ROUND * ROUNDS,
    lanes: quotes.length,
    sink,
  }),
);

/**
 * The published lanes (site/quote/pricing/published-lanes.json: brokers' own route pages and price guides,
 * each with its source and date) priced by a rate table: the sample `npm run pricing -- preview` and
 * `calibrate` show, and the comparison docs/pricing.md prints (`npm run pricing -- lanes`). Only dated
 * lanes are used. A sedan on an open carrier, ready on `shipDate`, quoted `quotedOn`.
 */
import { resolvePlace } from '../site/lookup/resolve-place';
import published from '../site/quote/pricing/published-lanes.json';
import { quotePrice } from '../site/quote/pricing/quoted-price';
import type { RateTable } from '../site/quote/pricing/rate-table';

export interface PublishedLane {
  from: string;
  to: string;
  low: number;
  high: number;
  source: string;
  url: string;
  date: string;
  note?: string;
}

export const PUBLISHED_LANES: readonly PublishedLane[] = (published.lanes as PublishedLane[]).filter(
  (lane) => lane.date !== 'undated',
);

const SEDAN = { year: '2020', make: 'Toyota', model: 'Camry', vehicle_type: 'Car', vehicle_inop: 'No' } as const;

export function priceLane(
  lane: Pick<PublishedLane, 'from' | 'to'>,
  rates: RateTable,
  shipDate: string,
  quotedOn: string,
) {
  const price = quotePrice(
    {
      mode: 'domestic',
      origin_postal_code: lane.from,
      destination_postal_code: lane.to,
      ship_date: shipDate,
      vehicles: [SEDAN],
      transport_type: 'open',
    },
    (label, mode) => resolvePlace(label, mode),
    quotedOn,
    rates,
  );
  return price.estimate.kind === 'domestic'
    ? { miles: price.roadMiles ?? price.estimate.distanceMiles, open: price.estimate.open.point }
    : undefined;
}

/** Ours against the published figure: the ratio to the middle of its range, and whether within 20 % of it. */
export function againstPublished(lane: PublishedLane, ours: number) {
  return {
    ratio: ours / ((lane.low + lane.high) / 2),
    within20: ours >= lane.low * 0.8 && ours <= lane.high * 1.2,
  };
}

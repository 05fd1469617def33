/**
 * The instant price against the lanes brokers publish on their own pages (site/quote/pricing/
 * published-lanes.json, each with its source and date): the same comparison docs/pricing.md prints
 * (`npm run pricing -- lanes`), held to the market on a ship date outside every season.
 */
import { describe, expect, it } from 'vitest';
import { againstPublished, PUBLISHED_LANES, priceLane } from '../../scripts/pricing-lanes';
import { median } from '../../site/quote/pricing/pricing-report';
import { RATE_TABLE } from '../../site/quote/pricing/rate-table';

const SHIP_DATE = '2027-03-03';
const QUOTED_ON = '2027-02-10T12:00:00.000Z';

describe('the instant price against published lanes', () => {
  const compared = PUBLISHED_LANES.map((lane) => {
    const ours = priceLane(lane, RATE_TABLE, SHIP_DATE, QUOTED_ON);
    if (!ours) throw new Error(`${lane.from} → ${lane.to} has no instant price`);
    return { lane, ...againstPublished(lane, ours.open) };
  });

  it('compares at least 25 dated lanes from at least 3 sources', () => {
    expect(compared.length).toBeGreaterThanOrEqual(25);
    expect(new Set(compared.map(({ lane }) => lane.source)).size).toBeGreaterThanOrEqual(3);
    for (const { lane } of compared) expect(lane.date, `${lane.from} → ${lane.to}`).toMatch(/^\d{4}(-\d{2}){0,2}$/);
  });

  it('prices at a median of 0.9 to 1.1 times the published figure', () => {
    const ratio = median(compared.map((c) => c.ratio)) ?? 0;
    expect(ratio).toBeGreaterThanOrEqual(0.9);
    expect(ratio).toBeLessThanOrEqual(1.1);
  });

  it('keeps at least three lanes in four within 20 % of their published range', () => {
    const within = compared.filter((c) => c.within20).length;
    expect(within / compared.length).toBeGreaterThanOrEqual(0.75);
  });
});

/**
 * `npm run pricing` in-process over a database file seeded through the real store: quotes priced by the
 * repository's rate table, orders whose carriers were paid by a known curve, and what `report`,
 * `calibrate` and `preview` make of them.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runPricingCommand } from '../../scripts/pricing-command';
import type { Submission } from '../../shared/schema';
import { resolvePlace } from '../../site/lookup/resolve-place';
import { newOrderEvent } from '../../site/order-life/new-order-event';
import { openTransportPrice } from '../../site/quote/pricing/pricing';
import { quotePrice } from '../../site/quote/pricing/quoted-price';
import { RATE_TABLE, type RateTable } from '../../site/quote/pricing/rate-table';
import { readRateTableFile } from '../../site/quote/pricing/rate-table-file';
import { openSqliteLeadRepository } from '../../site/storage/sqlite/sqlite-lead-repository';
import { newOrder } from '../support/new-order';
import { runCommand } from '../support/run-command';
import { storeQuote } from '../support/store-quote';
import { validSubmission } from '../support/valid-submission';

const NOW = new Date('2027-03-01T12:00:00.000Z');
// Before the spring seasons out of the sun states begin, so the prices compared are the curve's own.
const SHIP_DATE = '2027-03-05';
const CITIES = [
  'Boston, MA',
  'New York, NY',
  'Philadelphia, PA',
  'Atlanta, GA',
  'Chicago, IL',
  'Minneapolis, MN',
  'Denver, CO',
  'Dallas, TX',
  'Phoenix, AZ',
  'Los Angeles, CA',
  'Seattle, WA',
  'Kansas City, MO',
  'Nashville, TN',
  'Salt Lake City, UT',
];

/** Every ordered pair of cities, in a fixed shuffled order: the first ones are ordered, the rest held out. */
function lanes(): [string, string][] {
  const pairs: [string, string][] = [];
  for (const from of CITIES) for (const to of CITIES) if (from !== to) pairs.push([from, to]);
  let seed = 7;
  const random = () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  for (let i = pairs.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pairs[i], pairs[j]] = [pairs[j] as [string, string], pairs[i] as [string, string]];
  }
  return pairs;
}

/** The market the orders were paid by: the repository's bands, each rate 15 % dearer. */
const MARKET: RateTable = {
  ...RATE_TABLE,
  openMileBands: RATE_TABLE.openMileBands.map((band) => ({
    ...band,
    centsPerMile: Math.round(band.centsPerMile * 1.15),
  })),
};
const MARGIN = 0.2;

/** A quote as the store keeps it, dated by this test's clock rather than today's (so not re-validated). */
function quoteOf(from: string, to: string): Submission {
  return {
    ...validSubmission(),
    origin_postal_code: from,
    destination_postal_code: to,
    ship_date: SHIP_DATE,
    transport_type: 'open',
    vehicles: [{ year: '2020', make: 'Toyota', model: 'Camry', vehicle_type: 'Car', vehicle_inop: 'No' }],
  };
}

const priceOf = (submission: Submission, rates: RateTable) =>
  quotePrice(submission, (label, mode) => resolvePlace(label, mode), NOW.toISOString(), rates);

let dir: string;
let databaseFile: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'shipquote-pricing-command-'));
  databaseFile = join(dir, 'leads.db');
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Stores `quotes` leads on the first lanes, ordering the first `orders` of them with the carrier's pay. */
async function seed(quotes: number, orders: number) {
  const repository = openSqliteLeadRepository(databaseFile, { now: () => NOW });
  let noise = 11;
  for (const [index, [from, to]] of lanes().slice(0, quotes).entries()) {
    const submission = quoteOf(from, to);
    const price = priceOf(submission, RATE_TABLE);
    const { lead } = await storeQuote(repository, submission, { price });
    if (index >= orders) continue;
    const { order } = await repository.orders.create(newOrder(lead));
    const miles = price.roadMiles ?? 0;
    // Within ±6 % of the market's price less the margin, and one in ten paid double: outliers are real.
    noise = (noise * 16_807) % 2_147_483_647;
    const spread = 0.94 + (noise % 1200) / 10_000;
    const pay = openTransportPrice(miles, MARKET) * (1 - MARGIN) * spread * (index % 10 === 9 ? 2 : 1);
    await repository.orderEvents.append(
      newOrderEvent({
        id: `assign-${index}`,
        orderId: order.id,
        type: 'carrier.assigned',
        actor: 'dispatch',
        occurredAt: NOW.toISOString(),
        data: {
          carrier: { name: 'Lone Star Haulers', mc: '123456', phone: '(214) 555-0101' },
          pickup_window: { from: '2027-03-20', to: '2027-03-21' },
          carrier_pay: Math.round(pay * 100) / 100,
        },
      }),
    );
  }
  await repository.close();
}

const run = (args: string[], env: Record<string, string> = {}) =>
  runCommand((io) =>
    runPricingCommand(args, { DATABASE_FILE: databaseFile, ...env }, io, { now: () => NOW.getTime() }, dir),
  );

describe('npm run pricing', () => {
  it('fits the curve to carrier pay plus the margin, within 10 % of the market on lanes it did not see', async () => {
    await seed(80, 60);
    const written = join(dir, 'rates-v3.json');
    const result = await run(['calibrate', '--margin', '20', '--from', '2027-02-01', '--write', written]);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toContain('Fitted to');
    const read = readRateTableFile(written);
    if (!read.ok) throw new Error(read.problem);
    expect(read.table.version).toBe(RATE_TABLE.version + 1);
    // Everything but the band rates is the table it came from.
    expect({ ...read.table, openMileBands: [] }).toEqual({
      ...RATE_TABLE,
      version: RATE_TABLE.version + 1,
      openMileBands: [],
    });
    const heldOut = lanes().slice(80);
    expect(heldOut.length).toBeGreaterThan(50);
    for (const [from, to] of heldOut) {
      const submission = quoteOf(from, to);
      const calibrated = priceOf(submission, read.table);
      if (calibrated.estimate.kind !== 'domestic') throw new Error(`${from} → ${to} is not priced`);
      const market = Math.max(RATE_TABLE.minTransportPerVehicle, openTransportPrice(calibrated.roadMiles ?? 0, MARKET));
      const ratio = calibrated.estimate.open.point / market;
      expect(ratio, `${from} → ${to}`).toBeGreaterThan(0.9);
      expect(ratio, `${from} → ${to}`).toBeLessThan(1.1);
    }
  });

  it('prints the fit and writes nothing without --write', async () => {
    await seed(30, 25);
    const result = await run(['calibrate', '--margin', '20', '--from', '2027-02-01']);
    expect(result.code).toBe(0);
    expect(result.out).toContain('Nothing written');
    expect(result.out).toMatch(/Band\s+Old\s+New/);
  });

  it('says so and writes nothing with fewer than 20 orders in the range', async () => {
    await seed(30, 12);
    const written = join(dir, 'never.json');
    const result = await run(['calibrate', '--margin', '20', '--from', '2027-02-01', '--write', written]);
    expect(result.code).toBe(1);
    expect(result.err).toContain('Only 12 orders');
    expect(() => readFileSync(written)).toThrow();
  });

  it('counts only the orders of quotes made in the range', async () => {
    await seed(30, 25);
    const result = await run(['calibrate', '--margin', '20', '--from', '2027-03-02', '--to', '2027-03-31']);
    expect(result.code).toBe(1);
    expect(result.err).toContain('Only 0 orders');
  });

  it('reports the quote-to-order rate, the median price and the carrier pay per band and per regions', async () => {
    await seed(40, 20);
    const result = await run(['report', '--from', '2027-02-01', '--to', '2027-03-01']);
    expect(result.code).toBe(0);
    expect(result.out).toContain('Quotes with an instant price from 2027-02-01 to 2027-03-01: 40, orders 20 (50 %).');
    const byDistance = result.out.split('By regions')[0] ?? '';
    expect(byDistance).toMatch(/Band\s+Quotes\s+Orders\s+Rate\s+Median price\s+Median carrier pay\s+Margin/);
    expect(byDistance).toMatch(/over 1,200 mi\s+\d+\s+\d+\s+\d+ %\s+\$[\d,]+/);
    expect(result.out).toMatch(/Midwest → West\s+\d+/);
  });

  it('refuses a margin that is not a percentage', async () => {
    for (const margin of ['95', 'twenty', '1e3']) {
      const result = await run(['calibrate', `--margin=${margin}`]);
      expect(result.code).toBe(2);
      expect(result.err).toContain('--margin must be');
    }
  });

  it('previews a rate file beside the one in use, and refuses a broken one naming the field', async () => {
    const json = JSON.parse(readFileSync(new URL('../../site/quote/pricing/rate-table.json', import.meta.url), 'utf8'));
    json.version += 1;
    json.domestic.openMileBands[3].centsPerMile += 10;
    const file = join(dir, 'dearer.json');
    writeFileSync(file, JSON.stringify(json));
    const preview = await run(['preview', file, '--ship-date', '2027-03-20']);
    expect(preview.code).toBe(0);
    expect(preview.out).toContain(
      `Rate table version ${RATE_TABLE.version} (in use) → version ${RATE_TABLE.version + 1}`,
    );
    expect(preview.out).toMatch(/Chicago, IL → Los Angeles, CA\s+2,090\s+\$[\d,–$]+\s+\$1,030\s+\$1,120\s+\+9 %/);
    json.domestic.openMileBands[2].centsPerMile = -1;
    writeFileSync(file, JSON.stringify(json));
    const broken = await run(['preview', file]);
    expect(broken.code).toBe(1);
    expect(broken.err).toContain('domestic.openMileBands.2.centsPerMile');
  });
});

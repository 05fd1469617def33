import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '../../shared/time';
import { aLead, INTERNATIONAL_QUOTE } from '../../tests/support/a-lead';
import { ACROSS_THE_WATER_QUOTE, resolveFixture } from '../../tests/support/booking-fixtures';
import { instantPrice } from '../quote/pricing/instant-price';
import type { DomesticEstimate } from '../quote/pricing/pricing';
import { RATE_TABLE } from '../quote/pricing/rate-table';
import { priceQuote, type QuoteToPrice } from '../quote/pricing/route-price';
import { type OrderPriceInput, priceOrder } from './order-price';

// The fixture lead: Dallas → Los Angeles, one running 2020 Toyota Camry, ready 2026-12-01.
const lead = aLead();
const created = Date.parse(lead.createdAt);

/** The quote's domestic estimate as the booking page has it, priced as of the lead's creation. */
function estimateOf(quote: QuoteToPrice = lead.submission): DomesticEstimate {
  const { estimate } = priceQuote(quote, resolveFixture, lead.createdAt);
  if (estimate.kind !== 'domestic') throw new Error('expected a domestic estimate');
  return estimate;
}

// The one car's transport, open and enclosed: the figures follow the rate table, not this file.
const OPEN = estimateOf().open.point;
const ENCLOSED = estimateOf().enclosed.point;

function input(overrides: Partial<OrderPriceInput> = {}): OrderPriceInput {
  return {
    quote: lead.submission,
    quotedAt: lead.createdAt,
    carrier: 'open',
    runs: ['yes'],
    firstAvailableDate: '2026-12-01',
    now: created + 2 * DAY_MS,
    ...overrides,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('priceOrder within the quote validity', () => {
  it('is the booking page estimate for the carrier when the order changes nothing', () => {
    const booking = instantPrice(priceQuote(lead.submission, resolveFixture, lead.createdAt).estimate, 'open');
    for (const carrier of ['open', 'enclosed'] as const) {
      const price = priceOrder(input({ carrier }), resolveFixture);
      const estimate = booking.options.find((option) => option.transport === carrier)?.estimate;
      expect(price).toMatchObject({ kind: 'priced', priceSource: 'quote', carrier, total: estimate });
    }
    expect(priceOrder(input(), resolveFixture)).toMatchObject({ total: OPEN });
    expect(priceOrder(input({ carrier: 'enclosed' }), resolveFixture)).toMatchObject({ total: ENCLOSED });
    expect(ENCLOSED).toBeGreaterThan(OPEN);
  });

  it('has one transport line per vehicle, and says it is priced as of the quote', () => {
    expect(priceOrder(input(), resolveFixture)).toEqual({
      kind: 'priced',
      carrier: 'open',
      lines: [{ kind: 'transport', label: '2020 Toyota Camry, open carrier', amount: OPEN, vehicleIndex: 0 }],
      total: OPEN,
      pricedAsOf: lead.createdAt,
      priceSource: 'quote',
    });
  });

  it('adds the rate table inoperable fee for each vehicle that does not run, the same on either carrier', () => {
    for (const carrier of ['open', 'enclosed'] as const) {
      const running = priceOrder(input({ carrier }), resolveFixture);
      const notRunning = priceOrder(input({ carrier, runs: ['no'] }), resolveFixture);
      if (running.kind !== 'priced' || notRunning.kind !== 'priced') throw new Error('expected prices');
      expect(notRunning.total).toBe(running.total + RATE_TABLE.inopFee);
      expect(notRunning.lines.at(-1)).toEqual({
        kind: 'inop',
        label: '2020 Toyota Camry does not run: winched on and off',
        amount: RATE_TABLE.inopFee,
        vehicleIndex: 0,
      });
    }
  });

  it('takes the running condition from the order, not from the quote', () => {
    const quotedNotRunning = aLead({
      submission: {
        vehicles: [{ year: '2020', make: 'Toyota', model: 'Camry', vehicle_type: 'Car', vehicle_inop: 'Yes' }],
      },
    });
    const price = priceOrder(input({ quote: quotedNotRunning.submission, runs: ['yes'] }), resolveFixture);
    expect(price).toMatchObject({ total: OPEN });
  });

  it('prices several vehicles line by line, the lines adding up to the estimate total', () => {
    const three = aLead({
      submission: {
        vehicles: [
          { year: '2020', make: 'Toyota', model: 'Camry', vehicle_type: 'Car' },
          { year: '2019', make: 'Ford', model: 'F-150', vehicle_type: 'Pickup' },
          { year: '1967', make: 'Ford', model: 'Mustang' },
        ],
      },
    });
    const price = priceOrder(input({ quote: three.submission, runs: ['yes', 'no', 'no'] }), resolveFixture);
    if (price.kind !== 'priced') throw new Error('expected a price');
    expect(price.lines.map((line) => [line.kind, line.vehicleIndex, line.amount])).toEqual([
      ['transport', 0, OPEN],
      ['transport', 1, OPEN - RATE_TABLE.multiVehicleDiscount + RATE_TABLE.vehicleTypeSurcharge.Pickup],
      ['transport', 2, OPEN - RATE_TABLE.multiVehicleDiscount],
      ['inop', 1, RATE_TABLE.inopFee],
      ['inop', 2, RATE_TABLE.inopFee],
    ]);
    expect(price.total).toBe(price.lines.reduce((sum, line) => sum + line.amount, 0));
    const estimate = estimateOf({
      ...three.submission,
      vehicles: three.submission.vehicles.map((v, i) => ({ ...v, vehicle_inop: i === 0 ? 'No' : 'Yes' })),
    });
    expect(estimate.open.point).toBe(price.total);
  });

  it('charges short notice when the first available date is within three days of the quote', () => {
    const price = priceOrder(input({ firstAvailableDate: '2026-11-22' }), resolveFixture);
    expect(price).toMatchObject({
      total: OPEN + RATE_TABLE.shortNoticeFee,
      lines: [
        { kind: 'transport', amount: OPEN },
        {
          kind: 'short-notice',
          label: 'Short notice, one vehicle: a carrier found within days',
          amount: RATE_TABLE.shortNoticeFee,
        },
      ],
    });
  });

  it('reads no clock: the same order has the same price with the system clock 400 days ahead', () => {
    const before = priceOrder(input(), resolveFixture);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(created + 400 * DAY_MS);
    expect(priceOrder(input(), resolveFixture)).toEqual(before);
  });
});

describe('priceOrder once the quote price has lapsed', () => {
  // Ready the day after "now": short notice as of now, not as of the quote, so the two prices differ.
  const lapsedInput = (now: number) =>
    input({ now, firstAvailableDate: new Date(now + DAY_MS).toISOString().slice(0, 10) });

  it('holds the quote price up to the very end of the seventh day', () => {
    const price = priceOrder(lapsedInput(created + 7 * DAY_MS), resolveFixture);
    expect(price).toMatchObject({ priceSource: 'quote', total: OPEN, pricedAsOf: lead.createdAt });
    expect(price).not.toHaveProperty('quotedTotal');
  });

  it('prices at today rates a millisecond later, with the quote total beside the new one', () => {
    const now = created + 7 * DAY_MS + 1;
    expect(priceOrder(lapsedInput(now), resolveFixture)).toEqual({
      kind: 'priced',
      carrier: 'open',
      lines: [
        { kind: 'transport', label: '2020 Toyota Camry, open carrier', amount: OPEN, vehicleIndex: 0 },
        {
          kind: 'short-notice',
          label: 'Short notice, one vehicle: a carrier found within days',
          amount: RATE_TABLE.shortNoticeFee,
        },
      ],
      total: OPEN + RATE_TABLE.shortNoticeFee,
      pricedAsOf: new Date(now).toISOString(),
      priceSource: 'repriced',
      quotedTotal: OPEN,
    });
  });

  it('says it repriced even when the total comes out the same', () => {
    const firstAvailableDate = '2027-01-15';
    const price = priceOrder(input({ now: created + 30 * DAY_MS, firstAvailableDate }), resolveFixture);
    const total = estimateOf({ ...lead.submission, ship_date: firstAvailableDate }).open.point;
    expect(price).toMatchObject({ priceSource: 'repriced', total, quotedTotal: total });
  });

  it('takes another validity in days', () => {
    const now = created + 8 * DAY_MS;
    expect(priceOrder(lapsedInput(now), resolveFixture)).toMatchObject({ priceSource: 'repriced' });
    expect(priceOrder({ ...lapsedInput(now), quotePriceDays: 14 }, resolveFixture)).toMatchObject({
      priceSource: 'quote',
    });
  });
});

describe('priceOrder of a trip across the water', () => {
  it('prices an order to Hawaii by its legs, the sailing in the vehicle transport line', () => {
    const hawaii = aLead({ submission: { destination_postal_code: 'Honolulu, HI 96813' } }).submission;
    const estimate = estimateOf(hawaii);
    expect(estimate.sea?.legs.some((leg) => leg.kind === 'sailing')).toBe(true);
    const price = priceOrder(input({ quote: hawaii }), resolveFixture);
    expect(price).toMatchObject({
      kind: 'priced',
      total: estimate.open.point,
      lines: [{ kind: 'transport', amount: estimate.open.point, vehicleIndex: 0 }],
    });
  });
});

describe('priceOrder without an instant price', () => {
  it('leaves international routes and routes outside the table to an advisor', () => {
    expect(priceOrder(input({ quote: aLead({ submission: INTERNATIONAL_QUOTE }).submission }), resolveFixture)).toEqual(
      {
        kind: 'unpriced',
        reason: 'international',
      },
    );
    const acrossTheWater = aLead({ submission: ACROSS_THE_WATER_QUOTE }).submission;
    expect(priceOrder(input({ quote: acrossTheWater }), resolveFixture)).toEqual({
      kind: 'unpriced',
      reason: 'outside-table',
    });
    const nowhere = aLead({ submission: { destination_postal_code: 'Nowhere at all' } }).submission;
    expect(priceOrder(input({ quote: nowhere }), resolveFixture)).toEqual({
      kind: 'unpriced',
      reason: 'route-not-placed',
    });
  });
});

describe('priceOrder given an impossible order', () => {
  it('refuses running conditions that do not match the quote vehicles', () => {
    expect(() => priceOrder(input({ runs: [] }), resolveFixture)).toThrow(RangeError);
    expect(() => priceOrder(input({ runs: ['yes', 'no'] }), resolveFixture)).toThrow(RangeError);
  });

  it('refuses a creation time it cannot read', () => {
    expect(() => priceOrder(input({ quotedAt: 'yesterday' }), resolveFixture)).toThrow(RangeError);
  });
});

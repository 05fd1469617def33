import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '../../shared/time';
import { aLead, INTERNATIONAL_QUOTE } from '../../tests/support/a-lead';
import { resolveFixture } from '../../tests/support/booking-fixtures';
import { instantPrice } from '../quote/pricing/instant-price';
import {
  INOP_FEE,
  MULTI_VEHICLE_DISCOUNT,
  SHORT_NOTICE_FEE,
  VEHICLE_TYPE_SURCHARGE,
} from '../quote/pricing/rate-table';
import { priceQuote } from '../quote/pricing/route-price';
import { type OrderPriceInput, priceOrder } from './order-price';

// The fixture lead: Dallas → Los Angeles, one running 2020 Toyota Camry, ready 2026-12-01.
const lead = aLead();
const created = Date.parse(lead.createdAt);

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
    // docs/pricing.md's worked example for this route.
    expect(priceOrder(input(), resolveFixture)).toMatchObject({ total: 1330 });
    expect(priceOrder(input({ carrier: 'enclosed' }), resolveFixture)).toMatchObject({ total: 1930 });
  });

  it('has one transport line per vehicle, and says it is priced as of the quote', () => {
    expect(priceOrder(input(), resolveFixture)).toEqual({
      kind: 'priced',
      carrier: 'open',
      lines: [{ kind: 'transport', label: '2020 Toyota Camry, open carrier', amount: 1330, vehicleIndex: 0 }],
      total: 1330,
      pricedAsOf: lead.createdAt,
      priceSource: 'quote',
    });
  });

  it('adds the rate table inoperable fee for each vehicle that does not run, the same on either carrier', () => {
    for (const carrier of ['open', 'enclosed'] as const) {
      const running = priceOrder(input({ carrier }), resolveFixture);
      const notRunning = priceOrder(input({ carrier, runs: ['no'] }), resolveFixture);
      if (running.kind !== 'priced' || notRunning.kind !== 'priced') throw new Error('expected prices');
      expect(notRunning.total).toBe(running.total + INOP_FEE);
      expect(notRunning.lines.at(-1)).toEqual({
        kind: 'inop',
        label: '2020 Toyota Camry does not run: winched on and off',
        amount: INOP_FEE,
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
    expect(price).toMatchObject({ total: 1330 });
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
      ['transport', 0, 1330],
      ['transport', 1, 1330 - MULTI_VEHICLE_DISCOUNT + VEHICLE_TYPE_SURCHARGE.Pickup],
      ['transport', 2, 1330 - MULTI_VEHICLE_DISCOUNT],
      ['inop', 1, INOP_FEE],
      ['inop', 2, INOP_FEE],
    ]);
    expect(price.total).toBe(price.lines.reduce((sum, line) => sum + line.amount, 0));
    const estimate = priceQuote(
      {
        ...three.submission,
        vehicles: three.submission.vehicles.map((v, i) => ({ ...v, vehicle_inop: i === 0 ? 'No' : 'Yes' })),
      },
      resolveFixture,
      lead.createdAt,
    ).estimate;
    expect(estimate.kind === 'domestic' && estimate.open.point).toBe(price.total);
  });

  it('charges short notice when the first available date is within three days of the quote', () => {
    const price = priceOrder(input({ firstAvailableDate: '2026-11-22' }), resolveFixture);
    expect(price).toMatchObject({
      total: 1330 + SHORT_NOTICE_FEE,
      lines: [
        { kind: 'transport', amount: 1330 },
        {
          kind: 'short-notice',
          label: 'Short notice, one vehicle: a carrier found within days',
          amount: SHORT_NOTICE_FEE,
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
    expect(price).toMatchObject({ priceSource: 'quote', total: 1330, pricedAsOf: lead.createdAt });
    expect(price).not.toHaveProperty('quotedTotal');
  });

  it('prices at today rates a millisecond later, with the quote total beside the new one', () => {
    const now = created + 7 * DAY_MS + 1;
    expect(priceOrder(lapsedInput(now), resolveFixture)).toEqual({
      kind: 'priced',
      carrier: 'open',
      lines: [
        { kind: 'transport', label: '2020 Toyota Camry, open carrier', amount: 1330, vehicleIndex: 0 },
        {
          kind: 'short-notice',
          label: 'Short notice, one vehicle: a carrier found within days',
          amount: SHORT_NOTICE_FEE,
        },
      ],
      total: 1330 + SHORT_NOTICE_FEE,
      pricedAsOf: new Date(now).toISOString(),
      priceSource: 'repriced',
      quotedTotal: 1330,
    });
  });

  it('says it repriced even when the total comes out the same', () => {
    const price = priceOrder(input({ now: created + 30 * DAY_MS, firstAvailableDate: '2027-01-15' }), resolveFixture);
    expect(price).toMatchObject({ priceSource: 'repriced', total: 1330, quotedTotal: 1330 });
  });

  it('takes another validity in days', () => {
    const now = created + 8 * DAY_MS;
    expect(priceOrder(lapsedInput(now), resolveFixture)).toMatchObject({ priceSource: 'repriced' });
    expect(priceOrder({ ...lapsedInput(now), quotePriceDays: 14 }, resolveFixture)).toMatchObject({
      priceSource: 'quote',
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
    const hawaii = aLead({ submission: { destination_postal_code: 'Honolulu, HI 96813' } }).submission;
    expect(priceOrder(input({ quote: hawaii }), resolveFixture)).toEqual({ kind: 'unpriced', reason: 'outside-table' });
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

import { describe, expect, it } from 'vitest';
import type { InstantPrice } from '../../shared/api-types';
import { type QuoteForPrice, withInstantPrice } from './crm-price';

const PRICE: InstantPrice = {
  options: [
    { transport: 'open', from: 900, to: 1100, estimate: 1000, transit: { min: 3, max: 5 }, transitUnit: 'days' },
  ],
  chosen: 'open',
};

const payload = {
  event: 'lead.created',
  lead_number: 'SQ-261126-000001',
  created_at: '2026-11-26T10:00:00.000Z',
  mode: 'domestic',
  transport_type: 'open',
  origin_postal_code: 'Dallas, TX 75201',
  destination_postal_code: 'Miami, FL 33101',
  ship_date: '2026-12-10',
  vehicles: [{ year: 2020, make: 'Toyota', model: 'Camry', make_id: 448, vehicle_type: 'Car', vehicle_inop: null }],
};

describe('the instant price in the CRM body', () => {
  it('is priced from the payload’s own quote as of its creation time, and added beside the stored fields', () => {
    const asked: [QuoteForPrice, string][] = [];
    const body = withInstantPrice(JSON.stringify(payload), (quote, quotedOn) => {
      asked.push([quote, quotedOn]);
      return PRICE;
    });
    expect(JSON.parse(body)).toEqual({ ...payload, price: PRICE });
    expect(asked).toEqual([
      [
        {
          mode: 'domestic',
          transport_type: 'open',
          origin_postal_code: 'Dallas, TX 75201',
          destination_postal_code: 'Miami, FL 33101',
          ship_date: '2026-12-10',
          vehicles: [{ year: '2020', make: 'Toyota', model: 'Camry', vehicle_type: 'Car' }],
        },
        '2026-11-26T10:00:00.000Z',
      ],
    ]);
  });

  it('sends the payload as stored when pricing fails or the payload is not what it expects', () => {
    const stored = JSON.stringify(payload);
    expect(
      withInstantPrice(stored, () => {
        throw new Error('no lookups');
      }),
    ).toBe(stored);
    expect(withInstantPrice('not json', () => PRICE)).toBe('not json');
    const noVehicles = JSON.stringify({ ...payload, vehicles: undefined });
    expect(withInstantPrice(noVehicles, () => PRICE)).toBe(noVehicles);
  });

  it('leaves a payload that already carries a price as it is', () => {
    const priced = JSON.stringify({ ...payload, price: PRICE });
    expect(withInstantPrice(priced, () => ({ options: [], chosen: 'open' }))).toBe(priced);
  });
});

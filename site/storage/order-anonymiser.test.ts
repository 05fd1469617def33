import { describe, expect, it } from 'vitest';
import { anonymisedOrderColumns } from './order-anonymiser';

const CAMRY = '2019 Toyota Camry, open carrier';
const CAMRY_INOP = '2019 Toyota Camry does not run: winched on and off';
const SHORT_NOTICE = 'Short notice, one vehicle: a carrier found within days';

const price = {
  kind: 'priced',
  carrier: 'open',
  lines: [
    { kind: 'transport', label: CAMRY, amount: 1190, vehicleIndex: 0 },
    { kind: 'inop', label: CAMRY_INOP, amount: 150, vehicleIndex: 0 },
    { kind: 'short-notice', label: SHORT_NOTICE, amount: 100 },
  ],
  total: 1440,
  priceSource: 'quote',
};
const agreement = {
  templateVersion: 1,
  hash: 'a'.repeat(64),
  data: {
    orderNumber: 'SQ-1',
    vehicles: [{ name: '2019 Toyota Camry', vin: '1HGCM82633A004352' }],
    price: {
      lines: price.lines.map(({ label, amount }) => ({ label, amount })),
      total: 1440,
      priceSource: 'quote',
    },
  },
};

const anonymised = () =>
  anonymisedOrderColumns({
    details_json: JSON.stringify({ last_name: 'Whitfield' }),
    price_json: JSON.stringify(price),
    agreement_json: JSON.stringify(agreement),
  });

describe('anonymisedOrderColumns', () => {
  it('blanks the labels of the price lines that name a vehicle, keeping their kinds and amounts', () => {
    expect(JSON.parse(anonymised().price_json)).toEqual({
      ...price,
      lines: [
        { kind: 'transport', label: '', amount: 1190, vehicleIndex: 0 },
        { kind: 'inop', label: '', amount: 150, vehicleIndex: 0 },
        { kind: 'short-notice', label: SHORT_NOTICE, amount: 100 },
      ],
    });
  });

  it("blanks the same labels in the agreement's price, and the vehicles themselves", () => {
    const { data } = JSON.parse(anonymised().agreement_json) as typeof agreement;
    expect(data.price).toEqual({
      lines: [
        { label: '', amount: 1190 },
        { label: '', amount: 150 },
        { label: SHORT_NOTICE, amount: 100 },
      ],
      total: 1440,
      priceSource: 'quote',
    });
    expect(data.vehicles).toEqual([{ name: '', vin: '' }]);
    expect(data.orderNumber).toBe('SQ-1');
  });

  it('keeps the price of an order an advisor prices, which has no lines', () => {
    const unpriced = { kind: 'unpriced', reason: 'international' };
    const columns = anonymisedOrderColumns({
      details_json: '{}',
      price_json: JSON.stringify(unpriced),
      agreement_json: JSON.stringify({ ...agreement, data: { orderNumber: 'SQ-2' } }),
    });
    expect(JSON.parse(columns.price_json)).toEqual(unpriced);
  });
});

import { createHash } from 'node:crypto';
import { Window } from 'happy-dom';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { type OrderFormContext, orderFormInput, orderSchema } from '../../shared/order-schema';
import { validate } from '../../shared/schema';
import { aLead } from '../../tests/support/a-lead';
import { ORDER_DELIVERY, ORDER_PICKUP, resolveFixture } from '../../tests/support/booking-fixtures';
import { brand } from '../content/brand';
import { RATE_TABLE } from '../quote/pricing/rate-table';
import {
  AGREEMENT_TEMPLATE_VERSION,
  type AgreementRecord,
  agreementHash,
  agreementStructure,
  cancellationTermsOf,
  draftAgreement,
  rebuildAgreement,
  renderAgreement,
  signAgreement,
} from './agreement';
import { type AgreementData, agreementDataOf } from './agreement-data';
import { agreementPlainText, agreementTexts } from './agreement-document';
import { priceOrder } from './order-price';
import { AgreementDocument } from './pages/AgreementDocument';

/** An order's data as version 1 was signed with: the broker's name and phone, the customer's email and phone. */
function agreementDataV1(): AgreementData {
  return {
    orderNumber: 'SO-261121-482193',
    leadNumber: 'SQ-261120-123456',
    broker: { name: 'ShipQuote', phone: '(512) 555-0147' },
    customer: { fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '(512) 555-0100' },
    route: { origin: 'Dallas, TX 75201', destination: 'Los Angeles, CA 90012' },
    pickup: { ...ORDER_PICKUP },
    delivery: { ...ORDER_DELIVERY },
    vehicles: [
      { year: '2013', make: 'Tesla', model: 'Model S', runs: 'yes', vin: '5YJSA1DG9DFP14705' },
      { year: '1967', make: 'Ford', model: 'Mustang', runs: 'no', notes: 'Low front lip.\n\nKeys with the neighbour.' },
    ],
    carrier: 'enclosed',
    firstAvailableDate: '2026-12-01',
    pickupWindow: { first: '2026-12-01', last: '2026-12-07' },
    price: {
      lines: [
        { label: '2013 Tesla Model S, enclosed carrier', amount: 1930 },
        { label: '1967 Ford Mustang, enclosed carrier', amount: 1860 },
        { label: '1967 Ford Mustang does not run: winched on and off', amount: 150 },
      ],
      total: 3940,
      quotedAt: '2026-11-20T15:04:05.000Z',
      priceSource: 'quote',
    },
    terms: { url: 'https://shipquote.example/terms', effectiveDate: '2026-11-26', cancellationFeeAfterDispatch: 150 },
    signedBy: 'Ada King Lovelace',
    signedAt: '2026-11-21T09:30:12.345Z',
  };
}

const EXPECTED_TEXT = `ShipQuote: vehicle shipping order agreement
Order number: SO-261121-482193
Quote number: SQ-261120-123456
Agreement template version: 1

1. The parties
Broker: ShipQuote, (512) 555-0147
Customer: Ada Lovelace, ada@example.com, (512) 555-0100
ShipQuote is a transportation broker: it arranges the transport of the vehicles below with an independent, licensed, bonded and insured motor carrier, and does not transport vehicles itself.

2. Route
Quoted route: Dallas, TX 75201 to Los Angeles, CA 90012
Pickup:
  1500 Marilla St
  Dallas, TX 75201
  Contact: Ada Lovelace, (512) 555-0100
Delivery:
  200 N Spring St
  Los Angeles, CA 90012-3239
  Contact: Grace Hopper, (213) 555-0199

3. Vehicles
Vehicle 1: 2013 Tesla Model S
  Runs: yes
  VIN: 5YJSA1DG9DFP14705
Vehicle 2: 1967 Ford Mustang
  Runs: no, it will be winched on and off
  VIN: not given
  Notes:
    Low front lip.

    Keys with the neighbour.

4. Transport
Carrier: Enclosed carrier
First available date: Tuesday, December 1, 2026
Pickup window: Tuesday, December 1, 2026 to Monday, December 7, 2026
The carrier picks up the vehicles on a business day within the pickup window. Delivery dates are estimates.

5. Price, in US dollars
  2013 Tesla Model S, enclosed carrier: $1,930
  1967 Ford Mustang, enclosed carrier: $1,860
  1967 Ford Mustang does not run: winched on and off: $150
Total: $3,940
This is the price of your quote of Friday, November 20, 2026.

6. What is included
- Door-to-door service: the driver picks up and delivers as close to each address as a truck can safely and legally get.
- Insurance: the carrier's cargo insurance is included in every quote, at no extra cost.
- No hidden fees: the total above is the price you pay, unless you change the order or the information it is based on proves inaccurate.

7. Payment
You pay nothing now. You are charged the total only once a carrier has been confirmed for this order; if no carrier can be confirmed, you pay nothing. All major credit and debit cards are accepted, online or by phone.

8. Changes and cancellation
You may cancel this order at no cost until a carrier has been assigned and confirmed.
If you cancel after a carrier has been confirmed and dispatched to pick up a vehicle, or a vehicle is not available at the agreed pickup, a fee of $150 applies to cover the carrier's wasted trip.
To change anything in this order after signing it, call us at (512) 555-0147.
This order is also subject to the Terms of Service in effect from Thursday, November 26, 2026, at https://shipquote.example/terms.

9. Signature
Signed electronically by: Ada King Lovelace
Signed at: 2026-11-21 09:30:12 UTC
By typing their name and ticking "I agree to the order terms and to sign electronically", Ada Lovelace agreed to this order and to sign it electronically.
`;

/**
 * The hash of EXPECTED_TEXT. When this test fails, version 1's text has changed, and every agreement signed
 * with it no longer matches its record: put the old text back and make the new wording version 2.
 */
const EXPECTED_HASH = '44b90fe830362f3ca842f686bf5cff29fbf244c401a5dad4f44eebc7ede830db';

/** A signed order's data, as `agreementDataOf` makes it now: version 2's. */
function agreementData(): AgreementData {
  const data = agreementDataV1();
  return {
    ...data,
    broker: {
      ...data.broker,
      authority: {
        legalName: 'ShipQuote Logistics LLC',
        mcNumber: '000000',
        usdotNumber: '0000000',
        address: '4100 Carrier Lane, Suite 210, Austin, TX 78701',
      },
    },
    customer: { fullName: 'Ada Lovelace' },
  };
}

/** Version 1's text with the new parties section; everything from section 2 on is the same. */
const EXPECTED_TEXT_V2 = `ShipQuote: vehicle shipping order agreement
Order number: SO-261121-482193
Quote number: SQ-261120-123456
Agreement template version: 2

1. The parties
Broker: ShipQuote Logistics LLC, trading as ShipQuote
  Address: 4100 Carrier Lane, Suite 210, Austin, TX 78701
  Phone: (512) 555-0147
  Broker authority: USDOT 0000000, MC 000000, a property broker registered with the Federal Motor Carrier Safety Administration
Customer: Ada Lovelace
ShipQuote Logistics LLC is a licensed property broker: it arranges the transport of the vehicles below by an independent motor carrier that is licensed and insured. ShipQuote Logistics LLC is not the carrier and does not transport vehicles itself; the carrier transports them under its own operating authority and insurance.

2. Route${EXPECTED_TEXT.slice(EXPECTED_TEXT.indexOf('\n', EXPECTED_TEXT.indexOf('\n2. Route\n') + 1))}`;

/** The hash of EXPECTED_TEXT_V2: when this test fails, version 2's text has changed. Make a version 3 instead. */
const EXPECTED_HASH_V2 = '264bea37c5b73a99b744915caa56bca85b75677d8a82d2712bb56e355db0bb10';

/** Version 2's text of the same data, as version 3 renders it: only its version number differs. */
const EXPECTED_TEXT_V3 = EXPECTED_TEXT_V2.replace('Agreement template version: 2\n', 'Agreement template version: 3\n');

/** The hash of version 3's text of an order whose total is not its quote's: when this fails, make a version 4. */
const EXPECTED_HASH_V3_QUOTED = '16baefad4de0cd7dc24ae8c028ac2e2b49664e96c34e5d89b2bffb35961df79c';

/** The fixture's data with the quote's own total beside the order's: the order added a fee to the quote. */
function agreementDataQuoted(): AgreementData {
  const data = agreementData();
  if (data.price.priceSource !== 'quote') throw new Error('expected a price at the quote');
  data.price.quotedTotal = 3790;
  return data;
}

describe('renderAgreement, template version 3', () => {
  it('is the version new orders are signed with', () => {
    expect(AGREEMENT_TEMPLATE_VERSION).toBe(3);
    expect(signAgreement(agreementData()).record.templateVersion).toBe(3);
  });

  it("words an order at its quote's total as version 2 does, but for its version number", () => {
    expect(renderAgreement(agreementData(), 3)).toBe(EXPECTED_TEXT_V3);
  });

  it("says the quote's total, not that it is the quote's price, when the order's total is another", () => {
    const text = renderAgreement(agreementDataQuoted(), 3);
    expect(text).toContain(
      "Total: $3,940\nYour quote of Friday, November 20, 2026 was $3,790. This order is priced at that quote's rates for the vehicles, dates and addresses above, so its total is not the quote's.\n",
    );
    expect(text).not.toContain('This is the price of your quote');
  });

  it('keeps the text of version 3 byte for byte', () => {
    expect(agreementHash(renderAgreement(agreementDataQuoted(), 3))).toBe(EXPECTED_HASH_V3_QUOTED);
  });

  it("leaves versions 1 and 2 as they were: neither takes a quote's total they have no words for", () => {
    expect(() => renderAgreement(agreementDataQuoted(), 2)).toThrow(RangeError);
    expect(() => renderAgreement({ ...agreementDataV1(), price: agreementDataQuoted().price }, 1)).toThrow(RangeError);
    expect(agreementHash(renderAgreement(agreementData(), 2))).toBe(EXPECTED_HASH_V2);
  });
});

describe('renderAgreement, template version 2', () => {
  it("states the broker's legal name, address, phone, USDOT and MC numbers, and that it is not the carrier", () => {
    const text = renderAgreement(agreementData(), 2);
    expect(text).toBe(EXPECTED_TEXT_V2);
    expect(text).toContain('USDOT 0000000, MC 000000');
    expect(text).toContain('ShipQuote Logistics LLC is not the carrier');
  });

  it('keeps the text of version 2 byte for byte', () => {
    expect(agreementHash(renderAgreement(agreementData(), 2))).toBe(EXPECTED_HASH_V2);
  });

  it("shows neither the customer's email nor their phone: the text is shown under the booking link", () => {
    const text = renderAgreement(agreementData());
    expect(text).not.toContain('ada@example.com');
    expect(text.split('\n')).toContain('Customer: Ada Lovelace');
    expect(() => renderAgreement({ ...agreementData(), customer: agreementDataV1().customer })).toThrow(RangeError);
  });

  it('refuses data without the broker authority, or with a line break in it', () => {
    expect(() => renderAgreement(agreementDataV1(), 2)).toThrow(RangeError);
    const data = agreementData();
    data.broker.authority!.mcNumber = '000000\nTotal: $1';
    expect(() => renderAgreement(data)).toThrow(RangeError);
  });

  it('repeats the cancellation terms for the confirmation email word for word', () => {
    const data = agreementData();
    const terms = cancellationTermsOf(data);
    expect(terms).toHaveLength(2);
    for (const sentence of terms) expect(renderAgreement(data).split('\n')).toContain(sentence);
    expect(terms[1]).toContain('a fee of $150');
  });
});

describe('renderAgreement, template version 1', () => {
  it('renders the order as the plain-text agreement, every part in its place', () => {
    expect(renderAgreement(agreementDataV1(), 1)).toBe(EXPECTED_TEXT);
  });

  it('keeps the text of version 1 byte for byte', () => {
    expect(agreementHash(renderAgreement(agreementDataV1(), 1))).toBe(EXPECTED_HASH);
  });

  it('has LF line endings, one at the end, and no line ending in spaces', () => {
    const text = renderAgreement(agreementDataV1(), 1);
    expect(text).not.toContain('\r');
    expect(text.endsWith('.\n')).toBe(true);
    expect(text.split('\n').filter((line) => line !== line.trimEnd())).toEqual([]);
  });

  it('says when the order was repriced, with the quote total and the new one', () => {
    const data = agreementDataV1();
    data.price = { ...data.price, priceSource: 'repriced', quotedTotal: 3840, pricedAsOf: '2026-11-28T10:00:00.000Z' };
    expect(renderAgreement(data, 1)).toContain(
      'Total: $3,940\nThe price of your quote of Friday, November 20, 2026, $3,840, no longer holds; this order is priced at the rates of Saturday, November 28, 2026.\n',
    );
  });

  it('indents every line of the notes, so a note cannot pass for a line of the agreement', () => {
    const data = agreementDataV1();
    data.vehicles[1]!.notes = 'Fine.\nTotal: $1';
    const lines = renderAgreement(data, 1).split('\n');
    expect(lines).toContain('    Total: $1');
    expect(lines.filter((line) => line.startsWith('Total:'))).toEqual(['Total: $3,940']);
  });

  it('refuses a line break or another control character in a one-line value', () => {
    const data = agreementDataV1();
    data.pickup.street = '1500 Marilla St\nTotal: $1';
    expect(() => renderAgreement(data, 1)).toThrow(RangeError);
    expect(() => renderAgreement({ ...agreementDataV1(), signedBy: 'Ada\u0000' }, 1)).toThrow(RangeError);
  });

  it('refuses data of version 2, which it has no place for', () => {
    expect(() => renderAgreement(agreementData(), 1)).toThrow(RangeError);
  });

  it('refuses a template version it does not have', () => {
    expect(() => renderAgreement(agreementDataV1(), 4)).toThrow(RangeError);
    expect(() => renderAgreement(agreementDataV1(), 0)).toThrow(RangeError);
  });
});

describe('agreementHash', () => {
  it('is the SHA-256 of the UTF-8 bytes, in lower-case hex', () => {
    expect(agreementHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(agreementHash('Zoë')).toBe(
      createHash('sha256')
        .update(Buffer.from([0x5a, 0x6f, 0xc3, 0xab]))
        .digest('hex'),
    );
  });
});

/** Every leaf of `value` with its path, e.g. ['pickup', 'street']. */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [path];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}

/** A different, still valid value for the leaf at `path`. */
function changed(path: (string | number)[], value: unknown): unknown {
  const key = path.at(-1);
  if (typeof value === 'number') return value + 10;
  if (key === 'carrier') return value === 'open' ? 'enclosed' : 'open';
  if (key === 'runs') return value === 'yes' ? 'no' : 'yes';
  if (key === 'priceSource') return undefined;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) {
    return new Date(Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value) + 86_400_000)
      .toISOString()
      .slice(0, value.length === 10 ? 10 : undefined);
  }
  return `${String(value)}x`;
}

function withLeaf(data: AgreementData, path: (string | number)[], value: unknown): AgreementData {
  const copy = structuredClone(data) as unknown as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy as unknown as AgreementData;
}

describe('signAgreement and rebuildAgreement', () => {
  it('rebuilds a signed agreement byte for byte from its record', () => {
    const { text, structure, record } = signAgreement(agreementData());
    expect(record.templateVersion).toBe(3);
    expect(record.hash).toBe(agreementHash(text));
    expect(rebuildAgreement(record)).toEqual({ text, structure, hash: record.hash, intact: true });
  });

  it('rebuilds it from the record as stored and read back as JSON, its keys in any order', () => {
    const { text, structure, record } = signAgreement(agreementData());
    const stored: AgreementRecord = JSON.parse(JSON.stringify(record));
    expect(rebuildAgreement(stored)).toEqual({ text, structure, hash: record.hash, intact: true });
    const reordered = JSON.parse(JSON.stringify(record, Object.keys(record).reverse()));
    const shuffled: AgreementRecord = { ...reordered, data: Object.fromEntries(Object.entries(record.data).reverse()) };
    expect(rebuildAgreement(shuffled).intact).toBe(true);
  });

  it('puts every field of the data in the text: changing any one changes the hash', () => {
    const data = agreementData();
    const repriced = withLeaf(withLeaf(data, ['price', 'quotedTotal'], 3840), ['price', 'pricedAsOf'], data.signedAt);
    const { record } = signAgreement(data);
    for (const base of [
      data,
      { ...repriced, price: { ...repriced.price, priceSource: 'repriced' } } as AgreementData,
    ]) {
      const baseHash = agreementHash(renderAgreement(base));
      const paths = leaves(base).filter((path) => path.at(-1) !== 'priceSource');
      expect(paths.length).toBeGreaterThan(40);
      for (const path of paths) {
        const value = path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], base);
        const tampered = withLeaf(base, path, changed(path, value));
        expect({ path, hash: agreementHash(renderAgreement(tampered)) }).not.toEqual({ path, hash: baseHash });
      }
    }
    const tamperedRecord = { ...record, data: withLeaf(data, ['price', 'total'], 3000) };
    expect(rebuildAgreement(tamperedRecord).intact).toBe(false);
  });

  it('rebuilds a version 1 record, signed before version 2, to its stored hash', () => {
    const record: AgreementRecord = { templateVersion: 1, data: agreementDataV1(), hash: EXPECTED_HASH };
    expect(rebuildAgreement(JSON.parse(JSON.stringify(record)))).toMatchObject({
      text: EXPECTED_TEXT,
      hash: EXPECTED_HASH,
      intact: true,
    });
  });

  it('notices a record whose hash is not its text', () => {
    const { record } = signAgreement(agreementData());
    expect(rebuildAgreement({ ...record, hash: agreementHash('something else') }).intact).toBe(false);
  });
});

describe('agreementDataOf', () => {
  const lead = aLead({
    submission: {
      vehicles: [
        { year: '2013', make: 'Tesla', model: 'Model S', vehicle_type: 'Car', vehicle_inop: 'No' },
        { year: '1967', make: 'Ford', model: 'Mustang', vehicle_type: 'Car', vehicle_inop: 'No' },
      ],
    },
  });
  const submission = { ...lead.submission, email: 'ada@example.com', phone: '(512) 555-0100' };
  const context: OrderFormContext = {
    today: '2026-11-21',
    latestDate: '2027-02-18',
    vehicles: lead.submission.vehicles,
    customer: { first_name: submission.first_name, phone: submission.phone },
  };

  function signedOrder() {
    const input = orderFormInput([
      ['carrier', 'enclosed'],
      ['first_available_date', '2026-12-01'],
      ['pickup.street', '1500 Marilla St'],
      ['pickup.city', 'Dallas'],
      ['pickup.state', 'TX'],
      ['pickup.postal_code', '75201'],
      ['delivery.street', '200 N Spring St'],
      ['delivery.city', 'Los Angeles'],
      ['delivery.state', 'CA'],
      ['delivery.postal_code', '900123239'],
      ['delivery.contact_name', 'Grace Hopper'],
      ['delivery.contact_phone', '(213) 555-0199'],
      ['vehicles.0.runs', 'yes'],
      ['vehicles.0.vin', '5yjsa1dg9dfp14705'],
      ['vehicles.1.runs', 'no'],
      ['vehicles.1.notes', 'Low front lip.\r\n\r\nKeys with the neighbour.'],
      ['last_name', 'Lovelace'],
      ['typed_name', 'Ada King Lovelace'],
      ['consent', 'yes'],
    ]);
    if (!input.ok) throw new Error('the post was refused');
    const result = validate(orderSchema(context), input.value);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.value;
  }

  it('makes the data from the validated order, its price, the lead and the broker, as the fixture has it', () => {
    const order = signedOrder();
    const price = priceOrder(
      {
        quote: submission,
        quotedAt: lead.createdAt,
        carrier: order.carrier,
        runs: order.vehicles.map((vehicle) => vehicle.runs),
        firstAvailableDate: order.first_available_date,
        now: Date.parse('2026-11-21T09:30:12.345Z'),
      },
      resolveFixture,
    );
    if (price.kind !== 'priced') throw new Error('expected a price');
    const data = agreementDataOf({
      orderNumber: 'SO-261121-482193',
      lead: { leadNumber: 'SQ-261120-123456', createdAt: lead.createdAt, submission },
      order,
      price,
      signedAt: Date.parse('2026-11-21T09:30:12.345Z'),
    });
    // The amounts are the booking page's for each car, enclosed, with the non-runner's fee after them.
    const stored = lead.price?.estimate;
    if (stored?.kind !== 'domestic') throw new Error('expected a domestic estimate');
    const [tesla, mustang] = stored.lines.map((line) => line.enclosed);
    const lines = [
      { label: '2013 Tesla Model S, enclosed carrier', amount: tesla },
      { label: '1967 Ford Mustang, enclosed carrier', amount: mustang },
      { label: '1967 Ford Mustang does not run: winched on and off', amount: RATE_TABLE.inopFee },
    ];
    const total = lines.reduce((sum, line) => sum + (line.amount ?? 0), 0);
    const fixture = agreementData();
    // The fixture keeps the number its frozen texts were written with; new orders give customer support's.
    const broker = { ...fixture.broker, phone: brand.phones.support.display };
    expect(data).toEqual({ ...fixture, broker, price: { ...fixture.price, lines, total } });
    expect(data.broker).toEqual({
      name: brand.name,
      phone: brand.phones.support.display,
      authority: { ...brand.authority, address: brand.address.oneLine },
    });
    // The fixture's text is held byte for byte with the figures and the phone it was written with; the rest is the same.
    expect(renderAgreement({ ...data, broker: fixture.broker, price: fixture.price })).toBe(EXPECTED_TEXT_V3);
  });

  it("keeps the quote's own total in the data only when the order's total is another", () => {
    const order = signedOrder();
    const price = priceOrder(
      {
        quote: submission,
        quotedAt: lead.createdAt,
        carrier: order.carrier,
        runs: order.vehicles.map((vehicle) => vehicle.runs),
        firstAvailableDate: order.first_available_date,
        now: Date.parse('2026-11-21T09:30:12.345Z'),
      },
      resolveFixture,
    );
    if (price.kind !== 'priced') throw new Error('expected a price');
    const priceWithQuote = (quotedTotal: number) =>
      agreementDataOf({
        orderNumber: 'SO-261121-482193',
        lead: { leadNumber: 'SQ-261120-123456', createdAt: lead.createdAt, submission },
        order,
        price,
        signedAt: Date.parse('2026-11-21T09:30:12.345Z'),
        quotedTotal,
      }).price;
    const withoutFee = price.total - RATE_TABLE.inopFee;
    expect(priceWithQuote(withoutFee)).toMatchObject({ priceSource: 'quote', quotedTotal: withoutFee });
    expect(priceWithQuote(price.total)).not.toHaveProperty('quotedTotal');
  });
});

describe('the agreement’s plain text and its page, made from one structure', () => {
  const window = new Window({ settings: { disableCSSFileLoading: true, disableJavaScriptEvaluation: true } });
  afterAll(() => window.happyDOM.close());
  const page = (data: AgreementData) => {
    const markup = renderToStaticMarkup(
      createElement(AgreementDocument, { structure: agreementStructure(data), id: 'agreement', level: 2 }),
    );
    return new window.DOMParser().parseFromString(markup, 'text/html');
  };
  const repriced = (): AgreementData => {
    const data = agreementData();
    return {
      ...data,
      price: {
        ...data.price,
        priceSource: 'repriced',
        quotedTotal: 3840,
        pricedAsOf: '2026-11-30T10:00:00.000Z',
      },
    };
  };

  it.each([
    ['as quoted', agreementData()],
    ['repriced', repriced()],
  ])('puts every text of the structure in both the plain text and the page (%s)', (_, data) => {
    const structure = agreementStructure(data);
    const text = renderAgreement(data);
    expect(agreementPlainText(structure)).toBe(text);
    const document = page(data);
    // What the page adds for screen readers only ("opens in a new tab") is not part of the agreement.
    for (const hidden of document.querySelectorAll('.visually-hidden')) hidden.remove();
    const shown = document.body.textContent ?? '';
    const texts = agreementTexts(structure);
    expect(texts.length).toBeGreaterThan(60);
    for (const part of texts) {
      expect(text, part).toContain(part);
      expect(shown, part).toContain(part);
    }
  });

  it('shows the title and the sections as headings in order, the fields as a description list, the price as a table', () => {
    const document = page(agreementData());
    const heading = document.querySelector('h2');
    expect(heading?.id).toBe('agreement');
    expect(heading?.textContent).toBe('ShipQuote: vehicle shipping order agreement');
    expect([...document.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(
      agreementStructure(agreementData()).sections.map((section) => section.heading),
    );
    expect(document.querySelector('h4, h5, h6, pre')).toBeNull();
    const rows = [...document.querySelectorAll('table tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['2013 Tesla Model S, enclosed carrier', '$1,930'],
      ['1967 Ford Mustang, enclosed carrier', '$1,860'],
      ['1967 Ford Mustang does not run: winched on and off', '$150'],
      ['Total', '$3,940'],
    ]);
    const terms = [...document.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(expect.arrayContaining(['Order number', 'Pickup', 'Contact', 'Vehicle 2', 'Notes']));
    expect(document.querySelectorAll('li')).toHaveLength(3);
    expect(document.querySelector('a')?.getAttribute('href')).toBe('/terms');
  });

  it('drafts the agreement for review: the text signed but for the order number, the typed name and the time', () => {
    const { orderNumber, signedBy, signedAt, ...draft } = agreementData();
    const signed = renderAgreement(agreementData()).split('\n');
    const reviewed = agreementPlainText(draftAgreement(draft)).split('\n');
    expect(reviewed).toHaveLength(signed.length);
    const differing = signed.flatMap((line, i) => (line === reviewed[i] ? [] : [[line, reviewed[i]]]));
    expect(differing).toEqual([
      [`Order number: ${orderNumber}`, 'Order number: given when you sign'],
      [`Signed electronically by: ${signedBy}`, 'Signed electronically by: the name you type below'],
      ['Signed at: 2026-11-21 09:30:12 UTC', 'Signed at: the time you sign'],
    ]);
  });
});

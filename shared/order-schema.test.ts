import { describe, expect, it } from 'vitest';
import { orderMessages as m } from './order-messages';
import {
  type OrderFormContext,
  orderDetailsSchema,
  orderFormInput,
  orderSchema,
  orderSignatureSchema,
} from './order-schema';
import { validate } from './schema';

// Every date rule is relative to the context's "today", never to the clock.
const context: OrderFormContext = {
  today: '2026-11-25',
  latestDate: '2027-02-23',
  vehicles: [
    { year: '2020', make: 'Tesla', model: 'Model S' },
    { year: '1967', make: 'Ford', model: 'Mustang' },
  ],
  customer: { first_name: 'Ada', phone: '(512) 555-0100' },
};

/** A complete step 1 as the form posts it: every field, the optional ones left empty. */
const detailsPost = (): [string, string][] => [
  ['carrier', 'open'],
  ['first_available_date', '2026-12-01'],
  ['pickup.street', '1500 Marilla St'],
  ['pickup.city', 'Dallas'],
  ['pickup.state', 'TX'],
  ['pickup.postal_code', '75201'],
  ['pickup.contact_name', ''],
  ['pickup.contact_phone', ''],
  ['delivery.street', '301 Front St W'],
  ['delivery.city', 'Toronto'],
  ['delivery.state', 'ON'],
  ['delivery.postal_code', 'M5V 2T6'],
  ['delivery.contact_name', 'Grace Hopper'],
  ['delivery.contact_phone', '+1 416 555 0199'],
  ['vehicles.0.runs', 'yes'],
  ['vehicles.0.vin', '5YJSA1DG9DFP14705'],
  ['vehicles.0.notes', ''],
  ['vehicles.1.runs', 'no'],
  ['vehicles.1.vin', ''],
  ['vehicles.1.notes', ''],
  ['last_name', 'Lovelace'],
];

const signaturePost = (): [string, string][] => [
  ['typed_name', 'Ada Lovelace'],
  ['consent', 'yes'],
];

/** The form post with `changes` applied: a value replaces the field's, undefined leaves the field out. */
function post(changes: Record<string, string | undefined> = {}, base = detailsPost()): Record<string, unknown> {
  const entries = base
    .filter(([name]) => !(name in changes) || changes[name] !== undefined)
    .map(([name, value]): [string, string] => [name, changes[name] ?? value]);
  for (const [name, value] of Object.entries(changes)) {
    if (value !== undefined && !base.some(([n]) => n === name)) entries.push([name, value]);
  }
  const input = orderFormInput(entries);
  if (!input.ok) throw new Error(`the post itself was refused: ${JSON.stringify(input.errors)}`);
  return input.value;
}

const details = orderDetailsSchema(context);

function errorsOf(value: unknown, schema: Parameters<typeof validate>[0] = details) {
  const result = validate(schema, value);
  return result.ok ? [] : result.errors;
}
/** The message at `path`, or undefined when that field is fine. */
const messageAt = (value: unknown, path: string, schema?: Parameters<typeof validate>[0]) =>
  errorsOf(value, schema).find((e) => e.path === path)?.message;

describe('orderDetailsSchema (step 1)', () => {
  it('accepts a complete form post, with the contacts left empty being the customer', () => {
    const result = validate(details, post());
    expect(result).toEqual({
      ok: true,
      value: {
        carrier: 'open',
        first_available_date: '2026-12-01',
        pickup: {
          street: '1500 Marilla St',
          city: 'Dallas',
          state: 'TX',
          postal_code: '75201',
          contact_name: 'Ada Lovelace',
          contact_phone: '(512) 555-0100',
        },
        delivery: {
          street: '301 Front St W',
          city: 'Toronto',
          state: 'ON',
          postal_code: 'M5V 2T6',
          contact_name: 'Grace Hopper',
          contact_phone: '+1 416 555 0199',
        },
        vehicles: [
          { runs: 'yes', vin: '5YJSA1DG9DFP14705', notes: undefined },
          { runs: 'no', vin: undefined, notes: undefined },
        ],
        last_name: 'Lovelace',
      },
    });
  });

  it('accepts the same order sent as JSON, with the empty optional fields left out', () => {
    const json = {
      carrier: 'enclosed',
      first_available_date: '2026-12-01',
      pickup: { street: '1 Main St', city: 'Dallas', state: 'TX', postal_code: '75201' },
      delivery: { street: '2 Main St', city: 'Denver', state: 'CO', postal_code: '80202' },
      vehicles: [{ runs: 'yes' }, { runs: 'yes' }],
      last_name: 'Lovelace',
    };
    expect(validate(details, json).ok).toBe(true);
  });

  it('names every unanswered field at its form name, whether the post sent it empty or left it out', () => {
    const everythingEmpty = post(Object.fromEntries(detailsPost().map(([name]) => [name, ''])));
    const nothingSent = {};
    for (const value of [everythingEmpty, nothingSent]) {
      expect(errorsOf(value)).toEqual([
        { path: 'carrier', message: m.carrierRequired },
        { path: 'first_available_date', message: m.firstAvailableRequired },
        { path: 'pickup.street', message: m.pickup.streetRequired },
        { path: 'pickup.city', message: m.pickup.cityRequired },
        { path: 'pickup.state', message: m.pickup.stateRequired },
        { path: 'pickup.postal_code', message: m.pickup.postalCodeRequired },
        { path: 'delivery.street', message: m.delivery.streetRequired },
        { path: 'delivery.city', message: m.delivery.cityRequired },
        { path: 'delivery.state', message: m.delivery.stateRequired },
        { path: 'delivery.postal_code', message: m.delivery.postalCodeRequired },
        { path: 'vehicles.0.runs', message: 'Tell us whether the 2020 Tesla Model S runs' },
        { path: 'vehicles.1.runs', message: 'Tell us whether the 1967 Ford Mustang runs' },
        { path: 'last_name', message: m.lastNameRequired },
      ]);
    }
  });

  it('speaks of the pickup or the delivery by name', () => {
    expect(m.pickup.streetRequired).toBe('Enter the pickup street address');
    expect(m.delivery.streetRequired).toBe('Enter the delivery street address');
  });

  it('refuses a field the form does not have, at its name, so the post gets a 4xx', () => {
    for (const name of ['pickup.country', 'vehicles.0.colour', 'price', 'typed_name']) {
      expect(messageAt(post({ [name]: 'x' }), name)).toBe(m.unknownField);
    }
  });

  describe('carrier', () => {
    it.each(['open', 'enclosed'])('accepts %s', (carrier) => {
      expect(messageAt(post({ carrier }), 'carrier')).toBeUndefined();
    });
    it.each(['Open', 'roro', 'air'])('refuses %s', (carrier) => {
      expect(messageAt(post({ carrier }), 'carrier')).toBe(m.carrierRequired);
    });
  });

  describe('first available date', () => {
    const at = (date: string) => messageAt(post({ first_available_date: date }), 'first_available_date');

    it('accepts today and the last day the booking link works, and nothing outside them', () => {
      expect(at('2026-11-25')).toBeUndefined();
      expect(at('2027-02-23')).toBeUndefined();
      expect(at('2026-11-24')).toBe(m.firstAvailablePast);
      expect(at('2027-02-24')).toBe(
        'Choose a date on or before February 23, 2027. For a later date, call us and an advisor will book it with you',
      );
    });

    it('reads a date typed as MM/DD/YYYY where the browser shows a text box', () => {
      const result = validate(details, post({ first_available_date: '12/01/2026' }));
      expect(result.ok && result.value.first_available_date).toBe('2026-12-01');
    });

    it.each(['2026-02-30', '2026-13-01', 'next week', '1/2'])('refuses %j, which is not a date', (date) => {
      expect(at(date)).toBe(m.firstAvailableInvalid);
    });
  });

  describe('addresses', () => {
    it('refuses a street over 200 characters and accepts one of exactly 200', () => {
      expect(messageAt(post({ 'pickup.street': 'a'.repeat(200) }), 'pickup.street')).toBeUndefined();
      expect(messageAt(post({ 'pickup.street': 'a'.repeat(201) }), 'pickup.street')).toBe(m.pickup.streetTooLong);
    });

    it('refuses a tab, a line break or another hidden character inside an answer', () => {
      expect(messageAt(post({ 'delivery.city': 'Tor\tonto' }), 'delivery.city')).toBe(m.controlCharacters);
      expect(messageAt(post({ last_name: 'Love\u0000lace' }), 'last_name')).toBe(m.controlCharacters);
    });

    it('takes a state or province code in any case, and only one of the US states, DC or Canada', () => {
      const result = validate(details, post({ 'pickup.state': ' tx ' }));
      expect(result.ok && result.value.pickup.state).toBe('TX');
      expect(messageAt(post({ 'pickup.state': 'DC', 'pickup.postal_code': '20001' }), 'pickup.state')).toBeUndefined();
      expect(
        messageAt(post({ 'delivery.state': 'YT', 'delivery.postal_code': 'Y1A 1A1' }), 'delivery.state'),
      ).toBeUndefined();
      for (const state of ['PR', 'XX', 'Texas']) {
        expect(messageAt(post({ 'pickup.state': state }), 'pickup.state')).toBe(m.pickup.stateRequired);
      }
    });

    it.each([
      ['75201', '75201'],
      ['75201-1234', '75201-1234'],
      ['75201 1234', '75201-1234'],
      ['752011234', '75201-1234'],
    ])('keeps the ZIP code %j as %j', (typed, kept) => {
      const result = validate(details, post({ 'pickup.postal_code': typed }));
      expect(result.ok && result.value.pickup.postal_code).toBe(kept);
    });

    it.each([
      ['M5V 2T6', 'M5V 2T6'],
      ['m5v2t6', 'M5V 2T6'],
      [' m5v 2t6 ', 'M5V 2T6'],
    ])('keeps the Canadian postal code %j as %j', (typed, kept) => {
      const result = validate(details, post({ 'delivery.postal_code': typed }));
      expect(result.ok && result.value.delivery.postal_code).toBe(kept);
    });

    it.each(['7520', '752012', '75201-12', 'D5V 2T6', 'M5V 2O6', 'W5V 2T6', 'M5V-2T6', 'SW1A 1AA'])(
      'refuses %j, neither a ZIP nor a Canadian postal code',
      (code) => {
        expect(messageAt(post({ 'pickup.postal_code': code }), 'pickup.postal_code')).toBe(m.pickup.postalCodeInvalid);
      },
    );

    it('refuses a postal code of the other country than the chosen state or province', () => {
      expect(messageAt(post({ 'pickup.postal_code': 'M5V 2T6' }), 'pickup.postal_code')).toBe(
        m.pickup.postalCodeCanadian,
      );
      expect(messageAt(post({ 'delivery.postal_code': '75201' }), 'delivery.postal_code')).toBe(
        m.delivery.postalCodeUs,
      );
    });

    it('checks a contact phone by the quote rule, saying which contact it is', () => {
      expect(messageAt(post({ 'pickup.contact_phone': '555-0100' }), 'pickup.contact_phone')).toBe(
        'Enter a valid phone number for the pickup contact',
      );
      expect(messageAt(post({ 'delivery.contact_phone': 'call me' }), 'delivery.contact_phone')).toBe(
        'Enter a valid phone number for the delivery contact',
      );
      expect(messageAt(post({ 'pickup.contact_phone': '(512) 555-0142' }), 'pickup.contact_phone')).toBeUndefined();
    });

    it('keeps a contact the customer names, and refuses a name over 100 characters', () => {
      const result = validate(details, post({ 'pickup.contact_name': '  Charles Babbage ' }));
      expect(result.ok && result.value.pickup.contact_name).toBe('Charles Babbage');
      expect(messageAt(post({ 'pickup.contact_name': 'a'.repeat(101) }), 'pickup.contact_name')).toBe(
        m.pickup.contactNameTooLong,
      );
    });
  });

  describe('vehicles', () => {
    it('has exactly the quote vehicles: a missing one is asked for, an extra one refused', () => {
      const one = detailsPost().filter(([name]) => !name.startsWith('vehicles.1.'));
      expect(messageAt(post({}, one), 'vehicles.1.runs')).toBe('Tell us whether the 1967 Ford Mustang runs');
      expect(messageAt(post({ 'vehicles.2.runs': 'yes' }), 'vehicles.2')).toBe(m.vehiclesMismatch);
    });

    it.each(['Yes', 'maybe', 'true'])('refuses runs = %j', (runs) => {
      expect(messageAt(post({ 'vehicles.0.runs': runs }), 'vehicles.0.runs')).toBe(
        'Tell us whether the 2020 Tesla Model S runs',
      );
    });

    it('names each vehicle of a two-car order in its own message', () => {
      const unanswered = post({ 'vehicles.0.runs': undefined, 'vehicles.1.runs': undefined });
      expect(errorsOf(unanswered).filter((e) => e.path.startsWith('vehicles.'))).toEqual([
        { path: 'vehicles.0.runs', message: 'Tell us whether the 2020 Tesla Model S runs' },
        { path: 'vehicles.1.runs', message: 'Tell us whether the 1967 Ford Mustang runs' },
      ]);
    });

    it('tells two vehicles of the same name apart by their place in the order', () => {
      const camry = { year: '2019', make: 'Toyota', model: 'Camry' };
      const twins = orderDetailsSchema({ ...context, vehicles: [camry, camry] });
      const unanswered = post({ 'vehicles.0.runs': '', 'vehicles.1.runs': '', 'vehicles.0.vin': '' });
      expect(messageAt(unanswered, 'vehicles.0.runs', twins)).toBe(
        'Tell us whether the 2019 Toyota Camry (vehicle 1) runs',
      );
      expect(messageAt(unanswered, 'vehicles.1.runs', twins)).toBe(
        'Tell us whether the 2019 Toyota Camry (vehicle 2) runs',
      );
    });

    it('checks each VIN against that vehicle model year', () => {
      // An 11-character 1967 serial: fine for the 1967 vehicle, too short for the 2020 one.
      expect(messageAt(post({ 'vehicles.1.vin': '7R01C123456' }), 'vehicles.1.vin')).toBeUndefined();
      expect(messageAt(post({ 'vehicles.0.vin': '7R01C123456' }), 'vehicles.0.vin')).toBe(m.vin.length);
    });

    it('says what is wrong with a VIN', () => {
      const at = (vin: string) => messageAt(post({ 'vehicles.0.vin': vin }), 'vehicles.0.vin');
      expect(at('5YJSA1DG8DFP14705')).toBe(m.vin['check-digit']);
      expect(at('5YJSA1DG9DFP1470O')).toBe(m.vin['letters-ioq']);
      expect(at('5YJSA1DG9DFP1470#')).toBe(m.vin.characters);
      expect(at('12')).toBe(m.vin.length);
      expect(messageAt(post({ 'vehicles.1.vin': '12' }), 'vehicles.1.vin')).toBe(m.vin['old-length']);
      expect(m.vin['check-digit']).toBe(
        "This VIN's check digit does not match: check it against the title or the windshield plate",
      );
    });

    it('keeps a VIN typed in lower case with spaces in its one form', () => {
      const result = validate(details, post({ 'vehicles.0.vin': ' 5yjsa1 dg9dfp14705 ' }));
      expect(result.ok && result.value.vehicles[0]?.vin).toBe('5YJSA1DG9DFP14705');
    });

    it('keeps notes over several lines with line feeds only, and refuses a tab or notes over 500 characters', () => {
      const result = validate(details, post({ 'vehicles.0.notes': ' Low front lip.\r\nKeys with the neighbour. ' }));
      expect(result.ok && result.value.vehicles[0]?.notes).toBe('Low front lip.\nKeys with the neighbour.');
      expect(messageAt(post({ 'vehicles.0.notes': 'a\tb' }), 'vehicles.0.notes')).toBe(m.notesControlCharacters);
      expect(messageAt(post({ 'vehicles.0.notes': 'a'.repeat(500) }), 'vehicles.0.notes')).toBeUndefined();
      expect(messageAt(post({ 'vehicles.0.notes': 'a'.repeat(501) }), 'vehicles.0.notes')).toBe(m.notesTooLong);
    });
  });

  describe('invisible and direction-changing characters', () => {
    const refused =
      'Type this again instead of pasting it: it holds invisible characters, such as zero-width spaces or direction marks';
    // One field of each kind: one-line text, a postal code, a phone, a date, a VIN and the notes.
    const fields: [string, string, string][] = [
      ['pickup.street', '1500 Mari', 'lla St'],
      ['pickup.city', 'Dal', 'las'],
      ['pickup.contact_name', 'Charles ', 'Babbage'],
      ['delivery.postal_code', 'M5V', ' 2T6'],
      ['delivery.contact_phone', '+1 416 555', ' 0199'],
      ['first_available_date', '2026-12', '-01'],
      ['vehicles.0.vin', '5YJSA1DG9', 'DFP14705'],
      ['vehicles.0.notes', 'Low front lip.', '\nKeys with the neighbour.'],
      ['last_name', 'Love', 'lace'],
    ];
    const invisible: [string, string][] = [
      ['a right-to-left override', '\u202e'],
      ['a zero-width space', '\u200b'],
      ['a next line (NEL)', '\u0085'],
      ['a left-to-right isolate', '\u2066'],
      ['a byte order mark', '\ufeff'],
    ];

    describe.each(invisible)('%s', (_name, character) => {
      it.each(fields)('is refused in %s, with a message saying so', (field, before, after) => {
        expect(messageAt(post({ [field]: before + after }), field)).toBeUndefined();
        expect(messageAt(post({ [field]: before + character + after }), field)).toBe(refused);
      });
    });

    it('is refused in the typed name of step 2 too', () => {
      const signed = post({ typed_name: 'Ada \u202eecalevoL' }, signaturePost());
      expect(messageAt(signed, 'typed_name', orderSignatureSchema)).toBe(refused);
    });

    it('keeps accents and other scripts, and a tab still meets the control characters message', () => {
      expect(messageAt(post({ last_name: 'Ñúñez-Østergård 王' }), 'last_name')).toBeUndefined();
      expect(messageAt(post({ last_name: 'Love\tlace\u200b' }), 'last_name')).toBe(m.controlCharacters);
    });

    it('says what to do about them', () => {
      expect(m.invisibleCharacters).toBe(refused);
    });
  });

  it('refuses a last name over 100 characters', () => {
    expect(messageAt(post({ last_name: 'a'.repeat(101) }), 'last_name')).toBe(m.lastNameTooLong);
  });

  it('refuses values that are not text, as a script might send them', () => {
    const value = { ...post(), last_name: 42, pickup: 'Dallas' };
    expect(messageAt(value, 'last_name')).toBe(m.lastNameRequired);
    expect(messageAt(value, 'pickup')).toBe(m.unknownField);
  });
});

describe('orderSignatureSchema (step 2)', () => {
  const sign = (changes: Record<string, string | undefined> = {}) => post(changes, signaturePost());

  it('accepts a typed name and the consent, the name with its spaces tidied', () => {
    expect(validate(orderSignatureSchema, sign({ typed_name: '  Ada   King  Lovelace ' }))).toEqual({
      ok: true,
      value: { typed_name: 'Ada King Lovelace', consent: 'yes' },
    });
  });

  it('takes any name the customer types, not only the one of the order', () => {
    expect(messageAt(sign({ typed_name: 'A. Lovelace-Byron' }), 'typed_name', orderSignatureSchema)).toBeUndefined();
  });

  it.each(['', '   ', '...', '123'])('asks for a name when %j is typed', (typedName) => {
    expect(messageAt(sign({ typed_name: typedName }), 'typed_name', orderSignatureSchema)).toBe(m.typedNameRequired);
  });

  it('refuses a name over 200 characters', () => {
    expect(messageAt(sign({ typed_name: 'a'.repeat(201) }), 'typed_name', orderSignatureSchema)).toBe(
      m.typedNameTooLong,
    );
  });

  it.each([undefined, '', 'on', 'no', 'true'])('asks for the consent when the box posts %j', (consent) => {
    expect(messageAt(sign({ consent }), 'consent', orderSignatureSchema)).toBe(m.consentRequired);
  });
});

describe('orderSchema (the signing post, both steps)', () => {
  it('accepts step 1 and step 2 together and refuses either one alone', () => {
    const schema = orderSchema(context);
    const both = post({}, [...detailsPost(), ...signaturePost()]);
    const result = validate(schema, both);
    expect(result.ok && result.value.typed_name).toBe('Ada Lovelace');
    expect(result.ok && result.value.pickup.contact_name).toBe('Ada Lovelace');
    expect(messageAt(post(), 'consent', schema)).toBe(m.consentRequired);
    expect(messageAt(post({}, signaturePost()), 'carrier', schema)).toBe(m.carrierRequired);
  });
});

describe('orderFormInput', () => {
  it('refuses a field sent twice, or one no form has, before any schema', () => {
    const entries: [string, string][] = [
      ...detailsPost(),
      ['carrier', 'enclosed'],
      ['__proto__', 'x'],
      ['vehicles.01.vin', 'x'],
    ];
    expect(orderFormInput(entries)).toEqual({
      ok: false,
      errors: [
        { path: 'carrier', message: m.fieldRepeated },
        { path: '__proto__', message: m.unknownField },
        { path: 'vehicles.01.vin', message: m.unknownField },
      ],
    });
  });
});

describe('validate', () => {
  it('reports one problem per field, the first found', () => {
    const errors = errorsOf(post({ 'pickup.street': '\u0000'.repeat(201) }));
    expect(errors.filter((e) => e.path === 'pickup.street')).toEqual([
      { path: 'pickup.street', message: m.controlCharacters },
    ]);
  });
});

import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lookupRequestSchema, modelLookupRequestSchema, portLookupRequestSchema } from './lookup-schema';
import { validationMessages as m } from './messages';
import {
  compactVehicleSchema,
  compactVehiclesStepEntries,
  compactVehiclesStepSchema,
  contactStepSchema,
  contextSchema,
  maxVehicleYear,
  quoteSchema,
  routeStepSchema,
  shipDateSchema,
  submissionSchema,
  toFieldErrors,
  validate,
  vehicleSchema,
  vehiclesStepSchema,
} from './schema';

// Every date rule is relative to "now": pin it to local noon on 2026-11-25 so no test depends on today.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 25, 12, 0, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

const route = () => ({
  mode: 'domestic',
  origin_postal_code: 'Austin, TX 78701',
  destination_postal_code: 'Denver, CO 80202',
  ship_date: '2026-12-01',
  transport_type: 'open',
});
const vehicle = () => ({ year: '2020', make: 'Toyota', model: 'Camry' });
const contact = () => ({ first_name: 'Ada', email: 'ada@example.com', phone: '(512) 555-0100' });
const quote = () => ({ ...route(), vehicles: [vehicle()], ...contact() });
const submission = () => ({ ...quote(), idempotency_key: 'abcdefghijklmnop1234' });

/** The field errors of `value`, or [] when it is valid. */
function errorsOf(schema: v.GenericSchema, value: unknown) {
  const result = validate(schema, value);
  return result.ok ? [] : result.errors;
}
/** The first message reported for `path`, or undefined when that field is valid. */
function messageAt(schema: v.GenericSchema, value: unknown, path: string) {
  return errorsOf(schema, value).find((e) => e.path === path)?.message;
}

describe('routeStepSchema (step 1)', () => {
  it('accepts a complete route and trims the place names', () => {
    const result = validate(routeStepSchema, { ...route(), origin_postal_code: '  78701  ' });
    expect(result).toEqual({ ok: true, value: { ...route(), origin_postal_code: '78701' } });
  });

  it.each([
    ['origin_postal_code', m.originRequired],
    ['destination_postal_code', m.destinationRequired],
    ['ship_date', m.shipDateRequired],
    ['transport_type', m.transportTypeRequired],
    ['mode', m.modeInvalid],
  ])('reports a missing %s with "%s"', (field, message) => {
    const value: Record<string, unknown> = route();
    delete value[field];
    expect(errorsOf(routeStepSchema, value)).toEqual([{ path: field, message }]);
  });

  it.each([
    ['origin_postal_code', m.originRequired],
    ['destination_postal_code', m.destinationRequired],
    ['ship_date', m.shipDateRequired],
  ])('treats a %s of only spaces as missing', (field, message) => {
    expect(messageAt(routeStepSchema, { ...route(), [field]: '   ' }, field)).toBe(message);
  });

  it('accepts 120 characters of place name and rejects 121 with the length message', () => {
    expect(messageAt(routeStepSchema, { ...route(), origin_postal_code: 'a'.repeat(120) }, 'origin_postal_code')).toBe(
      undefined,
    );
    expect(
      messageAt(routeStepSchema, { ...route(), destination_postal_code: 'a'.repeat(121) }, 'destination_postal_code'),
    ).toBe(m.locationTooLong);
  });

  it('rejects a mode other than domestic or international', () => {
    expect(messageAt(routeStepSchema, { ...route(), mode: 'intergalactic' }, 'mode')).toBe(m.modeInvalid);
  });

  it.each(['open', 'enclosed', 'roro', 'container', 'air'])('knows the shipping method %s', (transport_type) => {
    expect(messageAt(routeStepSchema, { ...route(), transport_type }, 'transport_type')).toBe(undefined);
  });

  it('rejects an unknown shipping method', () => {
    expect(messageAt(routeStepSchema, { ...route(), transport_type: 'teleport' }, 'transport_type')).toBe(
      m.transportTypeRequired,
    );
  });
});

describe('ship date rules', () => {
  const shipDate = (ship_date: unknown) => messageAt(routeStepSchema, { ...route(), ship_date }, 'ship_date');

  it('accepts today and trims the date', () => {
    expect(validate(routeStepSchema, { ...route(), ship_date: ' 2026-11-25 ' })).toMatchObject({
      ok: true,
      value: { ship_date: '2026-11-25' },
    });
  });

  it('allows yesterday on the server, where the visitor may still be a day behind', () => {
    expect(shipDate('2026-11-24')).toBe(undefined);
  });

  it('rejects a date two days in the past with "Choose today or a later date"', () => {
    expect(shipDate('2026-11-23')).toBe('Choose today or a later date');
    expect(shipDate('2025-12-01')).toBe(m.shipDatePast);
  });

  it('follows the clock: a date valid today is past a week later', () => {
    expect(shipDate('2026-11-26')).toBe(undefined);
    vi.setSystemTime(new Date(2026, 11, 2, 12, 0, 0));
    expect(shipDate('2026-11-26')).toBe(m.shipDatePast);
  });

  it('accepts a date 366 days ahead and rejects one 367 days ahead', () => {
    expect(shipDate('2027-11-26')).toBe(undefined);
    expect(shipDate('2027-11-27')).toBe(m.shipDateTooFar);
  });

  it.each(['2026-02-31', '2027-02-29', '2027-04-31', '2027-13-01', '2027-00-10'])(
    'rejects %s, which does not exist in the calendar, as not a date',
    (ship_date) => {
      expect(shipDate(ship_date)).toBe(m.shipDateInvalid);
    },
  );

  it('accepts 29 February in a leap year', () => {
    vi.setSystemTime(new Date(2027, 5, 1, 12, 0, 0));
    expect(shipDate('2028-02-29')).toBe(undefined);
  });

  it.each(['2026-12-1', 'tomorrow', '2026-12-01T10:00:00', '13/01/2026', '12/01/26'])(
    'rejects %s, which is neither MM/DD/YYYY nor YYYY-MM-DD',
    (ship_date) => {
      expect(shipDate(ship_date)).toBe(m.shipDateInvalid);
    },
  );

  it('takes a date typed as MM/DD/YYYY, as the form’s hint asks, and keeps it as YYYY-MM-DD', () => {
    expect(validate(shipDateSchema, ' 12/01/2026 ')).toEqual({ ok: true, value: '2026-12-01' });
    expect(validate(shipDateSchema, '1/5/2027')).toEqual({ ok: true, value: '2027-01-05' });
  });
});

describe('vehicleSchema (year, make, model)', () => {
  const year = (y: unknown) => messageAt(vehicleSchema, { ...vehicle(), year: y }, 'year');

  it('accepts a vehicle, trimming its fields', () => {
    expect(validate(vehicleSchema, { year: ' 2020 ', make: ' Toyota ', model: ' Camry ' })).toEqual({
      ok: true,
      value: vehicle(),
    });
  });

  it('reports a missing or blank year with "Enter the model year"', () => {
    expect(year(undefined)).toBe('Enter the model year');
    expect(year('')).toBe(m.yearRequired);
    expect(year('   ')).toBe(m.yearRequired);
  });

  it("rejects a year that starts with 0 with 'Year is not valid'", () => {
    expect(year('0199')).toBe('Year is not valid');
  });

  it.each(['199', '20201', '20a0', '2O20', '-2020', '2020.0'])(
    'rejects %s, which is not four digits, as not valid',
    (y) => {
      expect(year(y)).toBe(m.yearInvalid);
    },
  );

  it('accepts 1900 and rejects 1899', () => {
    expect(year('1900')).toBe(undefined);
    expect(year('1899')).toBe(m.yearInvalid);
  });

  it('accepts model years up to two years after the current one and no later', () => {
    expect(maxVehicleYear()).toBe(2028);
    expect(year('2028')).toBe(undefined);
    expect(year('2029')).toBe(m.yearInvalid);
  });

  it('moves the latest model year with the clock', () => {
    vi.setSystemTime(new Date(2030, 0, 1, 12, 0, 0));
    expect(year('2032')).toBe(undefined);
    expect(year('2033')).toBe(m.yearInvalid);
  });

  it('takes the latest year from the date it is given', () => {
    expect(maxVehicleYear(new Date(2040, 6, 1))).toBe(2042);
  });

  it.each([
    ['make', m.makeRequired],
    ['model', m.modelRequired],
  ])('reports a missing or blank %s', (field, message) => {
    const missing: Record<string, unknown> = vehicle();
    delete missing[field];
    expect(messageAt(vehicleSchema, missing, field)).toBe(message);
    expect(messageAt(vehicleSchema, { ...vehicle(), [field]: '  ' }, field)).toBe(message);
  });

  it.each(['make', 'model'])('accepts a %s of 60 characters and rejects 61', (field) => {
    expect(messageAt(vehicleSchema, { ...vehicle(), [field]: 'M'.repeat(60) }, field)).toBe(undefined);
    expect(messageAt(vehicleSchema, { ...vehicle(), [field]: 'M'.repeat(61) }, field)).toBe(m.textTooLong);
  });

  it('accepts a catalogue make id that is a positive whole number only', () => {
    expect(messageAt(vehicleSchema, { ...vehicle(), make_id: 448 }, 'make_id')).toBe(undefined);
    expect(messageAt(vehicleSchema, { ...vehicle(), make_id: 0 }, 'make_id')).toBe(m.makeUnknown);
    expect(messageAt(vehicleSchema, { ...vehicle(), make_id: 4.5 }, 'make_id')).toBe(m.makeUnknown);
    expect(messageAt(vehicleSchema, { ...vehicle(), make_id: '448' }, 'make_id')).toBe(m.makeUnknown);
  });

  it('leaves vehicle type and running condition optional but checks them when given', () => {
    expect(validate(vehicleSchema, vehicle()).ok).toBe(true);
    expect(validate(vehicleSchema, { ...vehicle(), vehicle_type: 'SUV', vehicle_inop: 'No' }).ok).toBe(true);
    expect(messageAt(vehicleSchema, { ...vehicle(), vehicle_type: 'Tank' }, 'vehicle_type')).toBe(
      m.vehicleTypeRequired,
    );
    expect(messageAt(vehicleSchema, { ...vehicle(), vehicle_inop: 'Maybe' }, 'vehicle_inop')).toBe(
      m.vehicleInopRequired,
    );
  });
});

describe('compactVehicleSchema (compact calculator)', () => {
  it('requires the vehicle type and whether it runs', () => {
    expect(errorsOf(compactVehicleSchema, vehicle())).toEqual([
      { path: 'vehicle_type', message: m.vehicleTypeRequired },
      { path: 'vehicle_inop', message: m.vehicleInopRequired },
    ]);
  });

  it.each(['Car', 'SUV', 'Pickup', 'Van'])('accepts the vehicle type %s', (vehicle_type) => {
    expect(validate(compactVehicleSchema, { ...vehicle(), vehicle_type, vehicle_inop: 'Yes' }).ok).toBe(true);
  });

  it('still applies the year rule', () => {
    expect(
      messageAt(compactVehicleSchema, { ...vehicle(), year: '0999', vehicle_type: 'Car', vehicle_inop: 'No' }, 'year'),
    ).toBe(m.yearInvalid);
  });

  it('names the vehicle index in the path of a compact step error', () => {
    expect(messageAt(compactVehiclesStepSchema, { vehicles: [vehicle()] }, 'vehicles.0.vehicle_type')).toBe(
      m.vehicleTypeRequired,
    );
  });
});

describe('vehiclesStepSchema (step 2)', () => {
  const vehicles = (n: number) => Array.from({ length: n }, vehicle);

  it('accepts one to five vehicles', () => {
    expect(validate(vehiclesStepSchema, { vehicles: vehicles(1) }).ok).toBe(true);
    expect(validate(vehiclesStepSchema, { vehicles: vehicles(5) }).ok).toBe(true);
  });

  it('rejects an empty list with "Add at least one vehicle"', () => {
    expect(errorsOf(vehiclesStepSchema, { vehicles: [] })).toEqual([{ path: 'vehicles', message: m.vehiclesMin }]);
  });

  it('rejects a missing list with "Add at least one vehicle"', () => {
    expect(errorsOf(vehiclesStepSchema, {})).toEqual([{ path: 'vehicles', message: m.vehiclesMin }]);
  });

  it('rejects a sixth vehicle with "You can add up to 5 vehicles"', () => {
    expect(errorsOf(vehiclesStepSchema, { vehicles: vehicles(6) })).toEqual([
      { path: 'vehicles', message: 'You can add up to 5 vehicles' },
    ]);
  });

  it('names the vehicle and field of each error, like vehicles.1.year', () => {
    const list = [vehicle(), { year: '0199', make: '', model: 'Civic' }];
    expect(errorsOf(vehiclesStepSchema, { vehicles: list })).toEqual([
      { path: 'vehicles.1.year', message: m.yearInvalid },
      { path: 'vehicles.1.make', message: m.makeRequired },
    ]);
  });
});

describe('contactStepSchema (step 3)', () => {
  const email = (value: unknown) => messageAt(contactStepSchema, { ...contact(), email: value }, 'email');
  const phone = (value: unknown) => messageAt(contactStepSchema, { ...contact(), phone: value }, 'phone');

  it('accepts a complete contact and trims it', () => {
    expect(
      validate(contactStepSchema, { first_name: ' Ada ', email: ' ada@example.com ', phone: ' 5125550100 ' }),
    ).toEqual({ ok: true, value: { first_name: 'Ada', email: 'ada@example.com', phone: '5125550100' } });
  });

  it.each([
    ['first_name', m.firstNameRequired],
    ['email', m.emailRequired],
    ['phone', m.phoneRequired],
  ])('reports a missing or blank %s as required', (field, message) => {
    const missing: Record<string, unknown> = contact();
    delete missing[field];
    expect(messageAt(contactStepSchema, missing, field)).toBe(message);
    expect(messageAt(contactStepSchema, { ...contact(), [field]: ' ' }, field)).toBe(message);
  });

  it('accepts a first name of 80 characters and rejects 81', () => {
    expect(messageAt(contactStepSchema, { ...contact(), first_name: 'A'.repeat(80) }, 'first_name')).toBe(undefined);
    expect(messageAt(contactStepSchema, { ...contact(), first_name: 'A'.repeat(81) }, 'first_name')).toBe(
      m.firstNameTooLong,
    );
  });

  it.each(['ada@example.com', 'ada.lovelace+quotes@mail.example.co', 'A_B-9@example.info', 'x@sub-domain.example.uk'])(
    'accepts the address %s',
    (address) => {
      expect(email(address)).toBe(undefined);
    },
  );

  it.each([
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@example.c',
    'ada example@example.com',
    'ada@exam_ple.com',
  ])('rejects the address %s', (address) => {
    expect(email(address)).toBe(m.emailInvalid);
  });

  it('rejects an ending longer than 4 letters, which only the form’s own email pattern forbids', () => {
    // valibot's email accepts long endings; the form's own pattern allows 2 to 4 letters.
    expect(v.safeParse(v.pipe(v.string(), v.email()), 'ada@example.museum').success).toBe(true);
    expect(email('ada@example.museum')).toBe(m.emailInvalid);
  });

  it.each(['ada%lovelace@example.com', 'ada..lovelace@example.com', '.ada@example.com'])(
    'rejects %s, which only valibot email forbids',
    (address) => {
      // The form's own pattern alone lets these through; the schema also requires a valid email.
      expect(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/.test(address)).toBe(true);
      expect(email(address)).toBe(m.emailInvalid);
    },
  );

  it('rejects an address longer than 254 characters', () => {
    expect(email(`${'a'.repeat(64)}@${'b'.repeat(185)}.com`)).toBe(undefined);
    expect(email(`${'a'.repeat(64)}@${'b'.repeat(186)}.com`)).toBe(m.emailInvalid);
  });

  it.each(['5125550100', '(512) 555-0100', '512.555.0100', '+1 512 555 0100', '+44 20 7946 0958', '+491711234567890'])(
    'accepts the phone number %s',
    (number) => {
      expect(phone(number)).toBe(undefined);
    },
  );

  it.each([
    ['letters', '512-555-CALL'],
    ['too few digits', '555-0100'],
    ['nine digits', '512 555 010'],
    ['sixteen digits', '+1234567890123456'],
    ['a plus sign inside', '512+555+0100'],
    ['an extension word', '5125550100 ext 2'],
  ])("rejects a phone number with %s with 'Phone number is not valid'", (_why, number) => {
    expect(phone(number)).toBe('Phone number is not valid');
  });
});

describe('quoteSchema (all steps)', () => {
  it('accepts a complete domestic quote', () => {
    expect(validate(quoteSchema, quote())).toEqual({ ok: true, value: quote() });
  });

  it('accepts an international quote by RoRo, container or air', () => {
    for (const transport_type of ['roro', 'container', 'air']) {
      expect(validate(quoteSchema, { ...quote(), mode: 'international', transport_type }).ok).toBe(true);
    }
  });

  it('reports every missing field of every step', () => {
    expect(
      errorsOf(quoteSchema, {})
        .map((e) => e.path)
        .sort(),
    ).toEqual(
      [
        'mode',
        'origin_postal_code',
        'destination_postal_code',
        'ship_date',
        'transport_type',
        'vehicles',
        'first_name',
        'email',
        'phone',
      ].sort(),
    );
  });

  it.each([
    ['domestic', 'air'],
    ['domestic', 'roro'],
    ['international', 'open'],
    ['international', 'enclosed'],
  ])('rejects a %s quote shipped by %s, naming transport_type', (mode, transport_type) => {
    expect(errorsOf(quoteSchema, { ...quote(), mode, transport_type })).toEqual([
      { path: 'transport_type', message: m.transportTypeRequired },
    ]);
  });

  it('drops fields it does not know', () => {
    expect(validate(quoteSchema, { ...quote(), price: 1 })).toEqual({ ok: true, value: quote() });
  });

  it('names nested vehicle fields, like vehicles.0.year', () => {
    expect(messageAt(quoteSchema, { ...quote(), vehicles: [{ ...vehicle(), year: '0199' }] }, 'vehicles.0.year')).toBe(
      m.yearInvalid,
    );
  });
});

describe('submissionSchema (what the API accepts)', () => {
  it('accepts a submission and gives it an empty context when none is sent', () => {
    expect(validate(submissionSchema, submission())).toEqual({ ok: true, value: { ...submission(), context: {} } });
  });

  it('applies the quote rules, including transport type by mode', () => {
    expect(messageAt(submissionSchema, { ...submission(), phone: 'call me' }, 'phone')).toBe(m.phoneInvalid);
    expect(messageAt(submissionSchema, { ...submission(), mode: 'international' }, 'transport_type')).toBe(
      m.transportTypeRequired,
    );
  });

  it('requires an idempotency key', () => {
    const { idempotency_key: _, ...rest } = submission();
    expect(errorsOf(submissionSchema, rest)).toEqual([{ path: 'idempotency_key', message: m.idempotencyKeyInvalid }]);
  });

  it('accepts idempotency keys of 16 to 64 letters, digits, dashes and underscores, like a UUID', () => {
    for (const key of ['a'.repeat(16), 'A_b-9'.repeat(13).slice(0, 64), '123e4567-e89b-42d3-a456-426614174000']) {
      expect(messageAt(submissionSchema, { ...submission(), idempotency_key: key }, 'idempotency_key')).toBe(undefined);
    }
  });

  it.each([
    ['15 characters', 'a'.repeat(15)],
    ['65 characters', 'a'.repeat(65)],
    ['a space', 'abcdefgh ijklmnop'],
    ['a slash', 'abcdefgh/ijklmnop'],
    ['a number instead of text', 1234567890123456],
  ])('rejects an idempotency key with %s', (_why, key) => {
    expect(messageAt(submissionSchema, { ...submission(), idempotency_key: key }, 'idempotency_key')).toBe(
      m.idempotencyKeyInvalid,
    );
  });

  it('keeps the placement and the campaign apart, trimmed', () => {
    const context = {
      placement: { id: ' PARTNER ', source: 'partner-blog' },
      campaign: { id: 'AFF-9', source: 'newsletter', marketing_id: 'm1', fbclid: 'fb', utm_source: 'news' },
    };
    expect(validate(submissionSchema, { ...submission(), context })).toMatchObject({
      ok: true,
      value: { context: { ...context, placement: { id: 'PARTNER', source: 'partner-blog' } } },
    });
  });

  it('rejects a context value over 200 characters at its own path', () => {
    expect(
      messageAt(
        submissionSchema,
        { ...submission(), context: { campaign: { source: 's'.repeat(201) } } },
        'context.campaign.source',
      ),
    ).toBe(m.contextTooLong);
  });

  it('accepts a honeypot value or none, and rejects one over 500 characters', () => {
    expect(validate(submissionSchema, { ...submission(), website: 'http://spam.example' }).ok).toBe(true);
    expect(validate(submissionSchema, submission()).ok).toBe(true);
    expect(errorsOf(submissionSchema, { ...submission(), website: 'x'.repeat(501) })[0]?.path).toBe('website');
  });
});

describe('control characters and lone surrogates', () => {
  const refused = ['\u0000', '\u0001', '\t', '\n', '\u001f', '\u007f', '\ud800', '\udfff'];
  const inMiddle = (value: string, text: string) => `${value.slice(0, 2)}${text}${value.slice(2)}`;

  it.each([
    ['origin_postal_code', routeStepSchema, route()],
    ['destination_postal_code', routeStepSchema, route()],
    ['ship_date', routeStepSchema, route()],
    ['year', vehicleSchema, vehicle()],
    ['make', vehicleSchema, vehicle()],
    ['model', vehicleSchema, vehicle()],
    ['first_name', contactStepSchema, contact()],
    ['email', contactStepSchema, contact()],
    ['phone', contactStepSchema, contact()],
  ] as [string, v.GenericSchema, Record<string, string>][])(
    'refuses a %s holding one, with the hidden characters message first',
    (field, schema, valid) => {
      for (const text of refused) {
        expect(errorsOf(schema, { ...valid, [field]: inMiddle(valid[field]!, text) })).toEqual([
          { path: field, message: m.controlCharacters },
        ]);
      }
    },
  );

  it('trims tabs and line breaks at either end of an answer, but refuses a NUL there', () => {
    expect(validate(contactStepSchema, { ...contact(), first_name: '\t Ada\r\n' })).toMatchObject({
      ok: true,
      value: { first_name: 'Ada' },
    });
    expect(messageAt(contactStepSchema, { ...contact(), first_name: 'Ada\u0000' }, 'first_name')).toBe(
      m.controlCharacters,
    );
  });

  it('accepts accents and characters beyond the basic plane, such as an emoji', () => {
    const value = { ...vehicle(), make: 'Citroën', model: 'Škoda 😀 𝔊T' };
    expect(validate(vehicleSchema, value)).toEqual({ ok: true, value });
  });

  it('cleans every placement and campaign value, the landing page and the page address instead of refusing them', () => {
    const touch = {
      id: 'A\u0000FF',
      source: 'news\tletter',
      marketing_id: 'm\u007f1',
      fbclid: 'fb\ud800',
      utm_source: 'goo\u001bgle',
      utm_medium: 'c\u0001pc',
      utm_campaign: 'spring\r\nsale',
      utm_term: '\udfffcars',
      utm_content: ' ad\u0000 ',
      landing_page: '/blog/\u0000shipping',
    };
    const clean = {
      id: 'AFF',
      source: 'news letter',
      marketing_id: 'm1',
      fbclid: 'fb',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring sale',
      utm_term: 'cars',
      utm_content: 'ad',
      landing_page: '/blog/shipping',
    };
    const context = {
      placement: { id: 'P\u00001', source: 'home\u007f-hero' },
      campaign: touch,
      first_touch: touch,
      page_url: 'https://p.example/\ud800a',
    };
    expect(validate(contextSchema, context)).toEqual({
      ok: true,
      value: {
        placement: { id: 'P1', source: 'home-hero' },
        campaign: clean,
        first_touch: clean,
        page_url: 'https://p.example/a',
      },
    });
  });

  it('cleans the honeypot instead of refusing it, so a bot gets the answer a person gets', () => {
    expect(validate(submissionSchema, { ...submission(), website: 'spam\u0000.example\t' })).toMatchObject({
      ok: true,
      value: { website: 'spam.example ' },
    });
  });
});

describe('contextSchema', () => {
  it('knows the placement, the last and first campaign touches, the page and the variant', () => {
    expect(Object.keys(contextSchema.entries)).toEqual(['placement', 'campaign', 'first_touch', 'page_url', 'variant']);
  });

  it('takes a landing time in whole milliseconds and nothing else', () => {
    expect(validate(contextSchema, { campaign: { landed_at: 1_764_000_000_000 } }).ok).toBe(true);
    for (const bad of [-1, 1.5, '1764000000000', Number.NaN]) {
      expect(errorsOf(contextSchema, { first_touch: { landed_at: bad } })).toEqual([
        { path: 'first_touch.landed_at', message: m.contextTimeInvalid },
      ]);
    }
  });

  it('makes every value optional and drops unknown keys', () => {
    expect(validate(contextSchema, {})).toEqual({ ok: true, value: {} });
    expect(validate(contextSchema, { campaign: { id: 'P1', gclid: 'x' }, id: 'flat' })).toEqual({
      ok: true,
      value: { campaign: { id: 'P1' } },
    });
  });

  it('accepts a page URL of 2000 characters and rejects a longer one', () => {
    const url = (n: number) => `https://p.example/${'a'.repeat(n - 18)}`;
    expect(validate(contextSchema, { page_url: url(2000) }).ok).toBe(true);
    expect(errorsOf(contextSchema, { page_url: url(2001) })).toEqual([{ path: 'page_url', message: m.contextTooLong }]);
  });

  it('accepts the full and compact variants only', () => {
    expect(validate(contextSchema, { variant: 'compact' }).ok).toBe(true);
    expect(errorsOf(contextSchema, { variant: 'mini' })[0]?.path).toBe('variant');
  });
});

describe('lookup request schemas', () => {
  it('requires lookup input, trimmed, of at most 100 characters', () => {
    expect(validate(lookupRequestSchema, { input: ' Aus ' })).toEqual({ ok: true, value: { input: 'Aus' } });
    expect(errorsOf(lookupRequestSchema, { input: '  ' })).toEqual([{ path: 'input', message: m.lookupInputRequired }]);
    expect(errorsOf(lookupRequestSchema, {})).toEqual([{ path: 'input', message: m.lookupInputRequired }]);
    expect(validate(lookupRequestSchema, { input: 'a'.repeat(100) }).ok).toBe(true);
    expect(errorsOf(lookupRequestSchema, { input: 'a'.repeat(101) })).toEqual([
      { path: 'input', message: m.lookupInputTooLong },
    ]);
  });

  it('searches ports unless told otherwise', () => {
    expect(validate(portLookupRequestSchema, { input: 'Rott' })).toEqual({
      ok: true,
      value: { input: 'Rott', searchPort: true },
    });
    expect(validate(portLookupRequestSchema, { input: 'Rott', searchPort: false })).toEqual({
      ok: true,
      value: { input: 'Rott', searchPort: false },
    });
    expect(errorsOf(portLookupRequestSchema, { input: 'Rott', searchPort: 'yes' })[0]?.path).toBe('searchPort');
  });

  it('accepts MakeID and Year as numbers or numeric strings and gives numbers back', () => {
    expect(validate(modelLookupRequestSchema, { input: 'Cam', MakeID: '448', Year: '2020' })).toEqual({
      ok: true,
      value: { input: 'Cam', MakeID: 448, Year: 2020 },
    });
    expect(validate(modelLookupRequestSchema, { input: 'Cam', MakeID: 448, Year: 2020 })).toEqual({
      ok: true,
      value: { input: 'Cam', MakeID: 448, Year: 2020 },
    });
  });

  it('lets a model lookup list every model when the input is left out', () => {
    expect(validate(modelLookupRequestSchema, { MakeID: 448, Year: 2020 })).toEqual({
      ok: true,
      value: { input: '', MakeID: 448, Year: 2020 },
    });
  });

  it.each([['abc'], ['12.5'], [0], [-3], [4.5], [''], [undefined]])(
    'rejects the MakeID %j with "MakeID must be a whole number"',
    (MakeID) => {
      expect(errorsOf(modelLookupRequestSchema, { input: '', MakeID, Year: 2020 })).toEqual([
        { path: 'MakeID', message: 'MakeID must be a whole number' },
      ]);
    },
  );

  it.each([['0199'], ['20'], [1899], [2020.5], ['abcd'], [undefined]])('rejects the Year %j', (Year) => {
    expect(errorsOf(modelLookupRequestSchema, { input: '', MakeID: 448, Year })).toEqual([
      { path: 'Year', message: m.yearInvalid },
    ]);
  });
});

describe('toFieldErrors', () => {
  it('turns issue paths into dotted paths like vehicles.0.year', () => {
    const result = v.safeParse(quoteSchema, { ...quote(), vehicles: [vehicle(), { ...vehicle(), year: '0199' }] });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.issues ?? [])).toEqual([{ path: 'vehicles.1.year', message: m.yearInvalid }]);
  });

  it('keeps the first message of a field and drops the rest', () => {
    // '0199' breaks both the pattern and the range check: the visitor sees one message.
    const result = v.safeParse(vehicleSchema, { ...vehicle(), year: '0199' });
    expect(result.issues?.filter((i) => v.getDotPath(i) === 'year').length).toBeGreaterThan(1);
    expect(toFieldErrors(result.issues ?? [])).toEqual([{ path: 'year', message: m.yearInvalid }]);
  });

  it("words a missing field with the field's own message, not valibot's generic key message", () => {
    const result = v.safeParse(contactStepSchema, { first_name: 'Ada', email: 'ada@example.com' });
    expect(result.issues?.[0]?.message).toMatch(/^Invalid key/);
    expect(toFieldErrors(result.issues ?? [])).toEqual([{ path: 'phone', message: 'Enter your phone number' }]);
  });

  it('words missing fields the same way when the widget wraps the shared entries in its own object', () => {
    const widgetStep = v.object(compactVehiclesStepEntries);
    expect(errorsOf(widgetStep, { vehicles: [vehicle()] })).toEqual([
      { path: 'vehicles.0.vehicle_type', message: m.vehicleTypeRequired },
      { path: 'vehicles.0.vehicle_inop', message: m.vehicleInopRequired },
    ]);
  });

  it("keeps valibot's message for a missing key the quote form does not define", () => {
    expect(errorsOf(v.object({ other: v.string() }), {})).toEqual([
      { path: 'other', message: expect.stringMatching(/^Invalid key/) },
    ]);
  });

  it("gives an issue about the whole value the path ''", () => {
    expect(errorsOf(quoteSchema, 'not a quote')).toEqual([{ path: '', message: expect.any(String) }]);
  });

  it('keeps the order in which issues were found', () => {
    expect(errorsOf(contactStepSchema, { first_name: '', email: 'x', phone: '1' }).map((e) => e.path)).toEqual([
      'first_name',
      'email',
      'phone',
    ]);
  });
});

/**
 * The submit call through the API's app over an in-memory lead writer (tests/support/fake-lead-writer.ts)
 * and a flat price: what it validates, what it hands the store, what it answers for each thing the store
 * says, and what it logs. That a lead is really committed, and reaches the CRM, is site/api/api-routes.test.ts
 * and site/quote/locked-database.test.ts over the real store.
 */
import { describe, expect, it } from 'vitest';
import { API_PATHS, type InstantPrice } from '../../../shared/api-types';
import { addDays, toIsoDate } from '../../../shared/dates';
import { validationMessages as m } from '../../../shared/messages';
import { errorOf, FAKE_PUBLIC_URL, fakeApi, flatPrice, postJson } from '../../../tests/support/fake-api';
import { newIdempotencyKey, validSubmissionInput } from '../../../tests/support/valid-submission';
import { DatabaseUnavailableError } from '../../storage/database-busy';
import { LeadWriterClosedError } from '../../storage/lead-batcher';
import { shownPrice } from '../pricing/instant-price';

const SUBMIT = API_PATHS.createOpportunityAndSendToBooking;

/** Personal data of the test visitor: distinctive, so the log checks cannot pass by accident. */
const FIRST_NAME = 'Zebulonia';
const EMAIL = 'zebulonia.quist@example.com';
const PHONE = '(214) 555-0199';
const PERSONAL = [FIRST_NAME, EMAIL, 'zebulonia', 'quist', PHONE, '555-0199', '2145550199'];

const today = toIsoDate(new Date());

function quote(overrides: Record<string, unknown> = {}) {
  return {
    ...validSubmissionInput({ first_name: FIRST_NAME, email: EMAIL, phone: PHONE }),
    ...overrides,
  };
}

interface SubmitAnswer {
  statusCode: number;
  url: string;
  sessionId: string;
  price?: InstantPrice;
}

async function submit(app: ReturnType<typeof fakeApi>['app'], body: unknown, headers: Record<string, string> = {}) {
  const res = await postJson(app, SUBMIT, body, headers);
  return { res, answer: (await res.json()) as SubmitAnswer };
}

describe('a valid quote', () => {
  it('is stored, and answered with its lead number, its booking link on the public URL and its price', async () => {
    const { app, leads } = fakeApi();
    const body = quote();
    const { res, answer } = await submit(app, body);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const [lead] = leads.leads;
    expect(answer).toEqual({
      statusCode: 200,
      url: `${FAKE_PUBLIC_URL}/booking/${lead?.token}`,
      sessionId: lead?.leadNumber,
      price: shownPrice(flatPrice(lead!.submission)),
    });
    expect(lead).toMatchObject({ flagged: false, submission: { idempotency_key: body.idempotency_key } });
  });

  it('is handed to the store as the shared schema returns it: trimmed', async () => {
    const { app, leads } = fakeApi();
    await submit(app, quote({ first_name: `  ${FIRST_NAME} `, email: ` ${EMAIL} ` }));
    expect(leads.leads[0]?.submission).toMatchObject({ first_name: FIRST_NAME, email: EMAIL });
  });

  it('is priced once and stored with its price, so a repeated request answers the price first shown', async () => {
    let raise = 0;
    const { app, leads } = fakeApi({
      submit: {
        // The rate table changes between the two requests: the answer must not.
        priceOf: (submission) => {
          raise += 100;
          return flatPrice(submission, raise);
        },
      },
    });
    const body = quote();
    const first = await submit(app, body);
    const retry = await submit(app, body);
    expect(leads.leads[0]?.price).toEqual(flatPrice(leads.leads[0]!.submission, 100));
    expect(retry.answer.price).toEqual(first.answer.price);
    expect(first.answer.price).toEqual(shownPrice(flatPrice(leads.leads[0]!.submission, 100)));
  });

  it('is announced and logged once when new, by lead number and sources only', async () => {
    const { app, leads, announced, logged } = fakeApi();
    const body = quote({ context: { placement: { source: 'partner-blog' }, campaign: { source: 'newsletter-jan' } } });
    const first = await submit(app, body);
    const retry = await submit(app, body);
    expect(retry.answer).toEqual(first.answer);
    expect(leads.leads).toHaveLength(1);
    expect(announced).toEqual([first.answer.sessionId]);
    expect(logged).toEqual([`lead ${first.answer.sessionId} stored placement=partner-blog campaign=newsletter-jan`]);
  });
});

describe('the honeypot', () => {
  it('answers a bot exactly like a person, and hands its lead to the store flagged', async () => {
    const { app, leads, logged } = fakeApi();
    const person = await submit(app, quote());
    const bot = await submit(app, quote({ website: 'https://cheap-pills.example' }));
    expect(bot.res.status).toBe(200);
    expect(Object.keys(bot.answer).sort()).toEqual(Object.keys(person.answer).sort());
    expect([...bot.res.headers.keys()].sort()).toEqual([...person.res.headers.keys()].sort());
    expect(leads.leads.map((lead) => lead.flagged)).toEqual([false, true]);
    expect(logged[1]).toContain('(flagged: honeypot)');
  });

  it('does not flag a website field left empty or blank', async () => {
    const { app, leads } = fakeApi();
    for (const website of ['', '   ']) await submit(app, quote({ website }));
    expect(leads.leads.map((lead) => lead.flagged)).toEqual([false, false]);
  });
});

describe('what the store says', () => {
  it('answers 409, with neither booking link nor lead data, when a used key comes with a different quote', async () => {
    const { app, leads, announced } = fakeApi();
    const body = quote();
    const first = await submit(app, body);
    const res = await postJson(app, SUBMIT, { ...body, first_name: 'Someone Else', email: 'someone@example.com' });
    const text = await res.clone().text();
    const error = await errorOf(res, 409);
    expect(error.errors).toEqual([
      {
        path: 'idempotency_key',
        message: 'This request key was already used for a different quote; send each new quote with a new random key',
      },
    ]);
    for (const secret of [first.answer.sessionId, leads.leads[0]!.token, '/booking/', FIRST_NAME, EMAIL]) {
      expect(text).not.toContain(secret);
    }
    expect(announced).toHaveLength(1);
  });

  it.each([
    // Each store reports a locked or unreachable database as DatabaseUnavailableError (a real locked
    // SQLite file: locked-database.test.ts).
    ['a database that is locked or cannot be reached', new DatabaseUnavailableError()],
    ['a server that has begun to stop', new LeadWriterClosedError()],
  ])('answers %s with 503 and Retry-After, so the widget keeps the quote', async (_, failure) => {
    const { app, leads, announced, errors } = fakeApi();
    leads.failWith(failure);
    const res = await postJson(app, SUBMIT, quote());
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('5');
    expect(await res.json()).toEqual({
      statusCode: 503,
      message: 'Your quote could not be saved just now. Please try again in a moment.',
      errors: [],
    });
    expect(announced).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('answers any other failure with a JSON 500 that leaks nothing, and reports the error', async () => {
    const { app, leads, errors } = fakeApi();
    const failure = new TypeError(`cannot store ${EMAIL}`);
    leads.failWith(failure);
    const res = await postJson(app, SUBMIT, quote());
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain(EMAIL);
    expect(errors).toEqual([failure]);
  });
});

describe('the answer when pricing fails', () => {
  it('still answers 200 with the lead number and booking link, leaves the price out, and logs why', async () => {
    const { app, leads, logged } = fakeApi({
      submit: {
        priceOf: () => {
          throw new RangeError('a broken rate table');
        },
      },
    });
    const { res, answer } = await submit(app, quote({ idempotency_key: newIdempotencyKey() }));
    expect(res.status).toBe(200);
    const [lead] = leads.leads;
    expect(answer).toEqual({
      statusCode: 200,
      url: `${FAKE_PUBLIC_URL}/booking/${lead?.token}`,
      sessionId: lead?.leadNumber,
    });
    expect(logged).toContain(`lead ${lead?.leadNumber} stored without its instant price: pricing failed (RangeError)`);
  });
});

describe('a quote with mistakes', () => {
  const vehicle = { year: '2020', make: 'Toyota', model: 'Camry' };
  const BAD: [string, Record<string, unknown>, { path: string; message: string }[]][] = [
    ['an invalid email', { email: 'zebulonia.example.com' }, [{ path: 'email', message: m.emailInvalid }]],
    ['an email with a 5-letter ending', { email: 'z@example.museum' }, [{ path: 'email', message: m.emailInvalid }]],
    ['a phone with too few digits', { phone: '555-0199' }, [{ path: 'phone', message: m.phoneInvalid }]],
    ['a phone in words', { phone: 'call me maybe' }, [{ path: 'phone', message: m.phoneInvalid }]],
    ['a blank phone', { phone: '  ' }, [{ path: 'phone', message: m.phoneRequired }]],
    [
      'a year in the future',
      { vehicles: [{ ...vehicle, year: '3000' }] },
      [{ path: 'vehicles.0.year', message: m.yearInvalid }],
    ],
    [
      'a year of letters',
      { vehicles: [{ ...vehicle, year: 'abcd' }] },
      [{ path: 'vehicles.0.year', message: m.yearInvalid }],
    ],
    [
      'a year as a number',
      { vehicles: [{ ...vehicle, year: 2020 }] },
      [{ path: 'vehicles.0.year', message: m.yearRequired }],
    ],
    ['a ship date in the past', { ship_date: addDays(today, -3) }, [{ path: 'ship_date', message: m.shipDatePast }]],
    [
      'a ship date that does not exist',
      { ship_date: '2026-02-30' },
      [{ path: 'ship_date', message: m.shipDateInvalid }],
    ],
    ['a ship date in no format', { ship_date: 'next week' }, [{ path: 'ship_date', message: m.shipDateInvalid }]],
    [
      'a ship date more than a year ahead',
      { ship_date: addDays(today, 400) },
      [{ path: 'ship_date', message: m.shipDateTooFar }],
    ],
    [
      '6 vehicles',
      { vehicles: Array.from({ length: 6 }, () => vehicle) },
      [{ path: 'vehicles', message: m.vehiclesMax }],
    ],
    ['no vehicles', { vehicles: [] }, [{ path: 'vehicles', message: m.vehiclesMin }]],
    [
      'transport roro with mode domestic',
      { transport_type: 'roro' },
      [{ path: 'transport_type', message: m.transportTypeRequired }],
    ],
    [
      'transport open with mode international',
      { mode: 'international', transport_type: 'open' },
      [{ path: 'transport_type', message: m.transportTypeRequired }],
    ],
    ['an unknown mode', { mode: 'space' }, [{ path: 'mode', message: m.modeInvalid }]],
    [
      'a 10 KB first name',
      { first_name: 'Z'.repeat(10 * 1024) },
      [{ path: 'first_name', message: m.firstNameTooLong }],
    ],
    [
      'a 10 KB pickup place',
      { origin_postal_code: 'D'.repeat(10 * 1024) },
      [{ path: 'origin_postal_code', message: m.locationTooLong }],
    ],
    [
      'a 10 KB context value',
      { context: { campaign: { source: 's'.repeat(10 * 1024) } } },
      [{ path: 'context.campaign.source', message: m.contextTooLong }],
    ],
    [
      'a short idempotency key',
      { idempotency_key: 'abc' },
      [{ path: 'idempotency_key', message: m.idempotencyKeyInvalid }],
    ],
    [
      'an idempotency key with a slash',
      { idempotency_key: '../../etc/passwd/xxxx' },
      [{ path: 'idempotency_key', message: m.idempotencyKeyInvalid }],
    ],
    [
      'an unknown make_id',
      { vehicles: [{ ...vehicle, make_id: 999_999 }] },
      [{ path: 'vehicles.0.make_id', message: m.makeUnknown }],
    ],
    [
      'an unknown make_id on the second vehicle',
      {
        vehicles: [
          { ...vehicle, make_id: 448 },
          { ...vehicle, make_id: 123_456_789 },
        ],
      },
      [{ path: 'vehicles.1.make_id', message: 'Choose the make from the list or type it in' }],
    ],
  ];

  it.each(BAD)(
    'answers 400 for %s, with the shared message at its path, and stores nothing',
    async (_, fields, errors) => {
      const { app, leads } = fakeApi();
      const error = await errorOf(await postJson(app, SUBMIT, quote(fields)), 400);
      expect(error.errors).toEqual(errors);
      expect(leads.leads).toEqual([]);
    },
  );

  it.each([
    ['a string', '448'],
    ['zero', 0],
    ['a fraction', 4.48],
  ])('answers 400 at the make_id path for a make_id of %s', async (_, make_id) => {
    const { app } = fakeApi();
    const error = await errorOf(await postJson(app, SUBMIT, quote({ vehicles: [{ ...vehicle, make_id }] })), 400);
    expect(error.errors.map((e) => e.path)).toEqual(['vehicles.0.make_id']);
  });

  it.each([
    ['one character repeated', 'aaaaaaaaaaaaaaaa'],
    ['two characters alternating', 'abababababababababababab'],
    ['a counter', '0000000000000000000000000001'],
  ])('answers 400 at path idempotency_key for a key that is %s, and stores nothing', async (_why, key) => {
    const { app, leads } = fakeApi();
    const error = await errorOf(await postJson(app, SUBMIT, quote({ idempotency_key: key })), 400);
    expect(error.errors).toEqual([{ path: 'idempotency_key', message: expect.stringMatching(/too easy to guess/) }]);
    expect(leads.leads).toEqual([]);
  });

  it('names every missing field of an empty quote with its own message', async () => {
    const { app } = fakeApi();
    const error = await errorOf(await postJson(app, SUBMIT, {}), 400);
    expect(error.errors).toEqual(
      expect.arrayContaining([
        { path: 'mode', message: m.modeInvalid },
        { path: 'origin_postal_code', message: m.originRequired },
        { path: 'destination_postal_code', message: m.destinationRequired },
        { path: 'ship_date', message: m.shipDateRequired },
        { path: 'transport_type', message: m.transportTypeRequired },
        { path: 'vehicles', message: m.vehiclesMin },
        { path: 'first_name', message: m.firstNameRequired },
        { path: 'email', message: m.emailRequired },
        { path: 'phone', message: m.phoneRequired },
        { path: 'idempotency_key', message: m.idempotencyKeyInvalid },
      ]),
    );
  });

  it('names the fields of a vehicle left empty', async () => {
    const { app } = fakeApi();
    const error = await errorOf(await postJson(app, SUBMIT, quote({ vehicles: [{}] })), 400);
    expect(error.errors).toEqual([
      { path: 'vehicles.0.year', message: m.yearRequired },
      { path: 'vehicles.0.make', message: m.makeRequired },
      { path: 'vehicles.0.model', message: m.modelRequired },
    ]);
  });

  it('answers 400, not 500, for fields of the wrong type', async () => {
    const { app } = fakeApi();
    for (const fields of [
      { vehicles: 'Toyota' },
      { vehicles: [null] },
      { context: 'partner' },
      { email: 42 },
      { website: 42 },
      { ship_date: 20261201 },
      { mode: null },
    ]) {
      const error = await errorOf(await postJson(app, SUBMIT, quote(fields)), 400);
      expect(error.errors.length).toBeGreaterThan(0);
    }
  });
});

describe('the log', () => {
  it('holds lead numbers but no email, phone or first name, whatever the store answered', async () => {
    const { app, leads, logged } = fakeApi({
      submit: {
        priceOf: () => {
          throw new Error(`no price for ${EMAIL}`);
        },
      },
    });
    const body = quote({ website: 'autofilled.example' });
    await submit(app, body);
    await submit(app, body);
    await submit(app, { ...body, first_name: 'Someone Else' });
    leads.failWith(new DatabaseUnavailableError());
    await submit(app, quote());
    const text = logged.join('\n').toLowerCase();
    expect(text).toMatch(/lead sq-/);
    for (const personal of PERSONAL) expect(text).not.toContain(personal.toLowerCase());
  });
});

import { Window } from 'happy-dom';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../shared/time';
import { aLead, INTERNATIONAL_QUOTE } from '../../../tests/support/a-lead';
import { postalFixture, resolveFixture } from '../../../tests/support/booking-fixtures';
import { endlessBody } from '../../../tests/support/endless-body';
import { fakeOrderService } from '../../../tests/support/fake-order-service';
import { STEP_ONE as LINK_STEP_ONE } from '../../../tests/support/order-link-app';
import { BOOKING_PATH, bookingRoutes } from '../../booking-link/booking-link-routes';
import { brand } from '../../content/brand';
import { TERMS_SETTINGS } from '../../content/legal';

const window = new Window({ settings: { disableCSSFileLoading: true, disableJavaScriptEvaluation: true } });
afterAll(() => window.happyDOM.close());
const parse = (markup: string) => new window.DOMParser().parseFromString(markup, 'text/html');
const text = (node: { textContent: string | null } | null | undefined) =>
  node?.textContent?.replace(/\s+/g, ' ').trim();

/** Text without the colons and indents that set the plain-text agreement out, for comparing it with a page. */
const words = (value: string) =>
  value
    .replace(/^\s*- /, '')
    .replace(/:/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** What a reader of the page's agreement reads: its words, one element apart from the next. */
function agreementWords(markup: string, id: string): string {
  const document = parse(markup.replace(/></g, '> <'));
  for (const hidden of document.querySelectorAll('.visually-hidden')) hidden.remove();
  return words(document.querySelector(`article.agreement[aria-labelledby="${id}"]`)?.textContent ?? '');
}

const TOKEN = 'Zq3xW8pLr2Vb7nKc4TgYhA';
const ORIGIN = 'https://shipquote.example';

function setup({ lead = aLead(), days = 1, rateMax = 100, at = undefined as number | undefined } = {}) {
  const fake = fakeOrderService();
  let now = at ?? Date.parse(lead.createdAt) + days * DAY_MS;
  const app = new Hono().route(
    BOOKING_PATH,
    bookingRoutes({
      findLead: async (token) => (token === TOKEN ? lead : undefined),
      stylesheetFile: new URL('../../booking/booking.css', import.meta.url).pathname,
      linkDays: 30,
      now: () => now,
      orders: {
        service: fake.service,
        resolvePlace: resolveFixture,
        placeOfPostalCode: postalFixture,
        publicUrl: ORIGIN,
        trustProxy: 0,
        rateLimit: { max: rateMax, windowMs: 60_000 },
      },
    }),
  );
  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.request(`/booking/${TOKEN}${path}`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  /** Moves the routes' clock on by `ms`. */
  const wait = (ms: number) => {
    now += ms;
  };
  return { app, fake, post, wait };
}

/** The sign form's fields as the review page of `STEP_ONE` gives them, hidden ones included. */
async function reviewedFields(post: ReturnType<typeof setup>['post']): Promise<Record<string, string>> {
  const review = parse(await (await post('/order', STEP_ONE)).text());
  const inputs = [...review.querySelectorAll('form.sign-form input[type="hidden"]')];
  return Object.fromEntries(
    inputs.map((input) => [input.getAttribute('name') ?? '', input.getAttribute('value') ?? '']),
  );
}

const STEP_ONE: Record<string, string> = { ...LINK_STEP_ONE, 'vehicles.0.notes': 'Low front spoiler' };
const SIGNED = { ...STEP_ONE, typed_name: 'Ada King Lovelace', consent: 'yes' };

describe('booking page with orders taken online', () => {
  it('offers "Book this shipment" under the instant price of a domestic quote', async () => {
    const { app } = setup();
    const document = parse(await (await app.request(`/booking/${TOKEN}`)).text());
    const link = [...document.querySelectorAll('a')].find((a) => text(a) === 'Book this shipment');
    expect(link?.getAttribute('href')).toBe(`/booking/${TOKEN}/order`);
  });

  it('offers a call-back form instead for an international quote, and confirms the request', async () => {
    const { app, fake, post } = setup({ lead: aLead({ submission: INTERNATIONAL_QUOTE }) });
    const document = parse(await (await app.request(`/booking/${TOKEN}`)).text());
    expect([...document.querySelectorAll('a')].some((a) => text(a) === 'Book this shipment')).toBe(false);
    const form = document.querySelector(`form[action="/booking/${TOKEN}/callback"]`);
    expect(text(form?.querySelector('fieldset legend'))).toBe('Time of day');
    expect(form?.querySelectorAll('input[type="radio"]')).toHaveLength(3);

    const res = await post('/callback', { preferred_date: '2026-11-24', time_window: 'evening' });
    expect(res.status).toBe(303);
    expect(fake.callbacks.get(1)).toMatchObject({ preferredDate: '2026-11-24', timeWindow: 'evening' });
    const after = parse(await (await app.request(`/booking/${TOKEN}`)).text());
    expect(text(after.querySelector('[role="status"]'))).toBe(
      'We will call you on Tue, Nov 24, 2026, in the evening (5 pm to 8 pm Central Time).',
    );
    expect(after.querySelector(`a[href="${brand.phones.advisors.href}"]`)).not.toBeNull();
  });

  it('answers a call-back request without a time of day with the error summary linking to the radios', async () => {
    const { post, fake } = setup({ lead: aLead({ submission: INTERNATIONAL_QUOTE }) });
    const res = await post('/callback', { preferred_date: '2026-11-24' });
    expect(res.status).toBe(422);
    const document = parse(await res.text());
    const link = document.querySelector('[role="alert"] a');
    expect(text(link)).toBe('Choose a time of day');
    expect(document.querySelector(link?.getAttribute('href') ?? '#none')?.getAttribute('type')).toBe('radio');
    expect(fake.callbacks.size).toBe(0);
  });
});

describe('the call back, inside the advisors’ hours in Central Time', () => {
  /** Tuesday, November 24, 2026, 6:30 pm in Chicago: already Wednesday in UTC. */
  const TUESDAY_EVENING = Date.parse('2026-11-25T00:30:00Z');
  /** The same Tuesday at 9 pm in Chicago. */
  const TUESDAY_9_PM = Date.parse('2026-11-25T03:00:00Z');
  const international = (now: number) => setup({ lead: aLead({ submission: INTERNATIONAL_QUOTE }), at: now });

  /** The problems of a refused post: the summary's messages and each field's own. */
  async function refused(res: Response) {
    expect(res.status).toBe(422);
    const document = parse(await res.text());
    return {
      summary: [...document.querySelectorAll('.error-summary li')].map(text),
      day: text(document.querySelector('#f-preferred_date-error'))?.replace(/^Error: /, ''),
      time: text(document.querySelector('#f-time_window-error'))?.replace(/^Error: /, ''),
    };
  }

  it('offers only the days advisors call on, counted in Chicago, and times named in Central Time', async () => {
    const { app } = international(TUESDAY_EVENING);
    const document = parse(await (await app.request(`/booking/${TOKEN}`)).text());
    const days = [...document.querySelectorAll('select[name="preferred_date"] option')].map((o) =>
      o.getAttribute('value'),
    );
    expect(days[0]).toBe('');
    expect(days[1]).toBe('2026-11-24');
    expect(days.at(-1)).toBe('2026-12-08');
    expect(days).not.toContain('2026-11-29');
    expect(text(document.querySelector('select[name="preferred_date"] option[value="2026-11-30"]'))).toBe(
      'Mon, Nov 30, 2026',
    );
    expect(text(document.querySelector('#f-preferred_date-hint'))).toBe(
      'Our advisors call Monday to Friday 8 am to 8 pm, Saturday 9 am to 5 pm (Central Time).',
    );
    expect(text(document.querySelector('#f-time_window-hint'))).toBe('Times are Central Time.');
    expect([...document.querySelectorAll('input[name="time_window"] + label')].map(text)).toEqual([
      'Morning, 8 am to 12 noon',
      'Afternoon, 12 noon to 5 pm',
      'Evening, 5 pm to 8 pm',
    ]);
  });

  it('refuses a Sunday at the day field and in the summary, and stores nothing', async () => {
    const { post, fake } = international(TUESDAY_EVENING);
    const problems = await refused(await post('/callback', { preferred_date: '2026-11-29', time_window: 'evening' }));
    const message = 'Our advisors do not call on Sundays: choose another day';
    expect(problems).toEqual({ summary: [message], day: message, time: undefined });
    expect(fake.callbacks.size).toBe(0);
  });

  it('refuses this evening at 9 pm Central, and a Saturday evening, at the time of day field', async () => {
    const late = international(TUESDAY_9_PM);
    const tonight = await refused(
      await late.post('/callback', { preferred_date: '2026-11-24', time_window: 'evening' }),
    );
    const over = 'That time of day is over today (Central Time): choose a later one or another day';
    expect(tonight).toEqual({ summary: [over], day: undefined, time: over });

    const saturday = await refused(
      await late.post('/callback', { preferred_date: '2026-11-28', time_window: 'evening' }),
    );
    const hours = 'On Saturdays our advisors call from 9 am to 5 pm Central Time: choose another time of day';
    expect(saturday).toEqual({ summary: [hours], day: undefined, time: hours });
    expect(late.fake.callbacks.size).toBe(0);
  });

  it('takes a Saturday morning and answers with its own hours', async () => {
    const { app, post, fake } = international(TUESDAY_EVENING);
    expect((await post('/callback', { preferred_date: '2026-11-28', time_window: 'morning' })).status).toBe(303);
    expect(fake.callbacks.get(1)).toMatchObject({
      preferredDate: '2026-11-28',
      timeWindow: 'morning',
      requestedAt: '2026-11-25T00:30:00.000Z',
    });
    const document = parse(await (await app.request(`/booking/${TOKEN}`)).text());
    expect(text(document.querySelector('[role="status"]'))).toBe(
      'We will call you on Sat, Nov 28, 2026, in the morning (9 am to 12 noon Central Time).',
    );
  });

  it('puts the answer first under the page heading, taking the focus as the page loads', async () => {
    const { app, post } = international(TUESDAY_EVENING);
    await post('/callback', { preferred_date: '2026-11-30', time_window: 'afternoon' });
    const document = parse(await (await app.request(`/booking/${TOKEN}`)).text());
    const first = document.querySelector('main h1 + *');
    expect(first?.tagName).toBe('SECTION');
    expect(text(first?.querySelector('h2'))).toBe('Call back requested');
    expect(first?.hasAttribute('autofocus')).toBe(true);
    expect(first?.getAttribute('tabindex')).toBe('-1');
    expect(document.querySelectorAll('[autofocus]')).toHaveLength(1);
  });

  it('offers no call-back form once the quote has an order, and refuses a posted request with a message', async () => {
    const { app, post, fake } = setup({ at: TUESDAY_EVENING });
    await post('/order/sign', { ...(await reviewedFields(post)), ...SIGNED });
    const order = fake.orders.get(1);
    expect(order).toBeDefined();
    const document = parse(await (await app.request(`/booking/${TOKEN}`)).text());
    expect(document.querySelector(`form[action="/booking/${TOKEN}/callback"]`)).toBeNull();
    expect(document.querySelector(`a[href="${brand.phones.advisors.href}"]`)).not.toBeNull();

    const res = await post('/callback', { preferred_date: '2026-11-30', time_window: 'morning' });
    expect(res.status).toBe(409);
    const answer = parse(await res.text());
    expect(text(answer.querySelector('h1'))).toBe('You have already booked this shipment');
    expect(text(answer.querySelector('main'))).toContain(
      `This quote already has an order, ${order?.orderNumber}, so no call back is needed to book it. To talk about your order, call customer support at ${brand.phones.support.display}.`,
    );
    expect(fake.callbacks.size).toBe(0);
  });
});

describe('order step 1', () => {
  it('shows the details form with the quote’s carrier, date, places and vehicle answers filled in', async () => {
    const { app } = setup();
    const res = await app.request(`/booking/${TOKEN}/order`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    const markup = await res.text();
    // No script but the live price line's own file, and no inline style.
    expect(markup).not.toMatch(/<script(?![^>]*\ssrc="\/booking\/live-price\.js")|<style|\sstyle=/i);
    const document = parse(markup);
    expect(text(document.querySelector('h1'))).toBe('Your order details');
    const legends = [...document.querySelectorAll('form legend')].map(text);
    expect(legends).toEqual([
      'Carrier',
      'First available date',
      'Pickup address and contact',
      'Delivery address and contact',
      'Vehicle: 2020 Toyota Camry',
      'Does it run?',
      'Your name',
    ]);
    const carrier = document.querySelector('input[name="carrier"][checked]');
    expect(carrier?.getAttribute('value')).toBe('open');
    expect(text(document.querySelector(`label[for="${carrier?.id}"]`))).toMatch(/^Open carrier: \$[\d,]+$/);
    const date = document.querySelector('input[name="first_available_date"]');
    expect([date?.getAttribute('value'), date?.getAttribute('min'), date?.getAttribute('max')]).toEqual([
      '2026-12-01',
      '2026-11-20',
      '2026-12-20',
    ]);
    expect(document.querySelector('input[name="pickup.city"]')?.getAttribute('value')).toBe('Dallas');
    expect(document.querySelector('input[name="delivery.postal_code"]')?.getAttribute('value')).toBe('90012');
    expect(document.querySelector('select[name="pickup.state"] option[selected]')?.getAttribute('value')).toBe('TX');
    expect(document.querySelector('input[name="vehicles.0.runs"][checked]')?.getAttribute('value')).toBe('yes');
  });

  it('answers problems with a summary linking to each field, its message tied to it, and every typed value kept', async () => {
    const { post } = setup();
    const res = await post('/order', {
      ...STEP_ONE,
      'pickup.street': '',
      'delivery.postal_code': 'M5V 2T6',
      'vehicles.0.vin': 'ABC',
      'vehicles.0.notes': 'Keys with the neighbour',
      last_name: '',
    });
    expect(res.status).toBe(422);
    const document = parse(await res.text());
    const summary = document.querySelector('main [role="alert"]');
    expect(text(summary?.querySelector('h2'))).toBe('There is a problem');
    const links = [...(summary?.querySelectorAll('a') ?? [])];
    expect(links.map(text)).toEqual([
      'Enter the pickup street address',
      'This is a Canadian postal code: choose the province, or enter the ZIP code',
      'A VIN has 17 characters',
      'Enter your last name',
    ]);
    for (const link of links) {
      const field = document.querySelector(link.getAttribute('href') ?? '#none');
      expect(field?.getAttribute('aria-invalid')).toBe('true');
      const described = (field?.getAttribute('aria-describedby') ?? '').split(' ');
      const message = described.map((id) => document.getElementById(id)).find((el) => el?.className === 'field-error');
      expect(text(message)).toBe(`Error: ${text(link)}`);
    }
    expect(document.querySelector('input[name="vehicles.0.vin"]')?.getAttribute('value')).toBe('ABC');
    expect(text(document.querySelector('textarea[name="vehicles.0.notes"]'))).toBe('Keys with the neighbour');
    expect(document.querySelector('input[name="delivery.postal_code"]')?.getAttribute('value')).toBe('M5V 2T6');
    expect(document.querySelector('input[name="delivery.street"]')?.getAttribute('value')).toBe('200 N Spring St');
  });

  it('names the vehicle and the contact in their messages, in the summary and at the field', async () => {
    const lead = aLead({
      submission: {
        vehicles: [
          { year: '2019', make: 'Toyota', model: 'Camry', vehicle_type: 'Car', vehicle_inop: 'No' },
          { year: '2021', make: 'Honda', model: 'Civic', vehicle_type: 'Car', vehicle_inop: 'No' },
        ],
      },
    });
    const { post } = setup({ lead });
    const { 'vehicles.0.runs': _runs, ...unanswered } = STEP_ONE;
    const res = await post('/order', {
      ...unanswered,
      'pickup.contact_phone': '555-0100',
      'delivery.contact_phone': 'call me',
      'vehicles.1.vin': '',
      'vehicles.1.notes': '',
    });
    expect(res.status).toBe(422);
    const document = parse(await res.text());
    const links = [...document.querySelectorAll('main [role="alert"] a')];
    const messages = [
      'Enter a valid phone number for the pickup contact',
      'Enter a valid phone number for the delivery contact',
      'Tell us whether the 2019 Toyota Camry runs',
      'Tell us whether the 2021 Honda Civic runs',
    ];
    expect(links.map(text)).toEqual(messages);
    const atFields = [...document.querySelectorAll('form .field-error')].map(text);
    expect(atFields).toEqual(messages.map((message) => `Error: ${message}`));
  });

  it.each([
    ['a right-to-left override', '\u202e'],
    ['a zero-width space', '\u200b'],
  ])('refuses notes holding %s with a message at the field', async (_name, character) => {
    const { post } = setup();
    const res = await post('/order', { ...STEP_ONE, 'vehicles.0.notes': `Low front${character} spoiler` });
    expect(res.status).toBe(422);
    const document = parse(await res.text());
    const message =
      'Type this again instead of pasting it: it holds invisible characters, such as zero-width spaces or direction marks';
    expect([...document.querySelectorAll('main [role="alert"] a')].map(text)).toEqual([message]);
    expect(text(document.querySelector('form .field-error'))).toBe(`Error: ${message}`);
  });

  it('moves a valid post to review and sign, carrying step 1 in hidden inputs', async () => {
    const { post } = setup();
    const res = await post('/order', STEP_ONE);
    expect(res.status).toBe(200);
    const document = parse(await res.text());
    expect(text(document.querySelector('h1'))).toBe('Review and sign your order');
    const sign = document.querySelector(`form[action="/booking/${TOKEN}/order/sign"]`);
    expect(sign?.querySelector('input[type="hidden"][name="vehicles.0.notes"]')?.getAttribute('value')).toBe(
      'Low front spoiler',
    );
    expect(sign?.querySelector('label[for="f-typed_name"]')?.textContent).toBe('Type your full name');
    expect(text(sign?.querySelector('label[for="f-consent"]'))).toBe(
      'I agree to the order terms and to sign electronically',
    );
    expect(text(sign?.querySelector('button'))).toBe('Sign and book');
    expect(document.querySelector('.repriced')).toBeNull();
  });

  it('shows the agreement itself before it is signed: the fee, the clauses, the Terms link, the price table', async () => {
    const { post } = setup();
    const markup = await (await post('/order', STEP_ONE)).text();
    const document = parse(markup);
    const agreement = document.querySelector('article.agreement');
    const heading = document.getElementById('agreement');
    expect(heading?.tagName).toBe('H2');
    expect(text(heading)).toBe('ShipQuote: vehicle shipping order agreement');
    expect(agreement?.getAttribute('aria-labelledby')).toBe('agreement');
    expect([...(agreement?.querySelectorAll('h3') ?? [])].map(text)).toEqual([
      '1. The parties',
      '2. Route',
      '3. Vehicles',
      '4. Transport',
      '5. Price, in US dollars',
      '6. What is included',
      '7. Payment',
      '8. Changes and cancellation',
      '9. Signature',
    ]);
    const body = text(agreement) ?? '';
    expect(body).toContain(
      `a fee of $${TERMS_SETTINGS.cancellationFeeAfterDispatchUsd} applies to cover the carrier's wasted trip`,
    );
    expect(body).toContain('unless you change the order or the information it is based on proves inaccurate');
    expect(agreementWords(markup, 'agreement')).toContain('Contact Grace Hopper, (213) 555-0187');
    expect(body).toContain('Tuesday, December 1, 2026 to Monday, December 7, 2026');
    const terms = [...(agreement?.querySelectorAll('a') ?? [])].find((a) => text(a)?.startsWith('Terms of Service'));
    expect(terms?.getAttribute('href')).toBe('/terms');
    expect(text(terms)).toBe('Terms of Service (opens in a new tab)');
    expect(text(agreement?.querySelector('table tr.total'))).toMatch(/^Total ?\$[\d,]+$/);
    expect(agreement?.querySelector('pre')).toBeNull();
  });

  it('links the consent’s "order terms" to the agreement on the page', async () => {
    const { post } = setup();
    const document = parse(await (await post('/order', STEP_ONE)).text());
    const link = document.querySelector('label[for="f-consent"] a');
    expect(text(link)).toBe('order terms');
    const target = document.getElementById(link?.getAttribute('href')?.replace(/^#/, '') ?? 'none');
    expect(text(target)).toBe('ShipQuote: vehicle shipping order agreement');
  });

  it('tells, before the consent box, how to get paper, how to withdraw, what the records are and what reads them', async () => {
    const { post } = setup();
    const markup = await (await post('/order', STEP_ONE)).text();
    const document = parse(markup);
    const disclosure = document.querySelector('section[aria-labelledby="electronic-records-heading"]');
    expect(text(disclosure?.querySelector('h2'))).toBe('Your records, electronic or on paper');
    const said = text(disclosure) ?? '';
    expect(said).toContain('paper copy of your signed order at any time, free of charge');
    expect(said).toContain('withdraw your consent to electronic records');
    expect(said).toContain('Your order then continues on paper and by phone');
    expect(said).toContain('this page, the confirmation email we send you, and the signed order as a PDF');
    expect(said).toContain('a web browser and a PDF reader');
    const hrefs = [...(disclosure?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
    expect(hrefs).toContain(brand.phones.advisors.href);
    expect(hrefs).toContain(brand.mailboxes.support.href);
    expect(markup.indexOf('electronic-records-heading')).toBeLessThan(markup.indexOf('id="f-consent"'));
  });

  it('shows at review the very text that signing stores, but for the order number, the name and the time', async () => {
    const { post, fake } = setup();
    const review = agreementWords(await (await post('/order', STEP_ONE)).text(), 'agreement');
    await post('/order/sign', { ...(await reviewedFields(post)), ...SIGNED });
    const signed = fake.orders.get(1)?.agreementText ?? '';
    const settledBySigning = /^(Order number|Signed electronically by|Signed at): /;
    // The customer's own phone, the pickup contact's here, is shown masked.
    const lines = signed
      .split('\n')
      .filter((line) => line.trim() !== '' && !settledBySigning.test(line) && !line.includes('555-0142'));
    expect(lines.length).toBeGreaterThan(30);
    for (const line of lines) expect(review, line).toContain(words(line));
    expect(review).toContain('Order number given when you sign');
  });

  it('says the order is priced at today’s rates after the quote’s 7 days, with the old and new total', async () => {
    const { post } = setup({ lead: aLead(), days: 8 });
    const res = await post('/order', { ...STEP_ONE, first_available_date: '2026-12-10' });
    const document = parse(await res.text());
    const note = text(document.querySelector('.repriced'));
    expect(note).toMatch(
      /held for 7 days and has lapsed, so this order is priced at today's rates: \$[\d,]+, was \$[\d,]+\./,
    );
    expect(text(document.querySelector('article.agreement'))).toMatch(
      /The price of your quote of [A-Za-z]+, November 20, 2026, \$[\d,]+, no longer holds; this order is priced at the rates of/,
    );
  });
});

describe('order step 2, signing', () => {
  it('asks again for the name and the consent, linking to each', async () => {
    const { post, fake } = setup();
    const res = await post('/order/sign', { ...STEP_ONE, typed_name: '' });
    expect(res.status).toBe(422);
    const document = parse(await res.text());
    const links = [...document.querySelectorAll('[role="alert"] a')];
    expect(links.map((a) => [text(a), a.getAttribute('href')])).toEqual([
      ['Type your full name', '#f-typed_name'],
      ['Tick the box to agree to the order terms and to sign electronically', '#f-consent'],
    ]);
    expect(fake.placed).toHaveLength(0);
  });

  it('answers step 1 posted again once the order is signed (Back from the confirmation) with a 303 to the confirmation', async () => {
    const { post, fake } = setup();
    const reviewed = await reviewedFields(post);
    expect((await post('/order/sign', { ...reviewed, ...SIGNED })).status).toBe(303);
    for (const path of ['/order', '/order/edit']) {
      const again = await post(path, STEP_ONE);
      expect(again.status, path).toBe(303);
      expect(again.headers.get('Location'), path).toBe(`/booking/${TOKEN}/order/confirmed`);
    }
    expect(fake.placed).toHaveLength(1);
  });

  it('places the order, redirects to the confirmation, and shows the same order when signed again', async () => {
    const { app, post, fake } = setup();
    const reviewed = await reviewedFields(post);
    const first = await post('/order/sign', { ...reviewed, ...SIGNED }, { 'User-Agent': 'TestBrowser/1' });
    expect(first.status).toBe(303);
    expect(first.headers.get('Location')).toBe(`/booking/${TOKEN}/order/confirmed`);
    expect(fake.placed[0]).toMatchObject({ lead: { id: 1 }, userAgent: 'TestBrowser/1', clientAddress: 'local' });
    const order = fake.orders.get(1);
    expect(order?.agreementText).toContain('Ada King Lovelace');

    const again = await post('/order/sign', { ...SIGNED, typed_name: 'Someone Else' });
    expect(again.status).toBe(303);
    expect(fake.placed).toHaveLength(1);
    expect(fake.orders.get(1)?.orderNumber).toBe(order?.orderNumber);

    const confirmed = await app.request(`/booking/${TOKEN}/order/confirmed`);
    const confirmedMarkup = await confirmed.text();
    const document = parse(confirmedMarkup);
    expect(text(document.querySelector('h1'))).toBe('Order confirmed');
    expect(text(document.body)).toContain(order?.orderNumber ?? 'none');
    expect(document.querySelector('pre')).toBeNull();
    const agreement = agreementWords(confirmedMarkup, 'agreement-text');
    // Every line as signed, but for the phone numbers, which the link shows by their last four digits.
    const lines = order?.agreementText.split('\n').filter((line) => line.trim() !== '' && !/555-01/.test(line)) ?? [];
    expect(lines.length).toBeGreaterThan(30);
    for (const line of lines) expect(agreement, line).toContain(words(line));
    expect(agreement).toContain('Ada Lovelace, ••• ••• 0142');
    expect(text(document.querySelector('button[data-print-order]'))).toBe('Print your signed order');
    expect(document.querySelector(`a[href="${brand.phones.advisors.href}"]`)).not.toBeNull();
  });
});

/** A quote signed for through the routes; answers the app and the order as stored. */
async function signed(options: Parameters<typeof setup>[0] = {}) {
  const context = setup(options);
  expect((await context.post('/order/sign', { ...(await reviewedFields(context.post)), ...SIGNED })).status).toBe(303);
  const order = context.fake.orders.get(1);
  if (!order) throw new Error('no order was placed');
  return { ...context, order };
}

/** The order's facts on a page, as "term: value" pairs. */
const factsOf = (document: ReturnType<typeof parse>) =>
  [...document.querySelectorAll('.order-glance dt')].map((dt) => `${text(dt)}: ${text(dt.nextElementSibling)}`);

describe('the booking link once its quote has an order', () => {
  it('opens on the order: number, status, total, carrier, pickup window, then the quote headed with its date', async () => {
    const { app, order } = await signed();
    const res = await app.request(`/booking/${TOKEN}`);
    expect(res.status).toBe(200);
    const document = parse(await res.text());
    expect(text(document.querySelector('h1'))).toBe(`Your order ${order.orderNumber}`);
    expect(factsOf(document)).toEqual([
      `Order number: ${order.orderNumber}`,
      'Status: Signed — we are finding your carrier',
      `Total: $${order.price.total.toLocaleString('en-US')}`,
      'Carrier: Open carrier',
      'Requested pickup window: Tue, Dec 1, 2026 to Mon, Dec 7, 2026 (5 business days)',
      `Signed: Sat, Nov 21, 2026 · Ada King Lovelace`,
    ]);
    const pdf = [...document.querySelectorAll('a')].find((a) => text(a) === 'Download the signed order (PDF)');
    expect(pdf?.getAttribute('href')).toBe(`/booking/${TOKEN}/order.pdf`);
    const headings = [...document.querySelectorAll('main h2')].map(text);
    expect(headings.indexOf('Your quote of Fri, Nov 20, 2026')).toBeGreaterThan(headings.indexOf('Your signed order'));
    // The quote's sections sit a level under its heading; its offer to book and its next steps are gone.
    expect(text(document.querySelector('.quote-history h3#price-heading'))).toBe('Your instant price');
    expect([...document.querySelectorAll('a')].some((a) => text(a) === 'Book this shipment')).toBe(false);
    expect(text(document.body)).not.toContain('An advisor calls you');
  });

  it('leads the confirmation the same way, with the PDF link', async () => {
    const { app, order } = await signed();
    const document = parse(await (await app.request(`/booking/${TOKEN}/order/confirmed`)).text());
    expect(text(document.querySelector('h1'))).toBe('Order confirmed');
    expect(factsOf(document).slice(0, 3)).toEqual([
      `Order number: ${order.orderNumber}`,
      'Status: Signed — we are finding your carrier',
      `Total: $${order.price.total.toLocaleString('en-US')}`,
    ]);
    expect(document.querySelector(`a[href="/booking/${TOKEN}/order.pdf"]`)).not.toBeNull();
  });

  it('has a print button its same-origin script shows and makes print; without the script the PDF link stays', async () => {
    const { app } = await signed();
    for (const path of ['', '/order/confirmed']) {
      const markup = await (await app.request(`/booking/${TOKEN}${path}`)).text();
      // No inline script or style: the booking pages' CSP allows neither.
      expect(markup).not.toMatch(/<script(?![^>]*\ssrc=)|<style|\sstyle=/i);
      const document = parse(markup);
      expect(document.querySelector('script[src="/booking/print-order.js"]')).not.toBeNull();
      const button = [...document.querySelectorAll('button')].find((b) => text(b) === 'Print your signed order');
      expect(button?.hasAttribute('hidden')).toBe(true);
    }
    const script = await app.request('/booking/print-order.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('window.print()');
  });

  it('downloads the signed order as a PDF, named for the order and never stored by a cache', async () => {
    const { app, order } = await signed();
    const res = await app.request(`/booking/${TOKEN}/order.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="order-${order.orderNumber}.pdf"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('answers 404 for the PDF of a quote without an order, and of an unknown link', async () => {
    const { app } = setup();
    const none = await app.request(`/booking/${TOKEN}/order.pdf`);
    expect(none.status).toBe(404);
    expect(none.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(text(parse(await none.text()).querySelector('h1'))).toBe('No signed order yet');
    expect((await app.request('/booking/Xx3xW8pLr2Vb7nKc4TgYhA/order.pdf')).status).toBe(404);
  });

  it('shows the email address nowhere under the link, and each phone number only by its last four digits', async () => {
    const { app, post, order } = await signed();
    // The stored agreement is the one signed; only what the pages show leaves the contacts out.
    expect(order.agreementText).toContain('(214) 555-0142');
    const pages = [
      await app.request(`/booking/${TOKEN}`),
      await app.request(`/booking/${TOKEN}/order`),
      await app.request(`/booking/${TOKEN}/order/confirmed`),
      await app.request(`/booking/${TOKEN}/order.pdf`),
    ];
    // Posts carry back what step 1 typed (the delivery contact's phone); the customer's own never.
    const posts = [
      await post('/order', STEP_ONE),
      await post('/order/sign', SIGNED),
      await post('/callback', { preferred_date: '2026-11-24', time_window: 'evening' }),
    ];
    const confirmed = parse(await (await app.request(`/booking/${TOKEN}/order/confirmed`)).text());
    const agreement = text(confirmed.querySelector('#agreement-text')?.closest('article')) ?? '';
    expect(agreement).toContain('CustomerAda Lovelace');
    expect(agreement).toContain('Grace Hopper, ••• ••• 0187');
    for (const res of [...pages, ...posts]) {
      expect([...res.headers].join('\n')).not.toMatch(/ada@example\.com|555-01/i);
      // The PDF is the agreement as signed, the copy the confirmation email attaches.
      if (res.headers.get('Content-Type') === 'application/pdf') continue;
      const body = await res.text();
      expect(body).not.toMatch(/ada@example\.com/i);
      expect(body).not.toContain('555-0142');
      if (pages.includes(res)) expect(body).not.toContain('555-0187');
    }
  });
});

describe('the price signed', () => {
  const MINUTE = 60_000;

  it('is the price the review showed: a hold that ends in between signs nothing and shows the new total and why', async () => {
    // Reviewed two minutes before the quote's price stops holding, signed four minutes later.
    const { post, fake, wait } = setup({ days: 7 });
    wait(-2 * MINUTE);
    const reviewed = await reviewedFields(post);
    expect(reviewed.reviewed_source).toBe('quote');
    wait(4 * MINUTE);

    const refused = await post('/order/sign', { ...reviewed, ...SIGNED });
    expect(refused.status).toBe(409);
    expect(fake.placed).toHaveLength(0);
    const page = parse(await refused.text());
    const alert = page.querySelector('[role="alert"]');
    expect(text(alert?.querySelector('h2'))).toBe('The price has changed: nothing was signed');
    expect(text(alert)).toMatch(/Your quote's price held until .+ Central Time; this order is priced at today's rates/);
    expect(text(alert)).toContain(`was $${Number(reviewed.reviewed_total).toLocaleString('en-US')}`);
    // The consent is asked for again; the typed name is kept.
    expect(page.querySelector('#f-consent')?.hasAttribute('checked')).toBe(false);
    expect(page.querySelector('#f-typed_name')?.getAttribute('value')).toBe('Ada King Lovelace');

    const shown = Object.fromEntries(
      [...page.querySelectorAll('form.sign-form input[type="hidden"]')].map((input) => [
        input.getAttribute('name') ?? '',
        input.getAttribute('value') ?? '',
      ]),
    );
    expect(shown.reviewed_source).toBe('repriced');
    const signed = await post('/order/sign', { ...shown, ...SIGNED });
    expect(signed.status).toBe(303);
    expect(fake.placed).toHaveLength(1);
    expect(fake.placed[0]?.price).toMatchObject({ total: Number(shown.reviewed_total), priceSource: 'repriced' });
  });

  it('is not signed from a post that does not say what was reviewed: the review is shown again', async () => {
    const { post, fake } = setup();
    const posts: Record<string, string>[] = [
      {},
      { reviewed_total: '1', reviewed_source: 'quote' },
      { reviewed_total: 'x', reviewed_source: 'y' },
    ];
    for (const reviewed of posts) {
      const res = await post('/order/sign', { ...SIGNED, ...reviewed });
      expect(res.status).toBe(409);
      expect(text(parse(await res.text()).querySelector('[role="alert"] h2'))).toBe(
        'The price has changed: nothing was signed',
      );
    }
    expect(fake.placed).toHaveLength(0);
  });

  it('shows until when the quote’s price holds, in Central Time', async () => {
    const { post } = setup();
    const review = parse(await (await post('/order', STEP_ONE)).text());
    expect(text(review.querySelector('.price-hold'))).toMatch(
      /^Your quote's price holds until \w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M Central Time\.$/,
    );
  });
});

describe('the order’s addresses against the quote', () => {
  it('marks the price of an address the data cannot place as to be confirmed by the advisor, and signs it so', async () => {
    const { post, fake } = setup();
    const unplaced = { ...STEP_ONE, 'pickup.postal_code': '75299' };
    const review = parse(await (await post('/order', unplaced)).text());
    expect(text(review.querySelector('.to-be-confirmed'))).toBe(
      'We could not find the pickup ZIP or postal code in our data, so your advisor confirms this price before a carrier is booked.',
    );
    expect(text(review.querySelector('article.agreement'))).toContain('this price is to be confirmed by your advisor');
    const hidden = Object.fromEntries(
      [...review.querySelectorAll('form.sign-form input[type="hidden"]')].map((input) => [
        input.getAttribute('name') ?? '',
        input.getAttribute('value') ?? '',
      ]),
    );
    expect((await post('/order/sign', { ...hidden, typed_name: 'Ada King Lovelace', consent: 'yes' })).status).toBe(
      303,
    );
    expect(fake.placed[0]?.price).toMatchObject({ toBeConfirmed: ['pickup'] });
    expect(fake.orders.get(1)?.agreementText).toContain('this price is to be confirmed by your advisor');
  });

  it('refuses a ZIP code of another state at its field, and keeps what was typed', async () => {
    const { post, fake } = setup();
    const res = await post('/order', { ...STEP_ONE, 'pickup.state': 'FL', 'pickup.postal_code': '02108' });
    expect(res.status).toBe(422);
    const page = parse(await res.text());
    const link = [...page.querySelectorAll('[role="alert"] a')].find((a) => text(a)?.includes('02108'));
    expect(text(link)).toBe('ZIP or postal code 02108 is in MA, not FL. Check the code and the state.');
    expect(link?.getAttribute('href')).toBe('#f-pickup-postal_code');
    expect(page.querySelector('#f-pickup-postal_code')?.getAttribute('value')).toBe('02108');
    expect(fake.placed).toHaveLength(0);
  });

  it('prices a pickup far from the quoted one for the route given, and shows both totals before signing', async () => {
    const { post, fake } = setup();
    const near = parse(await (await post('/order', STEP_ONE)).text());
    expect(near.querySelector('.route-changed')).toBeNull();
    const quotedTotal = near.querySelector('form.sign-form input[name="reviewed_total"]')?.getAttribute('value');

    const moved = { ...STEP_ONE, 'pickup.city': 'Oklahoma City', 'pickup.state': 'OK', 'pickup.postal_code': '73102' };
    const review = parse(await (await post('/order', moved)).text());
    const note = review.querySelector('.route-changed');
    expect(text(note?.querySelector('h2'))).toBe('Your route has changed since the quote');
    expect(text(note)).toMatch(/Pickup is now Oklahoma City, OK 73102, \d{3} miles from the place quoted\./);
    const total = review.querySelector('form.sign-form input[name="reviewed_total"]')?.getAttribute('value');
    expect(Number(total)).not.toBe(Number(quotedTotal));
    expect(text(note)).toContain(
      `This order is priced for the route you gave: $${Number(total).toLocaleString('en-US')}. The quote's route was $${Number(quotedTotal).toLocaleString('en-US')}.`,
    );

    const hidden = Object.fromEntries(
      [...review.querySelectorAll('form.sign-form input[type="hidden"]')].map((input) => [
        input.getAttribute('name') ?? '',
        input.getAttribute('value') ?? '',
      ]),
    );
    const signed = await post('/order/sign', { ...hidden, typed_name: 'Ada King Lovelace', consent: 'yes' });
    expect(signed.status).toBe(303);
    expect(fake.placed[0]?.price).toMatchObject({ total: Number(total) });
  });
});

describe('refused order posts', () => {
  it('refuses a post from another site, and one without an Origin, with a 403 page', async () => {
    const { post, fake } = setup();
    const foreign = await post('/order/sign', SIGNED, { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(text(parse(await foreign.text()).querySelector('h1'))).toBe('This request was refused');
    const bare = await post('/order/sign', SIGNED, { Origin: '' });
    expect(bare.status).toBe(403);
    expect(fake.placed).toHaveLength(0);
  });

  it('accepts a same-origin post by Sec-Fetch-Site when the Origin differs from the public one', async () => {
    const { post } = setup();
    const res = await post('/order', STEP_ONE, { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' });
    expect(res.status).toBe(200);
  });

  it('accepts the pages’ own post, which a browser sends with "Origin: null" under their no-referrer policy', async () => {
    const { post } = setup();
    const own = await post('/order', STEP_ONE, { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' });
    expect(own.status).toBe(200);
    const foreign = await post('/order', STEP_ONE, { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' });
    expect(foreign.status).toBe(403);
    expect((await post('/order', STEP_ONE, { Origin: 'null' })).status).toBe(403);
  });

  it('answers a body over 32 KB with 413', async () => {
    const { post } = setup();
    const res = await post('/order', { ...STEP_ONE, 'vehicles.0.notes': 'x'.repeat(40_000) });
    expect(res.status).toBe(413);
    expect(text(parse(await res.text()).querySelector('h1'))).toBe('This form is too large');
  });

  it('stops reading a form sent without a length at 32 KB, and answers 413', async () => {
    const { app } = setup();
    const body = endlessBody();
    const res = await app.request(`/booking/${TOKEN}/order`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(text(parse(await res.text()).querySelector('h1'))).toBe('This form is too large');
    expect(body.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it('answers an unknown field or a NUL with a 400 page and stores nothing', async () => {
    const { post, fake } = setup();
    const unknown = await post('/order/sign', { ...SIGNED, admin: '1' });
    expect(unknown.status).toBe(400);
    expect(text(parse(await unknown.text()).querySelector('[role="alert"] h2'))).toBe('There is a problem');
    const nul = await post('/order/sign', { ...SIGNED, last_name: 'Love\u0000lace' });
    expect(nul.status).toBe(400);
    expect(fake.placed).toHaveLength(0);
  });

  it('answers 429 with Retry-After once a client has posted too often', async () => {
    const { post } = setup({ rateMax: 2 });
    expect((await post('/order', STEP_ONE)).status).toBe(200);
    expect((await post('/order', STEP_ONE)).status).toBe(200);
    const res = await post('/order', STEP_ONE);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('the booking link of a quote with an order, once the quote is old', () => {
  it('keeps working while the order is under way, and for the link days after it was delivered', async () => {
    const { app, fake, wait } = await signed();
    wait(45 * DAY_MS);
    expect((await app.request(`/booking/${TOKEN}`)).status).toBe(200);
    fake.addEvent(1, {
      id: 'p',
      type: 'order.picked_up',
      actor: 'dispatch',
      occurredAt: '2026-12-03T15:00:00Z',
      data: {},
    });
    fake.addEvent(1, {
      id: 'd',
      type: 'order.delivered',
      actor: 'dispatch',
      occurredAt: '2026-12-08T15:00:00Z',
      data: {},
    });
    // The clock is at the quote's day plus 46: within 30 days of the delivery on Dec 8.
    expect((await app.request(`/booking/${TOKEN}`)).status).toBe(200);
    wait(30 * DAY_MS);
    expect((await app.request(`/booking/${TOKEN}`)).status).toBe(410);
  });
});

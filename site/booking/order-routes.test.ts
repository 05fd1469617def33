import { Window } from 'happy-dom';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { aLead, INTERNATIONAL_QUOTE } from '../../tests/support/a-lead';
import { resolveFixture } from '../../tests/support/booking-fixtures';
import { endlessBody } from '../../tests/support/endless-body';
import { fakeOrderService } from '../../tests/support/fake-order-service';
import { brand } from '../content/brand';
import { BOOKING_PATH, bookingRoutes } from './booking-routes';

const window = new Window({ settings: { disableCSSFileLoading: true, disableJavaScriptEvaluation: true } });
afterAll(() => window.happyDOM.close());
const parse = (markup: string) => new window.DOMParser().parseFromString(markup, 'text/html');
const text = (node: { textContent: string | null } | null | undefined) =>
  node?.textContent?.replace(/\s+/g, ' ').trim();

const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN = 'Zq3xW8pLr2Vb7nKc4TgYhA';
const ORIGIN = 'https://shipquote.example';

function setup({ lead = aLead(), days = 1, rateMax = 100 } = {}) {
  const fake = fakeOrderService();
  const app = new Hono().route(
    BOOKING_PATH,
    bookingRoutes({
      findLead: async (token) => (token === TOKEN ? lead : undefined),
      stylesheetFile: new URL('./booking.css', import.meta.url).pathname,
      linkDays: 30,
      now: () => Date.parse(lead.createdAt) + days * DAY_MS,
      orders: {
        service: fake.service,
        resolvePlace: resolveFixture,
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
  return { app, fake, post };
}

const STEP_ONE: Record<string, string> = {
  carrier: 'open',
  first_available_date: '2026-12-01',
  'pickup.street': '1 Main St',
  'pickup.city': 'Dallas',
  'pickup.state': 'TX',
  'pickup.postal_code': '75201',
  'pickup.contact_name': '',
  'pickup.contact_phone': '',
  'delivery.street': '200 N Spring St',
  'delivery.city': 'Los Angeles',
  'delivery.state': 'CA',
  'delivery.postal_code': '90012',
  'delivery.contact_name': 'Grace Hopper',
  'delivery.contact_phone': '(213) 555-0187',
  'vehicles.0.runs': 'yes',
  'vehicles.0.vin': '',
  'vehicles.0.notes': 'Low front spoiler',
  last_name: 'Lovelace',
};
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
    expect(form?.querySelector('input[type="date"]')?.getAttribute('min')).toBe('2026-11-21');
    expect(form?.querySelector('input[type="date"]')?.getAttribute('max')).toBe('2026-12-05');
    expect(text(form?.querySelector('fieldset legend'))).toBe('Time of day');
    expect(form?.querySelectorAll('input[type="radio"]')).toHaveLength(3);

    const res = await post('/callback', { preferred_date: '2026-11-24', time_window: 'evening' });
    expect(res.status).toBe(303);
    expect(fake.callbacks.get(1)).toMatchObject({ preferredDate: '2026-11-24', timeWindow: 'evening' });
    const after = parse(await (await app.request(`/booking/${TOKEN}`)).text());
    expect(text(after.querySelector('[role="status"]'))).toContain(
      'We will call you on Tue, Nov 24, 2026, in the evening',
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

describe('order step 1', () => {
  it('shows the details form with the quote’s carrier, date, places and vehicle answers filled in', async () => {
    const { app } = setup();
    const res = await app.request(`/booking/${TOKEN}/order`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    const markup = await res.text();
    expect(markup).not.toMatch(/<script|<style|\sstyle=/i);
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
    const page = text(document.body) ?? '';
    // A contact left empty is the customer: the quote's phone, shown masked; a typed one as typed.
    expect(page).toContain('Ada Lovelace, ••• ••• 0142');
    expect(page).not.toContain('555-0142');
    expect(page).toContain('Grace Hopper, (213) 555-0187');
    expect(page).toContain('Tue, Dec 1, 2026 to Mon, Dec 7, 2026 (5 business days)');
    expect(page).toContain('only once a carrier is confirmed');
    expect(page).toContain('Cancel free of charge until a carrier is assigned');
    expect(text(document.querySelector('tr.total'))).toMatch(/^Total ?\$[\d,]+$/);
    expect(document.querySelector('.repriced')).toBeNull();
  });

  it('says the order is priced at today’s rates after the quote’s 7 days, with the old and new total', async () => {
    const { post } = setup({ lead: aLead(), days: 8 });
    const res = await post('/order', { ...STEP_ONE, first_available_date: '2026-12-10' });
    const document = parse(await res.text());
    const note = text(document.querySelector('.repriced'));
    expect(note).toMatch(
      /held for 7 days and has lapsed, so this order is priced at today's rates: \$[\d,]+, was \$[\d,]+\./,
    );
    expect(document.querySelector('tr.old-total')).not.toBeNull();
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

  it('places the order, redirects to the confirmation, and shows the same order when signed again', async () => {
    const { app, post, fake } = setup();
    const first = await post('/order/sign', SIGNED, { 'User-Agent': 'TestBrowser/1' });
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
    const document = parse(await confirmed.text());
    expect(text(document.querySelector('h1'))).toBe('Order confirmed');
    expect(text(document.body)).toContain(order?.orderNumber ?? 'none');
    expect(document.querySelector('pre.agreement-text')?.textContent).toContain(
      'Signed electronically by: Ada King Lovelace',
    );
    expect(document.querySelector(`a[href="${brand.phones.advisors.href}"]`)).not.toBeNull();
  });
});

/** A quote signed for through the routes; answers the app and the order as stored. */
async function signed(options: Parameters<typeof setup>[0] = {}) {
  const context = setup(options);
  expect((await context.post('/order/sign', SIGNED)).status).toBe(303);
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
      'Pickup window: Tue, Dec 1, 2026 to Mon, Dec 7, 2026 (5 business days)',
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
    expect(order.agreementText).toContain('ada@example.com');
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
    const agreement = confirmed.querySelector('pre.agreement-text')?.textContent ?? '';
    expect(agreement).toContain('Customer: Ada Lovelace, (email address not shown on this page), ••• ••• 0142');
    expect(agreement).toContain('Contact: Grace Hopper, ••• ••• 0187');
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

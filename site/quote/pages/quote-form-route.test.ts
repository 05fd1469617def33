/**
 * `POST /quote`, the plain quote form, through the app as the server builds it: the form as the page
 * renders it, filled in and posted the way a browser without JavaScript posts it.
 */
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, earliestShipDate } from '../../../shared/dates';
import { validationMessages } from '../../../shared/messages';
import { type ConfiguredApp, createConfiguredApp } from '../../../tests/support/configured-app';
import { fakeLookups } from '../../../tests/support/fake-lookups';

const PUBLIC_URL = 'https://quotes.example.com';
const opened: ConfiguredApp[] = [];

afterEach(async () => {
  for (const app of opened.splice(0)) await app.close();
});

async function start(env: Record<string, string> = {}): Promise<ConfiguredApp> {
  const configured = await createConfiguredApp({ lookups: fakeLookups(), env: { PUBLIC_URL, ...env } });
  opened.push(configured);
  return configured;
}

/** The page's quote form, as a browser would hold it. */
async function formOn(app: ConfiguredApp['app'], path: string): Promise<HTMLFormElement> {
  const res = await app.request(`${PUBLIC_URL}${path}`);
  expect(res.status).toBe(200);
  const form = new JSDOM(await res.text()).window.document.querySelector<HTMLFormElement>('form.quote-form');
  if (!form) throw new Error(`no quote form on ${path}`);
  return form;
}

const ANSWERS: Record<string, string> = {
  origin_postal_code: 'Austin, TX 78701',
  destination_postal_code: 'Miami, FL 33101',
  ship_date: addDays(earliestShipDate(), 14),
  'vehicles.0.year': '2019',
  'vehicles.0.make': 'Toyota',
  'vehicles.0.model': 'Camry',
  first_name: 'Dana',
  email: 'dana.rivera@example.com',
  phone: '(512) 555-0142',
};

/** The form's fields as the browser sends them, with `answers` typed in. */
function filledIn(form: HTMLFormElement, answers: Record<string, string>): URLSearchParams {
  for (const [name, value] of Object.entries(answers)) {
    const input = form.querySelector<HTMLInputElement>(`[name="${name}"]`);
    if (!input) throw new Error(`no field ${name}`);
    input.value = value;
  }
  const body = new URLSearchParams();
  for (const el of form.querySelectorAll<HTMLInputElement>('input')) {
    if ((el.type === 'radio' || el.type === 'checkbox') && !el.checked) continue;
    body.append(el.name, el.value);
  }
  return body;
}

const send = (
  app: ConfiguredApp['app'],
  body: URLSearchParams,
  origin = PUBLIC_URL,
  type = 'application/x-www-form-urlencoded',
) =>
  app.request(`${PUBLIC_URL}/quote`, {
    method: 'POST',
    body: body.toString(),
    headers: { 'Content-Type': type, Origin: origin },
  });

describe('the plain quote form', () => {
  it('stores a good quote with the page placement and campaign and answers 303 to its booking page', async () => {
    const { app, leads } = await start();
    const form = await formOn(app, '/landing?utm_source=newsletter&id=AFF7');

    const res = await send(app, filledIn(form, ANSWERS));

    expect(res.status).toBe(303);
    const location = res.headers.get('Location') ?? '';
    expect(location).toMatch(/^\/booking\/[A-Za-z0-9_-]+$/);
    const lead = leads.findByToken(location.slice('/booking/'.length));
    expect(lead?.submission).toMatchObject({
      mode: 'domestic',
      transport_type: 'open',
      email: 'dana.rivera@example.com',
      vehicles: [{ year: '2019', make: 'Toyota', model: 'Camry' }],
      context: {
        placement: { source: 'landing-hero' },
        campaign: { utm_source: 'newsletter', id: 'AFF7', landing_page: '/landing' },
        page_url: `${PUBLIC_URL}/landing`,
        variant: 'full',
      },
    });
    expect(leads.count()).toBe(1);
    const booking = await app.request(`${PUBLIC_URL}${location}`);
    expect(booking.status).toBe(200);
  });

  it('requires only the first vehicle, leaving the further rows optional, and takes a quote with them empty', async () => {
    const { app, leads } = await start();
    const form = await formOn(app, '/');
    const requiredOf = (row: Element | undefined) =>
      [...(row?.querySelectorAll<HTMLInputElement>('input') ?? [])].map((input) => [input.name, input.required]);
    const [first, ...more] = [...form.querySelectorAll('fieldset.qf-vehicle')];
    expect(first?.querySelector('legend')?.textContent).toBe('Vehicle 1');
    expect(requiredOf(first)).toEqual([
      ['vehicles.0.year', true],
      ['vehicles.0.make', true],
      ['vehicles.0.model', true],
    ]);
    expect(more.map((row) => row.querySelector('legend')?.textContent)).toEqual([
      'Vehicle 2',
      'Vehicle 3',
      'Vehicle 4',
      'Vehicle 5',
    ]);
    expect(more.flatMap(requiredOf).filter(([, required]) => required)).toEqual([]);
    expect(form.querySelector('.qf-more')?.outerHTML).not.toMatch(/\brequired\b/);

    const body = filledIn(form, ANSWERS);
    expect([...body].filter(([name]) => /^vehicles\.[1-4]\./.test(name)).every(([, value]) => value === '')).toBe(true);
    const res = await send(app, body);
    expect(res.status).toBe(303);
    expect(leads.findByToken((res.headers.get('Location') ?? '').split('/').at(-1) ?? '')?.submission.vehicles).toEqual(
      [{ year: '2019', make: 'Toyota', model: 'Camry' }],
    );
  });

  it('takes a service page quote with its own placement and the international choice of its page', async () => {
    const { app, leads } = await start();
    const form = await formOn(app, '/services/germany-shipping');
    const res = await send(app, filledIn(form, { ...ANSWERS, destination_postal_code: 'Hamburg, Germany' }));

    expect(res.status).toBe(303);
    const lead = leads.findByToken((res.headers.get('Location') ?? '').split('/').at(-1) ?? '');
    expect(lead?.submission.mode).toBe('international');
    expect(lead?.submission.transport_type).toBe('roro');
    expect(lead?.submission.context.placement).toEqual({ source: 'service-germany-shipping' });
    expect(lead?.submission.context.variant).toBe('compact');
  });

  it('answers a bad email 422 with the page again: an error summary linked to the field and every value kept', async () => {
    const { app, leads } = await start();
    const form = await formOn(app, '/');
    const answers = { ...ANSWERS, email: 'dana@', 'vehicles.2.make': 'Ford', 'vehicles.2.model': 'Mustang' };

    const res = await send(app, filledIn(form, answers));

    expect(res.status).toBe(422);
    expect(leads.count()).toBe(0);
    const page = new JSDOM(await res.text()).window.document;
    expect(page.querySelector('h1')?.textContent).toBe(
      new JSDOM(await (await app.request(`${PUBLIC_URL}/`)).text()).window.document.querySelector('h1')?.textContent,
    );
    const summary = page.querySelector('[role="alert"]');
    expect(summary?.querySelector('h3')?.textContent).toBe('There is a problem');
    expect(summary?.hasAttribute('autofocus')).toBe(true);
    const links = [...(summary?.querySelectorAll('a') ?? [])].map((a) => [a.getAttribute('href'), a.textContent]);
    // The third row was typed in and misses its year: its problem is reported at that row.
    expect(links).toEqual([
      ['#qf-vehicles-2-year', validationMessages.yearRequired],
      ['#qf-email', validationMessages.emailInvalid],
    ]);
    const email = page.getElementById('qf-email') as HTMLInputElement;
    expect(email.value).toBe('dana@');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain('qf-email-error');
    for (const [name, value] of Object.entries(answers)) {
      expect((page.querySelector(`[name="${name}"]`) as HTMLInputElement).value).toBe(value);
    }
    // The rows past the first are shown open, since one of them holds a problem.
    expect(page.querySelector('details.qf-more')?.hasAttribute('open')).toBe(true);
    // The form it comes back in stays a plain form: no widget to replace what was typed.
    expect(page.querySelector('[data-quote-widget]')).toBeNull();
    expect(page.querySelector('script[src*="quote-widget"]')).toBeNull();
    // Posted again, fixed, it is stored.
    const fixed = await send(
      app,
      filledIn(page.querySelector('form.quote-form') as HTMLFormElement, {
        email: 'dana.rivera@example.com',
        'vehicles.2.year': '1967',
      }),
    );
    expect(fixed.status).toBe(303);
    expect(
      leads.findByToken((fixed.headers.get('Location') ?? '').split('/').at(-1) ?? '')?.submission.vehicles,
    ).toHaveLength(2);
  });

  it('refuses a post from another site with 403 and stores nothing', async () => {
    const { app, leads } = await start();
    const form = await formOn(app, '/');

    const res = await send(app, filledIn(form, ANSWERS), 'https://evil.example');

    expect(res.status).toBe(403);
    expect(await res.text()).toContain('This request was refused');
    expect(leads.count()).toBe(0);
  });

  it('reads the Content-Type as the origin check does: a form by its media type, whatever its case and parameters', async () => {
    const { app, leads } = await start();
    const form = await formOn(app, '/');
    const shouting = 'APPLICATION/X-WWW-FORM-URLENCODED ; charset=utf-8';

    // A form to both: checked for its origin, then read.
    expect((await send(app, filledIn(form, ANSWERS), 'https://evil.example', shouting)).status).toBe(403);
    expect((await send(app, filledIn(form, ANSWERS), PUBLIC_URL, shouting)).status).toBe(303);
    expect(leads.count()).toBe(1);

    // No form to either: not read, from any origin, so another site cannot slip a quote past the check.
    const lookalike = 'application/x-www-form-urlencodedX';
    const fresh = { ...ANSWERS, email: 'other@example.com', idempotency_key: '' };
    expect((await send(app, filledIn(form, fresh), 'https://evil.example', lookalike)).status).toBe(400);
    expect((await send(app, filledIn(form, fresh), PUBLIC_URL, lookalike)).status).toBe(400);
    expect(leads.count()).toBe(1);
  });

  it('limits a client to the submissions rate, then answers 429 with Retry-After', async () => {
    const { app, leads } = await start({ RATE_LIMIT_SUBMISSIONS: '2' });
    const form = await formOn(app, '/');
    const statuses: number[] = [];
    let last: Response | undefined;
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      last = await send(app, filledIn(form, { ...ANSWERS, email, idempotency_key: '' }));
      statuses.push(last.status);
    }

    expect(statuses).toEqual([303, 303, 429]);
    expect(Number(last?.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await last?.text()).toContain('Too many attempts');
    expect(leads.count()).toBe(2);
  });

  it('takes the same quote posted twice (a double press) as one lead', async () => {
    const { app, leads } = await start();
    const body = filledIn(await formOn(app, '/'), ANSWERS);

    const first = await send(app, body);
    const second = await send(app, body);

    expect(second.status).toBe(303);
    expect(second.headers.get('Location')).toBe(first.headers.get('Location'));
    expect(leads.count()).toBe(1);
  });
});

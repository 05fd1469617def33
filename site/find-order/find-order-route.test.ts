/**
 * `/find-my-order` through the site's own app over a real (in-memory) lead store, its clock pinned: the
 * form, the one answer to every well-formed post, the outbox row a matching pair writes, and the limits.
 */
import { fileURLToPath } from 'node:url';
import { Window } from 'happy-dom';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { newOrder } from '../../tests/support/new-order';
import { storeQuote } from '../../tests/support/store-quote';
import { validSubmission } from '../../tests/support/valid-submission';
import { EMAIL_DESTINATION } from '../notify/email/email-payload';
import type { LeadRepository } from '../storage/lead-repository';
import { openDatabase } from '../storage/sqlite/database';
import { createSqliteLeadRepository } from '../storage/sqlite/sqlite-lead-repository';
import { siteApp } from '../web/site-routes';
import { findOrderCopy as t } from './find-order-copy';

const ORIGIN = 'https://shipquote.example';
/** The pinned clock: tries and slots are counted from it, never from today. */
const NOW = Date.parse('2026-11-21T10:03:00.000Z');
const EMAIL = 'dana.rivera@example.com';

let store: LeadRepository | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

const window = new Window({ settings: { disableCSSFileLoading: true, disableJavaScriptEvaluation: true } });
const parse = (html: string) => new window.DOMParser().parseFromString(html, 'text/html');
const textOf = (node: { textContent: string | null } | null | undefined) =>
  node?.textContent?.replace(/\s+/g, ' ').trim();

async function setup({ email = true } = {}) {
  const db = openDatabase(':memory:');
  store = createSqliteLeadRepository(db);
  const clock = { now: NOW };
  let woken = 0;
  const site = siteApp(
    {
      publicDir: fileURLToPath(new URL('../public', import.meta.url)),
      buildDir: fileURLToPath(new URL('../../dist/site', import.meta.url)),
      publicUrl: ORIGIN,
      findOrder: {
        store,
        live: new Set(email ? [EMAIL_DESTINATION] : []),
        onStored: () => woken++,
        publicUrl: ORIGIN,
        trustProxy: 1,
        now: () => clock.now,
      },
    },
    (error) => {
      throw error;
    },
  );
  // As the app mounts the site: its 404 page answers whatever no route does.
  const app = new Hono();
  app.route('/', site.app);
  app.notFound(site.renderNotFound);
  const { lead } = await storeQuote(store, validSubmission({ email: EMAIL }));
  const post = (fields: Record<string, string>, client = '203.0.113.7') =>
    app.request(`${ORIGIN}/find-my-order`, {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, 'X-Forwarded-For': client },
    });
  const emailRows = () =>
    (
      db
        .prepare("SELECT event, payload_json, idempotency_key FROM outbox WHERE destination = 'email' ORDER BY id")
        .all() as { event: string; payload_json: string; idempotency_key: string }[]
    ).map((row) => ({ event: row.event, key: row.idempotency_key, payload: JSON.parse(row.payload_json) }));
  return { store, lead, post, emailRows, clock, woken: () => woken, app };
}

/** The answer's words, as read. */
async function answerOf(res: Response) {
  return textOf(parse(await res.text()).querySelector('main h1 + p, h1 + p'));
}

describe('Find my order', () => {
  it('queues one order-link email to the quote’s address, with its token and number, for a matching pair', async () => {
    const { lead, post, emailRows, woken } = await setup();

    const res = await post({ number: ` ${lead.leadNumber.toLowerCase()} `, email: '  Dana.Rivera@Example.com ' });

    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await answerOf(res)).toBe(t.answer);
    expect(emailRows()).toEqual([
      {
        event: 'order-link.email:2026-11-21T10:00:00.000Z',
        key: `${lead.leadNumber}:order-link:2026-11-21T10:00:00.000Z`,
        payload: { kind: 'order-link', to: EMAIL, token: lead.token, leadNumber: lead.leadNumber },
      },
    ]);
    expect(woken()).toBe(1);
  });

  it('finds a quote by its order’s number and names the order in the email', async () => {
    const { store, lead, post, emailRows } = await setup();
    const { order } = await store.orders.create(newOrder(lead, { email: false }));

    expect((await post({ number: order.orderNumber, email: EMAIL })).status).toBe(200);

    expect(emailRows().map((row) => row.payload)).toEqual([
      { kind: 'order-link', to: EMAIL, token: lead.token, leadNumber: lead.leadNumber, orderNumber: order.orderNumber },
    ]);
  });

  it('answers a wrong pair with the same words and queues nothing', async () => {
    const { lead, post, emailRows, woken } = await setup();

    const wrongEmail = await post({ number: lead.leadNumber, email: 'someone.else@example.com' });
    const unknownNumber = await post({ number: 'SQ-261121-000001', email: EMAIL });

    for (const res of [wrongEmail, unknownNumber]) {
      expect(res.status).toBe(200);
      expect(await answerOf(res)).toBe(t.answer);
    }
    expect(emailRows()).toEqual([]);
    expect(woken()).toBe(0);
  });

  it('queues nothing while the server sends no email, and answers the same', async () => {
    const { lead, post, emailRows } = await setup({ email: false });

    const res = await post({ number: lead.leadNumber, email: EMAIL });

    expect(await answerOf(res)).toBe(t.answer);
    expect(emailRows()).toEqual([]);
  });

  it('sends at most one email per lead in ten minutes, however often the form is sent', async () => {
    const { lead, post, emailRows, clock } = await setup();

    await post({ number: lead.leadNumber, email: EMAIL });
    clock.now = NOW + 60_000;
    await post({ number: lead.leadNumber, email: EMAIL }, '198.51.100.9');
    expect(emailRows()).toHaveLength(1);

    clock.now = NOW + 10 * 60_000;
    await post({ number: lead.leadNumber, email: EMAIL }, '198.51.100.10');
    expect(emailRows()).toHaveLength(2);
  });

  it('sends a malformed number or email back as a 400 naming the field, with the typed values kept', async () => {
    const { post, emailRows } = await setup();

    const res = await post({ number: 'order 12345', email: 'dana at example' });

    expect(res.status).toBe(400);
    const doc = parse(await res.text());
    const summary = doc.querySelector('[role="alert"]');
    expect([...(summary?.querySelectorAll('a') ?? [])].map((a) => [a.getAttribute('href'), textOf(a)])).toEqual([
      ['#fo-number', t.numberInvalid],
      ['#fo-email', t.emailInvalid],
    ]);
    const number = doc.querySelector('#fo-number');
    const email = doc.querySelector('#fo-email');
    expect(number?.getAttribute('value')).toBe('order 12345');
    expect(email?.getAttribute('value')).toBe('dana at example');
    expect(number?.getAttribute('aria-invalid')).toBe('true');
    expect(number?.getAttribute('aria-describedby')).toBe('fo-number-hint fo-number-error');
    expect(textOf(doc.getElementById('fo-number-error'))).toBe(`Error: ${t.numberInvalid}`);
    expect(emailRows()).toEqual([]);
  });

  it('names the empty fields of an empty post', async () => {
    const { post } = await setup();

    const res = await post({});

    expect(res.status).toBe(400);
    const alert = textOf(parse(await res.text()).querySelector('[role="alert"]'));
    expect(alert).toContain(t.numberRequired);
    expect(alert).toContain(t.emailRequired);
  });

  it('refuses the 11th post in a minute from one address with a 429 that says to wait a minute', async () => {
    const { lead, post } = await setup();
    const numbers = Array.from({ length: 10 }, (_, i) => `SQ-261121-${String(i).padStart(6, '0')}`);

    for (const number of numbers) expect((await post({ number, email: EMAIL })).status).toBe(200);
    const refused = await post({ number: lead.leadNumber, email: EMAIL });

    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('6');
    const doc = parse(await refused.text());
    expect(textOf(doc.querySelector('h1'))).toBe(t.tooManyTitle);
    expect(textOf(doc.querySelector('h1 + p'))).toBe(t.tooMany);
    // Another address is still answered.
    expect((await post({ number: lead.leadNumber, email: EMAIL }, '198.51.100.9')).status).toBe(200);
  });

  it('refuses the 4th try for one number in an hour, whoever asks, in the same words as a miss', async () => {
    const { lead, post, emailRows } = await setup();
    const tries = ['198.51.100.1', '198.51.100.2', '198.51.100.3'];

    for (const client of tries)
      expect((await post({ number: lead.leadNumber, email: EMAIL }, client)).status).toBe(200);
    const fourth = await post({ number: lead.leadNumber, email: EMAIL }, '198.51.100.4');
    const missFourth = await post({ number: 'SQ-261121-000001', email: EMAIL }, '198.51.100.5');
    for (const client of tries) await post({ number: 'SQ-261121-000001', email: EMAIL }, client);
    const unknownFourth = await post({ number: 'SQ-261121-000001', email: EMAIL }, '198.51.100.6');

    expect(fourth.status).toBe(429);
    expect(missFourth.status).toBe(200);
    expect(unknownFourth.status).toBe(429);
    expect(textOf(parse(await fourth.text()).querySelector('h1 + p'))).toBe(t.tooMany);
    expect(textOf(parse(await unknownFourth.text()).querySelector('h1 + p'))).toBe(t.tooMany);
    expect(emailRows()).toHaveLength(1);
  });

  it('refuses a post from another site, and one that is not a form, without a 500', async () => {
    const { app, lead } = await setup();
    const body = new URLSearchParams({ number: lead.leadNumber, email: EMAIL }).toString();

    const foreign = await app.request(`${ORIGIN}/find-my-order`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
    });
    const json = await app.request(`${ORIGIN}/find-my-order`, {
      method: 'POST',
      body: JSON.stringify({ number: lead.leadNumber, email: EMAIL }),
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    });

    expect(foreign.status).toBe(403);
    expect(json.status).toBe(400);
  });
});

describe('the Find my order page', () => {
  it('labels each field and ties its hint to it, with nothing unlabelled', async () => {
    const { app } = await setup();

    const res = await app.request(`${ORIGIN}/find-my-order`);

    expect(res.status).toBe(200);
    const doc = parse(await res.text());
    const form = doc.querySelector('form[action="/find-my-order"]');
    expect(form?.getAttribute('method')).toBe('post');
    const controls = [...(form?.querySelectorAll('input, select, textarea') ?? [])];
    expect(controls.map((control) => control.getAttribute('name'))).toEqual(['number', 'email']);
    for (const control of controls) {
      const label = doc.querySelector(`label[for="${control.id}"]`);
      expect(textOf(label), control.id).not.toBe('');
      for (const id of (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)) {
        expect(doc.getElementById(id), id).not.toBeNull();
      }
    }
    expect(textOf(doc.querySelector('label[for="fo-number"]'))).toBe(t.numberLabel);
    expect(doc.querySelector('#fo-email')?.getAttribute('type')).toBe('email');
    expect(doc.querySelector('#fo-email')?.getAttribute('autocomplete')).toBe('email');
    expect(textOf(form?.querySelector('button[type="submit"]'))).toBe(t.submit);
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(doc.querySelector('[role="alert"]')).toBeNull();
  });

  it('is linked from the footer of every page and from the 404 page', async () => {
    const { app } = await setup();

    const missing = await app.request(`${ORIGIN}/no-such-page`);
    const doc = parse(await missing.text());

    expect(doc.querySelector('footer a[href="/find-my-order"]')).not.toBeNull();
    expect(missing.status).toBe(404);
    expect(doc.querySelector('.error-page a[href="/find-my-order"]')).not.toBeNull();
  });
});

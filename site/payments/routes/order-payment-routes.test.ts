import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { FAKE_CHECKOUT_ORIGIN, fakeOrderPayments } from '../../../tests/support/fake-order-payments';
import {
  ASSIGNED,
  closeHtml,
  LINK_TOKEN,
  parseHtml,
  region,
  signedOrderLink,
  stepEvent,
  textOf,
} from '../../../tests/support/order-link-app';
import { brand } from '../../content/brand';
import { DEFAULT_CSP, securityHeaders } from '../../http/security-headers';
import type { OrderEventFacts } from '../../order-life/order-status';

afterAll(closeHtml);

const BOOKING = `/booking/${LINK_TOKEN}`;
const PHONE = brand.phones.support.display;

const CARD_SAVED: OrderEventFacts = {
  id: 'stripe:card:cs_test_1',
  type: 'payment.card_saved',
  actor: 'customer',
  occurredAt: '2026-11-21T16:00:00.000Z',
  data: { customer: 'cus_1', payment_method: 'pm_1', brand: 'visa', last4: '4242' },
};
const DECLINED: OrderEventFacts = {
  id: 'failed-1',
  type: 'payment.failed',
  actor: 'dispatch',
  occurredAt: '2026-11-24T16:05:00.000Z',
  data: { amount_cents: 133_050, reason: 'card_declined' },
};
const PAID: OrderEventFacts = {
  id: 'paid-1',
  type: 'order.paid',
  actor: 'customer',
  occurredAt: '2026-11-25T10:00:00.000Z',
  data: { amount_cents: 133_050, by: 'card', payment_intent: 'pi_1' },
};

/** An order's link with card payments through the fake port. */
async function withPayments() {
  const fake = fakeOrderPayments();
  const link = await signedOrderLink({ payments: fake.payments });
  return { ...link, provider: fake };
}

/** A refused answer's page, as read. */
async function pageOf(response: Response) {
  const document = parseHtml(await response.text());
  return { title: textOf(document.querySelector('h1')), text: textOf(document.querySelector('main')) ?? '' };
}

/** The form-action directive of an answer's CSP. */
const formAction = (response: Response) =>
  response.headers
    .get('Content-Security-Policy')
    ?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('form-action'));

describe('adding a card to a signed order', () => {
  it('answers the post with a 303 to the provider’s hosted page, asked for this order and its link', async () => {
    const { post, order, provider } = await withPayments();
    const res = await post('/order/card', {});
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`${FAKE_CHECKOUT_ORIGIN}/c/pay/cs_test_setup_1`);
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(provider.cardPages).toEqual([{ orderNumber: order.orderNumber, token: LINK_TOKEN }]);
  });

  it('replaces a saved card with the order’s own customer at the provider', async () => {
    const { post, addEvent, order, provider } = await withPayments();
    addEvent(CARD_SAVED);
    expect((await post('/order/card', {})).status).toBe(303);
    expect(provider.cardPages).toEqual([{ orderNumber: order.orderNumber, token: LINK_TOKEN, customer: 'cus_1' }]);
  });

  it('passes the same guards as signing: another site’s post is refused, and so is a field the form does not have', async () => {
    const { post, provider } = await withPayments();
    expect((await post('/order/card', {}, { Origin: 'https://elsewhere.example' })).status).toBe(403);
    expect((await post('/order/card', { amount: '1' })).status).toBe(400);
    expect(provider.cardPages).toEqual([]);
  });

  it('is refused with a 409 page once a carrier is confirmed, once the order is paid or cancelled, and when the quote has no order', async () => {
    const cases: [string, (link: Awaited<ReturnType<typeof withPayments>>) => void, string][] = [
      [
        'carrier confirmed',
        ({ addEvent }) => addEvent(ASSIGNED),
        'A card can be added only until a carrier is confirmed.',
      ],
      [
        'paid by phone',
        ({ addEvent }) => addEvent({ ...PAID, data: { amount_cents: 133_050, by: 'phone' } }),
        'This order is paid already',
      ],
      [
        'cancelled',
        ({ addEvent }) => addEvent(stepEvent('order.cancelled', '2026-11-22T09:00:00.000Z', 'customer')),
        'This order is cancelled, so it takes no card and no payment.',
      ],
      [
        'no order',
        ({ fake, lead }) => fake.orders.delete(lead.id),
        'This quote has no signed order, so there is nothing to pay.',
      ],
    ];
    for (const [name, arrange, sentence] of cases) {
      const link = await withPayments();
      arrange(link);
      const res = await link.post('/order/card', {});
      expect(res.status, name).toBe(409);
      const page = await pageOf(res);
      expect(page.title, name).toBe('This cannot be done for this order');
      expect(page.text, name).toContain(sentence);
      expect(page.text, name).toContain(brand.phones.advisors.display);
      expect(link.provider.cardPages, name).toEqual([]);
    }
  });

  it('answers a 503 page with Retry-After and the phone when the provider cannot be reached, never a 500', async () => {
    const { post, provider } = await withPayments();
    provider.state.down = true;
    const res = await post('/order/card', {});
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('60');
    const page = await pageOf(res);
    expect(page.title).toBe('Our payment provider cannot be reached');
    expect(page.text).toContain(
      `We could not reach our payment provider just now, so nothing was charged or saved. Try again in a minute, or call customer support at ${PHONE}.`,
    );
  });
});

describe('paying what is due', () => {
  it('answers the post with a 303 to a hosted page for the amount due, with the saved card’s customer', async () => {
    const { post, addEvent, order, provider } = await withPayments();
    addEvent(CARD_SAVED);
    addEvent(ASSIGNED);
    addEvent(DECLINED);
    const res = await post('/order/pay', {});
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`${FAKE_CHECKOUT_ORIGIN}/c/pay/cs_test_payment_1`);
    expect(provider.payPages).toEqual([
      { orderNumber: order.orderNumber, token: LINK_TOKEN, amountCents: 133_050, customer: 'cus_1' },
    ]);
  });

  it('is refused with a 409 page when nothing is due: while signed, with a carrier and no failed charge, and once paid', async () => {
    const cases: [string, OrderEventFacts[], string][] = [
      ['signed', [], 'Nothing is due on this order now'],
      ['carrier confirmed', [ASSIGNED], 'Nothing is due on this order now'],
      ['paid', [ASSIGNED, DECLINED, PAID], 'This order is paid already'],
    ];
    for (const [name, events, sentence] of cases) {
      const link = await withPayments();
      for (const event of events) link.addEvent(event);
      const res = await link.post('/order/pay', {});
      expect(res.status, name).toBe(409);
      expect((await pageOf(res)).text, name).toContain(sentence);
      expect(link.provider.payPages, name).toEqual([]);
    }
  });

  it('answers a 503 page with Retry-After when the provider cannot be reached', async () => {
    const { post, addEvent, provider } = await withPayments();
    addEvent(ASSIGNED);
    addEvent(DECLINED);
    provider.state.down = true;
    const res = await post('/order/pay', {});
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('60');
  });
});

describe('coming back from the provider’s hosted page', () => {
  it('records what the page did once, then 303s to the order’s own address, whose page says first that the card is saved', async () => {
    const { app, get, order, provider, fake, lead, addEvent } = await withPayments();
    provider.finish('cs_test_a1B2', {
      orderNumber: order.orderNumber,
      outcome: 'card-saved',
      record: () => addEvent(CARD_SAVED),
    });
    const res = await app.request(`${BOOKING}?checkout=cs_test_a1B2`);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`${BOOKING}?saved=card`);
    expect(provider.completed).toEqual([{ orderNumber: order.orderNumber, sessionId: 'cs_test_a1B2' }]);

    const { response, document } = await get('?saved=card');
    expect(response.status).toBe(200);
    const notice = document.querySelector('[role="status"]');
    expect(textOf(notice)).toBe('Your Visa ending 4242 is saved: it is charged only once a carrier is confirmed.');
    // Before the heading and the rest of the order: on a phone's first screen.
    const main = document.querySelector('main');
    expect(main?.querySelector('*')).toBe(notice);
    expect(textOf(region(document, 'Payment'))).toContain('Visa ending 4242 saved');
    expect((await get()).document.querySelector('[role="status"]')).toBeNull();
    expect(provider.completed).toHaveLength(1);
    expect(fake.events.get(lead.id)?.filter((event) => event.type === 'payment.card_saved')).toHaveLength(1);
  });

  it('shows the payment a hosted payment page made', async () => {
    const { app, get, order, provider, addEvent } = await withPayments();
    addEvent(ASSIGNED);
    addEvent(DECLINED);
    provider.finish('cs_test_pay', { orderNumber: order.orderNumber, outcome: 'paid', record: () => addEvent(PAID) });
    expect((await app.request(`${BOOKING}?checkout=cs_test_pay`)).headers.get('Location')).toBe(BOOKING);
    const { document } = await get();
    expect(textOf(region(document, 'Payment'))).toContain('Paid $1,330.50 on Wed, Nov 25, 2026');
  });

  it('refuses an id no provider writes with a 400 page, and asks the provider nothing', async () => {
    const { app, provider } = await withPayments();
    for (const id of ['', 'cs test', 'cs_test/../x', 'x'.repeat(256), '{CHECKOUT_SESSION_ID}']) {
      const res = await app.request(`${BOOKING}?checkout=${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(400);
      expect((await pageOf(res)).title).toBe('This address could not be read');
    }
    expect(provider.completed).toEqual([]);
  });

  it('answers a 404 page, not a 500, for a checkout id the provider does not know', async () => {
    const { app, provider } = await withPayments();
    provider.state.unknown.add('cs_test_doesnotexist');
    const res = await app.request(`${BOOKING}?checkout=cs_test_doesnotexist`);
    expect(res.status).toBe(404);
    expect((await pageOf(res)).text).toContain('This address could not be read');
  });

  it('answers a 503 page with Retry-After when the provider cannot be reached, so a reload tries again', async () => {
    const { app, provider } = await withPayments();
    provider.state.down = true;
    const res = await app.request(`${BOOKING}?checkout=cs_test_a1`);
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('60');
    expect((await pageOf(res)).text).toContain(PHONE);
  });
});

describe('the order pages’ Content-Security-Policy', () => {
  /** The routes under the site's security headers, as the app serves them. */
  const served = (app: Hono) => new Hono().use('*', securityHeaders()).route('/', app);

  it('adds the provider’s checkout origin to form-action, and nothing else, on the pages with the card form', async () => {
    const { app } = await withPayments();
    for (const path of ['', '/order/confirmed']) {
      const res = await served(app).request(`${BOOKING}${path}`);
      expect(formAction(res), path).toBe(`form-action 'self' ${FAKE_CHECKOUT_ORIGIN}`);
      expect(res.headers.get('Content-Security-Policy')?.replace(` ${FAKE_CHECKOUT_ORIGIN}`, '')).toBe(DEFAULT_CSP);
    }
  });

  it('adds it on the page with "Pay now", and not on pages without a payment form', async () => {
    const { app, addEvent } = await withPayments();
    addEvent(ASSIGNED);
    expect(formAction(await served(app).request(BOOKING))).toBe("form-action 'self'");
    addEvent(DECLINED);
    expect(formAction(await served(app).request(BOOKING))).toBe(`form-action 'self' ${FAKE_CHECKOUT_ORIGIN}`);
    addEvent(PAID);
    expect((await served(app).request(BOOKING)).headers.get('Content-Security-Policy')).toBe(DEFAULT_CSP);
  });

  it('keeps the site’s policy everywhere without card payments, where the payment posts do not exist and ?checkout is ignored', async () => {
    const { app, post } = await signedOrderLink();
    for (const path of ['', '/order/confirmed', '?checkout=cs_test_a1']) {
      const res = await served(app).request(`${BOOKING}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Content-Security-Policy'), path).toBe(DEFAULT_CSP);
    }
    expect((await post('/order/card', {})).status).toBe(404);
    expect((await post('/order/pay', {})).status).toBe(404);
  });
});

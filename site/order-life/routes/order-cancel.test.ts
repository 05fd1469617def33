import { afterAll, describe, expect, it } from 'vitest';
import {
  ASSIGNED,
  closeHtml,
  LINK_TOKEN,
  linksNamed,
  parseHtml,
  signedOrderLink,
  stepEvent,
  textOf,
} from '../../../tests/support/order-link-app';
import { brand } from '../../content/brand';
import { TERMS_SETTINGS } from '../../content/legal';
import { orderLife } from '../order-life';

afterAll(closeHtml);

const BOOKING = `/booking/${LINK_TOKEN}`;

describe('the page that confirms a cancellation', () => {
  it('says what cancelling means, asks for an optional reason, and offers the button and the way back', async () => {
    const { get, order } = await signedOrderLink();
    const { response, document } = await get('/order/cancel');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(textOf(document.querySelector('h1'))).toBe(`Cancel order ${order.orderNumber}?`);
    expect(textOf(document.querySelector('main'))).toContain('cancelling is free: nothing is charged');
    const form = document.querySelector(`form[method="post"][action="${BOOKING}/order/cancel"]`);
    const reason = form?.querySelector('textarea');
    expect(textOf(document.querySelector(`label[for="${reason?.id}"]`))).toBe('Why are you cancelling? (optional)');
    expect(reason?.getAttribute('maxlength')).toBe('500');
    expect(linksNamed(form, 'Cancel this order')[0]?.getAttribute('type')).toBe('submit');
    expect(linksNamed(document, 'Keep my order')[0]?.getAttribute('href')).toBe(BOOKING);
  });

  it('sends an order no longer free to cancel online back to its booking page, which says how to cancel', async () => {
    const { get, addEvent } = await signedOrderLink();
    addEvent(ASSIGNED);
    const { response } = await get('/order/cancel');
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(BOOKING);
  });
});

describe('cancelling online while the order is signed', () => {
  it('records the customer’s cancellation with the reason, then shows the booking page saying "Order cancelled"', async () => {
    const { post, get, fake, lead } = await signedOrderLink();
    const res = await post('/order/cancel', { reason: 'Sold the car' });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(BOOKING);
    const [event] = fake.events.get(lead.id) ?? [];
    expect(event).toMatchObject({
      type: 'order.cancelled',
      actor: 'customer',
      occurredAt: '2026-11-21T15:04:05.000Z',
      data: { reason: 'Sold the car' },
    });

    const { document } = await get();
    const notice = document.querySelector('[role="status"]');
    expect(textOf(notice?.querySelector('h2'))).toBe('Order cancelled');
    expect(textOf(notice)).toContain('This order was cancelled on Sat, Nov 21, 2026, by you.');
    expect(textOf(notice)).toContain('An email confirms the cancellation.');
    expect(linksNamed(document, 'Cancel this order')).toEqual([]);
    // What the customer typed is not shown back under the link.
    expect(textOf(document.body)).not.toContain('Sold the car');
  });

  it('takes no reason as none', async () => {
    const { post, fake, lead } = await signedOrderLink();
    expect((await post('/order/cancel', { reason: '   ' })).status).toBe(303);
    expect((await post('/order/cancel', {})).status).toBe(303);
    expect(fake.events.get(lead.id)?.[0]?.data).toEqual({});
  });

  it('keeps an over-long reason with its error, linked from the summary, and cancels nothing', async () => {
    const { post, fake, lead } = await signedOrderLink();
    const long = `${'x'.repeat(500)}y`;
    const res = await post('/order/cancel', { reason: long });
    expect(res.status).toBe(422);
    const document = parseHtml(await res.text());
    const summary = document.querySelector('[role="alert"]');
    expect(textOf(summary?.querySelector('h2'))).toBe('There is a problem');
    const [link] = linksNamed(summary, 'Use at most 500 characters for the reason');
    const field = document.querySelector(link?.getAttribute('href') ?? '#none');
    expect(field?.tagName).toBe('TEXTAREA');
    expect(field?.textContent).toBe(long);
    expect(field?.getAttribute('aria-invalid')).toBe('true');
    expect(fake.events.get(lead.id) ?? []).toEqual([]);
  });

  it('answers an unknown field, or the reason twice, with a 400 page and cancels nothing', async () => {
    const { post, fake, lead } = await signedOrderLink();
    expect((await post('/order/cancel', { reason: 'a', status: 'cancelled' })).status).toBe(400);
    expect(
      (
        await post('/order/cancel', [
          ['reason', 'a'],
          ['reason', 'b'],
        ])
      ).status,
    ).toBe(400);
    expect(fake.events.get(lead.id) ?? []).toEqual([]);
  });

  it('refuses a post from another site with a 403 page, and cancels nothing', async () => {
    const { post, fake, lead } = await signedOrderLink();
    const res = await post('/order/cancel', {}, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(textOf(parseHtml(await res.text()).querySelector('h1'))).toBe('This request was refused');
    expect(fake.events.get(lead.id) ?? []).toEqual([]);
  });
});

describe('a cancellation that comes after another decision', () => {
  it('shows an order the broker had already cancelled as cancelled then, by them, and changes nothing', async () => {
    const { post, get, fake, lead, addEvent } = await signedOrderLink();
    addEvent(stepEvent('order.cancelled', '2026-11-21T09:00:00.000Z', 'broker'));
    const res = await post('/order/cancel', { reason: 'Changed plans' });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(BOOKING);
    expect(orderLife(fake.events.get(lead.id) ?? []).cancellation).toEqual({
      at: '2026-11-21T09:00:00.000Z',
      by: 'broker',
      from: 'signed',
    });
    const { document } = await get();
    expect(textOf(document.querySelector('[role="status"]'))).toContain(
      'This order was cancelled on Sat, Nov 21, 2026, by us.',
    );
  });

  it('answers 409 when a carrier was assigned first: the order stands, with the phone and the fee to cancel it', async () => {
    const { post, fake, lead, addEvent } = await signedOrderLink();
    addEvent(ASSIGNED);
    const res = await post('/order/cancel', {});
    expect(res.status).toBe(409);
    const document = parseHtml(await res.text());
    expect(textOf(document.querySelector('h1'))).toBe('A carrier was assigned first');
    const alert = document.querySelector('[role="alert"]');
    expect(textOf(alert)).toContain('before your cancellation reached us');
    expect(linksNamed(alert, brand.phones.support.display)[0]?.getAttribute('href')).toBe(brand.phones.support.href);
    expect(textOf(alert)).toContain(`a fee of $${TERMS_SETTINGS.cancellationFeeAfterDispatchUsd} applies`);
    expect(orderLife(fake.events.get(lead.id) ?? []).status).toBe('carrier_assigned');
  });
});

describe('a cancellation under a link without an order', () => {
  it('goes back to the booking page, from the confirmation page and from a post', async () => {
    const { get, post, fake, lead } = await signedOrderLink();
    fake.orders.clear();
    for (const res of [(await get('/order/cancel')).response, await post('/order/cancel', {})]) {
      expect(res.status).toBe(303);
      expect(res.headers.get('Location')).toBe(BOOKING);
    }
    expect(fake.events.get(lead.id) ?? []).toEqual([]);
  });
});

import ICAL from 'ical.js';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ASSIGNED,
  closeHtml,
  type HtmlDocument,
  LINK_TOKEN,
  linksNamed,
  region,
  signedOrderLink,
  stepEvent,
  textOf,
} from '../../../tests/support/order-link-app';
import { brand } from '../../content/brand';
import { TERMS_SETTINGS } from '../../content/legal';

afterAll(closeHtml);

/** The timeline's steps as read: each step's text, and which one is current. */
function timelineOf(document: HtmlDocument) {
  const list = region(document, 'Where your order is')?.querySelector('ol');
  const steps = [...(list?.querySelectorAll('li') ?? [])];
  return {
    steps: steps.map(textOf),
    current: steps.filter((step) => step.getAttribute('aria-current') === 'step').map(textOf),
    upcoming: steps.filter((step) => step.classList.contains('timeline-upcoming')).map(textOf),
  };
}

/** The order's facts, as "term: value". */
const factsOf = (document: HtmlDocument) =>
  [...(region(document, 'Your order at a glance')?.querySelectorAll('dt') ?? [])].map(
    (dt) => `${textOf(dt)}: ${textOf(dt.nextElementSibling)}`,
  );

const FEE = `a fee of $${TERMS_SETTINGS.cancellationFeeAfterDispatchUsd} applies`;

describe('the page of a signed order, before a carrier is assigned', () => {
  it('shows the timeline at "Signed", with its date, and the steps to come greyed and said "Not yet"', async () => {
    const { get } = await signedOrderLink();
    const { response, document } = await get();
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(timelineOf(document)).toEqual({
      steps: ['Signed Sat, Nov 21, 2026 Now', 'Carrier assigned Not yet', 'Picked up Not yet', 'Delivered Not yet'],
      current: ['Signed Sat, Nov 21, 2026 Now'],
      upcoming: ['Carrier assigned Not yet', 'Picked up Not yet', 'Delivered Not yet'],
    });
  });

  it('labels the pickup window as requested, names no carrier, and says what happens next in one sentence', async () => {
    const { get } = await signedOrderLink();
    const { document } = await get();
    expect(factsOf(document)).toContain(
      'Requested pickup window: Tue, Dec 1, 2026 to Mon, Dec 7, 2026 (5 business days)',
    );
    expect(region(document, 'Your carrier')).toBeNull();
    expect(linksNamed(document, 'Add to calendar')).toEqual([]);
    expect(textOf(region(document, 'What happens next')?.querySelector('.order-next'))).toBe(
      'We are finding a licensed, insured carrier for your route and dates. Once one is confirmed we email you its name and your pickup window, and only then is the total paid, as the payment section says.',
    );
  });

  it('offers "Cancel this order", free, as a link to its confirmation page, on the booking page and the confirmation', async () => {
    const { get } = await signedOrderLink();
    for (const path of ['', '/order/confirmed']) {
      const { document } = await get(path);
      const next = region(document, 'What happens next');
      expect(textOf(next)).toContain('You can cancel this order online, free of charge, until a carrier is assigned.');
      const [link] = linksNamed(next, 'Cancel this order');
      expect(link?.getAttribute('href'), path).toBe(`/booking/${LINK_TOKEN}/order/cancel`);
    }
  });
});

describe('the page of an order with a carrier assigned', () => {
  it('moves the timeline on to "Carrier assigned" with its date', async () => {
    const { get, addEvent } = await signedOrderLink();
    addEvent(ASSIGNED);
    const { document } = await get();
    expect(timelineOf(document).current).toEqual(['Carrier assigned Tue, Nov 24, 2026 Now']);
    expect(timelineOf(document).upcoming).toEqual(['Picked up Not yet', 'Delivered Not yet']);
    expect(factsOf(document)).toContain('Status: Carrier assigned — your pickup is confirmed');
  });

  it('names the carrier, its MC number and its phone as a tel: link, and replaces the requested window with the confirmed one', async () => {
    const { get, addEvent } = await signedOrderLink();
    addEvent(ASSIGNED);
    const { document } = await get();
    const carrier = region(document, 'Your carrier');
    expect(
      [...(carrier?.querySelectorAll('dt') ?? [])].map((dt) => `${textOf(dt)}: ${textOf(dt.nextElementSibling)}`),
    ).toEqual(['Company: Lone Star Haulers', 'MC number: MC 123456', 'Phone: (214) 555-0101']);
    expect(linksNamed(carrier, '(214) 555-0101')[0]?.getAttribute('href')).toBe('tel:2145550101');
    const facts = factsOf(document);
    expect(facts).toContain('Confirmed pickup window: Wed, Dec 2, 2026 to Thu, Dec 3, 2026');
    expect(facts).toContain('Estimated delivery: Tue, Dec 8, 2026');
    expect(facts.some((fact) => fact.startsWith('Requested pickup window'))).toBe(false);
  });

  it('links "Add to calendar" to the pickup calendar file', async () => {
    const { get, addEvent } = await signedOrderLink();
    addEvent(ASSIGNED);
    const { document } = await get();
    const [link] = linksNamed(region(document, 'Your carrier'), 'Add to calendar');
    expect(link?.getAttribute('href')).toBe(`/booking/${LINK_TOKEN}/order/pickup.ics`);
  });

  it('shows, instead of the cancel button, the phone to cancel by and the fee from the agreement', async () => {
    const { get, addEvent } = await signedOrderLink();
    addEvent(ASSIGNED);
    const { document } = await get();
    const next = region(document, 'What happens next');
    expect(linksNamed(document, 'Cancel this order')).toEqual([]);
    expect(textOf(next)).toContain(
      `A carrier has been assigned, so this order can no longer be cancelled online. To cancel it, call customer support at ${brand.phones.support.display}.`,
    );
    expect(linksNamed(next, brand.phones.support.display)[0]?.getAttribute('href')).toBe(brand.phones.support.href);
    expect(textOf(next)).toContain(FEE);
  });
});

describe('the page of an order picked up, then delivered', () => {
  it('shows "Picked up" current with the carrier, no calendar link and no way to cancel', async () => {
    const { get, addEvent } = await signedOrderLink();
    addEvent(ASSIGNED);
    addEvent(stepEvent('order.picked_up', '2026-12-02T15:00:00.000Z'));
    const { document } = await get();
    expect(timelineOf(document).current).toEqual(['Picked up Wed, Dec 2, 2026 Now']);
    expect(textOf(region(document, 'Your carrier'))).toContain('Lone Star Haulers');
    expect(linksNamed(document, 'Add to calendar')).toEqual([]);
    expect(linksNamed(document, 'Cancel this order')).toEqual([]);
    expect(textOf(region(document, 'What happens next'))).not.toContain(FEE);
    expect(textOf(region(document, 'What happens next')?.querySelector('.order-next'))).toBe(
      'Your vehicle is on its way; the carrier calls you ahead of the delivery.',
    );
  });

  it('shows every step reached once delivered, "Delivered" current, and nothing greyed', async () => {
    const { get, addEvent } = await signedOrderLink();
    addEvent(ASSIGNED);
    addEvent(stepEvent('order.picked_up', '2026-12-02T15:00:00.000Z'));
    addEvent(stepEvent('order.delivered', '2026-12-07T20:00:00.000Z'));
    const { document } = await get();
    expect(timelineOf(document)).toEqual({
      steps: [
        'Signed Sat, Nov 21, 2026',
        'Carrier assigned Tue, Nov 24, 2026',
        'Picked up Wed, Dec 2, 2026',
        'Delivered Mon, Dec 7, 2026 Now',
      ],
      current: ['Delivered Mon, Dec 7, 2026 Now'],
      upcoming: [],
    });
    expect(factsOf(document)).toContain('Status: Delivered');
    expect(factsOf(document).some((fact) => fact.startsWith('Estimated delivery'))).toBe(false);
    expect(linksNamed(document, 'Cancel this order')).toEqual([]);
  });

  it('shows a pick-up reported before its assignment as reached, the assignment without a date', async () => {
    const { get, addEvent } = await signedOrderLink();
    addEvent(stepEvent('order.picked_up', '2026-12-02T15:00:00.000Z'));
    const { document } = await get();
    expect(timelineOf(document).steps).toEqual([
      'Signed Sat, Nov 21, 2026',
      'Carrier assigned Done',
      'Picked up Wed, Dec 2, 2026 Now',
      'Delivered Not yet',
    ]);
    expect(region(document, 'Your carrier')).toBeNull();
  });
});

describe('the page of an order the broker cancelled', () => {
  it('says "Order cancelled" first, when and by whom, and shows Signed then Cancelled', async () => {
    const { get, addEvent } = await signedOrderLink();
    addEvent(stepEvent('order.cancelled', '2026-11-22T15:00:00.000Z', 'broker'));
    const { document } = await get();
    const notice = document.querySelector('[role="status"]');
    expect(textOf(notice?.querySelector('h2'))).toBe('Order cancelled');
    expect([...(notice?.querySelectorAll('p') ?? [])].map(textOf)).toEqual([
      'This order was cancelled on Sun, Nov 22, 2026, by us.',
      'Nothing is charged. An email confirms the cancellation.',
    ]);
    expect(timelineOf(document)).toEqual({
      steps: ['Signed Sat, Nov 21, 2026', 'Cancelled Sun, Nov 22, 2026, by us Now'],
      current: ['Cancelled Sun, Nov 22, 2026, by us Now'],
      upcoming: [],
    });
    expect(factsOf(document)).toContain('Status: Cancelled');
    expect(linksNamed(document, 'Cancel this order')).toEqual([]);
    expect(region(document, 'Cancelling')).toBeNull();
  });

  it('keeps the steps a paid order had reached, its carrier assigned, before Cancelled', async () => {
    const { get, addEvent } = await signedOrderLink();
    addEvent(ASSIGNED);
    addEvent({
      id: 'paid:pi_1',
      type: 'order.paid',
      actor: 'customer',
      occurredAt: '2026-11-24T18:00:00.000Z',
      data: { amount_cents: 129_000, by: 'card', saved_card: true },
    });
    addEvent(stepEvent('order.cancelled', '2026-11-25T15:00:00.000Z', 'broker'));
    const { document } = await get();
    expect(timelineOf(document)).toEqual({
      steps: [
        'Signed Sat, Nov 21, 2026',
        'Carrier assigned Tue, Nov 24, 2026',
        'Cancelled Wed, Nov 25, 2026, by us Now',
      ],
      current: ['Cancelled Wed, Nov 25, 2026, by us Now'],
      upcoming: [],
    });
    expect(document.querySelector('.order-timeline')?.innerHTML).not.toContain('Not yet');
  });

  it('leaves out a carrier that fell through before the cancellation, as the live order had', async () => {
    const { get, addEvent } = await signedOrderLink();
    addEvent(ASSIGNED);
    addEvent(stepEvent('carrier.unassigned', '2026-11-24T20:00:00.000Z', 'broker'));
    addEvent(stepEvent('order.cancelled', '2026-11-25T15:00:00.000Z', 'broker'));
    const { document } = await get();
    expect(timelineOf(document).steps).toEqual(['Signed Sat, Nov 21, 2026', 'Cancelled Wed, Nov 25, 2026, by us Now']);
  });

  it('sends the confirmation page of a cancelled order to its booking page', async () => {
    const { get, addEvent } = await signedOrderLink();
    addEvent(stepEvent('order.cancelled', '2026-11-22T15:00:00.000Z', 'broker'));
    const { response } = await get('/order/confirmed');
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`/booking/${LINK_TOKEN}`);
  });
});

/** The one event of a calendar file, parsed back with ical.js. */
function calendarEventOf(text: string) {
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no event in the calendar file');
  return new ICAL.Event(vevent);
}

describe('the pickup calendar file under the booking link', () => {
  it('downloads the confirmed window as an all-day entry at the pickup address, linking to the order, never cached', async () => {
    const { app, addEvent, order } = await signedOrderLink();
    addEvent(ASSIGNED);
    const res = await app.request(`/booking/${LINK_TOKEN}/order/pickup.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="pickup-${order.orderNumber}.ics"`);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    const body = await res.text();
    const event = calendarEventOf(body);
    expect([event.startDate.toString(), event.endDate.toString()]).toEqual(['2026-12-02', '2026-12-04']);
    expect(event.location).toBe('1 Main St, Dallas, TX 75201');
    expect(event.description).toContain('Lone Star Haulers, MC 123456, (214) 555-0101');
    expect(event.component.getFirstPropertyValue('url')).toBe(`https://shipquote.example/booking/${LINK_TOKEN}`);
    // The customer's own contacts are not in it.
    expect(body).not.toMatch(/ada@example\.com|555-0142|555-0187/i);
  });

  it('answers a friendly 404 page while no carrier is assigned, and once the order is cancelled', async () => {
    const { app, addEvent } = await signedOrderLink();
    const before = await app.request(`/booking/${LINK_TOKEN}/order/pickup.ics`);
    expect(before.status).toBe(404);
    expect(before.headers.get('Content-Type')).toMatch(/^text\/html/);
    const page = await before.text();
    expect(page).toContain('No pickup to add yet');
    addEvent(ASSIGNED);
    addEvent(stepEvent('order.cancelled', '2026-11-25T15:00:00.000Z', 'broker'));
    expect((await app.request(`/booking/${LINK_TOKEN}/order/pickup.ics`)).status).toBe(404);
  });
});

/**
 * The booking routes over an in-memory order service (fake-order-service.ts), with a quote signed for through
 * the pages themselves, for the tests of what a signed order's page shows and does: `signedOrderLink()`
 * answers the app, the fake (whose `addEvent` puts the order in any step), a same-origin poster and the
 * order as stored. The clock is fixed one day after the quote, 2026-11-21, so nothing depends on today.
 */
import { Window } from 'happy-dom';
import { Hono } from 'hono';
import { DAY_MS } from '../../shared/time';
import { BOOKING_PATH, bookingRoutes } from '../../site/booking-link/booking-link-routes';
import type { OrderEventFacts } from '../../site/order-life/order-status';
import type { OrderPayments } from '../../site/payments/order-payments';
import { aLead } from './a-lead';
import { postalFixture, resolveFixture } from './booking-fixtures';
import { fakeOrderService } from './fake-order-service';

export const LINK_TOKEN = 'Zq3xW8pLr2Vb7nKc4TgYhA';
export const LINK_ORIGIN = 'https://shipquote.example';

const window = new Window({ settings: { disableCSSFileLoading: true, disableJavaScriptEvaluation: true } });
export const parseHtml = (markup: string) => new window.DOMParser().parseFromString(markup, 'text/html');
export type HtmlDocument = ReturnType<typeof parseHtml>;
export const closeHtml = () => window.happyDOM.close();

/** An element's text as read: its whitespace runs as one space. */
export const textOf = (node: { textContent: string | null } | null | undefined) =>
  node?.textContent?.replace(/\s+/g, ' ').trim();

/** The section named by its heading (`aria-labelledby`), as a reader's region of that name. */
export function region(document: HtmlDocument, name: string) {
  return (
    [...document.querySelectorAll('section[aria-labelledby], div[aria-labelledby]')].find(
      (section) => textOf(document.getElementById(section.getAttribute('aria-labelledby') ?? '')) === name,
    ) ?? null
  );
}

/** The links or buttons of `root` whose text is `name`. */
export const linksNamed = (root: { querySelectorAll(selector: string): Iterable<Element> } | null, name: string) =>
  root ? [...root.querySelectorAll('a, button')].filter((element) => textOf(element) === name) : [];

/** Step 1 of the order form as a customer fills it in for the quote of tests/support/a-lead.ts. */
export const STEP_ONE: Record<string, string> = {
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
  'vehicles.0.notes': '',
  last_name: 'Lovelace',
};

/** A carrier's assignment as the dispatch system sends it, as order-status.ts reads it. */
export const ASSIGNED: OrderEventFacts = {
  id: 'sd-assigned-1',
  type: 'carrier.assigned',
  actor: 'dispatch',
  occurredAt: '2026-11-24T16:00:00.000Z',
  data: {
    carrier: { name: 'Lone Star Haulers', mc: '123456', phone: '(214) 555-0101' },
    pickup_window: { from: '2026-12-02', to: '2026-12-03' },
    delivery_eta: '2026-12-08',
  },
};

export const stepEvent = (type: string, occurredAt: string, actor = 'dispatch'): OrderEventFacts => ({
  id: `${type}-${occurredAt}`,
  type,
  actor,
  occurredAt,
  data: {},
});

/** The routes, and a quote of theirs signed for through its own pages; `payments` turns card payments on. */
export async function signedOrderLink(options: { payments?: OrderPayments } = {}) {
  const lead = aLead();
  const fake = fakeOrderService();
  const now = Date.parse(lead.createdAt) + DAY_MS;
  const app = new Hono().route(
    BOOKING_PATH,
    bookingRoutes({
      findLead: async (token) => (token === LINK_TOKEN ? lead : undefined),
      stylesheetFile: new URL('../../site/booking/booking.css', import.meta.url).pathname,
      linkDays: 30,
      now: () => now,
      orders: {
        service: fake.service,
        resolvePlace: resolveFixture,
        placeOfPostalCode: postalFixture,
        publicUrl: LINK_ORIGIN,
        trustProxy: 0,
        rateLimit: { max: 100, windowMs: 60_000 },
        ...(options.payments ? { payments: options.payments } : {}),
      },
    }),
  );
  const post = (path: string, fields: Record<string, string> | [string, string][], headers = {}) =>
    app.request(`/booking/${LINK_TOKEN}${path}`, {
      method: 'POST',
      headers: { Origin: LINK_ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  const get = async (path = '') => {
    const response = await app.request(`/booking/${LINK_TOKEN}${path}`);
    return { response, document: parseHtml(await response.clone().text()) };
  };

  const review = parseHtml(await (await post('/order', STEP_ONE)).text());
  const reviewed = Object.fromEntries(
    [...review.querySelectorAll('form.sign-form input[type="hidden"]')].map((input) => [
      input.getAttribute('name') ?? '',
      input.getAttribute('value') ?? '',
    ]),
  );
  const signing = await post('/order/sign', { ...reviewed, typed_name: 'Ada King Lovelace', consent: 'yes' });
  if (signing.status !== 303) throw new Error(`signing answered ${signing.status}`);
  const order = fake.orders.get(lead.id);
  if (!order) throw new Error('no order was placed');
  const addEvent = (event: OrderEventFacts) => fake.addEvent(lead.id, event);
  return { app, fake, lead, order, post, get, addEvent };
}

import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { formatShortDate, formatUsd } from '../../../shared/format';
import { DAY_MS } from '../../../shared/time';
import { aLead } from '../../../tests/support/a-lead';
import { postalFixture, resolveFixture } from '../../../tests/support/booking-fixtures';
import { fakeOrderService } from '../../../tests/support/fake-order-service';
import { closeHtml, parseHtml, STEP_ONE, textOf } from '../../../tests/support/order-link-app';
import { BOOKING_PATH, bookingRoutes } from '../../booking-link/booking-link-routes';
import { RATE_TABLE } from '../../quote/pricing/rate-table';
import type { LivePriceRun } from '../order-fees';

afterAll(closeHtml);

/** The page as read: one element's words apart from the next's. */
const page = async (res: Response) => parseHtml((await res.text()).replace(/></g, '> <'));

const TOKEN = 'Zq3xW8pLr2Vb7nKc4TgYhA';
const ORIGIN = 'https://shipquote.example';
const usd = formatUsd;
const { inopFee, shortNoticeFee, shortNoticeDays } = RATE_TABLE;

/** The booking routes one day after the quote of tests/support/a-lead.ts (2026-11-20), its price holding. */
function setup() {
  const lead = aLead();
  const fake = fakeOrderService();
  const app = new Hono().route(
    BOOKING_PATH,
    bookingRoutes({
      findLead: async (token) => (token === TOKEN ? lead : undefined),
      stylesheetFile: new URL('../../booking/booking.css', import.meta.url).pathname,
      linkDays: 30,
      now: () => Date.parse(lead.createdAt) + DAY_MS,
      orders: {
        service: fake.service,
        resolvePlace: resolveFixture,
        placeOfPostalCode: postalFixture,
        publicUrl: ORIGIN,
        trustProxy: 0,
        rateLimit: { max: 100, windowMs: 60_000 },
      },
    }),
  );
  const post = async (path: string, fields: Record<string, string>) =>
    app.request(`/booking/${TOKEN}${path}`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  const estimate = lead.price?.estimate;
  if (estimate?.kind !== 'domestic') throw new Error('expected a domestic quote');
  return { app, post, fake, quoted: estimate.open.point, createdOn: lead.createdAt.slice(0, 10) };
}

const dayAfter = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Step 1 with the car not running, and a first available date the day after the quote: short notice. */
const WINCHED_AT_SHORT_NOTICE = (createdOn: string) => ({
  ...STEP_ONE,
  'vehicles.0.runs': 'no',
  first_available_date: dayAfter(createdOn, 1),
});

describe('step 1 tells what its answers add to the price', () => {
  it('says under "No, it has to be winched" what not running adds, the figure from the rate table', async () => {
    const { app } = setup();
    const document = parseHtml(await (await app.request(`/booking/${TOKEN}/order`)).text());
    const no = document.querySelector('input[name="vehicles.0.runs"][value="no"]');
    expect(textOf(document.querySelector(`label[for="${no?.id}"]`))).toBe('No, it has to be winched');
    expect(textOf(document.getElementById(no?.getAttribute('aria-describedby') ?? ''))).toBe(
      `Not running adds ${usd(inopFee)} for winching on and off, on either carrier.`,
    );
  });

  it('gives the short-notice rule under the first available date, with the first date that adds nothing', async () => {
    const { app, createdOn } = setup();
    const document = parseHtml(await (await app.request(`/booking/${TOKEN}/order`)).text());
    const date = document.querySelector('input[name="first_available_date"]');
    expect(textOf(document.getElementById(date?.getAttribute('aria-describedby') ?? ''))).toContain(
      `A date within ${shortNoticeDays} days of your quote adds ${usd(shortNoticeFee)} per vehicle for short notice: from ${formatShortDate(dayAfter(createdOn, shortNoticeDays))} on, it adds nothing.`,
    );
  });

  it('renders a live price line, hidden without its script and polite to screen readers, with the totals it adds up', async () => {
    const { app, quoted, createdOn } = setup();
    const document = parseHtml(await (await app.request(`/booking/${TOKEN}/order`)).text());
    expect(document.querySelector('script[src="/booking/live-price.js"]')).not.toBeNull();
    const box = document.querySelector('form [data-live-price]');
    expect(box?.hasAttribute('hidden')).toBe(true);
    expect(box?.querySelector('[data-live-price-total]')?.getAttribute('aria-live')).toBe('polite');
    const data = JSON.parse(box?.getAttribute('data-live-price') ?? '{}') as {
      runs: LivePriceRun[];
      inopFee: number;
      priced: string;
    };
    expect(data.inopFee).toBe(inopFee);
    expect(data.priced).toBe('Your price with these answers: {total}');
    const openOn = (date: string) => data.runs.filter((run) => run[0] <= date).at(-1)?.[1];
    // The quote's own date is the quote's price; the day after the quote adds the short-notice fee.
    expect(openOn(STEP_ONE.first_available_date!)).toBe(quoted);
    expect(openOn(dayAfter(createdOn, 1))).toBe(quoted + shortNoticeFee);
  });
});

describe('the review puts the price right above the sign box', () => {
  it('lists the lines and the total before the sign box, and says why the total is not the quote’s', async () => {
    const { post, quoted, createdOn } = setup();
    const res = await post('/order', WINCHED_AT_SHORT_NOTICE(createdOn));
    expect(res.status).toBe(200);
    const document = await page(res);
    const total = quoted + inopFee + shortNoticeFee;
    const summary = document.querySelector('section[aria-labelledby="price-summary-heading"]');
    expect(textOf(document.getElementById('price-summary-heading'))).toBe('Your price');
    expect([...(summary?.querySelectorAll('tr') ?? [])].map(textOf)).toEqual([
      `2020 Toyota Camry, open carrier ${usd(quoted)}`,
      `2020 Toyota Camry does not run: winched on and off ${usd(inopFee)}`,
      `Short notice, one vehicle: a carrier found within days ${usd(shortNoticeFee)}`,
      `Total ${usd(total)}`,
    ]);
    expect(textOf(summary?.querySelector('p'))).toBe(
      `Your quote was ${usd(quoted)}; this order is ${usd(total)} because the vehicle does not run (+${usd(inopFee)}) and the first available date is within ${shortNoticeDays} days of your quote (+${usd(shortNoticeFee)}).`,
    );
    // In document order: the agreement, then the price, then the sign box and its button.
    const order = [
      ...document.querySelectorAll(
        'article.agreement, section.price-summary, form.sign-form fieldset, form.sign-form button',
      ),
    ].map((element) => element.tagName.toLowerCase());
    expect(order).toEqual(['article', 'section', 'fieldset', 'button']);
  });

  it("has the agreement give the quote's total instead of calling the order's the quote's price", async () => {
    const { post, quoted, createdOn } = setup();
    const document = await page(await post('/order', WINCHED_AT_SHORT_NOTICE(createdOn)));
    const agreement = textOf(document.querySelector('article.agreement'));
    expect(agreement).toContain('Agreement template version 3');
    expect(agreement).toContain(`Your quote of Friday, November 20, 2026 was ${usd(quoted)}.`);
    expect(agreement).not.toContain('This is the price of your quote');
  });

  it("says nothing of a change when the answers are the quote's, and the agreement calls it the quote's price", async () => {
    const { post, quoted } = setup();
    const document = await page(await post('/order', STEP_ONE));
    const summary = document.querySelector('section.price-summary');
    expect(textOf(summary?.querySelector('tfoot tr'))).toBe(`Total ${usd(quoted)}`);
    expect(summary?.querySelector('p')).toBeNull();
    expect(textOf(document.querySelector('article.agreement'))).toContain(
      'This is the price of your quote of Friday, November 20, 2026.',
    );
  });

  it("signs the agreement with the quote's total beside the order's", async () => {
    const { post, fake, quoted, createdOn } = setup();
    const review = await page(await post('/order', WINCHED_AT_SHORT_NOTICE(createdOn)));
    const hidden = [...review.querySelectorAll('form.sign-form input[type="hidden"]')].map((input) => [
      input.getAttribute('name') ?? '',
      input.getAttribute('value') ?? '',
    ]);
    const res = await post('/order/sign', {
      ...Object.fromEntries(hidden),
      typed_name: 'Ada Lovelace',
      consent: 'yes',
    });
    expect(res.status).toBe(303);
    const [order] = [...fake.orders.values()];
    expect(order?.agreementText).toContain(`Your quote of Friday, November 20, 2026 was ${usd(quoted)}.`);
  });
});

import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '../../shared/time';
import { aLead } from '../../tests/support/a-lead';
import { brand } from '../content/brand';
import { formatBrokerTime } from '../content/broker-time';
import { DatabaseUnavailableError } from '../storage/database-busy';
import { BOOKING_PATH, type BookingOptions, bookingRoutes } from './booking-link-routes';

const TOKEN = 'Zq3xW8pLr2Vb7nKc4TgYhA';
const LEAD = aLead();
const CREATED = Date.parse(LEAD.createdAt);

/** The booking routes over one known lead, with the clock at `daysAfterQuote` days after it was made. */
function appAt(daysAfterQuote: number, linkDays = 90) {
  return appWith({
    findLead: async (token) => (token === TOKEN ? LEAD : undefined),
    stylesheetFile: new URL('../booking/booking.css', import.meta.url).pathname,
    linkDays,
    now: () => CREATED + daysAfterQuote * DAY_MS,
  });
}

/** The booking routes mounted where the app mounts them. */
function appWith(options: BookingOptions) {
  return new Hono().route(BOOKING_PATH, bookingRoutes(options));
}

const PERSONAL = [LEAD.leadNumber, 'Ada', 'Dallas', 'Los Angeles', 'Toyota', 'Camry', '2026-12-01', 'Dec 1, 2026'];

describe('booking link expiry', () => {
  it('shows the quote 89 days after it was made', async () => {
    const res = await appAt(89).request(`/booking/${TOKEN}`);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain(LEAD.leadNumber);
    expect(page).toContain('Dallas, TX 75201');
  });

  it('answers 91 days after the quote with a 410 expired page that holds nothing personal from the lead', async () => {
    const res = await appAt(91).request(`/booking/${TOKEN}`);
    expect(res.status).toBe(410);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(res.headers.get('X-Robots-Tag')).toContain('noindex');
    const page = await res.text();
    expect(page).toContain('This quote link has expired');
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    expect(page).toContain(`href="${brand.phones.advisors.href}"`);
    expect(page).toContain(brand.phones.advisors.display);
    expect(page).toContain('SQ-261120-…');
    for (const secret of PERSONAL) expect(page, secret).not.toContain(secret);
    expect(page).not.toMatch(/\$\d|miles|<table|<dl/);
  });

  it('counts the days from BOOKING_LINK_DAYS, not a fixed 90', async () => {
    expect((await appAt(6, 7).request(`/booking/${TOKEN}`)).status).toBe(200);
    expect((await appAt(8, 7).request(`/booking/${TOKEN}`)).status).toBe(410);
  });

  it('still answers an unknown token with the not-found page, whatever the clock says', async () => {
    const res = await appAt(91).request('/booking/Unknown0Token0Of022Chars');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('This quote link has expired');
  });
});

describe('the price hold on the page at a booking link', () => {
  it('says until when the quote’s price holds, counted from the lead by QUOTE_PRICE_DAYS', async () => {
    const app = appWith({
      findLead: async (token) => (token === TOKEN ? LEAD : undefined),
      stylesheetFile: new URL('../booking/booking.css', import.meta.url).pathname,
      linkDays: 90,
      quotePriceDays: 3,
      now: () => CREATED + DAY_MS,
    });
    const page = await (await app.request(`/booking/${TOKEN}`)).text();
    expect(page).toContain('class="price-hold"');
    expect(page).toContain(formatBrokerTime(CREATED + 3 * DAY_MS));
  });
});

describe('the booking page while the lead database cannot be reached', () => {
  function appFailingWith(error: Error) {
    return appWith({
      findLead: async () => {
        throw error;
      },
      stylesheetFile: new URL('../booking/booking.css', import.meta.url).pathname,
      linkDays: 90,
    });
  }

  it('answers 503 with Retry-After and a short page asking to try again in a minute, with the phone number', async () => {
    const res = await appFailingWith(new DatabaseUnavailableError()).request(`/booking/${TOKEN}`);
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    const page = await res.text();
    expect(page.startsWith('<!doctype html>')).toBe(true);
    expect(page).toContain('briefly unavailable');
    expect(page).toContain('try again in a minute');
    expect(page).toContain(`href="${brand.phones.advisors.href}"`);
    expect(page).toContain(brand.phones.advisors.display);
    expect(page).toContain('<meta name="robots" content="noindex"/>');
  });

  it('tells whoever counts them of each page answered 503, and of no other failure', async () => {
    let busy = 0;
    const failingWith = (error: Error) =>
      appWith({
        findLead: async () => {
          throw error;
        },
        stylesheetFile: new URL('../booking/booking.css', import.meta.url).pathname,
        linkDays: 90,
        onDatabaseBusy: () => busy++,
      });
    await failingWith(new DatabaseUnavailableError()).request(`/booking/${TOKEN}`);
    expect(busy).toBe(1);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await failingWith(new Error('a bug')).request(`/booking/${TOKEN}`)).status).toBe(500);
    } finally {
      quiet.mockRestore();
    }
    expect(busy).toBe(1);
  });

  it('still answers 500 for a failure that is not the busy signal, so a bug is not passed off as a pause', async () => {
    // Hono's default error handler reports the error on the console; the test needs only the status.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await appFailingWith(new Error('a bug')).request(`/booking/${TOKEN}`);
      expect(res.status).toBe(500);
    } finally {
      quiet.mockRestore();
    }
  });
});

describe('the booking routes as mounted', () => {
  it('serve the page’s stylesheet as CSS cached for an hour', async () => {
    const res = await appAt(1).request(`${BOOKING_PATH}/booking.css`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(await res.text()).not.toBe('');
  });

  it('answer a key that is not token-shaped with the same 404 page as an unknown token, without asking the store', async () => {
    const asked: string[] = [];
    const app = appWith({
      findLead: async (token) => {
        asked.push(token);
        return undefined;
      },
      stylesheetFile: new URL('../booking/booking.css', import.meta.url).pathname,
      linkDays: 90,
    });
    const unknown = await app.request('/booking/Unknown0Token0Of022Chars');
    const short = await app.request('/booking/SQ-261120-482193');
    expect([unknown.status, short.status]).toEqual([404, 404]);
    expect(await short.text()).toBe(await unknown.text());
    expect(asked).toEqual(['Unknown0Token0Of022Chars']);
  });
});

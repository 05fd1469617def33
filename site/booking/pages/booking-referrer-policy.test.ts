/**
 * The booking pages' Referrer-Policy through the whole app, as the server serves them: the token in the
 * URL is the key to a person's quote, so every answer under /booking says `no-referrer`, including the
 * app's own error page when the lead store or the order store fails.
 */
import { describe, expect, it } from 'vitest';
import { aLead } from '../../../tests/support/a-lead';
import { postalFixture, resolveFixture } from '../../../tests/support/booking-fixtures';
import { createApp } from '../../app';
import { BOOKING_PATH, type BookingOptions } from '../../booking-link/booking-link-routes';
import type { LiveOrderService } from '../../order-life/live-order';
import { DatabaseUnavailableError } from '../../storage/database-busy';

const TOKEN = 'Zq3xW8pLr2Vb7nKc4TgYhA';
const LEAD = aLead();
const STYLESHEET = new URL('../booking.css', import.meta.url).pathname;

/** An order store that fails the way a broken database does. */
function failingOrders(error: Error): LiveOrderService {
  const fail = async (): Promise<never> => {
    throw error;
  };
  return { findOrder: fail, placeOrder: fail, cancelOrder: fail, findCallback: fail, requestCallback: fail };
}

function appWith(booking: Partial<Omit<BookingOptions, 'orders'>> & { orders?: LiveOrderService }) {
  const logged: unknown[] = [];
  const app = createApp({
    serveExamples: false,
    logError: (error) => logged.push(error),
    booking: {
      findLead: async (token) => (token === TOKEN ? LEAD : undefined),
      stylesheetFile: STYLESHEET,
      linkDays: 90,
      now: () => Date.parse(LEAD.createdAt) + 60_000,
      ...booking,
      orders: booking.orders && {
        service: booking.orders,
        resolvePlace: resolveFixture,
        placeOfPostalCode: postalFixture,
        trustProxy: 0,
        rateLimit: { max: 100, windowMs: 60_000 },
      },
    },
  });
  return { app, logged };
}

const repositoryError = () => new Error('SQLITE_CORRUPT: database disk image is malformed');

describe('Referrer-Policy of the booking pages', () => {
  it('is no-referrer on the 500 page when the lead store fails', async () => {
    const { app, logged } = appWith({
      findLead: async () => {
        throw repositoryError();
      },
    });
    const res = await app.request(`${BOOKING_PATH}/${TOKEN}`);
    expect(res.status).toBe(500);
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(logged).toHaveLength(1);
  });

  it('is no-referrer on the 500 page when the order store fails, on the booking page and the order form', async () => {
    const { app } = appWith({ orders: failingOrders(repositoryError()) });
    for (const path of [`${BOOKING_PATH}/${TOKEN}`, `${BOOKING_PATH}/${TOKEN}/order`]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(500);
      expect(res.headers.get('Referrer-Policy'), path).toBe('no-referrer');
    }
  });

  it('is no-referrer on the 503 page while the database cannot be reached', async () => {
    const { app } = appWith({
      findLead: async () => {
        throw new DatabaseUnavailableError();
      },
    });
    const res = await app.request(`${BOOKING_PATH}/${TOKEN}`);
    expect(res.status).toBe(503);
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
  });

  it('is no-referrer on a 404, for an unknown token or a path the booking pages do not have', async () => {
    const { app } = appWith({});
    for (const path of [`${BOOKING_PATH}/Unknown0Token0Of022Chars`, `${BOOKING_PATH}/${TOKEN}/no/such/page`]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('Referrer-Policy'), path).toBe('no-referrer');
    }
  });

  it('is no-referrer on the stylesheet, and on its 500 when the file cannot be read', async () => {
    const served = await appWith({}).app.request(`${BOOKING_PATH}/booking.css`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Referrer-Policy')).toBe('no-referrer');
    const missing = await appWith({ stylesheetFile: '/nonexistent/booking.css' }).app.request(
      `${BOOKING_PATH}/booking.css`,
    );
    expect(missing.status).toBe(500);
    expect(missing.headers.get('Referrer-Policy')).toBe('no-referrer');
  });

  it('leaves the rest of the site on strict-origin-when-cross-origin', async () => {
    const res = await appWith({}).app.request('/healthz');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });
});

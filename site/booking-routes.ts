/**
 * The booking page `GET /booking/:token`: server-rendered, found only by its random token
 * (never the lead number, so no one can walk through other people's quotes).
 */
import { readFile } from 'node:fs/promises';
import type { Hono } from 'hono';

export interface BookingOptions {
  /** The page for a token, or undefined when no lead has it (or it is not even token-shaped). */
  renderPage(token: string): string | undefined;
  renderNotFound(): string;
  /** The booking page's stylesheet file. */
  stylesheetFile: string;
}

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  // A quote is personal: never stored by shared caches or the back button's disk cache.
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  // The token is the only key to the page; links out must not carry it in a Referer header.
  'Referrer-Policy': 'no-referrer',
};

export function addBookingRoutes(app: Hono, options: BookingOptions): void {
  let stylesheet: Promise<string> | undefined;
  app.get('/booking/booking.css', async () => {
    stylesheet ??= readFile(options.stylesheetFile, 'utf8');
    return new Response(await stylesheet, {
      headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    });
  });

  app.get('/booking/:token', (c) => {
    const page = options.renderPage(c.req.param('token'));
    if (page === undefined) return new Response(options.renderNotFound(), { status: 404, headers: PAGE_HEADERS });
    return new Response(page, { headers: PAGE_HEADERS });
  });
}

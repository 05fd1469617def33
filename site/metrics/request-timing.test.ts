import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestTiming, UNMATCHED_ROUTE } from './request-timing';

interface Observed {
  method: string;
  route: string;
  status: number;
  seconds: number;
}

/** An app shaped like the server's: middleware on every path, a sub-app with its own wildcards, a 404 page. */
function timedApp() {
  const observed: Observed[] = [];
  const app = new Hono();
  app.use(
    '*',
    requestTiming((method, route, status, seconds) => observed.push({ method, route, status, seconds })),
  );
  app.use('*', async (_c, next) => next());
  const booking = new Hono();
  booking.use('*', async (c, next) => {
    await next();
    c.header('Referrer-Policy', 'no-referrer');
  });
  booking.get('/:token', (c) =>
    c.req.param('token') === 'Known0Token0Of022Chars' ? c.text('quote') : c.text('no such quote', 404),
  );
  app.route('/booking', booking);
  const api = new Hono();
  api.post('/makeLookup', (c) => c.json([]));
  api.all('*', (c) => c.json({ statusCode: 404 }, 404));
  app.route('/api', api);
  app.get('/widget/*', (c) => c.text('no such file', 404));
  app.get('/boom', () => {
    throw new Error('boom');
  });
  app.notFound((c) => c.text('not found', 404));
  app.onError((_error, c) => c.text('error', 500));
  return { app, observed };
}

describe('requestTiming', () => {
  it('names each answer by the template of the route that answered, never by its path', async () => {
    const { app, observed } = timedApp();
    await app.request('/booking/Known0Token0Of022Chars');
    await app.request('/booking/Other0Token0Of022Chars');
    await app.request('/api/makeLookup', { method: 'POST' });
    expect(observed.map(({ method, route, status }) => [method, route, status])).toEqual([
      ['GET', '/booking/:token', 200],
      ['GET', '/booking/:token', 404],
      ['POST', '/api/makeLookup', 200],
    ]);
    expect(JSON.stringify(observed)).not.toContain('Token0Of022Chars');
  });

  it('names every path no route answered, a wildcard’s 404 included, with one label', async () => {
    const { app, observed } = timedApp();
    for (const path of ['/wp-login.php', '/booking/a/b/c', '/api/nothing-here', '/widget/missing.js', '/.env']) {
      expect((await app.request(path)).status).toBe(404);
    }
    expect(observed.map(({ route }) => route)).toEqual(Array(5).fill(UNMATCHED_ROUTE));
  });

  it('names an error answer by the route that failed', async () => {
    const { app, observed } = timedApp();
    await app.request('/boom');
    expect(observed).toMatchObject([{ method: 'GET', route: '/boom', status: 500 }]);
  });

  it('counts a method outside the usual ones as OTHER, so a client cannot add labels', async () => {
    const { app, observed } = timedApp();
    await app.request('/booking/Known0Token0Of022Chars', { method: 'PROPFIND' });
    expect(observed.map(({ method }) => method)).toEqual(['OTHER']);
  });

  it('measures the time to answer in seconds', async () => {
    const { app, observed } = timedApp();
    await app.request('/api/makeLookup', { method: 'POST' });
    expect(observed[0]!.seconds).toBeGreaterThanOrEqual(0);
    expect(observed[0]!.seconds).toBeLessThan(5);
  });
});

/**
 * `POST /api/blog/revalidate` through the API's app, with a revalidate hook that records what it was
 * asked and a clock the test moves; WordPress and the blog it refreshes are tests/node/blog-revalidate.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { errorOf, fakeApi } from '../../tests/support/fake-api';
import { memoryLog } from '../../tests/support/memory-log';
import { BLOG_REVALIDATE_PATH, REVALIDATE_FAILURE_LIMIT, REVALIDATE_SECRET_HEADER } from './blog-revalidate-route';

const SECRET = 'blog-revalidate-secret-0123456789';
const GUESS = 'guessed-secret-0123456789abcdef!';

/** The API with the revalidate call, behind one proxy so a test can speak as several clients. */
function apiWithRevalidate() {
  const revalidated: (string | undefined)[] = [];
  const { log, entries: logged, lines } = memoryLog();
  let time = Date.parse('2026-11-26T12:00:00Z');
  const { app } = fakeApi({
    trustProxy: 1,
    blogRevalidate: {
      secret: SECRET,
      revalidate: (slug) => revalidated.push(slug),
      log,
      now: () => time,
    },
  });
  const advance = (ms: number) => {
    time += ms;
  };
  return { app, revalidated, logged, lines, advance };
}

const revalidate = (
  app: ReturnType<typeof fakeApi>['app'],
  body: unknown,
  secret: string | null = SECRET,
  client = '203.0.113.7',
) =>
  app.request(BLOG_REVALIDATE_PATH, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': client,
      ...(secret === null ? {} : { [REVALIDATE_SECRET_HEADER]: secret }),
    },
    body: JSON.stringify(body),
  });

/** Milliseconds until one failure is forgiven. */
const ONE_TRY_MS = REVALIDATE_FAILURE_LIMIT.windowMs / REVALIDATE_FAILURE_LIMIT.max;

describe('the blog revalidate call', () => {
  it('drops the named post for the right secret, and says so', async () => {
    const { app, revalidated, logged } = apiWithRevalidate();
    const res = await revalidate(app, { slug: 'spring-shipping' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revalidated: { slug: 'spring-shipping' } });
    expect(revalidated).toEqual(['spring-shipping']);
    expect(logged).toEqual([{ level: 'info', message: '[blog] revalidated the post spring-shipping', fields: {} }]);
  });

  it('drops the lists for an empty body', async () => {
    const { app, revalidated } = apiWithRevalidate();
    expect(await (await revalidate(app, {})).json()).toEqual({ revalidated: 'lists' });
    expect(revalidated).toEqual([undefined]);
  });

  it('answers 401 to a wrong or missing secret without revalidating or quoting the secret', async () => {
    const { app, revalidated } = apiWithRevalidate();
    for (const secret of ['wrong', null, `${SECRET}x`]) {
      const res = await revalidate(app, {}, secret);
      expect(await res.clone().text()).not.toContain(SECRET);
      await errorOf(res, 401);
    }
    expect(revalidated).toEqual([]);
  });

  it('answers 400 at path slug for a slug that is not one', async () => {
    const { app, revalidated } = apiWithRevalidate();
    const error = await errorOf(await revalidate(app, { slug: '../../etc' }), 400);
    expect(error.errors.map((e) => e.path)).toEqual(['slug']);
    expect(revalidated).toEqual([]);
  });

  it('answers 405 with Allow: POST to another method', async () => {
    const { app } = apiWithRevalidate();
    const res = await app.request(BLOG_REVALIDATE_PATH);
    await errorOf(res, 405);
    expect(res.headers.get('Allow')).toBe('POST');
  });

  it('is the API’s JSON 404 when the app is not given it', async () => {
    await errorOf(await revalidate(fakeApi().app, {}), 404);
  });
});

describe('wrong secrets sent to the blog revalidate call', () => {
  it('logs each one once as a warning, with the reason and the tries left, never the secret sent or the client', async () => {
    const { app, logged, lines } = apiWithRevalidate();
    await revalidate(app, {}, GUESS);
    await revalidate(app, {}, null);
    expect(logged).toEqual([
      { level: 'warn', message: '[blog] refused a revalidate call', fields: { reason: 'wrong secret', tries_left: 4 } },
      { level: 'warn', message: '[blog] refused a revalidate call', fields: { reason: 'no secret', tries_left: 3 } },
    ]);
    for (const secret of [GUESS, SECRET, '203.0.113.7']) expect(lines.join('\n')).not.toContain(secret);
  });

  it('answers 429 with Retry-After once a client has spent its tries, to the right secret too, until a try comes back', async () => {
    const { app, revalidated, logged, advance } = apiWithRevalidate();
    for (let i = 0; i < REVALIDATE_FAILURE_LIMIT.max; i++) await errorOf(await revalidate(app, {}, GUESS), 401);

    const refused = await revalidate(app, {}, SECRET);
    await errorOf(refused, 429);
    expect(Number(refused.headers.get('Retry-After'))).toBe(ONE_TRY_MS / 1000);
    await errorOf(await revalidate(app, {}, GUESS), 429);
    expect(revalidated).toEqual([]);
    // The refusals during the wait are not checked, so they are not logged: a flood cannot fill the log.
    expect(logged).toHaveLength(REVALIDATE_FAILURE_LIMIT.max);

    advance(ONE_TRY_MS - 1);
    await errorOf(await revalidate(app, {}, SECRET), 429);
    advance(1);
    expect((await revalidate(app, {}, SECRET)).status).toBe(200);
    expect(revalidated).toEqual([undefined]);
  });

  it('holds a guesser to the budget a minute, however fast it asks', async () => {
    const { app, advance } = apiWithRevalidate();
    let checked = 0;
    // Ten minutes of two guesses a second.
    for (let i = 0; i < 1_200; i++) {
      if ((await revalidate(app, {}, `${GUESS}${i}`)).status === 401) checked++;
      advance(500);
    }
    expect(checked).toBeLessThanOrEqual(REVALIDATE_FAILURE_LIMIT.max * 11);
    expect(checked).toBeGreaterThanOrEqual(REVALIDATE_FAILURE_LIMIT.max * 10);
  });

  it('counts each client on its own, so a guesser does not lock WordPress out', async () => {
    const { app, revalidated } = apiWithRevalidate();
    for (let i = 0; i <= REVALIDATE_FAILURE_LIMIT.max; i++) await revalidate(app, {}, GUESS, '198.51.100.9');
    await errorOf(await revalidate(app, {}, SECRET, '198.51.100.9'), 429);
    expect((await revalidate(app, {}, SECRET, '203.0.113.7')).status).toBe(200);
    expect(revalidated).toEqual([undefined]);
  });

  it('never counts a call with the right secret', async () => {
    const { app, revalidated } = apiWithRevalidate();
    for (let i = 0; i < REVALIDATE_FAILURE_LIMIT.max * 4; i++) expect((await revalidate(app, {})).status).toBe(200);
    expect(revalidated).toHaveLength(REVALIDATE_FAILURE_LIMIT.max * 4);
  });
});

/**
 * `POST /api/blog/revalidate` through the API's app, with a revalidate hook that records what it was
 * asked; WordPress and the blog it refreshes are tests/node/blog-revalidate.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { errorOf, fakeApi } from '../../tests/support/fake-api';
import { BLOG_REVALIDATE_PATH, REVALIDATE_SECRET_HEADER } from './blog-revalidate-route';

const SECRET = 'blog-revalidate-secret-0123456789';

function apiWithRevalidate() {
  const revalidated: (string | undefined)[] = [];
  const logged: string[] = [];
  const { app } = fakeApi({
    blogRevalidate: { secret: SECRET, revalidate: (slug) => revalidated.push(slug), log: (line) => logged.push(line) },
  });
  return { app, revalidated, logged };
}

const revalidate = (app: ReturnType<typeof fakeApi>['app'], body: unknown, secret: string | null = SECRET) =>
  app.request(BLOG_REVALIDATE_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(secret === null ? {} : { [REVALIDATE_SECRET_HEADER]: secret }) },
    body: JSON.stringify(body),
  });

describe('the blog revalidate call', () => {
  it('drops the named post for the right secret, and says so', async () => {
    const { app, revalidated, logged } = apiWithRevalidate();
    const res = await revalidate(app, { slug: 'spring-shipping' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revalidated: { slug: 'spring-shipping' } });
    expect(revalidated).toEqual(['spring-shipping']);
    expect(logged).toEqual(['[blog] revalidated the post spring-shipping']);
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

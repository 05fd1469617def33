import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { gzipExceptApi } from './gzip-except-api';

/** Well over compress()'s 1 KB threshold. */
const LARGE = 'a quote for every vehicle '.repeat(200);

const app = new Hono()
  .use('*', gzipExceptApi())
  .get('/page', (c) => c.html(`<p>${LARGE}</p>`))
  .get('/api/large', (c) => c.json({ data: LARGE }))
  .get('/apiary', (c) => c.html(`<p>${LARGE}</p>`));

const fetchGzip = (path: string) => app.request(path, { headers: { 'Accept-Encoding': 'gzip' } });

describe('gzip for everything but the API', () => {
  it('compresses a large page for a client that accepts gzip', async () => {
    const res = await fetchGzip('/page');
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('leaves a large API answer uncompressed', async () => {
    const res = await fetchGzip('/api/large');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.json()).toEqual({ data: LARGE });
  });

  it('tells the API from a path that only begins with the same letters', async () => {
    expect((await fetchGzip('/apiary')).headers.get('Content-Encoding')).toBe('gzip');
  });
});

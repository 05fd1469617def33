/**
 * The API beside the pages in one app, as the server builds it: /api/* answers JSON with the security
 * headers built in and no gzip, every other path (however it begins) goes to the pages, gzipped.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../shared/api-types';
import { fakeApiOptions } from '../tests/support/fake-api';
import { FAKE_CITY_ZIPS, fakeLookups } from '../tests/support/fake-lookups';
import { createApp } from './app';
import { STRICT_TRANSPORT_SECURITY } from './http/security-headers';

let examplesDir: string;
let app: ReturnType<typeof createApp>;

/** Well over compress()'s 1 KB threshold. */
const LARGE = 'a quote for every vehicle '.repeat(200);

beforeAll(async () => {
  examplesDir = await mkdtemp(join(tmpdir(), 'shipquote-app-api-'));
  await writeFile(join(examplesDir, 'large.html'), `<!doctype html><title>Large</title><p>${LARGE}</p>`);
  const lookups = fakeLookups();
  // An answer well over the gzip threshold too.
  lookups.cityZipLookup = () => Array.from({ length: 40 }, () => FAKE_CITY_ZIPS[0]!);
  app = createApp({
    examplesDir,
    publicUrl: 'https://quotes.example.com',
    api: fakeApiOptions({ lookups }).options,
  });
});

afterAll(async () => {
  await rm(examplesDir, { recursive: true, force: true });
});

const gzipAccepted = { 'Accept-Encoding': 'gzip' };
const lookup = (headers: Record<string, string> = {}) =>
  app.request(API_PATHS.cityZipLookup, {
    method: 'POST',
    body: JSON.stringify({ input: 'dal' }),
    headers: { 'Content-Type': 'application/json', ...gzipAccepted, ...headers },
  });

function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
  expect(res.headers.get('Permissions-Policy')).toMatch(/camera=\(\)/);
  expect(res.headers.get('Strict-Transport-Security')).toBe(STRICT_TRANSPORT_SECURITY);
}

describe('the API beside the pages', () => {
  it('gzips a large page for a client that accepts it', async () => {
    const res = await app.request('/examples/large.html', { headers: gzipAccepted });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expectSecurityHeaders(res);
  });

  it('leaves a large API answer uncompressed', async () => {
    const res = await lookup();
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    const text = await res.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(JSON.parse(text)).toEqual({ data: Array.from({ length: 40 }, () => FAKE_CITY_ZIPS[0]) });
  });

  it('gives every API answer the security headers, and none a page’s CSP', async () => {
    const answers = [
      await lookup({ Origin: 'https://partner.example' }),
      await app.request(API_PATHS.cityZipLookup, { method: 'POST', body: '{' }),
      await app.request(API_PATHS.cityZipLookup),
      await app.request('/api/no-such-call', { method: 'POST', body: '{}' }),
      await app.request(API_PATHS.makeLookup, {
        method: 'OPTIONS',
        headers: { Origin: 'https://partner.example', 'Access-Control-Request-Method': 'POST' },
      }),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 400, 405, 404, 204]);
    for (const res of answers) {
      expectSecurityHeaders(res);
      expect(res.headers.get('Content-Security-Policy')).toBeNull();
    }
    expect(answers[0]!.headers.get('Access-Control-Allow-Origin')).toBe('https://partner.example');
    expect(answers[4]!.headers.get('Access-Control-Allow-Origin')).toBe('https://partner.example');
  });

  it('answers a path under /api/ that is no call with JSON, never a page', async () => {
    for (const path of ['/api', '/api/', '/api/no-such-call', '/api/blog/revalidate', '/api/cityZipLookup/more']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('Content-Type'), path).toMatch(/^application\/json/);
    }
  });

  it('reads a percent-encoded path as the router does, so the call answers it', async () => {
    const res = await app.request('/%61pi/cityZipLookup', {
      method: 'POST',
      body: JSON.stringify({ input: 'dal' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toHaveLength(40);
  });

  it('sends a path that only begins with the same letters to the pages', async () => {
    const res = await app.request('/apiary', { headers: gzipAccepted });
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Content-Security-Policy')).not.toBeNull();
    expectSecurityHeaders(res);
  });
});

/**
 * The example partner pages are for development: in production (NODE_ENV=production) neither the pages,
 * their mock API nor msw's service worker is served unless SERVE_EXAMPLES turns them back on, so no link
 * can send a visitor to a page whose quotes go nowhere or register a worker over the broker's origin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConfiguredApp, createConfiguredApp } from '../support/configured-app';
import { fakeLookups } from '../support/fake-lookups';

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://quotes.example' };
const EXAMPLE_PATHS = [
  '/examples',
  '/examples/',
  '/examples/index.html',
  '/examples/partner.html',
  '/examples/partner.html?mock=on',
  '/examples/mock-switch.js',
  '/examples/mock-api.js',
  '/examples/dev/mock-handlers.ts',
  '/mockServiceWorker.js',
];

let production: ConfiguredApp;
let productionWithExamples: ConfiguredApp;
let development: ConfiguredApp;
beforeAll(async () => {
  production = await createConfiguredApp({ lookups: fakeLookups(), env: PRODUCTION });
  productionWithExamples = await createConfiguredApp({
    lookups: fakeLookups(),
    env: { ...PRODUCTION, SERVE_EXAMPLES: '1' },
  });
  development = await createConfiguredApp({ lookups: fakeLookups() });
});
afterAll(async () => {
  await production?.close();
  await productionWithExamples?.close();
  await development?.close();
});

describe('in production', () => {
  it.each(EXAMPLE_PATHS)('answers %s with a plain 404 and nothing of the examples', async (path) => {
    const response = await production.app.request(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.has('Service-Worker-Allowed')).toBe(false);
    const html = await response.text();
    expect(html).not.toContain('data-quote-widget');
    expect(html).toContain('<title>Page not found');
    expect(html).not.toMatch(/__quoteMock|msw|serviceWorker/);
  });

  it('still styles its plain pages, whose stylesheet is the examples’ one', async () => {
    const response = await production.app.request('/examples/examples.css');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
  });

  it('does not point a missing widget file’s page at the examples', async () => {
    const response = await production.app.request('/widget/chunks/missing-Ab12Cd34.js');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('npm run build');
    expect(html).not.toContain('href="/examples/"');
  });

  it('serves the examples again with SERVE_EXAMPLES=1', async () => {
    const page = await productionWithExamples.app.request('/examples/partner.html');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-quote-widget');
    const worker = await productionWithExamples.app.request('/mockServiceWorker.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('Service-Worker-Allowed')).toBe('/');
  });
});

it('serves the examples outside production without being asked', async () => {
  expect((await development.app.request('/examples/partner.html')).status).toBe(200);
  expect((await development.app.request('/mockServiceWorker.js')).status).toBe(200);
});

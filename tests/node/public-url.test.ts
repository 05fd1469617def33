/**
 * With PUBLIC_URL set, every absolute address the server writes (canonical and Open Graph URLs, the
 * sitemap, robots.txt, booking links) is on it, whatever Host or X-Forwarded-Host a request claims: a
 * forged one must not put an attacker's links into pages a cache then hands to everyone. An https
 * PUBLIC_URL also pins browsers to https; a plain-http one must not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-types';
import { type ConfiguredApp, createConfiguredApp } from '../support/configured-app';
import { fakeLookups } from '../support/fake-lookups';
import { newIdempotencyKey, validSubmissionInput } from '../support/valid-submission';

const PUBLIC_URL = 'https://quotes.example';
const FORGED = 'evil.example';
/** A request as a proxy that passes on whatever the client sent would hand it to the server. */
const forged = (path: string, init: RequestInit = {}) =>
  new Request(`http://${FORGED}${path}`, {
    ...init,
    headers: {
      Host: FORGED,
      'X-Forwarded-Host': FORGED,
      'X-Forwarded-Proto': 'http',
      ...(init.headers as Record<string, string> | undefined),
    },
  });

let services: ConfiguredApp;
let plainHttp: ConfiguredApp;
let noPublicUrl: ConfiguredApp;
beforeAll(async () => {
  services = await createConfiguredApp({ lookups: fakeLookups(), env: { NODE_ENV: 'production', PUBLIC_URL } });
  plainHttp = await createConfiguredApp({ lookups: fakeLookups(), env: { PUBLIC_URL: 'http://localhost:3000' } });
  noPublicUrl = await createConfiguredApp({ lookups: fakeLookups() });
});
afterAll(async () => {
  await services?.close();
  await plainHttp?.close();
  await noPublicUrl?.close();
});

describe('a request with a forged Host', () => {
  it('gets a sitemap of PUBLIC_URL addresses', async () => {
    const xml = await (await services.app.fetch(forged('/sitemap.xml'))).text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locations.length).toBeGreaterThan(10);
    for (const location of locations) expect(location.startsWith(`${PUBLIC_URL}/`), location).toBe(true);
    expect(xml).not.toContain(FORGED);
  });

  it('gets a robots.txt that names the sitemap on PUBLIC_URL', async () => {
    const text = await (await services.app.fetch(forged('/robots.txt'))).text();
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(text).not.toContain(FORGED);
  });

  it.each(['/', '/services', '/frequently-asked-questions', '/blog'])(
    'gets %s with its canonical, og:url and og:image on PUBLIC_URL',
    async (path) => {
      const html = await (await services.app.fetch(forged(path))).text();
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${path}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}${path}"/>`);
      expect(html).toMatch(new RegExp(`<meta property="og:image" content="${PUBLIC_URL}/`));
      expect(html).not.toContain(FORGED);
    },
  );

  it('gets a booking link on PUBLIC_URL for its quote', async () => {
    const response = await services.app.fetch(
      forged(API_PATHS.createOpportunityAndSendToBooking, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: `http://${FORGED}` },
        body: JSON.stringify({ ...validSubmissionInput(), idempotency_key: newIdempotencyKey() }),
      }),
    );
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { url: string };
    expect(answer.url).toMatch(new RegExp(`^${PUBLIC_URL}/booking/[\\w-]+$`));
  });
});

describe('Strict-Transport-Security', () => {
  it('pins browsers to https for a year, subdomains too, behind an https PUBLIC_URL', async () => {
    for (const path of ['/', '/sitemap.xml', '/widget/quote-widget.js', '/healthz']) {
      const response = await services.app.request(path);
      expect(response.headers.get('Strict-Transport-Security'), path).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('is not sent with a plain-http PUBLIC_URL, or none', async () => {
    expect((await plainHttp.app.request('/')).headers.has('Strict-Transport-Security')).toBe(false);
    expect((await noPublicUrl.app.request('/')).headers.has('Strict-Transport-Security')).toBe(false);
  });
});

/**
 * /healthz (the process answers) and /readyz (the lead database takes writes and the lookups are
 * loaded) for a process manager or load balancer: JSON, never cached, not in the sitemap, and a 503 with
 * the reason when the server cannot take quotes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConfiguredApp, createConfiguredApp } from '../support/configured-app';

let services: ConfiguredApp;
let closed: ConfiguredApp;
beforeAll(async () => {
  services = await createConfiguredApp();
  closed = await createConfiguredApp();
  await closed.close();
});
afterAll(() => services?.close());

async function probe(app: ConfiguredApp, path: string) {
  const response = await app.app.request(path);
  return { response, body: (await response.json()) as { status: string; reason?: string } };
}

describe('/healthz', () => {
  it('answers 200 JSON that is never cached', async () => {
    const { response, body } = await probe(services, '/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(body).toEqual({ status: 'ok' });
  });

  it('still answers 200 when the database is gone: the process itself is alive', async () => {
    expect((await probe(closed, '/healthz')).response.status).toBe(200);
  });
});

describe('/readyz', () => {
  it('answers 200 when the database takes writes and the lookups are loaded', async () => {
    const { response, body } = await probe(services, '/readyz');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(body).toEqual({ status: 'ready' });
  });

  it('answers 503 with the reason when the database is closed', async () => {
    const { response, body } = await probe(closed, '/readyz');
    expect(response.status).toBe(503);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(body).toEqual({ status: 'unavailable', reason: 'the lead database is closed' });
  });

  it('leaves nothing in the database', async () => {
    const before = services.db.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number };
    for (let i = 0; i < 3; i++) await services.app.request('/readyz');
    expect(services.db.prepare('SELECT COUNT(*) AS n FROM leads').get()).toEqual(before);
  });
});

it('keeps both probes out of the sitemap', async () => {
  const xml = await (await services.app.request('/sitemap.xml')).text();
  expect(xml).not.toMatch(/healthz|readyz/);
});

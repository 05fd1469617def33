/**
 * The probes over a readiness check the test sets, through `app.request` as the app mounts them; the
 * real check against a real database is tests/node/health-probes.test.ts.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { type HealthOptions, healthRoutes } from './health-routes';
import type { Readiness } from './readiness';

const appWith = (options?: HealthOptions) => new Hono().route('/', healthRoutes(options));
const readyAs = (readiness: () => Readiness | Promise<Readiness>) => appWith({ ready: readiness });

async function probe(app: Hono, path: string) {
  const response = await app.request(path);
  return { response, body: await response.json() };
}

describe('the health probes', () => {
  it('answer /healthz 200 without running the readiness check', async () => {
    let checks = 0;
    const app = readyAs(() => {
      checks++;
      return { ok: false, reason: 'the offline lookups answer nothing' };
    });
    const { response, body } = await probe(app, '/healthz');
    expect(response.status).toBe(200);
    expect(body).toEqual({ status: 'ok' });
    expect(checks).toBe(0);
  });

  it('answer /readyz 503 with the check’s reason, never cached', async () => {
    const { response, body } = await probe(
      readyAs(async () => ({ ok: false, reason: 'the lead database is closed' })),
      '/readyz',
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(body).toEqual({ status: 'unavailable', reason: 'the lead database is closed' });
  });

  it('answer /readyz 503 with a reason that names no detail when the check itself throws', async () => {
    const { response, body } = await probe(
      readyAs(() => {
        throw new Error('connect ECONNREFUSED 10.0.0.5:5432');
      }),
      '/readyz',
    );
    expect(response.status).toBe(503);
    expect(body).toEqual({ status: 'unavailable', reason: 'the readiness check failed' });
  });

  it('answer /readyz 200 when the check passes', async () => {
    const { response, body } = await probe(
      readyAs(() => ({ ok: true })),
      '/readyz',
    );
    expect(response.status).toBe(200);
    expect(body).toEqual({ status: 'ready' });
  });

  it('have no /readyz without a check, since it could only guess', async () => {
    expect((await appWith().request('/readyz')).status).toBe(404);
  });
});

/**
 * Probes for a process manager or load balancer. `/healthz`: the process answers, and nothing more is
 * checked, so a database that is briefly locked never gets a working process restarted. `/readyz`: the
 * server can do its work (site/http/readiness.ts), else 503 with the reason, so traffic goes elsewhere until
 * it can. Both are never cached: a stored answer would report a state long gone.
 */
import { Hono } from 'hono';
import { NO_STORE } from './cache-control';
import type { Readiness } from './readiness';

export interface HealthOptions {
  /** Cheap enough to run on every probe. */
  ready(): Readiness | Promise<Readiness>;
}

const json = (body: object, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': NO_STORE },
  });

/** `/readyz` only when the app is given a check: without one it could only guess. */
export function healthRoutes(options?: HealthOptions): Hono {
  const app = new Hono();
  app.get('/healthz', () => json({ status: 'ok' }));
  if (options) {
    app.get('/readyz', async () => {
      let readiness: Readiness;
      try {
        readiness = await options.ready();
      } catch {
        readiness = { ok: false, reason: 'the readiness check failed' };
      }
      return readiness.ok ? json({ status: 'ready' }) : json({ status: 'unavailable', reason: readiness.reason }, 503);
    });
  }
  return app;
}

/**
 * GET /metrics in Prometheus's text format, never public: on the app's own port only for the bearer of
 * METRICS_TOKEN, and on METRICS_PORT (which server.ts binds to loopback) for whoever can reach it there.
 */
import type { Context, Handler } from 'hono';
import { Hono } from 'hono';
import { NO_STORE } from '../http/cache-control';
import { bearerTokenCheck } from './bearer-token';

export const METRICS_PATH = '/metrics';

/** The text a scrape gets, with its content type (the format's version). */
export interface MetricsText {
  contentType: string;
  body: string;
}

export interface MetricsSource {
  /** Reads what is read at scrape time (the outbox backlog, readiness) and renders every metric. */
  render(): Promise<MetricsText>;
}

async function metricsResponse(source: MetricsSource): Promise<Response> {
  const { contentType, body } = await source.render();
  return new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': NO_STORE } });
}

/**
 * The handler for the app's port. Without the token the app's own not-found answer, the same as for any
 * path that does not exist: nothing tells a visitor that metrics are there to guess a token for.
 */
export function guardedMetricsHandler(source: MetricsSource, token: string): Handler {
  const authorised = bearerTokenCheck(token);
  return (c: Context) => (authorised(c.req.header('Authorization')) ? metricsResponse(source) : c.notFound());
}

/** The app of METRICS_PORT: /metrics and nothing else. */
export function metricsApp(source: MetricsSource): Hono {
  const app = new Hono();
  app.get(METRICS_PATH, () => metricsResponse(source));
  return app;
}

/**
 * A body refused before it is read, on the app as the server serves it (@hono/node-server on a loopback
 * port of this process), asked by a client that keeps one connection alive for all its requests: the
 * refusal says `Connection: close`, so the client's next request goes on a new connection and is answered.
 */
import { Agent, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-types';
import { type ConfiguredApp, createConfiguredApp } from '../support/configured-app';
import { fakeLookups } from '../support/fake-lookups';

let configured: ConfiguredApp;
let server: Server;
let port: number;
/** Connections the server has accepted so far. */
let connections = 0;
/** The client: one connection at a time, kept alive between requests as a browser's or a proxy's is. */
let client: Agent;

beforeAll(async () => {
  configured = await createConfiguredApp({ lookups: fakeLookups() });
  server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: configured.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started as Server),
    );
  });
  server.on('connection', () => {
    connections += 1;
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await configured.close();
});

beforeEach(() => {
  client = new Agent({ keepAlive: true, maxSockets: 1 });
});

afterEach(() => client.destroy());

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
}

function send(path: string, method = 'GET', headers: Record<string, string> = {}, body?: Uint8Array | string) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent: client }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const BIG = new Uint8Array(1_200_000).fill(0x61);
const JSON_TYPE = { 'Content-Type': 'application/json' };

describe('a request body refused before it is read', () => {
  it('keeps the connection of an answer whose body was read whole', async () => {
    const before = connections;
    for (let i = 0; i < 2; i++) {
      const answer = await send(API_PATHS.makeLookup, 'POST', JSON_TYPE, '{"input":"toy"}');
      expect(answer.status).toBe(200);
      expect(answer.headers.connection).toBe('keep-alive');
    }
    expect(connections - before).toBe(1);
  });

  it('keeps the connection of a form post read whole, answered with its problems', async () => {
    const before = connections;
    const form = { 'Content-Type': 'application/x-www-form-urlencoded', Origin: `http://127.0.0.1:${port}` };
    const answer = await send('/quote', 'POST', form, 'first_name=Ada');
    expect(answer.status).toBe(422);
    expect(answer.headers.connection).toBe('keep-alive');
    expect((await send('/healthz')).status).toBe(200);
    expect(connections - before).toBe(1);
  });

  it('keeps the connection of a request without a body, a CORS preflight among them', async () => {
    const before = connections;
    const preflight = await send(API_PATHS.makeLookup, 'OPTIONS', {
      Origin: 'https://partner.example',
      'Access-Control-Request-Method': 'POST',
    });
    expect(preflight.headers.connection).toBe('keep-alive');
    expect((await send('/healthz')).headers.connection).toBe('keep-alive');
    expect(connections - before).toBe(1);
  });

  for (const [what, path, headers] of [
    ['a JSON call', API_PATHS.makeLookup, JSON_TYPE],
    ['the quote form', '/quote', { 'Content-Type': 'application/x-www-form-urlencoded' }],
  ] as const) {
    it(`answers 1.2 MB posted to ${what} 413 with Connection: close, and the next request is answered`, async () => {
      const before = connections;
      const refused = await send(path, 'POST', { ...headers, Origin: `http://127.0.0.1:${port}` }, BIG);
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');

      expect((await send('/healthz')).status).toBe(200);
      expect(connections - before).toBe(2);
    });
  }
});

/**
 * The real server process with METRICS_PORT: /metrics on a port of its own that only this machine can
 * reach, while the public port keeps answering it with a 404; and a METRICS_TOKEN a guess could find
 * stops the server before it starts.
 */
import { networkInterfaces } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { type StartedServer, spawnServer, startServerProcess } from '../../scripts/server-process.mjs';

let server: StartedServer | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
});

/** An IPv4 address of this machine that other machines can reach (not loopback). */
function outsideAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((info) => info?.family === 'IPv4' && !info.internal)?.address;
  if (!address) throw new Error('this machine has no network interface besides loopback to test against');
  return address;
}

describe('METRICS_PORT', () => {
  it('serves /metrics without a token on loopback only, and the public port still answers it 404', {
    timeout: 60_000,
  }, async () => {
    server = await startServerProcess({ env: { DATABASE_FILE: ':memory:', METRICS_PORT: '0', METRICS_TOKEN: '' } });
    const [, port] = await server.waitForOutput(/ShipQuote metrics at http:\/\/127\.0\.0\.1:(\d+)\//);

    const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await metrics.text()).toContain('\nshipquote_ready 1\n');
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);

    await expect(fetch(`http://${outsideAddress()}:${port}/metrics`)).rejects.toThrow();
    expect((await fetch(`${server.origin}/metrics`)).status).toBe(404);

    await server.stop('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});

describe('a METRICS_TOKEN a guess could find', () => {
  it.each([
    ['shorter than 32 characters', 'Only-31-Characters-0123456789ab', 'must be at least 32 characters long.'],
    ['one character repeated', 'q'.repeat(40), 'must not be one character repeated.'],
  ])(
    'stops the server before it starts when it is %s, without printing it',
    {
      timeout: 30_000,
    },
    async (_, token, message) => {
      const refused = spawnServer({ env: { DATABASE_FILE: ':memory:', METRICS_TOKEN: token } });
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain(`ShipQuote cannot start: METRICS_TOKEN ${message}`);
      expect(refused.output()).not.toContain(token);
    },
  );
});

/**
 * Settings the real server process acts on at start: where it listens (HOST, and its default inside and
 * outside production), the one warning line for quotes open to every website in production, and settings
 * it refuses to start with. Which settings are refused, and with what message, is readConfig's to say
 * (site/config.test.ts); here one refusal of several settings at once shows that the process prints every
 * message, quotes no secret and exits 1 without listening.
 */
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServer, startServerProcess } from '../../scripts/server-process.mjs';

/** Over whatever the test runner's environment holds: no HOST, not production, no partner list. */
const DEFAULTS = { DATABASE_FILE: ':memory:', HOST: '', NODE_ENV: '', ALLOWED_ORIGINS: '' };
const PRODUCTION = { ...DEFAULTS, NODE_ENV: 'production', PUBLIC_URL: 'https://quotes.example.test' };
const PROCESS_TIMEOUT_MS = 60_000;

let running: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(running.map((server) => server.stop('SIGKILL')));
  running = [];
});

async function start(env: Record<string, string>) {
  const server = await startServerProcess({ env });
  running.push(server);
  const [line = ''] = await server.waitForOutput(/^.*ShipQuote running at.*$/m);
  const startLine = JSON.parse(line) as { message: string; host: string };
  return { server, startLine, port: Number(new URL(server.origin).port) };
}

/** The server's output once it has exited, for settings it must refuse. */
async function refusal(env: Record<string, string>) {
  const server = spawnServer({ env });
  running.push(server);
  return { code: await server.exited, output: server.output() };
}

/** This machine's addresses on its network interfaces, loopback and link-local ones left out. */
function networkAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .filter((entry) => !entry.internal && !entry.address.startsWith('fe80:'))
    .map((entry) => entry.address);
}

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const OPEN_SUBMISSIONS = /ALLOWED_ORIGINS is not set: any website can/g;

describe('where the server listens', () => {
  it('is this machine only by default outside production, which the start line prints', {
    timeout: PROCESS_TIMEOUT_MS,
  }, async () => {
    const { server, startLine, port } = await start(DEFAULTS);
    expect(startLine.host).toBe('127.0.0.1');
    expect(startLine.message).toBe(`ShipQuote running at http://127.0.0.1:${port}/`);
    expect(await connects('127.0.0.1', port)).toBe(true);
    for (const address of networkAddresses()) expect(await connects(address, port), address).toBe(false);
    expect(server.output()).not.toMatch(OPEN_SUBMISSIONS);
  });

  it('is every interface by default in production, with one warning that any website can submit quotes', {
    timeout: PROCESS_TIMEOUT_MS,
  }, async () => {
    const { server, startLine, port } = await start(PRODUCTION);
    expect(['::', '0.0.0.0']).toContain(startLine.host);
    expect(startLine.message).toBe(`ShipQuote running at http://localhost:${port}/`);
    for (const address of ['127.0.0.1', ...networkAddresses()]) {
      expect(await connects(address, port), address).toBe(true);
    }
    const warnings = server.output().match(OPEN_SUBMISSIONS) ?? [];
    expect(warnings).toHaveLength(1);
    const warning = server
      .output()
      .split('\n')
      .find((line) => line.includes('ALLOWED_ORIGINS is not set'));
    expect(JSON.parse(warning ?? '{}')).toMatchObject({ level: 'warn' });
  });
});

describe('settings the server refuses to start with', () => {
  it('refuses a CMS over plain http to another machine, a secret of one repeated character and a HOST that is not an address, all at once', {
    timeout: PROCESS_TIMEOUT_MS,
  }, async () => {
    const { code, output } = await refusal({
      ...DEFAULTS,
      WP_GRAPHQL_URL: 'http://cms.example/graphql',
      BLOG_REVALIDATE_SECRET: 'a'.repeat(40),
      HOST: 'my-laptop',
    });
    expect(code).toBe(1);
    const refusals = output
      .split('\n')
      .filter((line) => line.includes('cannot start'))
      .map((line) => (JSON.parse(line) as { message: string }).message);
    expect(refusals).toEqual([
      'ShipQuote cannot start: HOST must be an address of this machine to listen on, such as 127.0.0.1, 0.0.0.0 or ::, not "my-laptop".',
      'ShipQuote cannot start: WP_GRAPHQL_URL must use https (plain http is allowed only to this machine).',
      'ShipQuote cannot start: BLOG_REVALIDATE_SECRET must not be one character repeated.',
    ]);
    expect(output).not.toContain('a'.repeat(40));
    expect(output).not.toContain('ShipQuote running at');
  });
});

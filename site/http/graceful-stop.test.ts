import { Agent, createServer, get, type IncomingMessage, request, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLog } from '../../tests/support/memory-log';
import type { LogFields, LogLevel } from '../log/logger';
import { createGracefulStop, type GracefulStopOptions } from './graceful-stop';

const servers: Server[] = [];
const agents: Agent[] = [];

afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

interface Entry {
  level: LogLevel;
  message: string;
  fields: LogFields;
}

/**
 * A real Node server with the stop installed; `exited` resolves with the code the stop exits with, and
 * `events` records, in order, the answers the server finished and the closing of the services.
 */
async function stoppable(
  handler: (request: IncomingMessage, answer: (text: string) => void) => void,
  options: Partial<Omit<GracefulStopOptions, 'server' | 'log' | 'exit'>> = {},
) {
  const events: string[] = [];
  const server = createServer((incoming, response) => {
    response.once('finish', () => events.push(`answered ${incoming.url}`));
    handler(incoming, (text) => response.end(text));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const log: Entry[] = [];
  let exit: (code: number) => void = () => {};
  const exited = new Promise<number>((resolve) => {
    exit = resolve;
  });
  const stop = createGracefulStop({
    server,
    closeServices: async () => {
      events.push('services closed');
    },
    // Long enough that only what is under test can end the stop in time.
    drainMs: 60_000,
    settleMs: 60_000,
    forceExitMs: 60_000,
    ...options,
    log: memoryLog((entry) => log.push(entry)).log,
    exit: (code) => exit(code),
  });
  return { server, port, stop, exited, events, log };
}

function keepAliveAgent(): Agent {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return agent;
}

function fetchText(port: number, path: string, agent: Agent) {
  return new Promise<{ status: number; text: string; connection: string | undefined }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, text, connection: response.headers.connection }),
      );
    }).once('error', reject);
  });
}

function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('createGracefulStop', () => {
  it('does not wait for an idle keep-alive connection', { timeout: 5_000 }, async () => {
    const { port, stop, exited, events } = await stoppable((_request, answer) => answer('ok'));
    const agent = keepAliveAgent();
    expect((await fetchText(port, '/first', agent)).status).toBe(200);

    stop('SIGTERM');
    expect(await exited).toBe(0);
    expect(events).toEqual(['answered /first', 'services closed']);
  });

  it('refuses new connections, answers a request in flight with Connection: close, then closes the services', async () => {
    let release: () => void = () => {};
    let entered: () => void = () => {};
    const handlerEntered = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const { port, stop, exited, events, log } = await stoppable((_request, answer) => {
      entered();
      release = () => answer('done');
    });
    const inFlight = fetchText(port, '/slow', keepAliveAgent());
    await handlerEntered;

    stop('SIGTERM');
    expect(log[0]).toMatchObject({ message: 'stopping', fields: { signal: 'SIGTERM', requests_in_flight: 1 } });
    expect(await tryConnect(port)).toBe('ECONNREFUSED');
    expect(events).toEqual([]);

    release();
    expect(await inFlight).toEqual({ status: 200, text: 'done', connection: 'close' });
    expect(await exited).toBe(0);
    expect(events).toEqual(['answered /slow', 'services closed']);
  });

  it('closes the connection of a request still unanswered at the drain deadline, then exits 0', async () => {
    let entered: () => void = () => {};
    const handlerEntered = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const { port, stop, exited, events, log } = await stoppable(
      (incoming, answer) => {
        entered();
        // Waits for a body that never comes.
        incoming.resume().once('end', () => answer('never'));
      },
      { drainMs: 200 },
    );
    const call = request({ host: '127.0.0.1', port, method: 'POST', path: '/upload', agent: false });
    call.setHeader('Content-Length', '1000');
    const cutOff = new Promise<string>((resolve) =>
      call.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message)),
    );
    call.write('{');
    await handlerEntered;

    stop('SIGTERM');
    expect(await cutOff).toBe('ECONNRESET');
    expect(await exited).toBe(0);
    expect(events).toEqual(['services closed']);
    expect(log).toContainEqual(expect.objectContaining({ level: 'warn', fields: { requests_in_flight: 1 } }));
  });

  it('exits 1 and says where it hung when the services do not close in time', async () => {
    const { stop, exited, log } = await stoppable((_request, answer) => answer('ok'), {
      closeServices: () => new Promise(() => {}),
      forceExitMs: 200,
    });
    stop('SIGTERM');
    expect(await exited).toBe(1);
    expect(log.at(-1)).toMatchObject({
      level: 'error',
      message: 'stop timed out; exiting',
      fields: { phase: 'closing services' },
    });
  });
});

/**
 * Slow clients against the real server process: a client that trickles its request one piece every 2 s
 * (a slowloris) is cut off by the server in seconds, not held for minutes, so a handful of them cannot
 * use up the server's sockets.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StartedServer, startServerProcess } from '../../scripts/server-process.mjs';
import { API_PATHS } from '../../shared/api-types';

const TRICKLE_EVERY_MS = 2_000;
/** Far under Node's defaults (60 s for headers, 300 s for a request) and above the server's own limits. */
const CLOSED_WITHIN_MS = 30_000;

let server: StartedServer;

beforeAll(async () => {
  server = await startServerProcess({
    env: { DATABASE_FILE: ':memory:', CRM_WEBHOOK_URL: '', CRM_WEBHOOK_SECRET: '' },
  });
}, 40_000);

afterAll(async () => {
  await server?.stop('SIGKILL');
});

interface Trickled {
  /** Whether the server closed the connection before the deadline. */
  closed: boolean;
  afterMs: number;
  /** What the server sent back, if anything, before closing. */
  answer: string;
}

/** Sends `first` at once, then the next piece from `more` every 2 s, until the server closes or the deadline. */
function trickle(first: string, more: (index: number) => string): Promise<Trickled> {
  const { port } = new URL(server.origin);
  return new Promise((resolve) => {
    const startedAt = Date.now();
    let answer = '';
    let sent = 0;
    const socket: Socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(first);
    });
    const drip = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write(more(sent++));
    }, TRICKLE_EVERY_MS);
    const finish = (closed: boolean) => {
      clearInterval(drip);
      clearTimeout(deadline);
      socket.destroy();
      resolve({ closed, afterMs: Date.now() - startedAt, answer });
    };
    const deadline = setTimeout(() => finish(false), CLOSED_WITHIN_MS);
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    // A write racing the server's close can fail (EPIPE, ECONNRESET): the close that follows is what counts.
    socket.on('error', () => {});
    socket.once('end', () => finish(true));
    socket.once('close', () => finish(true));
  });
}

describe('the server against clients that send their request slowly', () => {
  it('closes a connection that trickles its headers, and one that trickles its body, within 30 seconds', {
    timeout: CLOSED_WITHIN_MS + 10_000,
  }, async () => {
    const path = API_PATHS.createOpportunityAndSendToBooking;
    const [slowHeaders, slowBody] = await Promise.all([
      trickle(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n`, (index) => `X-Slow-${index}: ${index}\r\n`),
      trickle(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 20000\r\n\r\n{`,
        () => ' ',
      ),
    ]);

    expect(slowHeaders, 'headers one line every 2 s').toMatchObject({ closed: true });
    expect(slowBody, 'body one byte every 2 s').toMatchObject({ closed: true });
    console.info(`slow clients: headers closed after ${slowHeaders.afterMs} ms, body after ${slowBody.afterMs} ms`);

    // The server is as good as before for everyone else.
    const response = await fetch(`${server.origin}${API_PATHS.makeLookup}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ input: 'toy' }),
    });
    expect(response.status).toBe(200);
  });
});

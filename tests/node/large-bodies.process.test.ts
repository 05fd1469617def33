/**
 * Every route that reads a request body, on the real server process, against a 50 MB body sent without a
 * length (chunked): each answers 413 with `Connection: close` once the body passes its cap, and the server
 * neither reads on to the end nor keeps what it read, so its memory stays where it was.
 */
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StartedServer, startServerProcess } from '../../scripts/server-process.mjs';
import { API_PATHS } from '../../shared/api-types';
import { REVALIDATE_SECRET_HEADER } from '../../site/api/blog-revalidate-route';

const MB = 1024 * 1024;
const BODY_BYTES = 50 * MB;
const CHUNK = Buffer.alloc(64 * 1024, 'a');
const SECRET = 'blog-revalidate-secret-for-large-bodies-0123456789';
const TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA';

let server: StartedServer;

beforeAll(async () => {
  server = await startServerProcess({
    env: {
      DATABASE_FILE: ':memory:',
      CRM_WEBHOOK_URL: '',
      CRM_WEBHOOK_SECRET: '',
      // Nothing is fetched from it: the revalidate call is refused for its body before any read.
      WP_GRAPHQL_URL: 'http://127.0.0.1:9/graphql',
      BLOG_REVALIDATE_SECRET: SECRET,
    },
  });
}, 40_000);

afterAll(async () => {
  await server?.stop('SIGKILL');
});

interface Route {
  path: string;
  headers: Record<string, string>;
}

const json = { 'Content-Type': 'application/json' };
const form = () => ({ 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.origin });

function routes(): Route[] {
  return [
    ...Object.values(API_PATHS).map((path) => ({ path, headers: json })),
    { path: '/api/blog/revalidate', headers: { ...json, [REVALIDATE_SECRET_HEADER]: SECRET } },
    ...['/order', '/order/edit', '/order/sign', '/callback'].map((below) => ({
      path: `/booking/${TOKEN}${below}`,
      headers: form(),
    })),
  ];
}

interface Sent {
  status: number;
  /** The answer's Connection header: `close`, for the body left unread. */
  connection: string | undefined;
  /** Bytes of the body written before the answer came or the server closed the connection. */
  written: number;
}

/** Posts up to `bytes` in chunks, as fast as the server takes them, until it answers or closes. */
function postChunked(route: Route, bytes: number): Promise<Sent> {
  const { hostname, port } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered: number | undefined;
    let connection: string | undefined;
    const req = request({
      host: hostname,
      port,
      path: route.path,
      method: 'POST',
      headers: { ...route.headers, 'Transfer-Encoding': 'chunked' },
      // A connection of its own, kept alive as a browser keeps it: the server answers that it closes the
      // connection and keeps it, unread, for a moment before it does (site/http/unread-body.ts), so the
      // answer arrives while the client is still sending. (A client that asks for "Connection: close"
      // gets the answer and a reset at once, and may read the reset first.)
      agent: new Agent({ keepAlive: true }),
    });
    req.on('response', (res) => {
      answered = res.statusCode ?? 0;
      connection = res.headers.connection;
      res.resume();
      res.on('end', () => {
        req.destroy();
        resolve({ status: answered ?? 0, connection, written });
      });
    });
    // A write can fail as the server closes the connection after its answer (EPIPE, ECONNRESET): the
    // answer, read from what arrived before the close, is what counts.
    let closing = false;
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') closing = true;
      else if (answered === undefined) reject(error);
    });
    req.on('close', () => {
      if (answered === undefined) reject(new Error(`${route.path}: closed without an answer after ${written} bytes`));
    });
    const pump = () => {
      while (answered === undefined && !closing && written < bytes && !req.destroyed) {
        written += CHUNK.byteLength;
        if (!req.write(CHUNK)) {
          req.once('drain', pump);
          return;
        }
      }
      if (written >= bytes && answered === undefined) req.end();
    };
    pump();
  });
}

/** Bytes the server process has read so far through system calls (sockets and files), from the kernel. */
function serverBytesRead(): number {
  const io = readFileSync(`/proc/${server.child.pid}/io`, 'utf8');
  const bytes = /^rchar: (\d+)$/m.exec(io)?.[1];
  if (!bytes) throw new Error('no rchar in /proc io');
  return Number(bytes);
}

/** The server process's resident memory, from the kernel. */
function serverRss(): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kb) throw new Error('no VmRSS in /proc status');
  return Number(kb) * 1024;
}

describe('a 50 MB body sent without a length', () => {
  it('gets 413 from every route that reads a body, without the server reading it whole or keeping it', {
    timeout: 120_000,
  }, async () => {
    // Each route's refusal once with a small overflow first, so what is measured next is the body alone,
    // not code loaded or compiled for the first time.
    for (const route of routes()) expect((await postChunked(route, 256 * 1024)).status, route.path).toBe(413);
    const before = serverRss();
    const readBefore = serverBytesRead();
    const results: Record<string, Sent> = {};
    for (const route of routes()) results[route.path] = await postChunked(route, BODY_BYTES);
    const grown = serverRss() - before;
    const read = serverBytesRead() - readBefore;

    for (const [path, sent] of Object.entries(results)) {
      expect(sent.status, path).toBe(413);
      expect(sent.connection, path).toBe('close');
      // The answer came long before the end: what was written meanwhile filled the sockets' buffers.
      expect(sent.written, `${path}: bytes written before the answer`).toBeLessThan(16 * MB);
    }
    console.info(
      `large bodies: RSS ${(before / MB).toFixed(1)} MB → +${(grown / MB).toFixed(1)} MB; read ${(read / MB).toFixed(1)} MB of ${
        (routes().length * BODY_BYTES) / MB
      } MB sent at most; written before 413 at most ${(
        Math.max(...Object.values(results).map((r) => r.written)) / 1024
      ).toFixed(0)} KB`,
    );
    // Not read on once refused, not even after the answer: a few chunks per route of the 50 MB each.
    expect(read).toBeLessThan(8 * MB);
    expect(grown).toBeLessThan(8 * MB);
  });
});

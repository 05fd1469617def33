/**
 * readJson reading Node's own request (as the server does for every call): the same answers as through
 * a Request, the limit held while the body arrives, and a client that leaves mid-body told apart.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientError } from './client-error';
import { MAX_BODY_BYTES, readJson } from './read-json';

/** What the server made of one request: the object read, or the refusal. */
type Outcome = { value: unknown } | { status: number; message: string } | { error: string };

let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** What the server saw: how the read went, and whether the body had been touched by then. */
interface Seen {
  outcome: Outcome;
  bodyTouched: boolean;
}

/**
 * A server that reads each body with readJson from its IncomingMessage and reports how it went;
 * `onArrival` is told when a request's headers are in.
 */
async function listen(onSeen: (seen: Seen) => void, onArrival?: () => void): Promise<number> {
  server = createServer(async (incoming, outgoing) => {
    onArrival?.();
    let outcome: Outcome;
    try {
      // The Request is not read when Node's request is given: a bodiless stand-in proves it.
      outcome = { value: await readJson(new Request('http://localhost/'), MAX_BODY_BYTES, incoming) };
    } catch (error) {
      outcome =
        error instanceof ClientError
          ? { status: error.status, message: error.message }
          : { error: error instanceof Error ? error.message : String(error) };
    }
    // Before the answer: once it is sent, Node reads and drops whatever is left of the body.
    onSeen({ outcome, bodyTouched: incoming.readableDidRead });
    outgoing.writeHead('status' in outcome ? outcome.status : 200, { Connection: 'close' });
    outgoing.end();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server!.address() as AddressInfo).port;
}

/** Sends `chunks` one write each, with the given headers; resolves with the answer's status. */
function send(port: number, headers: Record<string, string>, chunks: (string | Uint8Array)[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/', headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // The server may answer and close while a large body is still being written.
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

function outcomeOf(onArrival?: () => void): { port: Promise<number>; seen: Promise<Seen> } {
  let settle!: (value: Seen) => void;
  const seen = new Promise<Seen>((resolve) => {
    settle = resolve;
  });
  return { port: listen(settle, onArrival), seen };
}

describe('readJson from Node’s own request', () => {
  it('reads a body that arrives in several writes, with its length declared', async () => {
    const { port, seen } = outcomeOf();
    const text = '{"input":"Zürich 🚗"}';
    const bytes = Buffer.from(text);
    const status = await send(await port, { 'Content-Length': String(bytes.byteLength) }, [
      bytes.subarray(0, 5),
      bytes.subarray(5, 13),
      bytes.subarray(13),
    ]);
    expect(status).toBe(200);
    expect((await seen).outcome).toEqual({ value: { input: 'Zürich 🚗' } });
  });

  it('reads a chunked body of exactly the limit', async () => {
    const { port, seen } = outcomeOf();
    const text = `{"input":"${'a'.repeat(MAX_BODY_BYTES - 12)}"}`;
    const chunks = [text.slice(0, 10_000), text.slice(10_000, 20_000), text.slice(20_000)];
    expect(await send(await port, { 'Transfer-Encoding': 'chunked' }, chunks)).toBe(200);
    expect((await seen).outcome).toEqual({ value: { input: 'a'.repeat(MAX_BODY_BYTES - 12) } });
  });

  it('refuses a declared length over the limit with 413 without reading a byte', async () => {
    const { port, seen } = outcomeOf();
    const body = 'a'.repeat(MAX_BODY_BYTES + 1);
    expect(await send(await port, { 'Content-Length': String(body.length) }, [body])).toBe(413);
    const { outcome, bodyTouched } = await seen;
    expect(outcome).toEqual({ status: 413, message: 'The request body must be at most 32 KB' });
    expect(bodyTouched).toBe(false);
  });

  it('refuses a chunked body with 413 once it passes the limit', async () => {
    const { port, seen } = outcomeOf();
    const chunk = 'a'.repeat(8 * 1024);
    expect(await send(await port, { 'Transfer-Encoding': 'chunked' }, Array(8).fill(chunk))).toBe(413);
    expect((await seen).outcome).toEqual({ status: 413, message: 'The request body must be at most 32 KB' });
  });

  it('refuses an empty body with 400 asking for a JSON object', async () => {
    const { port, seen } = outcomeOf();
    expect(await send(await port, { 'Content-Length': '0' }, [])).toBe(400);
    expect((await seen).outcome).toEqual({ status: 400, message: 'The request body is empty; send a JSON object' });
  });

  it('refuses invalid UTF-8 with 400', async () => {
    const { port, seen } = outcomeOf();
    expect(await send(await port, { 'Content-Length': '2' }, [new Uint8Array([0xff, 0xfe])])).toBe(400);
    expect((await seen).outcome).toEqual({ status: 400, message: 'The request body is not valid UTF-8 text' });
  });

  it('answers a client that leaves in the middle of its body with a 400 of its own, not an unexpected error', async () => {
    // Gone as soon as the server has the request: the body never reaches its declared length.
    const { port, seen } = outcomeOf(() => req.destroy());
    const req = request({
      host: '127.0.0.1',
      port: await port,
      method: 'POST',
      path: '/',
      headers: { 'Content-Length': '100' },
    });
    req.on('error', () => {});
    req.write('{"input":');
    expect((await seen).outcome).toEqual({ status: 400, message: 'The request body ended before it was complete' });
  });
});

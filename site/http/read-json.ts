/**
 * Reads a request's JSON body with a hard size limit (32 KB), so a huge or endless body is cut
 * off early and malformed JSON is a 400 with a clear message, never a 500.
 */
import type { IncomingMessage } from 'node:http';
import { ClientError } from './client-error';

/** A quote with five vehicles and every context value is under 4 KB; 32 KB is generous. */
export const MAX_BODY_BYTES = 32 * 1024;

/** Stateless between calls (no `stream` option), so one serves every request. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

const tooLarge = () => new ClientError(413, `The request body must be at most ${MAX_BODY_BYTES / 1024} KB`);

/**
 * The body's bytes, at most `limit`. `incoming`: Node's own request behind `request`, when there is one
 * (site/http/node-request.ts).
 */
async function readLimited(
  request: Request,
  limit: number,
  incoming: IncomingMessage | undefined,
): Promise<Uint8Array> {
  if (incoming !== undefined) return readIncoming(incoming, limit);
  const declared = request.headers.get('Content-Length');
  if (declared !== null && Number(declared) > limit) throw tooLarge();
  if (declared !== null && /^\d+$/.test(declared)) {
    // A Request built in-process: its body is already whole. The check below still holds for one that
    // declares less than it holds.
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (bytes.byteLength > limit) throw tooLarge();
    return bytes;
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The read under way on a Node request, where the shared listeners below find it. */
const READ = Symbol('body read');

interface IncomingRead {
  chunks: Buffer[];
  size: number;
  limit: number;
  resolve(bytes: Uint8Array): void;
  reject(error: unknown): void;
}

type ReadMessage = IncomingMessage & { [READ]?: IncomingRead };

/**
 * The body as Node's parser hands it over, chunk by chunk and without a copy of the bytes: a body that
 * declares more than the limit is refused before it is read, and one without a length (chunked) as soon
 * as it passes the limit.
 */
function readIncoming(incoming: ReadMessage, limit: number): Promise<Uint8Array> {
  const declared = incoming.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) return Promise.reject(tooLarge());
  if (incoming.readableDidRead) return Promise.reject(new Error('The request body has already been read'));
  return new Promise((resolve, reject) => {
    incoming[READ] = { chunks: [], size: 0, limit, resolve, reject };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}

// The listeners are the module's, shared by every read, with the read kept on the request: closures made
// per request would cost every lookup their allocations and, under tsx, a property definition each for
// their names (a CPU profile under npm run bench).

/** The read, taken off the request with the listeners, so it ends once. */
function finish(incoming: ReadMessage, holdBack = false): IncomingRead | undefined {
  const read = incoming[READ];
  incoming[READ] = undefined;
  if (!holdBack) incoming.off('data', onData);
  incoming.off('end', onEnd);
  incoming.off('error', onError);
  incoming.off('close', onClose);
  return read;
}

function onData(this: ReadMessage, chunk: Buffer): void {
  const read = this[READ];
  if (read === undefined) {
    // A refused body is held back: node-server resumes the request once the answer is sent, to drain
    // it, and then reads one chunk at most before it closes the connection after its short wait. The
    // client, holding its answer, is not read on for nothing.
    this.pause();
    return;
  }
  read.size += chunk.byteLength;
  if (read.size > read.limit) {
    this.pause();
    finish(this, true);
    read.reject(tooLarge());
    return;
  }
  read.chunks.push(chunk);
}

function onEnd(this: ReadMessage): void {
  const read = finish(this);
  if (read === undefined) return;
  read.resolve(read.chunks.length === 1 ? read.chunks[0]! : Buffer.concat(read.chunks, read.size));
}

/**
 * The client went away in the middle of its body (Node says "aborted", ECONNRESET, or just closes): a
 * refusal like any bad body, which nobody reads, rather than an unexpected error to log.
 */
function onClose(this: ReadMessage): void {
  finish(this)?.reject(endedEarly());
}

function onError(this: ReadMessage, error: NodeJS.ErrnoException): void {
  finish(this)?.reject(error.code === 'ECONNRESET' ? endedEarly() : error);
}

const endedEarly = () => new ClientError(400, 'The request body ended before it was complete');

/**
 * The body as text, under the same limit: for a signed webhook, whose signature covers the raw text.
 * `incoming`: Node's own request behind `request` (site/http/node-request.ts), read directly when given.
 */
export async function readText(request: Request, limit = MAX_BODY_BYTES, incoming?: IncomingMessage): Promise<string> {
  const bytes = await readLimited(request, limit, incoming);
  try {
    return utf8.decode(bytes);
  } catch {
    throw new ClientError(400, 'The request body is not valid UTF-8 text');
  }
}

export async function readJson(request: Request, limit = MAX_BODY_BYTES, incoming?: IncomingMessage): Promise<unknown> {
  // The Content-Type is not checked: a partner's plain fetch() sends text/plain, and whatever the label,
  // a body that is not JSON gets the same clear 400 (bad input of any kind is a 400).
  return parseJsonObject(await readText(request, limit, incoming));
}

/** A JSON object from text, or a ClientError 400 that says what is wrong with it. */
export function parseJsonObject(text: string): object {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Only a body that failed to parse can be blank: it is told apart here, off the common path.
    if (text.trim() === '') throw new ClientError(400, 'The request body is empty; send a JSON object');
    throw new ClientError(400, 'The request body is not valid JSON');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ClientError(400, 'The request body must be a JSON object');
  }
  return body;
}

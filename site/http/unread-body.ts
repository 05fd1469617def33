/**
 * An answer given before its request's body was read to the end (a 413 for a body over the cap, and a
 * refusal that never reads it: another site's form post, a client over its rate) says `Connection: close`.
 * Node's server honours it and closes the connection after the answer; the client opens a new one for its
 * next request. Said keep-alive instead, the client sends its next request on a connection that
 * @hono/node-server closes once it gives up draining the unread body (after 500 ms at most), and that
 * request fails (undici: UND_ERR_SOCKET, "other side closed").
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';

/**
 * Whether the request came with a body (a length above zero, or chunked) that has not been read to its
 * end. Decided from the headers, not from what has arrived: a bodiless request (a GET, a CORS preflight)
 * keeps its connection whenever and however fast it is answered.
 */
function hasUnreadBody(incoming: IncomingMessage): boolean {
  if (incoming.readableEnded) return false;
  const length = incoming.headers['content-length'];
  return incoming.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) !== 0);
}

/**
 * How long a connection that closes after its answer is kept, its side ended but the socket open and not
 * read, before it is destroyed: as long as @hono/node-server gives a refused body before it closes.
 */
const LINGER_MS = 500;

/**
 * Node's server closes a connection whose answer said `Connection: close` with `destroySoon()` as soon as
 * the answer is written. With the client's unread body still arriving, that close resets the connection,
 * and a client still sending often reads the reset before the answer it had been sent ("closed without an
 * answer", tests/node/large-bodies.process.test.ts). So, on this socket only, the answer and the end of
 * the server's side go out at once, and the socket itself goes a moment later, once the client has had
 * the time to read its answer. The body is not read meanwhile: it stays where read-json.ts left it.
 */
function lingerBeforeClosing(socket: Socket): void {
  socket.destroySoon = function destroyAfterLinger(this: Socket) {
    this.end();
    setTimeout(() => this.destroy(), LINGER_MS).unref();
  };
}

function closing(response: Response, incoming: IncomingMessage): Response {
  if (!hasUnreadBody(incoming)) return response;
  lingerBeforeClosing(incoming.socket);
  try {
    response.headers.set('Connection', 'close');
    return response;
  } catch {
    // A Response whose headers are immutable (Response.redirect, a fetched answer): a copy of it.
    const copy = new Response(response.body, response);
    copy.headers.set('Connection', 'close');
    return copy;
  }
}

/**
 * `fetch` with each answer marked as above. A request made in-process (the tests' `app.request()`) has no
 * Node request and no connection to keep, and is answered as `fetch` answers it.
 */
export function closeAfterUnreadBody(fetch: Hono['fetch']): Hono['fetch'] {
  return (request, env, executionCtx) => {
    const answer = fetch(request, env, executionCtx);
    const incoming = (env as Partial<HttpBindings> | undefined)?.incoming;
    if (incoming === undefined) return answer;
    return answer instanceof Promise
      ? answer.then((response) => closing(response, incoming))
      : closing(answer, incoming);
  };
}

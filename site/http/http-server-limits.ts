/**
 * How long the Node server waits for a client, and how many clients it holds at once. Node's defaults let
 * a client that sends one byte now and then keep a socket for minutes (60 s for the headers, 300 s for the
 * whole request, checked only every 30 s); a few hundred such clients use up the process's sockets.
 */
import type { Server, ServerOptions } from 'node:http';

export interface HttpServerLimits {
  /** The request line and headers must have arrived by then, counted from the request's first byte. */
  headersTimeoutMs: number;
  /** The whole request, body included. The API's bodies are at most 32 KB: seconds even on a poor phone line. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection is kept between two requests. */
  keepAliveTimeoutMs: number;
  /** How often Node looks for requests past the two timeouts above; a late close is late by up to this. */
  checkIntervalMs: number;
  /** Connections beyond this are closed as soon as they are accepted. */
  maxConnections: number;
}

export const HTTP_SERVER_LIMITS: Readonly<HttpServerLimits> = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 15_000,
  // Longer than the idle timeout of the proxy in front (60 s for nginx's upstream keep-alive and for the
  // usual cloud load balancers): the proxy, not this server, must be the one to close an idle connection,
  // or it may send a request just as the server closes the connection and answer its client 502.
  keepAliveTimeoutMs: 65_000,
  checkIntervalMs: 1_000,
  // Far above a broker's traffic (a proxy holds a few dozen connections, a browser six), far below the
  // file descriptors of a small machine, so a flood of connections is refused instead of crashing the process.
  maxConnections: 1_000,
};

/** The options for `http.createServer` (passed as `serverOptions` to @hono/node-server's `serve`). */
export function httpServerOptions(limits: HttpServerLimits = HTTP_SERVER_LIMITS): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
  };
}

/** The connection cap, which is a property of the server rather than an option of createServer. */
export function limitConnections(server: Server, limits: HttpServerLimits = HTTP_SERVER_LIMITS): void {
  server.maxConnections = limits.maxConnections;
}

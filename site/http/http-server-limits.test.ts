import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HTTP_SERVER_LIMITS, type HttpServerLimits, httpServerOptions, limitConnections } from './http-server-limits';

const servers: Server[] = [];
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

/** A plain Node server with the given limits, answering "ok" once it has read a request's body, as the app does. */
async function serverWith(limits: Partial<HttpServerLimits>): Promise<{ server: Server; port: number }> {
  const all = { ...HTTP_SERVER_LIMITS, ...limits };
  const server = createServer(httpServerOptions(all), (request, response) => {
    request.resume();
    request.once('end', () => response.end('ok'));
  });
  limitConnections(server, all);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : 0 };
}

/** Resolves once the server has closed the socket; never, if it keeps it. */
function closedByServer(socket: Socket): Promise<void> {
  socket.on('error', () => {});
  // A paused socket never reads the end of the stream, so it would never see the close.
  socket.resume();
  return new Promise((resolve) => socket.once('close', () => resolve()));
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    sockets.push(socket);
  });
}

describe('the HTTP server limits', () => {
  it('closes a connection beyond the cap and keeps serving the ones within it', async () => {
    const { server, port } = await serverWith({ maxConnections: 2 });
    let accepted = 0;
    const bothAccepted = new Promise<void>((resolve) =>
      server.on('connection', () => {
        if (++accepted === 2) resolve();
      }),
    );
    const [first] = await Promise.all([open(port), open(port)]);
    await bothAccepted;

    const third = await open(port);
    await closedByServer(third);

    const answer = new Promise<string>((resolve) => first?.once('data', (chunk) => resolve(chunk.toString())));
    first?.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await answer).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('closes a connection whose headers have not all arrived by the headers timeout', async () => {
    const { port } = await serverWith({ headersTimeoutMs: 300, requestTimeoutMs: 600, checkIntervalMs: 50 });
    const socket = await open(port);
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    await closedByServer(socket);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose body has not all arrived by the request timeout', async () => {
    const { port } = await serverWith({ headersTimeoutMs: 300, requestTimeoutMs: 600, checkIntervalMs: 50 });
    const socket = await open(port);
    socket.write('POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n{');
    await closedByServer(socket);
  });
});

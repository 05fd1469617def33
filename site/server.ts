/** Serves the app with Node: `tsx site/server.ts` (npm start builds first, npm run dev watches). */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { parsePort } from './port';

const setting = parsePort(process.env.PORT);
if (!setting.ok) {
  console.error(setting.message);
  process.exit(1);
}

const server = serve({ fetch: createApp().fetch, port: setting.port }, (info: AddressInfo) => {
  console.log(`ShipQuote running at http://localhost:${info.port}/`);
});

server.on('error', (error: NodeJS.ErrnoException) => {
  const reason =
    error.code === 'EADDRINUSE' ? `port ${setting.port} is in use; set PORT to another port` : error.message;
  console.error(`ShipQuote could not start: ${reason}`);
  process.exit(1);
});

let stopping = false;
function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, closing the server`);
  // Open keep-alive connections would hold close() up: give requests in flight a few seconds, then go.
  const force = setTimeout(() => {
    console.error('Connections still open after 5 s; exiting anyway');
    process.exit(1);
  }, 5000);
  force.unref();
  server.close((error) => {
    if (error) console.error(error);
    process.exit(error ? 1 : 0);
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}

process.on('SIGTERM', stop);
process.on('SIGINT', stop);

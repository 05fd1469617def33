/** Serves the site with Node: `tsx site/server.ts` (npm start builds first, npm run dev watches). */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createRuntime } from './composition-root';
import { readConfig } from './config';

const settings = readConfig();
if (!settings.ok) {
  for (const error of settings.errors) console.error(`ShipQuote cannot start: ${error}`);
  process.exit(1);
}
const { config } = settings;

let services: ReturnType<typeof createRuntime>;
try {
  services = createRuntime(config);
} catch (error) {
  // Typically the database file: a folder that cannot be created, a read-only disk, a newer schema.
  console.error(`ShipQuote cannot start: ${error instanceof Error ? error.message : String(error)}`);
  console.error(`DATABASE_FILE is ${config.databaseFile}`);
  process.exit(1);
}

const server = serve({ fetch: services.app.fetch, port: config.port }, (info: AddressInfo) => {
  const url = `http://localhost:${info.port}/`;
  console.log(`ShipQuote running at ${url}`);
  console.log(
    `  leads: ${config.databaseFile} · CRM: ${config.crmWebhookUrl ? 'forwarding' : 'off (set CRM_WEBHOOK_URL)'} · lookups ready in ${services.lookupLoadMs} ms`,
  );
  if (config.publicUrl) console.log(`  booking links: ${config.publicUrl}/booking/…`);
});

server.on('error', (error: NodeJS.ErrnoException) => {
  const reason =
    error.code === 'EADDRINUSE' ? `port ${config.port} is in use; set PORT to another port` : error.message;
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
  server.close(async (error) => {
    if (error) console.error(error);
    await services.close().catch((closeError: unknown) => console.error(closeError));
    process.exit(error ? 1 : 0);
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}

process.on('SIGTERM', stop);
process.on('SIGINT', stop);

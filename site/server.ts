/**
 * Serves the site with Node: `tsx site/server.ts` (npm start builds first, npm run dev watches). Everything
 * it prints is one JSON line per event (site/log/logger.ts), with addresses cut to their origin.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createRuntime } from './composition-root';
import { readConfig } from './config';
import { createGracefulStop } from './http/graceful-stop';
import { HTTP_SERVER_LIMITS, httpServerOptions, limitConnections } from './http/http-server-limits';
import { localAddress } from './http/listen-address';
import { logCrashAndExit } from './log/crash-log';
import { consoleLogger as log } from './log/logger';
import { redactDatabaseUrl, redactUrl } from './log/redact-url';
import { startWarnings } from './start-warnings';

/** The metrics port listens on IPv4 loopback only: never an interface another machine can reach. */
const METRICS_HOST = '127.0.0.1';

process.on(
  'uncaughtException',
  logCrashAndExit(log, (code) => process.exit(code)),
);

const settings = readConfig();
if (!settings.ok) {
  for (const error of settings.errors) log.error(`ShipQuote cannot start: ${error}`);
  process.exit(1);
}
const { config } = settings;
for (const warning of startWarnings(config)) log.warn(warning);

let services: Awaited<ReturnType<typeof createRuntime>>;
try {
  services = await createRuntime(config);
} catch (error) {
  // Typically the database file: a folder that cannot be created, a read-only disk, a newer schema.
  log.error(`ShipQuote cannot start: ${error instanceof Error ? error.message : String(error)}`, {
    database: config.databaseUrl ? redactDatabaseUrl(config.databaseUrl) : config.databaseFile,
  });
  process.exit(1);
}

const server = serve(
  { fetch: services.app.fetch, port: config.port, hostname: config.host, serverOptions: httpServerOptions() },
  (info: AddressInfo) => {
    // spawnServer (scripts/server-process.mjs) waits for this address in the output.
    log.info(`ShipQuote running at ${localAddress(info)}`, {
      // What the socket is bound to: HOST, or 0.0.0.0 or :: (every interface) by default in production.
      host: info.address,
      leads: config.databaseUrl ? redactDatabaseUrl(config.databaseUrl) : config.databaseFile,
      crm: config.crmWebhookUrl ? redactUrl(config.crmWebhookUrl) : 'off (set CRM_WEBHOOK_URL)',
      mail: services.mail ?? 'off (set SMTP_URL)',
      blog: config.wpGraphqlUrl ? redactUrl(config.wpGraphqlUrl) : 'local articles',
      booking_links: config.publicUrl ? redactUrl(config.publicUrl) : 'the address each request came to',
      lookups_ready_ms: services.lookupLoadMs,
      metrics: config.metricsToken ? '/metrics with METRICS_TOKEN' : 'off on this port (set METRICS_TOKEN)',
      max_connections: HTTP_SERVER_LIMITS.maxConnections,
    });
  },
) as Server;
limitConnections(server);

server.on('error', (error: NodeJS.ErrnoException) => {
  const reason =
    error.code === 'EADDRINUSE'
      ? `port ${config.port} is in use; set PORT to another port`
      : error.code === 'EADDRNOTAVAIL'
        ? `HOST ${config.host} is not an address of this machine`
        : error.message;
  log.error(`ShipQuote could not start: ${reason}`);
  process.exit(1);
});

// Loopback only: whoever reaches this port is on this machine, so it asks for no token.
const metricsServer =
  services.metricsApp && config.metricsPort !== undefined
    ? (serve(
        { fetch: services.metricsApp.fetch, port: config.metricsPort, hostname: METRICS_HOST },
        (info: AddressInfo) => log.info(`ShipQuote metrics at http://${METRICS_HOST}:${info.port}/metrics`),
      ) as Server)
    : undefined;
metricsServer?.on('error', (error: NodeJS.ErrnoException) => {
  const reason =
    error.code === 'EADDRINUSE'
      ? `port ${config.metricsPort} is in use; set METRICS_PORT to another port`
      : error.message;
  log.error(`ShipQuote could not start its metrics: ${reason}`);
  process.exit(1);
});

const stop = createGracefulStop({
  server,
  closeServices: () => {
    metricsServer?.close();
    metricsServer?.closeAllConnections();
    return services.close();
  },
  log,
  exit: (code) => process.exit(code),
});
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

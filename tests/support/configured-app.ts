/**
 * Test fixture: the app exactly as the server builds it (readConfig, then createRuntime, the composition
 * root) with the real offline lookups, or the fakes of tests/support/fake-lookups.ts where the test is not
 * about places (`lookups: fakeLookups()`: the real indexes take seconds to build in each test file), over
 * a SQLite file of its own in a temporary folder. Tests call
 * `app.request(...)` or hand requests to `app.fetch`, and read what was stored through `leads`. With
 * DATABASE_URL in `env` the app stores in PostgreSQL instead, and `leads` and `db` see nothing of it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { createRuntime, type Runtime } from '../../site/composition-root';
import { readConfig } from '../../site/config';
import type { Logger } from '../../site/log/logger';
import type { RuntimeLookups } from '../../site/offline-lookups';
import { openDatabase } from '../../site/storage/sqlite/database';
import { memoryLog } from './memory-log';
import { type SqliteLeadReader, sqliteLeadReader } from './sqlite-lead-reader';

export interface ConfiguredApp {
  app: Runtime['app'];
  services: Runtime;
  /** The lead database the app writes, read through a connection of the test's own. */
  leads: SqliteLeadReader;
  /** The test's own connection to that database, for what the lead store does not show (the outbox). */
  db: Database;
  databaseFile: string;
  /** Closes the app's services and the test's connection, and removes the temporary folder. */
  close(): Promise<void>;
}

export interface ConfiguredAppOptions {
  /** Settings as environment variables, over the test defaults (no rate limits worth the name, no CRM). */
  env?: Record<string, string>;
  /** Where the app's log lines go; default nowhere, so test output stays readable. */
  log?: Logger;
  fetch?: typeof fetch;
  /** The lookups the app uses; default the real offline indexes. */
  lookups?: RuntimeLookups;
}

export async function createConfiguredApp(options: ConfiguredAppOptions = {}): Promise<ConfiguredApp> {
  const dir = mkdtempSync(join(tmpdir(), 'shipquote-app-'));
  const databaseFile = join(dir, 'leads.db');
  const settings = readConfig(
    {
      DATABASE_FILE: databaseFile,
      // One test client sends many requests in a moment; the per-client limits are tested on their own.
      RATE_LIMIT_LOOKUPS: '100000',
      RATE_LIMIT_SUBMISSIONS: '100000',
      // Development writes each email as a file: into the test's own folder, never the repository's.
      MAIL_DIR: join(dir, 'mail'),
      ...options.env,
    },
    dir,
  );
  if (!settings.ok) throw new Error(settings.errors.join('\n'));
  const services = await createRuntime(settings.config, {
    log: options.log ?? memoryLog().log,
    fetch: options.fetch,
    ...(options.lookups ? { lookups: options.lookups } : {}),
  });
  const db = openDatabase(databaseFile);
  return {
    app: services.app,
    services,
    leads: sqliteLeadReader(db),
    db,
    databaseFile,
    async close() {
      await services.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

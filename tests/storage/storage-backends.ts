/**
 * The two implementations of the storage contract, opened the same way for the contract suite: a fresh,
 * empty store per test, and further repositories on the same data (another connection to the SQLite file,
 * another pool on the PostgreSQL database), which stand for other processes or instances. A PostgreSQL
 * store is a clone of the migrated template of the global setup (postgres-global-setup.ts); tests of the
 * migrations themselves open a database with no schema at all (`postgresBackend.openEmpty()`).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, inject } from 'vitest';
import type { StoreClock } from '../../site/storage/create-lead';
import type { LeadRepository } from '../../site/storage/lead-repository';
import { openPostgresLeadRepository } from '../../site/storage/postgres/postgres-lead-repository';
import { openSqliteLeadRepository } from '../../site/storage/sqlite/sqlite-lead-repository';

export type StoreOptions = StoreClock;

export interface OpenedStore {
  /** The PostgreSQL database's connection string, for tests that act on its connections. */
  url?: string;
  /** The settings (environment variables) that point the server at this store. */
  env: Record<string, string>;
  /** Another repository on the same data, as a second instance would have. */
  another(options?: StoreOptions): Promise<LeadRepository>;
  /**
   * Runs SQL both databases understand on a connection of the test's own, for what the contract does not
   * show (a row's columns, the outbox). Parameters are written $1, $2 … in the order they are given.
   */
  sql<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Closes every repository opened and removes the data. */
  dispose(): Promise<void>;
}

export interface StorageBackend {
  name: string;
  /** Why this backend cannot run here; only PostgreSQL, and only outside CI, can be missing. */
  skipReason?: string;
  open(): Promise<OpenedStore>;
}

function tracking(openOne: (options?: StoreOptions) => Promise<LeadRepository>, cleanUp: () => Promise<void>) {
  const opened: LeadRepository[] = [];
  return {
    async another(options?: StoreOptions) {
      const repository = await openOne(options);
      opened.push(repository);
      return repository;
    },
    async dispose() {
      for (const repository of opened.splice(0)) await repository.close();
      await cleanUp();
    },
  };
}

/** SQLite reads `$1` as a parameter named "1"; the test's SQL numbers them in order, so `?` does the same. */
const positional = (text: string) => text.replace(/\$\d+/g, '?');

export const sqliteBackend: StorageBackend = {
  name: 'SQLite',
  async open() {
    const dir = mkdtempSync(join(tmpdir(), 'shipquote-contract-'));
    const file = join(dir, 'leads.db');
    const store = tracking(
      async (options) => openSqliteLeadRepository(file, options),
      async () => rmSync(dir, { recursive: true, force: true }),
    );
    return {
      ...store,
      env: { DATABASE_FILE: file },
      async sql<Row>(text: string, params: unknown[] = []) {
        // Opened after the first repository has created and migrated the file.
        const db = new BetterSqlite3(file, { fileMustExist: true });
        try {
          const statement = db.prepare(positional(text));
          if (statement.reader) return statement.all(...params) as Row[];
          statement.run(...params);
          return [];
        } finally {
          db.close();
        }
      },
    };
  },
};

const postgres = inject('postgres');
/** How a database is cloned from its template (postgres-global-setup.ts says why). */
const strategy = 'fileCopy' in postgres && postgres.fileCopy ? ' STRATEGY FILE_COPY' : '';

/** The admin URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.href;
}

export async function asAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database named for this test alone, created by `create` (SQL with `${database}` in it), on the server of the global setup. */
async function openPostgres(create: (database: string) => string): Promise<OpenedStore> {
  if (!('url' in postgres)) throw new Error(postgres.skipReason);
  const admin = postgres.url;
  const database = `shipquote_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(admin, (client) => client.query(create(database)));
  const url = withDatabase(admin, database);
  return {
    url,
    env: { DATABASE_URL: url },
    async sql<Row>(text: string, params: unknown[] = []) {
      return asAdmin(url, async (client) => (await client.query(text, params)).rows as Row[]);
    },
    ...tracking(
      (options) => openPostgresLeadRepository({ connectionString: url, ...options }),
      () => asAdmin(admin, (client) => client.query(`DROP DATABASE ${database} WITH (FORCE)`)).then(() => {}),
    ),
  };
}

export const postgresBackend: StorageBackend & {
  /** A database without a schema, for tests of the migrations and of a first start on a new database. */
  openEmpty(): Promise<OpenedStore>;
} = {
  name: 'PostgreSQL',
  ...('skipReason' in postgres ? { skipReason: postgres.skipReason } : {}),
  // A clone of the migrated template: the schema a repository's first start would make, without the wait.
  open: () =>
    openPostgres(
      (database) =>
        `CREATE DATABASE ${database} TEMPLATE ${'template' in postgres ? postgres.template : ''}${strategy}`,
    ),
  openEmpty: () => openPostgres((database) => `CREATE DATABASE ${database}${strategy}`),
};

/**
 * Declares the tests of `body` once per backend, each test with a fresh store from `fresh()` (disposed
 * after it). The one skip allowed: PostgreSQL missing on a developer machine (never under CI), said once.
 */
export function forEachBackend(body: (fresh: () => Promise<OpenedStore>, backend: StorageBackend) => void): void {
  describe.each<StorageBackend>([sqliteBackend, postgresBackend])('on $name', (backend) => {
    let opened: OpenedStore | undefined;
    afterEach(async () => {
      await opened?.dispose();
      opened = undefined;
    });
    describe.skipIf(backend.skipReason !== undefined)(backend.skipReason ?? 'the store', () => {
      body(async () => {
        opened = await backend.open();
        return opened;
      }, backend);
    });
  });
}

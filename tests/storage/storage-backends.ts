/**
 * The two implementations of the storage contract, opened the same way for the contract suite: a fresh,
 * empty store per test, and further repositories on the same data (another connection to the SQLite file,
 * another pool on the PostgreSQL database), which stand for other processes or instances.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { LeadRepository } from '../../site/leads/lead-repository';
import { openPostgresLeadRepository } from '../../site/leads/postgres/postgres-lead-repository';
import { openDatabase } from '../../site/leads/sqlite/database';
import { createSqliteLeadRepository } from '../../site/leads/sqlite/sqlite-lead-repository';

export interface StoreOptions {
  now?: () => Date;
  newLeadNumber?: (now: Date) => string;
}

export interface OpenedStore {
  /** The PostgreSQL database's connection string, for tests that act on its connections. */
  url?: string;
  /** Another repository on the same data, as a second instance would have. */
  another(options?: StoreOptions): Promise<LeadRepository>;
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

export const sqliteBackend: StorageBackend = {
  name: 'SQLite',
  async open() {
    const dir = mkdtempSync(join(tmpdir(), 'shipquote-contract-'));
    const file = join(dir, 'leads.db');
    return tracking(
      async (options) => createSqliteLeadRepository(openDatabase(file), options),
      async () => rmSync(dir, { recursive: true, force: true }),
    );
  },
};

const postgres = inject('postgres');

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

export const postgresBackend: StorageBackend = {
  name: 'PostgreSQL',
  ...('skipReason' in postgres ? { skipReason: postgres.skipReason } : {}),
  async open() {
    if (!('url' in postgres)) throw new Error(postgres.skipReason);
    const admin = postgres.url;
    const database = `shipquote_test_${randomBytes(6).toString('hex')}`;
    await asAdmin(admin, (client) => client.query(`CREATE DATABASE ${database}`));
    const url = withDatabase(admin, database);
    return {
      url,
      ...tracking(
        (options) => openPostgresLeadRepository({ connectionString: url, ...options }),
        () => asAdmin(admin, (client) => client.query(`DROP DATABASE ${database} WITH (FORCE)`)).then(() => {}),
      ),
    };
  },
};

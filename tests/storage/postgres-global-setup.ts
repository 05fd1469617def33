/**
 * Vitest global setup of the storage project: a PostgreSQL server for the contract suite. TEST_DATABASE_URL
 * when set, else a throwaway cluster of its own (scripts/postgres-cluster.mjs), in memory where it can be.
 * Under CI a server that cannot be started fails the run; on a developer machine without PostgreSQL the
 * suite is skipped, with the reason printed once.
 *
 * It also makes a template database, migrated once to the last version, that tests clone their database
 * from (storage-backends.ts): a clone is a file copy, where migrating every test's database took its
 * migrations over again. Connections to the template are refused, because PostgreSQL copies a template
 * only while no one is connected to it.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type PostgresCluster, startPostgresCluster } from '../../scripts/postgres-cluster.mjs';
import { migratePostgres } from '../../site/storage/postgres/postgres-migrations';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * An admin connection string, the migrated template database's name and whether a clone copies its
     * files (STRATEGY FILE_COPY), or why there is none.
     */
    postgres: { url: string; template: string; fileCopy: boolean } | { skipReason: string };
  }
}

async function asAdmin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates and migrates the template database; returns a function that drops it. */
async function createTemplate(admin: string, template: string): Promise<() => Promise<void>> {
  await asAdmin(admin, `CREATE DATABASE ${template}`);
  const drop = () =>
    asAdmin(admin, `ALTER DATABASE ${template} WITH IS_TEMPLATE false`).then(() =>
      asAdmin(admin, `DROP DATABASE ${template} WITH (FORCE)`),
    );
  try {
    const url = new URL(admin);
    url.pathname = `/${template}`;
    const pool = new pg.Pool({ connectionString: url.href, max: 1 });
    try {
      await migratePostgres(pool);
    } finally {
      await pool.end();
    }
    await asAdmin(admin, `ALTER DATABASE ${template} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  } catch (error) {
    await drop().catch(() => {});
    throw error;
  }
  return drop;
}

/**
 * Whether the throwaway cluster clones a test's database by copying the template's files. PostgreSQL 15
 * and later copy a template block by block through the WAL unless told otherwise; copying the files takes
 * half the time for a database this small, and the checkpoints it costs are nothing on a cluster without
 * fsync. A TEST_DATABASE_URL server keeps its default: there a checkpoint may write to a real disk.
 */
async function copiesFiles(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    return Number(rows[0]?.server_version_num) >= 150_000;
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  // A name of this run's own: a TEST_DATABASE_URL server may serve other runs at the same time.
  const template = `shipquote_template_${randomBytes(6).toString('hex')}`;
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    const dropTemplate = await createTemplate(given, template);
    project.provide('postgres', { url: given, template, fileCopy: false });
    return dropTemplate;
  }
  let cluster: PostgresCluster;
  try {
    cluster = await startPostgresCluster({ inMemory: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env.CI) throw new Error(`PostgreSQL is required under CI and could not be started: ${reason}`);
    console.warn(`PostgreSQL storage tests skipped: ${reason}`);
    project.provide('postgres', { skipReason: reason });
    return;
  }
  try {
    await createTemplate(cluster.url, template);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  project.provide('postgres', { url: cluster.url, template, fileCopy: await copiesFiles(cluster.url) });
  // The cluster goes with its databases, the template's included.
  return () => cluster.stop();
}

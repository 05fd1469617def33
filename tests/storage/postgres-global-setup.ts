/**
 * Vitest global setup of the storage project: a PostgreSQL server for the contract suite. TEST_DATABASE_URL
 * when set, else a throwaway cluster of its own (scripts/postgres-cluster.mjs). Under CI a server that
 * cannot be started fails the run; on a developer machine without PostgreSQL the suite is skipped, with the
 * reason printed once.
 */
import type { TestProject } from 'vitest/node';
import { type PostgresCluster, startPostgresCluster } from '../../scripts/postgres-cluster.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An admin connection string, or why there is none. */
    postgres: { url: string } | { skipReason: string };
  }
}

export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('postgres', { url: given });
    return;
  }
  let cluster: PostgresCluster;
  try {
    cluster = await startPostgresCluster();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env.CI) throw new Error(`PostgreSQL is required under CI and could not be started: ${reason}`);
    console.warn(`PostgreSQL storage tests skipped: ${reason}`);
    project.provide('postgres', { skipReason: reason });
    return;
  }
  project.provide('postgres', { url: cluster.url });
  return () => cluster.stop();
}

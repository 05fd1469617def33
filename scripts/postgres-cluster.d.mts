export interface PostgresCluster {
  /** Connection string of the cluster's `postgres` database, as the superuser. */
  url: string;
  /** Stops the server at once and removes its folder. */
  stop(): Promise<void>;
}

export interface PostgresClusterOptions {
  /** The cluster's folder in /dev/shm when there is one (default: the system's temporary folder). */
  inMemory?: boolean;
}

export function startPostgresCluster(options?: PostgresClusterOptions): Promise<PostgresCluster>;

export interface PostgresCluster {
  /** Connection string of the cluster's `postgres` database, as the superuser. */
  url: string;
  /** Stops the server at once and removes its folder. */
  stop(): Promise<void>;
}

export function startPostgresCluster(): Promise<PostgresCluster>;

/**
 * The bounded connection pool, and a view of it whose failures are storage errors: an unreachable
 * database rejects with DatabaseUnavailableError (503 and a retry for a submission), whatever was asked.
 * The pool needs no restart when the database comes back: a broken connection is dropped and the next
 * request opens a fresh one.
 */
import pg from 'pg';
import { isPostgresUnavailable, toStorageError } from './postgres-errors';

export interface PostgresPoolOptions {
  connectionString: string;
  /** Connections per instance. Default 10: several instances must stay under the server's max_connections. */
  maxConnections?: number;
  /** How long a request waits for a connection before it is told the database is unavailable. Default 5 s. */
  connectionTimeoutMs?: number;
}

/** What the store's parts use: a query, and a client of their own for a transaction. */
export interface PostgresConnections {
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<Row>>;
  /**
   * Runs `work` in a transaction on one connection of its own: COMMIT when it resolves, ROLLBACK when it
   * rejects (the rejection is passed on), then the connection goes back to the pool (dropped when it broke).
   */
  transaction<T>(work: (client: PostgresClient) => Promise<T>): Promise<T>;
}

export interface PostgresClient {
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<Row>>;
}

export function createPostgresPool(options: PostgresPoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
    idleTimeoutMillis: 30_000,
    // A statement or lock wait that long means something is wrong: fail it (as "unavailable") rather than
    // hold a visitor and a connection indefinitely.
    statement_timeout: 15_000,
    lock_timeout: 10_000,
    application_name: 'shipquote',
  });
  // An idle connection the server closed (a restart, a failover) is reported here; the pool has already
  // dropped it. Without a listener the error would end the process.
  pool.on('error', () => {});
  return pool;
}

export function storageConnections(pool: pg.Pool): PostgresConnections {
  return {
    async query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]) {
      try {
        return await pool.query<Row>(text, values);
      } catch (error) {
        throw toStorageError(error);
      }
    },
    async transaction(work) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw toStorageError(error);
      }
      let broken: Error | undefined;
      const inTransaction: PostgresClient = {
        async query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]) {
          try {
            return await client.query<Row>(text, values);
          } catch (error) {
            if (!isPostgresUnavailable(error)) throw error;
            broken = toStorageError(error);
            throw broken;
          }
        },
      };
      try {
        await inTransaction.query('BEGIN');
        const result = await work(inTransaction);
        await inTransaction.query('COMMIT');
        return result;
      } catch (error) {
        // A failed COMMIT has already ended the transaction; ROLLBACK then only warns. A connection that
        // cannot even roll back is dropped rather than handed to the next caller mid-transaction.
        if (!broken) {
          await client.query('ROLLBACK').catch((rollbackError: unknown) => {
            broken = toStorageError(rollbackError);
          });
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
  };
}

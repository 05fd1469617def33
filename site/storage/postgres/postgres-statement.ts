/** A statement written once for both stores (statements/statement.ts), run on PostgreSQL. */
import type pg from 'pg';
import { postgresValues, type Statement } from '../statements/statement';
import type { PostgresClient } from './postgres-pool';

/** `params` by name, in the statement's `$1`, `$2`… order; a pool's connections or a transaction's client. */
export function runStatement<Row extends pg.QueryResultRow>(
  on: PostgresClient,
  statement: Statement,
  params: object = {},
): Promise<pg.QueryResult<Row>> {
  return on.query<Row>(statement.postgres, postgresValues(statement, params));
}

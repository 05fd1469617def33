/**
 * A pool of the test's own on a PostgreSQL test database, for writing rows the way an older version did.
 * The database is dropped once the test ends, which ends this pool's connections from the server's side
 * (57P01) while the pool is still closing them: that is expected, and is not let through as an uncaught
 * error that would fail whichever test runs then.
 */
import pg from 'pg';

export function migrationPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString });
  pool.on('error', () => {});
  return pool;
}

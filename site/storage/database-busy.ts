/**
 * One signal for "the store cannot take this call now, try again in a moment", whichever store said it:
 * the submit route answers it with 503 and a retry, the batcher stops trying the rest of its batch, the
 * booking page asks the visitor to come back in a minute. Each store translates its own errors into it
 * (sqlite/sqlite-errors.ts, postgres/postgres-errors.ts), so callers never read a driver's error codes.
 */

/**
 * The store could not take the call now: the SQLite file was locked by another connection for longer than
 * the busy timeout (a backup, a second process), or PostgreSQL could not be reached or was overloaded (no
 * free connection, a restart, a lost connection). Nothing was acknowledged, and the same call is likely to
 * work in a moment.
 */
export class DatabaseUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The lead database is unavailable', options);
    this.name = 'DatabaseUnavailableError';
  }
}

export function isDatabaseBusy(error: unknown): boolean {
  return error instanceof DatabaseUnavailableError;
}

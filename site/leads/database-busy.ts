/**
 * One signal for "the store cannot take this write now, try again in a moment", whichever store said it:
 * the submit route answers it with 503 and a retry, the batcher stops trying the rest of its batch.
 */

/**
 * The PostgreSQL store could not be reached or was overloaded (no free connection, a restart, a lost
 * connection): nothing was acknowledged, and the same call is likely to work once the database is back.
 */
export class DatabaseUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The lead database is unavailable', options);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * The database was locked by another connection for longer than the busy timeout (a backup, a second
 * process), or could not be reached: nothing was written, and the same call is likely to work in a moment.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)(_|$)/.test(code);
}

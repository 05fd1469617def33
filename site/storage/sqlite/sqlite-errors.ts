/**
 * Which SQLite failures mean "the file is locked by another connection right now" rather than "this write
 * is wrong". Those become DatabaseUnavailableError at the edge of the SQLite store, as postgres-errors.ts
 * does for an unreachable server, so no caller reads SQLite's error codes.
 */
import { DatabaseUnavailableError } from '../database-busy';

/** SQLITE_BUSY and SQLITE_LOCKED, with their extended codes (SQLITE_BUSY_SNAPSHOT, SQLITE_LOCKED_SHAREDCACHE …). */
export function isSqliteBusy(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)(_|$)/.test(code);
}

/** The error to hand on: DatabaseUnavailableError for a locked file, else the error itself. */
export function toStorageError(error: unknown): Error {
  if (error instanceof DatabaseUnavailableError) return error;
  if (isSqliteBusy(error)) return new DatabaseUnavailableError({ cause: error });
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * The same calls, each with its errors translated (toStorageError), whether it throws or rejects. For the
 * parts of the store written as plain better-sqlite3 calls, so each of them needs no try/catch of its own.
 */
export function withStorageErrors<T extends object>(calls: T): T {
  const translated = Object.entries(calls).map(([name, value]) => {
    if (typeof value !== 'function') return [name, value];
    const call = (...args: unknown[]) => {
      try {
        const result: unknown = value.apply(calls, args);
        return result instanceof Promise
          ? result.catch((error: unknown) => {
              throw toStorageError(error);
            })
          : result;
      } catch (error) {
        throw toStorageError(error);
      }
    };
    return [name, call];
  });
  return Object.fromEntries(translated) as T;
}

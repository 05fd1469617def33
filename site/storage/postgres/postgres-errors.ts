/**
 * Which PostgreSQL failures mean "the database is not there right now" (try again in a moment) rather
 * than "this write is wrong". Those become DatabaseUnavailableError, so the submit route answers 503 as it
 * does for a locked SQLite file.
 */
import { DatabaseUnavailableError } from '../database-busy';

/** Socket errors of a server that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * SQLSTATEs: class 08 (connection exception), shutdown and start-up (57P01–57P03), too many connections
 * (53300), a query or lock wait cut short by its timeout (57014, 55P03), and the conflicts PostgreSQL
 * resolves by cancelling one side (40001, 40P01), which a retry settles.
 */
const UNAVAILABLE_STATES = /^(08\w{3}|57P0[123]|53300|57014|55P03|40001|40P01)$/;

/** What pg itself throws when it has no connection to give. */
const POOL_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|not queryable|Cannot use a pool after calling end/i;

export function isPostgresUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
  return POOL_MESSAGES.test(error.message);
}

/** The error to hand on: DatabaseUnavailableError for an unreachable database, else the error itself. */
export function toStorageError(error: unknown): Error {
  if (error instanceof DatabaseUnavailableError) return error;
  if (isPostgresUnavailable(error)) return new DatabaseUnavailableError({ cause: error });
  return error instanceof Error ? error : new Error(String(error));
}

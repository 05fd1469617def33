/**
 * `npm run db:migrate-to-postgres`: copies the SQLite lead database (DATABASE_FILE) into PostgreSQL
 * (DATABASE_URL) when a server moves from one to the other (scripts/migrate-to-postgres.ts is the entry
 * point; this is its testable body). The copy itself is site/storage/copy-sqlite-to-postgres.ts. What it
 * prints is counts and, for a refused copy, lead numbers: never personal data, never the connection string.
 */
import { existsSync } from 'node:fs';
import pg from 'pg';
import { readConfig } from '../site/config';
import { copySqliteToPostgres } from '../site/storage/copy-sqlite-to-postgres';
import { openDatabase } from '../site/storage/sqlite/database';
import { readCommandLine } from './command-line';
import { type CommandOutput, plural, refuseUsage } from './command-output';

/** Exit codes: 0 copied (or all present), 1 refused or failed, 2 the command was written wrong. */
const DONE = 0;
const FAILED = 1;

export const USAGE = `Usage: DATABASE_URL=postgres://… DATABASE_FILE=<file> npm run db:migrate-to-postgres

Copies every lead of the SQLite database (DATABASE_FILE, default data/shipquote.db) and the CRM outbox
rows not yet delivered into the PostgreSQL database (DATABASE_URL), after bringing its schema up to date,
in one transaction: all of it or nothing. Stop the server first (docs/deploy.md). Safe to run again: leads
already there are counted and skipped. A target lead with other content under the same lead number, token
or idempotency key stops the copy, and nothing is written. Control characters in a lead's answers (tabs, line
breaks, NUL and the like, which leads stored before they were refused may hold) are taken out as it is
copied, and those leads are listed; the SQLite file keeps them as they were.`;

/** Lead numbers listed for a refused copy or for cleaned leads; the count says how many more there are. */
const LISTED_LEADS = 20;

/** "SQ-…, SQ-…" with at most LISTED_LEADS of them, then "and N more". */
function listed(leadNumbers: readonly string[]): string {
  const more = leadNumbers.length - LISTED_LEADS;
  return `${leadNumbers.slice(0, LISTED_LEADS).join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs the command line `args` (without node and the script) and resolves with the exit code. */
export async function runMigrateToPostgresCommand(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: CommandOutput,
  cwd: string = process.cwd(),
): Promise<number> {
  const line = readCommandLine(args, {});
  if (line.kind === 'help') {
    io.out(USAGE);
    return DONE;
  }
  if (line.kind === 'wrong') {
    return refuseUsage(io, USAGE, 'This command takes no arguments: it reads DATABASE_FILE and DATABASE_URL.');
  }
  if (!env.DATABASE_URL?.trim())
    return refuseUsage(io, USAGE, 'Set DATABASE_URL to the PostgreSQL database to copy into.');
  // Only the database settings: a half-finished CRM or PUBLIC_URL setting must not block the move.
  const settings = readConfig({ DATABASE_FILE: env.DATABASE_FILE, DATABASE_URL: env.DATABASE_URL }, cwd);
  if (!settings.ok) {
    for (const error of settings.errors) io.err(error);
    return refuseUsage(io, USAGE, 'Fix the settings above.');
  }
  const { databaseFile, databaseUrl } = settings.config;
  // Opening would create an empty database, and copying it would report success with nothing moved.
  if (databaseFile === ':memory:' || !existsSync(databaseFile)) {
    io.err(`No database at ${databaseFile}. Set DATABASE_FILE to the server's database file.`);
    return FAILED;
  }

  let source: ReturnType<typeof openDatabase>;
  try {
    source = openDatabase(databaseFile);
  } catch (error) {
    io.err(`Cannot open the database at ${databaseFile}: ${messageOf(error)}`);
    return FAILED;
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, application_name: 'shipquote-migrate' });
  pool.on('error', () => {});
  try {
    const result = await copySqliteToPostgres(source, pool);
    if (result.outcome === 'refused') {
      io.err(
        `Refused: PostgreSQL already holds other content for ${plural(result.conflicts.length, 'lead', 'leads')} ` +
          `of the SQLite database: ${listed(result.conflicts)}.`,
      );
      io.err('Nothing was copied. Copy into an empty database, or compare these leads in both first.');
      return FAILED;
    }
    io.out(`Copied ${plural(result.leadsCopied, 'lead', 'leads')} to PostgreSQL.`);
    if (result.leadsCleaned.length > 0) {
      io.out(
        `Took control characters out of ${plural(result.leadsCleaned.length, 'lead as it was', 'leads as they were')} ` +
          `copied: ${listed(result.leadsCleaned)}. The SQLite file keeps them as they were.`,
      );
    }
    io.out(`${plural(result.leadsAlreadyPresent, 'lead was', 'leads were')} already there and left as they were.`);
    io.out(
      `Copied ${plural(result.ordersCopied, 'order', 'orders')} with ` +
        `${plural(result.orderEventsCopied, 'order event', 'order events')}, and ` +
        `${plural(result.callbacksCopied, 'call-back request', 'call-back requests')}.`,
    );
    io.out(
      `Copied ${plural(result.outboxRowsCopied, 'pending outbox row', 'pending outbox rows')} (CRM events and emails).`,
    );
    return DONE;
  } catch (error) {
    // pg's errors name the host, the user or a table, never the password; the connection string is not quoted.
    io.err(`The copy failed, and nothing was copied: ${messageOf(error)}`);
    return FAILED;
  } finally {
    source.close();
    await pool.end();
  }
}

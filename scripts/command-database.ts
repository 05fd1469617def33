/**
 * The server's lead database, opened for a command run by the broker (privacy-command.ts,
 * report-command.ts): DATABASE_URL when set (PostgreSQL), else DATABASE_FILE, as for the server.
 */
import { existsSync } from 'node:fs';
import { readConfig } from '../site/config';
import { redactDatabaseUrl } from '../site/log/redact-url';
import type { LeadRepository } from '../site/storage/lead-repository';
import { openLeadRepository } from '../site/storage/open-lead-repository';

/** The store, or undefined once the reason it cannot be opened has gone to `err`. */
export async function openCommandDatabase(
  env: Readonly<Record<string, string | undefined>>,
  err: (line: string) => void,
  cwd: string,
): Promise<LeadRepository | undefined> {
  // Only the database setting: a half-finished CRM or PUBLIC_URL setting must not block a command.
  const settings = readConfig({ DATABASE_FILE: env.DATABASE_FILE, DATABASE_URL: env.DATABASE_URL }, cwd);
  if (!settings.ok) {
    for (const error of settings.errors) err(error);
    return undefined;
  }
  const { databaseUrl } = settings.config;
  const file = settings.config.databaseFile;
  // Opening would create an empty database, and "nothing found" there would be a false answer.
  if (!databaseUrl && !existsSync(file)) {
    err(`No database at ${file}. Set DATABASE_FILE to the server's database file.`);
    return undefined;
  }
  try {
    return await openLeadRepository(settings.config);
  } catch (error) {
    // The connection string holds a password: it is named by its host and database only.
    const where = databaseUrl ? redactDatabaseUrl(databaseUrl) : file;
    err(`Cannot open the database at ${where}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

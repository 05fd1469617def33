/**
 * Picks the lead store from the settings: PostgreSQL when DATABASE_URL is set (several instances on one
 * database), else the SQLite file (DATABASE_FILE), the embedded default that needs nothing else.
 */
import type { LeadRepository } from './lead-repository';
import { openPostgresLeadRepository } from './postgres/postgres-lead-repository';
import { openSqliteLeadRepository } from './sqlite/sqlite-lead-repository';

export async function openLeadRepository(config: {
  databaseFile: string;
  databaseUrl?: string | undefined;
}): Promise<LeadRepository> {
  if (config.databaseUrl) return openPostgresLeadRepository({ connectionString: config.databaseUrl });
  return openSqliteLeadRepository(config.databaseFile);
}

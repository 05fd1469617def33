/** Picks the lead store from the settings: the SQLite file (DATABASE_FILE), the embedded default. */
import type { LeadRepository } from './lead-repository';
import { openSqliteLeadRepository } from './sqlite/sqlite-lead-repository';

export async function openLeadRepository(config: { databaseFile: string }): Promise<LeadRepository> {
  return openSqliteLeadRepository(config.databaseFile);
}

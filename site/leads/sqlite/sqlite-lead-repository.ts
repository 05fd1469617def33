/**
 * The storage contract (lead-repository.ts) over one better-sqlite3 connection: the embedded default.
 * Its calls run synchronously inside the returned Promise, so a lead is committed (and fsynced, see
 * database.ts) by the time `create` resolves.
 */
import type { Database } from 'better-sqlite3';
import type { LeadRepository } from '../lead-repository';
import { openDatabase } from './database';
import { createLeadStore, type LeadStoreOptions } from './lead-store';
import { anonymiseLeads, leadIdsByEmail, leadIdsCreatedBefore } from './sqlite-anonymiser';
import { withStorageErrors } from './sqlite-errors';
import { createSqliteLeadReport } from './sqlite-lead-report';
import { createSqliteOutbox } from './sqlite-outbox';
import { databaseReadiness } from './writability-probe';

export function createSqliteLeadRepository(db: Database, options: LeadStoreOptions = {}): LeadRepository {
  const store = createLeadStore(db, options);
  // A locked file is reported as the contract's DatabaseUnavailableError, whichever part met it.
  return withStorageErrors({
    async create(submission, meta) {
      return store.create(submission, meta);
    },
    async createMany(items) {
      return store.createMany(items);
    },
    async findByToken(token) {
      return store.findByToken(token);
    },
    async findByLeadNumber(leadNumber) {
      return store.findByLeadNumber(leadNumber);
    },
    async count() {
      return store.count();
    },
    outbox: withStorageErrors(createSqliteOutbox(db)),
    privacy: withStorageErrors({
      async findByEmail(email) {
        return leadIdsByEmail(db, email).flatMap((id) => {
          const lead = store.findById(id);
          return lead ? [lead] : [];
        });
      },
      async idsCreatedBefore(cutoff) {
        return leadIdsCreatedBefore(db, cutoff);
      },
      async anonymise(ids) {
        const result = anonymiseLeads(db, ids);
        // The old values were overwritten in the file (secure_delete), but earlier page images can sit in
        // the write-ahead log until it is reused: fold it into the file and empty it now. A reader at this
        // very moment can keep part of it for a while; SQLite overwrites it as it goes.
        if (result.leadNumbers.length > 0) db.pragma('wal_checkpoint(TRUNCATE)');
        return result;
      },
    }),
    reports: withStorageErrors(createSqliteLeadReport(db)),
    async checkWritable() {
      return databaseReadiness(db);
    },
    async close() {
      db.close();
    },
  });
}

/** Opens (creating and migrating when needed) the SQLite file and wraps it in the storage contract. */
export function openSqliteLeadRepository(file: string): LeadRepository {
  return createSqliteLeadRepository(openDatabase(file));
}

/**
 * The storage contract (lead-repository.ts) over one better-sqlite3 connection: the embedded default.
 * Its calls run synchronously inside the returned Promise, so a lead is committed (and fsynced, see
 * database.ts) by the time `createMany` resolves.
 */
import type { Database } from 'better-sqlite3';
import { createLeads, type StoreClock } from '../create-lead';
import { createCallback, createOrder } from '../create-order';
import { type LeadRow, toStoredLead } from '../lead-columns';
import { dueForAnonymisingSql, type OutboxRecordRow, toOutboxRecord } from '../lead-records';
import type { LeadRepository, NewLead } from '../lead-repository';
import { runSteps } from '../lead-writes';
import { type CallbackRow, type OrderRow, toStoredCallback, toStoredOrder } from '../order-columns';
import type { CallbackRepository, NewCallbackRequest, NewOrder, OrderRepository } from '../order-repository';
import { openDatabase } from './database';
import { anonymiseLeads } from './sqlite-anonymiser';
import { withStorageErrors } from './sqlite-errors';
import { createSqliteLeadReport } from './sqlite-lead-report';
import { sqliteLeadWrites } from './sqlite-lead-writes';
import { createSqliteOrderEvents } from './sqlite-order-events';
import { createSqliteOutbox } from './sqlite-outbox';
import { databaseReadiness } from './writability-probe';

export function createSqliteLeadRepository(db: Database, sources: StoreClock = {}): LeadRepository {
  const writes = sqliteLeadWrites(db);
  // IMMEDIATE takes the write lock first: two processes submitting the same key are serialised by SQLite
  // (busy_timeout), and the second finds the first's lead through the UNIQUE key. One commit (one fsync)
  // serves the whole batch.
  const writeBatch = db.transaction((items: readonly NewLead[]) => runSteps(createLeads(items, sources), writes));
  const writeOrder = db.transaction((order: NewOrder) => runSteps(createOrder(order, sources), writes));
  const writeCallback = db.transaction((request: NewCallbackRequest) =>
    runSteps(createCallback(request, sources), writes),
  );
  const orderByNumber = db.prepare<[string], OrderRow>('SELECT * FROM orders WHERE order_number = ?');
  const byToken = db.prepare<[string], LeadRow>('SELECT * FROM leads WHERE token = ?');
  const byLeadNumber = db.prepare<[string], LeadRow>('SELECT * FROM leads WHERE lead_number = ?');
  const byId = db.prepare<[number], LeadRow>('SELECT * FROM leads WHERE id = ?');
  const countAll = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM leads');
  // The form trims but keeps case; a person writing in need not remember how they typed it. SQLite's lower()
  // folds ASCII only, which is every address the form accepts.
  const byEmail = db.prepare<[string], LeadRow>(
    "SELECT * FROM leads WHERE email <> '' AND lower(trim(email)) = ? ORDER BY id",
  );
  // created_at is always toISOString() (lead-columns.ts), so text order is time order and the index serves it.
  const idsBefore = db.prepare<[string | null, string], { id: number }>(
    dueForAnonymisingSql(['?', '?'], 'orders.anonymised = 0'),
  );
  const inList = (ids: readonly number[]) => ids.map(() => '?').join(', ');

  // A locked file is reported as the contract's DatabaseUnavailableError, whichever part met it.
  return withStorageErrors<LeadRepository>({
    async createMany(items) {
      return items.length === 0 ? [] : writeBatch.immediate(items);
    },
    async findByToken(token) {
      const row = byToken.get(token);
      return row && toStoredLead(row);
    },
    async findByLeadNumber(leadNumber) {
      const row = byLeadNumber.get(leadNumber);
      return row && toStoredLead(row);
    },
    async findById(id) {
      const row = byId.get(id);
      return row && toStoredLead(row);
    },
    async count() {
      return countAll.get()?.n ?? 0;
    },
    outbox: withStorageErrors(createSqliteOutbox(db)),
    orders: withStorageErrors<OrderRepository>({
      async create(order) {
        return writeOrder.immediate(order);
      },
      async findByLeadId(leadId) {
        return writes.orderByLeadId(leadId);
      },
      async findByOrderNumber(orderNumber) {
        const row = orderByNumber.get(orderNumber);
        return row && toStoredOrder(row);
      },
    }),
    orderEvents: withStorageErrors(createSqliteOrderEvents(db, sources)),
    callbacks: withStorageErrors<CallbackRepository>({
      async create(request) {
        return writeCallback.immediate(request);
      },
      async findByLeadId(leadId) {
        return writes.callbackByLeadId(leadId);
      },
    }),
    privacy: withStorageErrors({
      async findByEmail(email) {
        return byEmail.all(email.trim().toLowerCase()).map(toStoredLead);
      },
      async idsCreatedBefore(cutoff, orderCutoff) {
        return idsBefore.all(cutoff?.toISOString() ?? null, orderCutoff.toISOString()).map((row) => row.id);
      },
      async recordsOf(ids) {
        if (ids.length === 0) return { orders: [], callbacks: [], outbox: [] };
        const list = inList(ids);
        const orders = db.prepare<number[], OrderRow>(`SELECT * FROM orders WHERE lead_id IN (${list}) ORDER BY id`);
        const callbacks = db.prepare<number[], CallbackRow>(
          `SELECT * FROM callback_requests WHERE lead_id IN (${list}) ORDER BY id`,
        );
        const outbox = db.prepare<number[], OutboxRecordRow>(
          `SELECT * FROM outbox WHERE lead_id IN (${list}) ORDER BY id`,
        );
        return {
          orders: orders.all(...ids).map(toStoredOrder),
          callbacks: callbacks.all(...ids).map(toStoredCallback),
          outbox: outbox.all(...ids).map(toOutboxRecord),
        };
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
export function openSqliteLeadRepository(file: string, sources: StoreClock = {}): LeadRepository {
  return createSqliteLeadRepository(openDatabase(file), sources);
}

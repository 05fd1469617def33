/**
 * The storage contract (lead-repository.ts) over one better-sqlite3 connection: the embedded default.
 * Its calls run synchronously inside the returned Promise, so a lead is committed (and fsynced, see
 * database.ts) by the time `createMany` resolves.
 */

import type { Database } from 'better-sqlite3';
import { createLeads, type StoreClock } from '../create-lead';
import { createCallback, createOrder } from '../create-order';
import { type LeadRow, toStoredLead } from '../lead-columns';
import { type OutboxRecordRow, toOutboxRecord } from '../lead-records';
import type { LeadRepository, NewLead } from '../lead-repository';
import { runSteps } from '../lead-writes';
import { type CallbackRow, type OrderRow, toStoredCallback, toStoredOrder } from '../order-columns';
import { type ListedOrderRow, toListedOrder } from '../order-listing';
import type { CallbackRepository, NewCallbackRequest, NewOrder, OrderRepository } from '../order-repository';
import { COUNT_LEADS, LEAD_BY_ID, LEAD_BY_NUMBER, LEAD_BY_TOKEN } from '../statements/lead-statements';
import { LIST_ORDERS, listOrdersParams, ORDER_BY_NUMBER, searchOrdersStatement } from '../statements/order-statements';
import { DUE_FOR_ANONYMISING, LEADS_BY_EMAIL } from '../statements/privacy-statements';
import { openDatabase } from './database';
import { anonymiseLeads } from './sqlite-anonymiser';
import { withStorageErrors } from './sqlite-errors';
import { createSqliteLeadReport } from './sqlite-lead-report';
import { sqliteLeadWrites } from './sqlite-lead-writes';
import { createSqliteOrderEvents } from './sqlite-order-events';
import { sqliteOrderLocks } from './sqlite-order-locks';
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
  const orderByNumber = db.prepare<[{ orderNumber: string }], OrderRow>(ORDER_BY_NUMBER.sqlite);
  const listOrders = db.prepare<[ReturnType<typeof listOrdersParams>], ListedOrderRow>(LIST_ORDERS.sqlite);
  const byToken = db.prepare<[{ token: string }], LeadRow>(LEAD_BY_TOKEN.sqlite);
  const byLeadNumber = db.prepare<[{ leadNumber: string }], LeadRow>(LEAD_BY_NUMBER.sqlite);
  const byId = db.prepare<[{ id: number }], LeadRow>(LEAD_BY_ID.sqlite);
  const countAll = db.prepare<[], { n: number }>(COUNT_LEADS.sqlite);
  const byEmail = db.prepare<[{ email: string }], LeadRow>(LEADS_BY_EMAIL.sqlite);
  const idsBefore = db.prepare<[{ cutoff: string | null; orderCutoff: string }], { id: number }>(
    DUE_FOR_ANONYMISING.sqlite,
  );
  const inList = (ids: readonly number[]) => ids.map(() => '?').join(', ');

  // A locked file is reported as the contract's DatabaseUnavailableError, whichever part met it.
  return withStorageErrors<LeadRepository>({
    async createMany(items) {
      return items.length === 0 ? [] : writeBatch.immediate(items);
    },
    async findByToken(token) {
      const row = byToken.get({ token });
      return row && toStoredLead(row);
    },
    async findByLeadNumber(leadNumber) {
      const row = byLeadNumber.get({ leadNumber });
      return row && toStoredLead(row);
    },
    async findById(id) {
      const row = byId.get({ id });
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
        const row = orderByNumber.get({ orderNumber });
        return row && toStoredOrder(row);
      },
      async list(query) {
        return listOrders.all(listOrdersParams(query)).map(toListedOrder);
      },
      async search(search, limit) {
        const { statement, params } = searchOrdersStatement(search, limit);
        return db.prepare<[object], ListedOrderRow>(statement.sqlite).all(params).map(toListedOrder);
      },
      exclusive: sqliteOrderLocks(db),
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
        return byEmail.all({ email: email.trim().toLowerCase() }).map(toStoredLead);
      },
      async idsCreatedBefore(cutoff, orderCutoff) {
        const dates = { cutoff: cutoff?.toISOString() ?? null, orderCutoff: orderCutoff.toISOString() };
        return idsBefore.all(dates).map((row) => row.id);
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

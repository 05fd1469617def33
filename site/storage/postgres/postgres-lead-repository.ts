/**
 * The storage contract (lead-repository.ts) over PostgreSQL: what lets several stateless instances
 * behind a load balancer share one database. Leads, booking tokens, idempotency keys with their
 * submission hashes and the CRM outbox all live there; an instance keeps nothing of its own.
 */

import type pg from 'pg';
import { createLeads, type StoreClock } from '../create-lead';
import { createCallback, createOrder } from '../create-order';
import { type LeadRow, toStoredLead } from '../lead-columns';
import type { LeadRepository } from '../lead-repository';
import { runStepsAsync } from '../lead-writes';
import { type CallbackRow, type OrderRow, toStoredCallback, toStoredOrder } from '../order-columns';
import { type ListedOrderRow, toListedOrder } from '../order-listing';
import { COUNT_LEADS, LEAD_BY_ID, LEAD_BY_NUMBER, LEAD_BY_TOKEN } from '../statements/lead-statements';
import {
  CALLBACK_BY_LEAD_ID,
  LIST_ORDERS,
  listOrdersParams,
  ORDER_BY_LEAD_ID,
  ORDER_BY_NUMBER,
  searchOrdersStatement,
} from '../statements/order-statements';
import type { Statement } from '../statements/statement';
import { lockCapKeys } from './postgres-cap-locks';
import { createPostgresLeadReport } from './postgres-lead-report';
import { postgresLeadWrites } from './postgres-lead-writes';
import { migratePostgres } from './postgres-migrations';
import { createPostgresOrderEvents } from './postgres-order-events';
import { postgresOrderLocks } from './postgres-order-locks';
import { createPostgresOutbox } from './postgres-outbox';
import { createOutboxListener, OUTBOX_CHANNEL } from './postgres-outbox-listener';
import { createPostgresPool, type PostgresPoolOptions, storageConnections } from './postgres-pool';
import { createPostgresPrivacy } from './postgres-privacy';
import { postgresReadiness } from './postgres-readiness';
import { runStatement } from './postgres-statement';

export type PostgresLeadRepositoryOptions = PostgresPoolOptions & StoreClock;

export function createPostgresLeadRepository(
  pool: pg.Pool,
  options: StoreClock & { connectionString: string },
): LeadRepository {
  const connections = storageConnections(pool);
  const locks = postgresOrderLocks(pool.options.connectionString);
  const listener = createOutboxListener(options.connectionString);
  let closed = false;

  async function leadWhere(statement: Statement, params: object) {
    const { rows } = await runStatement<LeadRow>(connections, statement, params);
    return rows[0] && toStoredLead(rows[0]);
  }

  async function orderWhere(statement: Statement, params: object) {
    const { rows } = await runStatement<OrderRow>(connections, statement, params);
    return rows[0] && toStoredOrder(rows[0]);
  }

  return {
    async createMany(items) {
      if (items.length === 0) return [];
      // The Promise settles only after COMMIT has returned.
      return connections.transaction(async (client) => {
        await lockCapKeys(
          client,
          items.flatMap((item) => item.capKeys),
        );
        const results = await runStepsAsync(createLeads(items, options), postgresLeadWrites(client));
        // Delivered with the commit, to every instance's listener (postgres-outbox-listener.ts).
        if (results.some((result) => !(result instanceof Error) && result.created)) {
          await client.query(`NOTIFY ${OUTBOX_CHANNEL}`);
        }
        return results;
      });
    },
    async findByToken(token) {
      return leadWhere(LEAD_BY_TOKEN, { token });
    },
    async findByLeadNumber(leadNumber) {
      return leadWhere(LEAD_BY_NUMBER, { leadNumber });
    },
    async findById(id) {
      return leadWhere(LEAD_BY_ID, { id });
    },
    async count() {
      const { rows } = await runStatement<{ n: string }>(connections, COUNT_LEADS);
      return Number(rows[0]?.n ?? 0);
    },
    outbox: createPostgresOutbox(connections, listener),
    orders: {
      async create(order) {
        return connections.transaction(async (client) => {
          const result = await runStepsAsync(createOrder(order, options), postgresLeadWrites(client));
          if (result.created) await client.query(`NOTIFY ${OUTBOX_CHANNEL}`);
          return result;
        });
      },
      async findByLeadId(leadId) {
        return orderWhere(ORDER_BY_LEAD_ID, { leadId });
      },
      async findByOrderNumber(orderNumber) {
        return orderWhere(ORDER_BY_NUMBER, { orderNumber });
      },
      async list(query) {
        const { rows } = await runStatement<ListedOrderRow>(connections, LIST_ORDERS, listOrdersParams(query));
        return rows.map(toListedOrder);
      },
      async search(search, limit) {
        const { statement, params } = searchOrdersStatement(search, limit);
        const { rows } = await runStatement<ListedOrderRow>(connections, statement, params);
        return rows.map(toListedOrder);
      },
      exclusive: locks.exclusive,
    },
    orderEvents: createPostgresOrderEvents(connections, options),
    callbacks: {
      async create(request) {
        return connections.transaction(async (client) => {
          await lockCapKeys(client, request.capKeys ?? []);
          const result = await runStepsAsync(createCallback(request, options), postgresLeadWrites(client));
          if (result.created) await client.query(`NOTIFY ${OUTBOX_CHANNEL}`);
          return result;
        });
      },
      async findByLeadId(leadId) {
        const { rows } = await runStatement<CallbackRow>(connections, CALLBACK_BY_LEAD_ID, { leadId });
        return rows[0] && toStoredCallback(rows[0]);
      },
    },
    privacy: createPostgresPrivacy(connections),
    reports: createPostgresLeadReport(connections),
    async checkWritable() {
      if (closed) return { ok: false, reason: 'the lead database is closed' };
      return postgresReadiness(connections);
    },
    async close() {
      if (closed) return;
      closed = true;
      await listener.close();
      await locks.close();
      await pool.end();
    },
  };
}

/** Connects, migrates (one instance at a time) and wraps the pool in the storage contract. */
export async function openPostgresLeadRepository(options: PostgresLeadRepositoryOptions): Promise<LeadRepository> {
  const pool = createPostgresPool(options);
  try {
    await migratePostgres(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return createPostgresLeadRepository(pool, options);
}

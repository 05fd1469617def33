/**
 * The storage contract (lead-repository.ts) over PostgreSQL: what lets several stateless instances
 * behind a load balancer share one database. Leads, booking tokens, idempotency keys with their
 * submission hashes and the CRM outbox all live there; an instance keeps nothing of its own.
 */
import type pg from 'pg';
import { isBookingTokenShape } from '../booking-token';
import { isLeadNumberShape } from '../lead-number';
import type { LeadRepository } from '../lead-repository';
import { createPostgresLeadReport } from './postgres-lead-report';
import { type PostgresLeadRow, toStoredLead } from './postgres-lead-rows';
import { createPostgresLeadWriter, type PostgresLeadWriterOptions } from './postgres-lead-writer';
import { migratePostgres } from './postgres-migrations';
import { createPostgresOutbox } from './postgres-outbox';
import { createOutboxListener } from './postgres-outbox-listener';
import { createPostgresPool, type PostgresPoolOptions, storageConnections } from './postgres-pool';
import { createPostgresPrivacy } from './postgres-privacy';
import { postgresReadiness } from './postgres-readiness';

export type PostgresLeadRepositoryOptions = PostgresPoolOptions & PostgresLeadWriterOptions;

export function createPostgresLeadRepository(
  pool: pg.Pool,
  options: PostgresLeadWriterOptions & { connectionString: string },
): LeadRepository {
  const connections = storageConnections(pool);
  const listener = createOutboxListener(options.connectionString);
  const writeBatch = createPostgresLeadWriter(options);
  let closed = false;

  async function leadWhere(column: 'token' | 'lead_number', value: string) {
    const { rows } = await connections.query<PostgresLeadRow>(`SELECT * FROM leads WHERE ${column} = $1`, [value]);
    return rows[0] && toStoredLead(rows[0]);
  }

  async function createMany(items: Parameters<LeadRepository['createMany']>[0]) {
    if (items.length === 0) return [];
    return connections.transaction((client) => writeBatch(client, items));
  }

  return {
    createMany,
    async create(submission, meta) {
      const [result] = await createMany([{ submission, meta }]);
      if (!result) throw new Error('No result');
      if (result instanceof Error) throw result;
      return result;
    },
    async findByToken(token) {
      return isBookingTokenShape(token) ? leadWhere('token', token) : undefined;
    },
    async findByLeadNumber(leadNumber) {
      return isLeadNumberShape(leadNumber) ? leadWhere('lead_number', leadNumber) : undefined;
    },
    async count() {
      const { rows } = await connections.query<{ n: string }>('SELECT count(*) AS n FROM leads');
      return Number(rows[0]?.n ?? 0);
    },
    outbox: createPostgresOutbox(connections, listener),
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

/**
 * The PostgreSQL schema as an ordered list of migrations, the counterpart of sqlite/migrations.ts. The
 * versions applied are rows of schema_migrations. Append new migrations at the end; never edit one that
 * has shipped.
 */
import type { Pool } from 'pg';
import { CARD_PAYMENTS_FROM_EVENTS, ORDER_STATUS_FROM_EVENTS } from '../order-status-backfill';

export interface PostgresMigration {
  /** 1, 2, 3 … in order, without gaps. */
  version: number;
  name: string;
  sql: string;
}

export const POSTGRES_MIGRATIONS: readonly PostgresMigration[] = [
  {
    version: 1,
    name: 'leads and the CRM outbox',
    // The same tables as the SQLite schema at its version 4, with timestamps as timestamptz. session_id,
    // token and idempotency_key are UNIQUE so the database, not the code, is the last word when two
    // instances race. claimed_until is the outbox lease: a claimed row is hidden from every other
    // instance until then, and a dead instance's rows come back when it passes.
    sql: `
      CREATE TABLE leads (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        session_id text NOT NULL UNIQUE,
        token text NOT NULL UNIQUE,
        idempotency_key text NOT NULL UNIQUE,
        submission_hash text,
        created_at timestamptz NOT NULL,
        mode text NOT NULL,
        origin text NOT NULL,
        destination text NOT NULL,
        ship_date text NOT NULL,
        transport_type text NOT NULL,
        first_name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        vehicles_json text NOT NULL,
        context_json text NOT NULL,
        website text,
        flagged boolean NOT NULL DEFAULT false
      );
      CREATE INDEX leads_created_at ON leads (created_at);
      CREATE INDEX leads_email ON leads (lower(btrim(email))) WHERE email <> '';
      CREATE TABLE outbox (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        event text NOT NULL,
        payload_json text NOT NULL,
        idempotency_key text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        claimed_until timestamptz,
        last_attempt_at timestamptz,
        last_error text,
        delivered_at timestamptz,
        created_at timestamptz NOT NULL,
        UNIQUE (lead_id, event)
      );
      CREATE INDEX outbox_pending ON outbox (id) WHERE delivered_at IS NULL;
      CREATE INDEX outbox_delivered ON outbox (delivered_at) WHERE delivered_at IS NOT NULL;
    `,
  },
  {
    version: 2,
    name: 'lead_number, and the price shown',
    // The counterpart of SQLite's version 5. The UNIQUE constraint is renamed with its column: the lead
    // writer tells a taken lead number from a taken idempotency key by the constraint's name. price_json is
    // the price the visitor was shown; leads stored before this migration keep NULL and are not priced
    // here, since figures priced now are not the ones the visitor saw (docs/product.md).
    sql: `
      ALTER TABLE leads RENAME COLUMN session_id TO lead_number;
      ALTER TABLE leads RENAME CONSTRAINT leads_session_id_key TO leads_lead_number_key;
      ALTER TABLE leads ADD COLUMN price_json text;
    `,
  },
  {
    version: 3,
    name: 'outbox rows per destination, and given-up rows',
    // As the SQLite migration of the same name: each row names its destination, whose relay claims only its own rows, and a
    // lead's event goes to each destination once; gave_up_at marks a row refused for good, never claimed
    // again. Every existing row was for the CRM.
    sql: `
      ALTER TABLE outbox
        ADD COLUMN destination text NOT NULL DEFAULT 'crm',
        ADD COLUMN gave_up_at timestamptz,
        DROP CONSTRAINT outbox_lead_id_event_key,
        ADD CONSTRAINT outbox_lead_id_event_destination_key UNIQUE (lead_id, event, destination);
      DROP INDEX outbox_pending;
      CREATE INDEX outbox_pending ON outbox (destination, id) WHERE delivered_at IS NULL AND gave_up_at IS NULL;
      CREATE INDEX outbox_given_up ON outbox (gave_up_at) WHERE gave_up_at IS NOT NULL;
    `,
  },
  {
    version: 4,
    name: 'orders, call-back requests',
    // As the SQLite migration of the same name: one order and one call-back request per lead, by the UNIQUE
    // lead_id, which also settles two instances signing the same lead at once. The quote email cap counts
    // earlier leads from one address through leads_email, made in version 1.
    sql: `
      CREATE TABLE orders (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        order_number text NOT NULL UNIQUE,
        lead_id integer NOT NULL UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        signed_name text NOT NULL,
        consent_at timestamptz NOT NULL,
        client_address text,
        user_agent text,
        details_json text NOT NULL,
        price_json text NOT NULL,
        agreement_json text NOT NULL,
        agreement_hash text NOT NULL,
        anonymised boolean NOT NULL DEFAULT false
      );
      CREATE INDEX orders_created_at ON orders (created_at);
      CREATE TABLE callback_requests (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        lead_id integer NOT NULL UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        preferred_day text NOT NULL,
        time_window text NOT NULL CHECK (time_window IN ('morning', 'afternoon', 'evening')),
        client_address text
      );
    `,
  },
  {
    version: 5,
    name: 'outbox cap keys',
    // As the SQLite migration of the same name.
    sql: `
      ALTER TABLE outbox ADD COLUMN cap_key text;
      CREATE INDEX outbox_capped ON outbox (cap_key, created_at) WHERE cap_key IS NOT NULL;
    `,
  },
  {
    version: 6,
    name: 'order events',
    // As the SQLite migration of the same name: the event's own id is UNIQUE, seq is the order rows were
    // stored (and judged) in, refusal the reason an event was refused.
    sql: `
      CREATE TABLE order_events (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        id text NOT NULL UNIQUE,
        order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        type text NOT NULL,
        actor text NOT NULL CHECK (actor IN ('customer', 'broker', 'dispatch')),
        occurred_at timestamptz NOT NULL,
        received_at timestamptz NOT NULL,
        data_json text NOT NULL,
        refusal text
      );
      CREATE INDEX order_events_order ON order_events (order_id, seq);
    `,
  },
  {
    version: 7,
    name: 'order status',
    // As the SQLite migration of the same name.
    sql: `
      ALTER TABLE orders ADD COLUMN status text NOT NULL DEFAULT 'signed';
      UPDATE orders SET status = ${ORDER_STATUS_FROM_EVENTS}
      WHERE EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = orders.id);
      CREATE INDEX orders_status ON orders (status);
    `,
  },
  {
    version: 8,
    name: 'card payments',
    // As the SQLite migration of the same name.
    sql: `
      ALTER TABLE orders ADD COLUMN card_payments boolean NOT NULL DEFAULT false;
      UPDATE orders SET card_payments = true WHERE ${CARD_PAYMENTS_FROM_EVENTS};
    `,
  },
];

/** Any fixed number, the same in every instance: the advisory lock that lets one of them migrate at a time. */
const MIGRATION_LOCK_KEY = 7_250_114_001;

/**
 * Brings the database up to the last migration and returns the versions it applied. It runs under a
 * session advisory lock: instances starting together take turns, and the later ones find nothing to do.
 * Each migration commits with its schema_migrations row, so a failure leaves the last good version.
 */
export async function migratePostgres(
  pool: Pool,
  migrations: readonly PostgresMigration[] = POSTGRES_MIGRATIONS,
): Promise<number[]> {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(`Migration "${migration.name}" has version ${migration.version}; expected ${index + 1}`);
    }
  });
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await client.query(`
        CREATE TABLE IF NOT EXISTS schema_migrations (
          version integer PRIMARY KEY,
          name text NOT NULL,
          applied_at timestamptz NOT NULL DEFAULT now()
        )
      `);
      const { rows } = await client.query<{ version: number }>(
        'SELECT coalesce(max(version), 0) AS version FROM schema_migrations',
      );
      const current = rows[0]?.version ?? 0;
      if (current > migrations.length) {
        // A newer release migrated this database; running old code on it could lose data.
        throw new Error(`The database is at schema version ${current}, newer than this code (${migrations.length})`);
      }
      const applied: number[] = [];
      for (const migration of migrations.slice(current)) {
        await client.query('BEGIN');
        try {
          await client.query(migration.sql);
          await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
            migration.version,
            migration.name,
          ]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
        applied.push(migration.version);
      }
      return applied;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

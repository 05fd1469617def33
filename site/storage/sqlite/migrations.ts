/**
 * The lead database's schema as an ordered list of migrations. The schema version lives in
 * `PRAGMA user_version`: a migration runs once, in order, and re-opening a database applies only the
 * ones it lacks. Append new migrations at the end; never edit one that has shipped.
 */
import type { Database } from 'better-sqlite3';
import { CARD_PAYMENTS_FROM_EVENTS, ORDER_STATUS_FROM_EVENTS } from '../order-status-backfill';

export interface Migration {
  /** 1, 2, 3 … in order, without gaps: the database's `user_version` after this migration. */
  version: number;
  /** What the migration does, for people reading the list. */
  name: string;
  up(db: Database): void;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'leads',
    up(db) {
      // session_id is the lead number people read out; token is
      // the booking page's secret (random, never the lead number); idempotency_key
      // makes a retried submit return the first lead. All three are UNIQUE so the database, not the
      // code, is the last word when two requests race.
      db.exec(`
        CREATE TABLE leads (
          id INTEGER PRIMARY KEY,
          session_id TEXT NOT NULL UNIQUE,
          token TEXT NOT NULL UNIQUE,
          idempotency_key TEXT NOT NULL UNIQUE,
          created_at TEXT NOT NULL,
          mode TEXT NOT NULL,
          origin TEXT NOT NULL,
          destination TEXT NOT NULL,
          ship_date TEXT NOT NULL,
          transport_type TEXT NOT NULL,
          first_name TEXT NOT NULL,
          email TEXT NOT NULL,
          phone TEXT NOT NULL,
          vehicles_json TEXT NOT NULL,
          context_json TEXT NOT NULL,
          -- The honeypot field's value, kept so a flagged lead can be reviewed.
          website TEXT,
          flagged INTEGER NOT NULL DEFAULT 0 CHECK (flagged IN (0, 1))
        ) STRICT;
        CREATE INDEX leads_created_at ON leads (created_at);
      `);
    },
  },
  {
    version: 2,
    name: 'CRM outbox',
    up(db) {
      // One row per event to forward (nothing acknowledged is ever lost). The retry
      // schedule lives here, not in memory, so it survives restarts. last_error holds a status code or
      // an error name only: the payload carries personal data, error texts must not.
      db.exec(`
        CREATE TABLE outbox (
          id INTEGER PRIMARY KEY,
          lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
          event TEXT NOT NULL,
          payload_json TEXT NOT NULL,
          idempotency_key TEXT NOT NULL,
          attempts INTEGER NOT NULL DEFAULT 0,
          next_attempt_at TEXT NOT NULL,
          last_attempt_at TEXT,
          last_error TEXT,
          delivered_at TEXT,
          created_at TEXT NOT NULL,
          UNIQUE (lead_id, event)
        ) STRICT;
        CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL;
      `);
    },
  },
  {
    version: 3,
    name: 'submission hash',
    up(db) {
      // SHA-256 of the quote without its key (submission-hash.ts): a key sent again with a different
      // quote is refused rather than answered with the first lead. Rows stored before this migration
      // keep NULL; the store hashes their columns when it needs to compare.
      db.exec('ALTER TABLE leads ADD COLUMN submission_hash TEXT');
    },
  },
  {
    version: 4,
    name: 'outbox indexes for the claim and the purge',
    up(db) {
      // The claim walks pending rows in id order (a cursor over id). With only outbox_due, SQLite chose the
      // primary key for `id > ? ORDER BY id` and stepped over every delivered row ever written: 85 ms per
      // claim at 500k rows, on the event loop. This index holds the pending rows only, in id order, with
      // next_attempt_at beside the id so the due check reads nothing else.
      // outbox_delivered lets the purge of old delivered rows find them without reading the table.
      db.exec(`
        CREATE INDEX outbox_pending ON outbox (id, next_attempt_at) WHERE delivered_at IS NULL;
        CREATE INDEX outbox_delivered ON outbox (delivered_at) WHERE delivered_at IS NOT NULL;
      `);
    },
  },
  {
    version: 5,
    name: 'lead_number, and the price shown',
    up(db) {
      // The column is named after what it holds, as the code names it. RENAME COLUMN rewrites the UNIQUE
      // constraint and every index with it.
      // price_json: the price the visitor was shown (site/quote/pricing/quoted-price.ts), stored with the lead so
      // the booking page and the CRM show it whatever the rate table says later. Leads stored before this
      // migration keep NULL: they are not priced here, since pricing them now would give figures the
      // visitor never saw. Their booking page says an advisor will confirm the price (docs/product.md).
      db.exec(`
        ALTER TABLE leads RENAME COLUMN session_id TO lead_number;
        ALTER TABLE leads ADD COLUMN price_json TEXT;
      `);
    },
  },
  {
    version: 6,
    name: 'outbox rows per destination, a lease of their own, and given-up rows',
    up(db) {
      // Each row names its destination ('crm', later 'email' …), whose relay claims only its own rows; a
      // lead's event goes to each destination once, hence the wider UNIQUE. claimed_until is the lease, as
      // in PostgreSQL: it used to be written into next_attempt_at, which left no way to make waiting rows
      // due at once after an outage without also taking rows in flight in another process. gave_up_at
      // marks a row a destination refused for good; it is never claimed again. SQLite cannot drop a
      // table's UNIQUE, so the table is rebuilt; every existing row was for the CRM.
      db.exec(`
        CREATE TABLE outbox_next (
          id INTEGER PRIMARY KEY,
          lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
          destination TEXT NOT NULL DEFAULT 'crm',
          event TEXT NOT NULL,
          payload_json TEXT NOT NULL,
          idempotency_key TEXT NOT NULL,
          attempts INTEGER NOT NULL DEFAULT 0,
          next_attempt_at TEXT NOT NULL,
          claimed_until TEXT,
          last_attempt_at TEXT,
          last_error TEXT,
          delivered_at TEXT,
          gave_up_at TEXT,
          created_at TEXT NOT NULL,
          UNIQUE (lead_id, event, destination)
        ) STRICT;
        INSERT INTO outbox_next (id, lead_id, event, payload_json, idempotency_key, attempts, next_attempt_at,
          last_attempt_at, last_error, delivered_at, created_at)
        SELECT id, lead_id, event, payload_json, idempotency_key, attempts, next_attempt_at,
          last_attempt_at, last_error, delivered_at, created_at
        FROM outbox;
        DROP TABLE outbox;
        ALTER TABLE outbox_next RENAME TO outbox;
        CREATE INDEX outbox_pending ON outbox (destination, id, next_attempt_at, claimed_until)
          WHERE delivered_at IS NULL AND gave_up_at IS NULL;
        CREATE INDEX outbox_delivered ON outbox (delivered_at) WHERE delivered_at IS NOT NULL;
        CREATE INDEX outbox_given_up ON outbox (gave_up_at) WHERE gave_up_at IS NOT NULL;
      `);
    },
  },
  {
    version: 7,
    name: 'orders, call-back requests, and the quote email cap',
    up(db) {
      // One order per lead, and one call-back request per lead: the UNIQUE lead_id is what answers a second
      // signing (or a second instance signing at the same moment) with the first. An order is a contract:
      // its number, totals and agreement hash outlive the lead's personal data (docs/product.md), so
      // erasure blanks its columns and sets anonymised rather than deleting it. leads_email serves the
      // quote email cap's count of earlier leads from one address, as PostgreSQL's index of that name does.
      db.exec(`
        CREATE TABLE orders (
          id INTEGER PRIMARY KEY,
          order_number TEXT NOT NULL UNIQUE,
          lead_id INTEGER NOT NULL UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
          created_at TEXT NOT NULL,
          signed_name TEXT NOT NULL,
          consent_at TEXT NOT NULL,
          client_address TEXT,
          user_agent TEXT,
          details_json TEXT NOT NULL,
          price_json TEXT NOT NULL,
          agreement_json TEXT NOT NULL,
          agreement_hash TEXT NOT NULL,
          anonymised INTEGER NOT NULL DEFAULT 0 CHECK (anonymised IN (0, 1))
        ) STRICT;
        CREATE INDEX orders_created_at ON orders (created_at);
        CREATE TABLE callback_requests (
          id INTEGER PRIMARY KEY,
          lead_id INTEGER NOT NULL UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
          created_at TEXT NOT NULL,
          preferred_day TEXT NOT NULL,
          time_window TEXT NOT NULL CHECK (time_window IN ('morning', 'afternoon', 'evening')),
          client_address TEXT
        ) STRICT;
        CREATE INDEX leads_email ON leads (lower(trim(email))) WHERE email <> '';
      `);
    },
  },
  {
    version: 8,
    name: 'outbox cap keys',
    up(db) {
      // A row may carry a cap key: the stage that writes it limits how many rows one key gets in a window
      // (the quote emails one address gets in a day), and storage counts them by this column alone, whatever
      // the rows are. Rows written before have none, so a cap starts counting from this version.
      db.exec(`
        ALTER TABLE outbox ADD COLUMN cap_key TEXT;
        CREATE INDEX outbox_capped ON outbox (cap_key, created_at) WHERE cap_key IS NOT NULL;
      `);
    },
  },
  {
    version: 9,
    name: 'order events',
    up(db) {
      // An append-only log per order. id is the event's own id, as its sender made it: UNIQUE, so an event
      // sent twice, to any instance, is one row. seq is the order rows were stored in, which is the order
      // the stage judged them in; refusal holds the reason an event that can never apply was refused.
      // The type is not checked here: the stage that appends events names them.
      db.exec(`
        CREATE TABLE order_events (
          seq INTEGER PRIMARY KEY,
          id TEXT NOT NULL UNIQUE,
          order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
          type TEXT NOT NULL,
          actor TEXT NOT NULL CHECK (actor IN ('customer', 'broker', 'dispatch')),
          occurred_at TEXT NOT NULL,
          received_at TEXT NOT NULL,
          data_json TEXT NOT NULL,
          refusal TEXT
        ) STRICT;
        CREATE INDEX order_events_order ON order_events (order_id, seq);
      `);
    },
  },
  {
    version: 10,
    name: 'order status',
    up(db) {
      // The status the order's events add up to, written with each event by the stage that appends it, so
      // orders are counted by status without reading every log. Orders with events before the column are
      // worked out here by the same steps the stage follows: cancelled, delivered, picked up, or assigned
      // when the latest applied assignment change (by when it happened, then as stored) is an assignment.
      db.exec(`
        ALTER TABLE orders ADD COLUMN status TEXT NOT NULL DEFAULT 'signed';
        UPDATE orders SET status = ${ORDER_STATUS_FROM_EVENTS}
        WHERE EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = orders.id);
        CREATE INDEX orders_status ON orders (status);
      `);
    },
  },
  {
    version: 11,
    name: 'card payments',
    up(db) {
      // Whether the order was signed with card payments on, so a process without the card provider's key
      // (the command line) still writes its payment rows. Orders before the column are worked out from
      // their events: the money of an order paid online went through the provider.
      db.exec(`
        ALTER TABLE orders ADD COLUMN card_payments INTEGER NOT NULL DEFAULT 0 CHECK (card_payments IN (0, 1));
        UPDATE orders SET card_payments = 1 WHERE ${CARD_PAYMENTS_FROM_EVENTS};
      `);
    },
  },
];

/** The schema version a database is at. */
export function schemaVersion(db: Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/**
 * Brings the database up to the last migration and returns the versions it applied (empty when it was
 * current). All missing migrations run in one IMMEDIATE transaction that re-reads the version inside
 * it: a failure leaves the database as it was, and two processes opening a new file at once cannot
 * both run migration 1 (the second waits for the write lock, then finds nothing to do).
 */
export function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(`Migration "${migration.name}" has version ${migration.version}; expected ${index + 1}`);
    }
  });
  const apply = db.transaction((): number[] => {
    const current = schemaVersion(db);
    if (current > migrations.length) {
      // A newer release wrote this file; running old code on it could lose data.
      throw new Error(`The database is at schema version ${current}, newer than this code (${migrations.length})`);
    }
    const missing = migrations.slice(current);
    for (const migration of missing) {
      migration.up(db);
      // user_version is part of the database header, so setting it is rolled back with the transaction.
      db.pragma(`user_version = ${migration.version}`);
    }
    return missing.map((migration) => migration.version);
  });
  return apply.immediate();
}

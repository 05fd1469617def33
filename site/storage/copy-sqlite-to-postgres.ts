/**
 * Moves a server from the SQLite file to PostgreSQL: copies every lead of a SQLite database, and the CRM
 * outbox rows still waiting to be sent, into a PostgreSQL database, in one PostgreSQL transaction, so the
 * target holds all of it or none of it. Run twice, the second run finds every lead there and copies
 * nothing; a target lead that holds other content under the same lead number, token or idempotency key
 * stops the copy, with nothing written.
 *
 * Leads stored before submissionSchema refused control characters may hold them (shared/control-characters.ts),
 * and PostgreSQL refuses NUL in text: each lead's answers and its pending outbox payload are cleaned as they
 * are copied (stored-text.ts), and the result names those leads. The SQLite file keeps them as they were.
 *
 * A copied lead's order and call-back request are copied with it, under the lead's new row id.
 *
 * Delivered outbox rows, and rows a destination refused for good, are not copied: no relay reads them again, the purge deletes them after
 * OUTBOX_KEEP_DAYS anyway, and each is one more copy of a person's data. They stay in the SQLite file,
 * which is kept as the backup.
 */
import type { Database } from 'better-sqlite3';
import type pg from 'pg';
import { ANONYMISED_MARK } from './lead-anonymiser';
import type { LeadColumns } from './lead-columns';
import { type CallbackRow, NEW_ORDER_COLUMNS, type OrderRow } from './order-columns';
import { NEW_ORDER_EVENT_COLUMNS, type NewOrderEventRow } from './order-event-columns';
import { migratePostgres } from './postgres/postgres-migrations';
import { OUTBOX_CHANNEL } from './postgres/postgres-outbox-listener';
import { type CleanedText, cleanStoredJson, cleanStoredText } from './stored-text';

export type CopyResult =
  | {
      outcome: 'copied';
      leadsCopied: number;
      leadsAlreadyPresent: number;
      outboxRowsCopied: number;
      /** Orders and call-back requests copied with their leads. */
      ordersCopied: number;
      /** Every event of the copied orders, refused ones too: the log is the order's history. */
      orderEventsCopied: number;
      callbacksCopied: number;
      /** Lead numbers copied now whose answers or pending outbox payload had control characters taken out. */
      leadsCleaned: string[];
    }
  /** Nothing was written: these source lead numbers meet target leads with other content. */
  | { outcome: 'refused'; conflicts: string[] };

interface SqliteLeadRow extends LeadColumns {
  id: number;
  lead_number: string;
  token: string;
  submission_hash: string | null;
  created_at: string;
  flagged: number;
  price_json: string | null;
}

interface TargetLeadRow extends Omit<SqliteLeadRow, 'created_at' | 'flagged'> {
  created_at: Date;
  flagged: boolean;
}

/** The answers as the file holds them: bytes, so a lone surrogate can be told from U+FFFD (stored-text.ts). */
type SqliteLeadBytes = Omit<SqliteLeadRow, AnswerColumn | 'website'> &
  Record<AnswerColumn, Uint8Array> & { website: Uint8Array | null };

interface SqliteOutboxRow {
  destination: string;
  event: string;
  payload_json: Uint8Array;
  idempotency_key: string;
  cap_key: string | null;
  attempts: number;
  next_attempt_at: string;
  last_attempt_at: string | null;
  last_error: string | null;
  created_at: string;
}

/** The columns that hold what the visitor, the page or a partner's link sent: all cleaned. */
const TEXT_ANSWERS = [
  'mode',
  'origin',
  'destination',
  'ship_date',
  'transport_type',
  'first_name',
  'email',
  'phone',
] as const;
const JSON_ANSWERS = ['vehicles_json', 'context_json'] as const;
type AnswerColumn = (typeof TEXT_ANSWERS)[number] | (typeof JSON_ANSWERS)[number];

/** The row with its answers cleaned, and whether any needed it. */
function cleanLead(row: SqliteLeadBytes): { lead: SqliteLeadRow; cleaned: boolean } {
  let cleaned = false;
  const take = (result: CleanedText) => {
    cleaned ||= result.cleaned;
    return result.text;
  };
  const text = (bytes: Uint8Array) => take(cleanStoredText(bytes));
  const json = (bytes: Uint8Array) => take(cleanStoredJson(bytes));
  const lead: SqliteLeadRow = {
    ...row,
    mode: text(row.mode),
    origin: text(row.origin),
    destination: text(row.destination),
    ship_date: text(row.ship_date),
    transport_type: text(row.transport_type),
    first_name: text(row.first_name),
    email: text(row.email),
    phone: text(row.phone),
    vehicles_json: json(row.vehicles_json),
    context_json: json(row.context_json),
    website: row.website === null ? null : text(row.website),
  };
  return { lead, cleaned };
}

/** Leads read from the file per query: memory stays flat however large the file is. */
const CHUNK = 500;

/** Any fixed number: two copies started at once take turns, and the second finds everything present. */
const COPY_LOCK_KEY = 7_250_114_002;

// The row id comes from the target's own sequence, so leads PostgreSQL already holds keep theirs. An
// anonymised lead's token and idempotency key are the mark and its row id (lead-anonymiser.ts): they are
// written again with the new id, or a later anonymisation of the lead that now has the old id would clash
// with them. ON CONFLICT without a target: a clash on any UNIQUE column inserts nothing, and the row is
// then compared with what holds it.
const INSERT_LEAD = `
  WITH next AS (SELECT nextval(pg_get_serial_sequence('leads', 'id'))::integer AS id)
  INSERT INTO leads (id, lead_number, token, idempotency_key, submission_hash, created_at, mode, origin,
    destination, ship_date, transport_type, first_name, email, phone, vehicles_json, context_json, website, flagged,
    price_json)
  OVERRIDING SYSTEM VALUE
  SELECT next.id, $1,
    CASE WHEN $17::boolean THEN '${ANONYMISED_MARK}' || next.id ELSE $2 END,
    CASE WHEN $17::boolean THEN '${ANONYMISED_MARK}' || next.id ELSE $3 END,
    $4, $5::timestamptz, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $18::boolean, $19
  FROM next
  ON CONFLICT DO NOTHING
  RETURNING id
`;

const INSERT_OUTBOX = `
  INSERT INTO outbox (lead_id, destination, event, payload_json, idempotency_key, cap_key, attempts, next_attempt_at,
    last_attempt_at, last_error, created_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
`;

// Their columns are the same in both schemas; only lead_id changes, to the lead's row id in PostgreSQL.
const ORDER_COLUMNS = [...NEW_ORDER_COLUMNS, 'anonymised', 'status'] as const;
const INSERT_ORDER = `
  INSERT INTO orders (${ORDER_COLUMNS.join(', ')})
  VALUES (${ORDER_COLUMNS.map((_, index) => `$${index + 1}`).join(', ')})
  RETURNING id
`;
// An order's events in the order they were stored (seq), which is the order they were judged in; the
// target numbers them anew in the same order.
const INSERT_ORDER_EVENT = `
  INSERT INTO order_events (${NEW_ORDER_EVENT_COLUMNS.join(', ')})
  VALUES (${NEW_ORDER_EVENT_COLUMNS.map((_, index) => `$${index + 1}`).join(', ')})
`;
const INSERT_CALLBACK = `
  INSERT INTO callback_requests (lead_id, created_at, preferred_day, time_window, client_address)
  VALUES ($1, $2, $3, $4, $5)
`;

const isAnonymised = (token: string) => token.startsWith(ANONYMISED_MARK);

/**
 * The target row holds this lead: the same columns, an anonymised token and key counting as equal
 * (their ids differ). A lead anonymised in PostgreSQL since an earlier copy counts too: its personal
 * data was erased on purpose and is not brought back.
 */
function holdsSameLead(target: TargetLeadRow, source: SqliteLeadRow): boolean {
  if (target.lead_number !== source.lead_number) return false;
  if (isAnonymised(target.token) && !isAnonymised(source.token)) return true;
  const sameMarks = isAnonymised(source.token)
    ? isAnonymised(target.token) && isAnonymised(target.idempotency_key)
    : target.token === source.token && target.idempotency_key === source.idempotency_key;
  return (
    sameMarks &&
    target.submission_hash === source.submission_hash &&
    target.created_at.getTime() === Date.parse(source.created_at) &&
    target.mode === source.mode &&
    target.origin === source.origin &&
    target.destination === source.destination &&
    target.ship_date === source.ship_date &&
    target.transport_type === source.transport_type &&
    target.first_name === source.first_name &&
    target.email === source.email &&
    target.phone === source.phone &&
    target.vehicles_json === source.vehicles_json &&
    target.context_json === source.context_json &&
    target.website === source.website &&
    target.flagged === (source.flagged === 1) &&
    target.price_json === source.price_json
  );
}

/**
 * Migrates the PostgreSQL schema (migratePostgres, under its advisory lock), then copies `source` into
 * it. `source` must be at the current SQLite schema (openDatabase brings it there).
 */
export async function copySqliteToPostgres(source: Database, pool: pg.Pool): Promise<CopyResult> {
  await migratePostgres(pool);
  const answers = [...TEXT_ANSWERS, ...JSON_ANSWERS, 'website'].map((column) => `CAST(${column} AS BLOB) AS ${column}`);
  const leadsAfter = source.prepare<[number, number], SqliteLeadBytes>(
    `SELECT id, lead_number, token, idempotency_key, submission_hash, created_at, flagged, price_json,
       ${answers.join(', ')}
     FROM leads WHERE id > ? ORDER BY id LIMIT ?`,
  );
  const pendingOutbox = source.prepare<[number], SqliteOutboxRow>(
    `SELECT destination, event, CAST(payload_json AS BLOB) AS payload_json, idempotency_key, cap_key, attempts,
       next_attempt_at, last_attempt_at, last_error, created_at
     FROM outbox WHERE lead_id = ? AND delivered_at IS NULL AND gave_up_at IS NULL ORDER BY id`,
  );
  const orderOf = source.prepare<[number], OrderRow>('SELECT * FROM orders WHERE lead_id = ?');
  const callbackOf = source.prepare<[number], CallbackRow>('SELECT * FROM callback_requests WHERE lead_id = ?');
  const eventsOf = source.prepare<[number], NewOrderEventRow>(
    `SELECT ${NEW_ORDER_EVENT_COLUMNS.join(', ')} FROM order_events WHERE order_id = ? ORDER BY seq`,
  );
  const client = await pool.connect();
  let broken = false;
  // One read transaction over the file: every chunk comes from the same snapshot.
  source.exec('BEGIN');
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [COPY_LOCK_KEY]);
    let leadsCopied = 0;
    let leadsAlreadyPresent = 0;
    let outboxRowsCopied = 0;
    let ordersCopied = 0;
    let orderEventsCopied = 0;
    let callbacksCopied = 0;
    const conflicts: string[] = [];
    const leadsCleaned: string[] = [];
    let lastId = 0;
    for (let rows = leadsAfter.all(lastId, CHUNK); rows.length > 0; rows = leadsAfter.all(lastId, CHUNK)) {
      for (const row of rows) {
        lastId = row.id;
        const { lead, cleaned } = cleanLead(row);
        const inserted = await client.query<{ id: number }>(INSERT_LEAD, [
          lead.lead_number,
          lead.token,
          lead.idempotency_key,
          lead.submission_hash,
          lead.created_at,
          lead.mode,
          lead.origin,
          lead.destination,
          lead.ship_date,
          lead.transport_type,
          lead.first_name,
          lead.email,
          lead.phone,
          lead.vehicles_json,
          lead.context_json,
          lead.website,
          isAnonymised(lead.token),
          lead.flagged === 1,
          lead.price_json,
        ]);
        const id = inserted.rows[0]?.id;
        if (id === undefined) {
          const { rows: held } = await client.query<TargetLeadRow>('SELECT * FROM leads WHERE lead_number = $1', [
            lead.lead_number,
          ]);
          if (held[0] && holdsSameLead(held[0], lead)) leadsAlreadyPresent++;
          else conflicts.push(lead.lead_number);
          continue;
        }
        leadsCopied++;
        const order = orderOf.get(lead.id);
        if (order) {
          const values = {
            ...order,
            lead_id: id,
            anonymised: order.anonymised === 1 || order.anonymised === true,
            card_payments: order.card_payments === 1 || order.card_payments === true,
          };
          const placed = await client.query<{ id: number }>(
            INSERT_ORDER,
            ORDER_COLUMNS.map((column) => values[column]),
          );
          ordersCopied++;
          const orderId = placed.rows[0]?.id;
          for (const event of eventsOf.all(order.id)) {
            const row = { ...event, order_id: orderId };
            await client.query(
              INSERT_ORDER_EVENT,
              NEW_ORDER_EVENT_COLUMNS.map((column) => row[column]),
            );
            orderEventsCopied++;
          }
        }
        const callback = callbackOf.get(lead.id);
        if (callback) {
          await client.query(INSERT_CALLBACK, [
            id,
            callback.created_at,
            callback.preferred_day,
            callback.time_window,
            callback.client_address,
          ]);
          callbacksCopied++;
        }
        let payloadCleaned = false;
        // Only beside a lead copied now: a lead found present may have had its row sent and purged since.
        for (const pending of pendingOutbox.all(lead.id)) {
          const payload = cleanStoredJson(pending.payload_json);
          payloadCleaned ||= payload.cleaned;
          await client.query(INSERT_OUTBOX, [
            id,
            pending.destination,
            pending.event,
            payload.text,
            pending.idempotency_key,
            pending.cap_key,
            pending.attempts,
            pending.next_attempt_at,
            pending.last_attempt_at,
            pending.last_error,
            pending.created_at,
          ]);
          outboxRowsCopied++;
        }
        if (cleaned || payloadCleaned) leadsCleaned.push(lead.lead_number);
      }
    }
    if (conflicts.length > 0) {
      await client.query('ROLLBACK');
      return { outcome: 'refused', conflicts };
    }
    // Instances already running on the target send the copied rows now rather than at their next poll.
    if (outboxRowsCopied > 0) await client.query(`NOTIFY ${OUTBOX_CHANNEL}`);
    await client.query('COMMIT');
    return {
      outcome: 'copied',
      leadsCopied,
      leadsAlreadyPresent,
      outboxRowsCopied,
      ordersCopied,
      orderEventsCopied,
      callbacksCopied,
      leadsCleaned,
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    source.exec('COMMIT');
    client.release(broken);
  }
}

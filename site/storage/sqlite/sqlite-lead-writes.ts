/** The statements of lead creation (lead-writes.ts) in SQLite, on one connection, inside its transaction. */
import type { Database } from 'better-sqlite3';
import { type LeadRow, NEW_LEAD_COLUMNS, type NewLeadRow, toStoredLead } from '../lead-columns';
import type { CappedRowCount, LeadWrites, NewOutboxRow } from '../lead-writes';
import {
  type CallbackRow,
  NEW_ORDER_COLUMNS,
  type NewCallbackRow,
  type NewOrderRow,
  type OrderRow,
  toStoredCallback,
  toStoredOrder,
} from '../order-columns';
import { withStorageErrors } from './sqlite-errors';

/** A UNIQUE violation on a column whose value we generated (not the idempotency key): draw another. */
function isGeneratedValueCollision(error: unknown): boolean {
  if (!(error instanceof Error) || (error as { code?: unknown }).code !== 'SQLITE_CONSTRAINT_UNIQUE') return false;
  return /leads\.(lead_number|token)\b/.test(error.message);
}

function isOrderNumberCollision(error: unknown): boolean {
  if (!(error instanceof Error) || (error as { code?: unknown }).code !== 'SQLITE_CONSTRAINT_UNIQUE') return false;
  return /orders\.order_number\b/.test(error.message);
}

// ON CONFLICT on the idempotency key only: a repeated submit inserts nothing and returns no row, while a
// clash of a generated lead number or token still raises, to be drawn again.
const INSERT_LEAD = `
  INSERT INTO leads (${NEW_LEAD_COLUMNS.join(', ')})
  VALUES (${NEW_LEAD_COLUMNS.map((column) => `@${column}`).join(', ')})
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING *
`;

const INSERT_OUTBOX = `
  INSERT INTO outbox (lead_id, destination, event, payload_json, idempotency_key, cap_key, attempts, next_attempt_at, created_at)
  VALUES (@leadId, @destination, @event, @payloadJson, @idempotencyKey, @capKey, 0, @createdAt, @createdAt)
`;

// outbox_capped serves it. Inside the IMMEDIATE transaction no other writer runs, so the count is exact.
const COUNT_CAPPED = `
  SELECT count(*) AS n FROM outbox
  WHERE cap_key = @key AND created_at > @after AND created_at <= @until
`;

// ON CONFLICT on the lead only: a second order of the lead inserts nothing, a taken number still raises.
const INSERT_ORDER = `
  INSERT INTO orders (${NEW_ORDER_COLUMNS.join(', ')})
  VALUES (${NEW_ORDER_COLUMNS.map((column) => `@${column}`).join(', ')})
  ON CONFLICT (lead_id) DO NOTHING
  RETURNING *
`;

const INSERT_CALLBACK = `
  INSERT INTO callback_requests (lead_id, created_at, preferred_day, time_window, client_address)
  VALUES (@lead_id, @created_at, @preferred_day, @time_window, @client_address)
  ON CONFLICT (lead_id) DO NOTHING
  RETURNING *
`;

type SqliteNewLeadRow = Omit<NewLeadRow, 'flagged'> & { flagged: 0 | 1 };

export function sqliteLeadWrites(db: Database): LeadWrites<'sync'> {
  const insertLead = db.prepare<[SqliteNewLeadRow], LeadRow>(INSERT_LEAD);
  const byKey = db.prepare<[string], LeadRow>('SELECT * FROM leads WHERE idempotency_key = ?');
  const insertOutbox = db.prepare<[NewOutboxRow]>(INSERT_OUTBOX);
  const countCapped = db.prepare<[CappedRowCount], { n: number }>(COUNT_CAPPED);
  const insertOrder = db.prepare<[NewOrderRow], OrderRow>(INSERT_ORDER);
  const orderByLead = db.prepare<[number], OrderRow>('SELECT * FROM orders WHERE lead_id = ?');
  const insertCallback = db.prepare<[NewCallbackRow], CallbackRow>(INSERT_CALLBACK);
  const callbackByLead = db.prepare<[number], CallbackRow>('SELECT * FROM callback_requests WHERE lead_id = ?');
  return withStorageErrors<LeadWrites<'sync'>>({
    insertLead(row) {
      try {
        // A failed statement is undone on its own; the transaction goes on with a fresh number.
        const inserted = insertLead.get({ ...row, flagged: row.flagged ? 1 : 0 });
        return inserted ? { inserted: toStoredLead(inserted) } : { taken: 'idempotency-key' };
      } catch (error) {
        if (isGeneratedValueCollision(error)) return { taken: 'lead-number' };
        throw error;
      }
    },
    leadByIdempotencyKey(key) {
      // Inside an IMMEDIATE transaction the row another connection committed first is visible here.
      const row = byKey.get(key);
      return row && { lead: toStoredLead(row), submissionHash: row.submission_hash };
    },
    insertOutbox(row) {
      insertOutbox.run(row);
    },
    countCapped(query) {
      return countCapped.get(query)?.n ?? 0;
    },
    insertOrder(row) {
      try {
        const inserted = insertOrder.get(row);
        return inserted ? { inserted: toStoredOrder(inserted) } : { taken: 'lead' };
      } catch (error) {
        if (isOrderNumberCollision(error)) return { taken: 'order-number' };
        throw error;
      }
    },
    orderByLeadId(leadId) {
      const row = orderByLead.get(leadId);
      return row && toStoredOrder(row);
    },
    insertCallback(row) {
      const inserted = insertCallback.get(row);
      return inserted && toStoredCallback(inserted);
    },
    callbackByLeadId(leadId) {
      const row = callbackByLead.get(leadId);
      return row && toStoredCallback(row);
    },
  });
}

/** The statements of lead creation (lead-writes.ts) in SQLite, on one connection, inside its transaction. */
import type { Database } from 'better-sqlite3';
import { type LeadRow, type NewLeadRow, toStoredLead } from '../lead-columns';
import type { CappedRowCount, LeadWrites, NewOutboxRow } from '../lead-writes';
import {
  type CallbackRow,
  type NewCallbackRow,
  type NewOrderRow,
  type OrderRow,
  toStoredCallback,
  toStoredOrder,
} from '../order-columns';
import { COUNT_CAPPED, INSERT_LEAD, INSERT_OUTBOX, LEAD_BY_IDEMPOTENCY_KEY } from '../statements/lead-statements';
import { CALLBACK_BY_LEAD_ID, INSERT_CALLBACK, INSERT_ORDER, ORDER_BY_LEAD_ID } from '../statements/order-statements';
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

type SqliteNewLeadRow = Omit<NewLeadRow, 'flagged'> & { flagged: 0 | 1 };

export function sqliteLeadWrites(db: Database): LeadWrites<'sync'> {
  const insertLead = db.prepare<[SqliteNewLeadRow], LeadRow>(INSERT_LEAD.sqlite);
  const byKey = db.prepare<[{ key: string }], LeadRow>(LEAD_BY_IDEMPOTENCY_KEY.sqlite);
  const insertOutbox = db.prepare<[NewOutboxRow]>(INSERT_OUTBOX.sqlite);
  // Inside the IMMEDIATE transaction no other writer runs, so the count is exact.
  const countCapped = db.prepare<[CappedRowCount], { n: number }>(COUNT_CAPPED.sqlite);
  const insertOrder = db.prepare<[NewOrderRow], OrderRow>(INSERT_ORDER.sqlite);
  const orderByLead = db.prepare<[{ leadId: number }], OrderRow>(ORDER_BY_LEAD_ID.sqlite);
  const insertCallback = db.prepare<[NewCallbackRow], CallbackRow>(INSERT_CALLBACK.sqlite);
  const callbackByLead = db.prepare<[{ leadId: number }], CallbackRow>(CALLBACK_BY_LEAD_ID.sqlite);
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
      const row = byKey.get({ key });
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
      const row = orderByLead.get({ leadId });
      return row && toStoredOrder(row);
    },
    insertCallback(row) {
      const inserted = insertCallback.get(row);
      return inserted && toStoredCallback(inserted);
    },
    callbackByLeadId(leadId) {
      const row = callbackByLead.get({ leadId });
      return row && toStoredCallback(row);
    },
  });
}

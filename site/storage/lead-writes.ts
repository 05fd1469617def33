/**
 * The few statements lead creation needs, which each store runs in its own way (sqlite/sqlite-lead-writes.ts,
 * postgres/postgres-lead-writes.ts) over SQL written once (statements/), and the two ways of running the one
 * algorithm over them (create-lead.ts).
 *
 * The algorithm is a generator that yields the statements it wants run and receives their answers. SQLite
 * runs it synchronously inside one better-sqlite3 transaction: an `await` there would let other code run
 * its statements inside the open transaction. PostgreSQL runs the same steps with `await` on a connection
 * of its own. So the retries, the idempotency check and the outbox row are written once, for both.
 */

import type { NewLeadRow } from './lead-columns';
import type { NewCallbackRow, NewOrderRow } from './order-columns';
import type { StoredCallbackRequest, StoredOrder } from './order-repository';
import type { StoredLead } from './stored-lead';

/** What inserting a lead did. The store tells a taken idempotency key from a taken lead number or token. */
export type InsertOutcome =
  | { inserted: StoredLead }
  /** The key holds a lead already; nothing was inserted. */
  | { taken: 'idempotency-key' }
  /** The drawn lead number (or, in theory, the token) belongs to another lead; nothing was inserted. */
  | { taken: 'lead-number' };

/** The lead an idempotency key holds, with the hash of its quote (null when stored before quotes were hashed). */
export interface KeyHolder {
  lead: StoredLead;
  submissionHash: string | null;
}

/** What inserting an order did: the lead's one order is UNIQUE, and so is the drawn order number. */
export type InsertOrderOutcome =
  | { inserted: StoredOrder }
  /** The lead has an order already; nothing was inserted. */
  | { taken: 'lead' }
  /** The drawn order number belongs to another order; nothing was inserted. */
  | { taken: 'order-number' };

/** Rows written under one cap key after `after`, up to `until` (OutboxMessage.cap). */
export interface CappedRowCount {
  key: string;
  /** ISO 8601, not included. */
  after: string;
  /** ISO 8601, included. */
  until: string;
}

export interface NewOutboxRow {
  leadId: number;
  /** Whose row (OutboxMessage.destination). */
  destination: string;
  event: string;
  payloadJson: string;
  idempotencyKey: string;
  /** The row's cap key (OutboxMessage.cap), or null when it has none. */
  capKey: string | null;
  /** ISO 8601: the row is due at once. */
  createdAt: string;
}

type Answer<T, Mode extends 'sync' | 'async'> = Mode extends 'sync' ? T : Promise<T>;

/**
 * One store's statements, inside its write transaction. A taken lead number or idempotency key is an
 * answer, not an error; a statement that fails ends the batch (SQLite would go on; PostgreSQL's transaction
 * is aborted). Errors reach the algorithm translated into the contract's (database-busy.ts).
 */
export interface LeadWrites<Mode extends 'sync' | 'async'> {
  insertLead(row: NewLeadRow): Answer<InsertOutcome, Mode>;
  leadByIdempotencyKey(key: string): Answer<KeyHolder | undefined, Mode>;
  insertOutbox(row: NewOutboxRow): Answer<void, Mode>;
  /** How many outbox rows were written under a cap key in a window. */
  countCapped(query: CappedRowCount): Answer<number, Mode>;
  insertOrder(row: NewOrderRow): Answer<InsertOrderOutcome, Mode>;
  orderByLeadId(leadId: number): Answer<StoredOrder | undefined, Mode>;
  /** The stored request, or undefined when the lead has one already (nothing was inserted). */
  insertCallback(row: NewCallbackRow): Answer<StoredCallbackRequest | undefined, Mode>;
  callbackByLeadId(leadId: number): Answer<StoredCallbackRequest | undefined, Mode>;
}

type Statements = LeadWrites<'sync'>;
type StatementName = keyof Statements;

/** A statement the algorithm asks for, with its arguments. */
export type LeadWriteStep = {
  [K in StatementName]: { statement: K; args: Parameters<Statements[K]> };
}[StatementName];

/** The algorithm's steps, ending in `T`. */
export type LeadWriteSteps<T> = Generator<LeadWriteStep, T, unknown>;

/** Asks the store to run one statement and hands back its answer (`yield*` it). */
export function* run<K extends StatementName>(
  statement: K,
  ...args: Parameters<Statements[K]>
): LeadWriteSteps<ReturnType<Statements[K]>> {
  return (yield { statement, args } as LeadWriteStep) as ReturnType<Statements[K]>;
}

function call(writes: object, step: LeadWriteStep): unknown {
  const method = (writes as Record<StatementName, (...args: unknown[]) => unknown>)[step.statement];
  return method.apply(writes, step.args);
}

/** Runs the steps at once, each statement synchronously: for SQLite, inside its transaction function. */
export function runSteps<T>(steps: LeadWriteSteps<T>, writes: LeadWrites<'sync'>): T {
  let next = steps.next();
  while (!next.done) {
    let answer: unknown;
    try {
      answer = call(writes, next.value);
    } catch (error) {
      next = steps.throw(error);
      continue;
    }
    next = steps.next(answer);
  }
  return next.value;
}

/** Runs the steps one statement after another, awaiting each: for PostgreSQL, inside its transaction. */
export async function runStepsAsync<T>(steps: LeadWriteSteps<T>, writes: LeadWrites<'async'>): Promise<T> {
  let next = steps.next();
  while (!next.done) {
    let answer: unknown;
    try {
      answer = await call(writes, next.value);
    } catch (error) {
      next = steps.throw(error);
      continue;
    }
    next = steps.next(answer);
  }
  return next.value;
}

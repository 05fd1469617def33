/**
 * The SQLite lead store under the SQLite repository (sqlite-lead-repository.ts). Calls are
 * synchronous: when `create` returns, the lead and its CRM outbox row are committed (and, with
 * synchronous = FULL, on disk; see database.ts), so the handler may answer.
 */
import type { Database } from 'better-sqlite3';
import type { Submission } from '../../../shared/schema';
import { buildCrmPayload, LEAD_CREATED_EVENT } from '../../crm/crm-payload';
import { isBookingTokenShape, newBookingToken as randomBookingToken } from '../booking-token';
import { type LeadColumns, submissionFromColumns } from '../lead-columns';
import { isLeadNumberShape, newLeadNumber as randomLeadNumber } from '../lead-number';
import { type CreateLeadResult, IdempotencyKeyConflictError, type LeadMeta, type NewLead } from '../lead-repository';
import type { StoredLead } from '../stored-lead';
import { submissionHash } from '../submission-hash';

export interface LeadStoreOptions {
  /** The clock; tests pin it. */
  now?: () => Date;
  /** Lead number source; tests force collisions with it. Default lead-number.ts. */
  newLeadNumber?: (now: Date) => string;
  /** Token source; tests pin it. Default booking-token.ts. */
  newBookingToken?: () => string;
}

export interface LeadStore {
  /**
   * Stores a validated submission, or returns the lead stored earlier under its idempotency key when
   * that lead holds the same quote; a different quote under that key throws IdempotencyKeyConflictError.
   */
  create(submission: Submission, meta: LeadMeta): CreateLeadResult;
  /**
   * Several `create`s in one transaction, so one commit (one fsync) serves them all (group commit,
   * lead-batcher.ts). Each item succeeds or fails on its own: a failed item is rolled back to its
   * savepoint and reported as its Error, the others commit.
   */
  createMany(items: readonly NewLead[]): (CreateLeadResult | Error)[];
  findById(id: number): StoredLead | undefined;
  findByToken(token: string): StoredLead | undefined;
  findByLeadNumber(leadNumber: string): StoredLead | undefined;
  /** All stored leads, flagged ones included. */
  count(): number;
}

interface LeadRow extends LeadColumns {
  id: number;
  lead_number: string;
  token: string;
  created_at: string;
  flagged: number;
  submission_hash: string | null;
}

/** Fresh numbers tried when a lead number (or, in theory, a token) is taken. See lead-number.ts. */
const MAX_NUMBER_ATTEMPTS = 20;

function toStoredLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    leadNumber: row.lead_number,
    token: row.token,
    createdAt: row.created_at,
    flagged: row.flagged === 1,
    submission: submissionFromColumns(row),
  };
}

/** A UNIQUE violation on a column whose value we generated (not the idempotency key): try another. */
function isGeneratedValueCollision(error: unknown): boolean {
  if (!(error instanceof Error) || (error as { code?: unknown }).code !== 'SQLITE_CONSTRAINT_UNIQUE') return false;
  return /leads\.(lead_number|token)\b/.test(error.message);
}

export function createLeadStore(db: Database, options: LeadStoreOptions = {}): LeadStore {
  const now = options.now ?? (() => new Date());
  const nextLeadNumber = options.newLeadNumber ?? randomLeadNumber;
  const nextToken = options.newBookingToken ?? randomBookingToken;

  // ON CONFLICT on the idempotency key only: a repeated submit inserts nothing and is answered with the
  // first lead, while a clash of a generated lead number or token still raises, to be retried.
  const insertLead = db.prepare(`
    INSERT INTO leads (lead_number, token, idempotency_key, created_at, mode, origin, destination, ship_date,
      transport_type, first_name, email, phone, vehicles_json, context_json, website, flagged, submission_hash)
    VALUES (@lead_number, @token, @idempotency_key, @created_at, @mode, @origin, @destination, @ship_date,
      @transport_type, @first_name, @email, @phone, @vehicles_json, @context_json, @website, @flagged,
      @submission_hash)
    ON CONFLICT (idempotency_key) DO NOTHING
  `);
  const insertOutbox = db.prepare(`
    INSERT INTO outbox (lead_id, event, payload_json, idempotency_key, attempts, next_attempt_at, created_at)
    VALUES (?, ?, ?, ?, 0, ?, ?)
  `);
  const byId = db.prepare<[number], LeadRow>('SELECT * FROM leads WHERE id = ?');
  const byKey = db.prepare<[string], LeadRow>('SELECT * FROM leads WHERE idempotency_key = ?');
  const byToken = db.prepare<[string], LeadRow>('SELECT * FROM leads WHERE token = ?');
  const byLeadNumber = db.prepare<[string], LeadRow>('SELECT * FROM leads WHERE lead_number = ?');
  const countAll = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM leads');

  const createInTransaction = db.transaction((submission: Submission, meta: LeadMeta): CreateLeadResult => {
    const createdAt = now();
    const hash = submissionHash(submission);
    for (let attempt = 1; ; attempt++) {
      let info: { changes: number; lastInsertRowid: number | bigint };
      try {
        info = insertLead.run({
          lead_number: nextLeadNumber(createdAt),
          token: nextToken(),
          idempotency_key: submission.idempotency_key,
          created_at: createdAt.toISOString(),
          mode: submission.mode,
          origin: submission.origin_postal_code,
          destination: submission.destination_postal_code,
          ship_date: submission.ship_date,
          transport_type: submission.transport_type,
          first_name: submission.first_name,
          email: submission.email,
          phone: submission.phone,
          vehicles_json: JSON.stringify(submission.vehicles),
          context_json: JSON.stringify(submission.context ?? {}),
          website: submission.website ?? null,
          flagged: meta.flagged ? 1 : 0,
          submission_hash: hash,
        });
      } catch (error) {
        // A failed statement is undone on its own; the transaction goes on with a fresh number.
        if (isGeneratedValueCollision(error) && attempt < MAX_NUMBER_ATTEMPTS) continue;
        throw error;
      }
      if (info.changes === 0) {
        // Inside an IMMEDIATE transaction the row another request committed first is visible here.
        const existing = byKey.get(submission.idempotency_key);
        if (!existing) throw new Error('Idempotency key conflicted but no lead holds it');
        const lead = toStoredLead(existing);
        if ((existing.submission_hash ?? submissionHash(lead.submission)) !== hash) {
          throw new IdempotencyKeyConflictError();
        }
        return { lead, created: false };
      }
      const lead = toStoredLead(byId.get(Number(info.lastInsertRowid))!);
      insertOutbox.run(
        lead.id,
        LEAD_CREATED_EVENT,
        JSON.stringify(buildCrmPayload(lead)),
        submission.idempotency_key,
        lead.createdAt,
        lead.createdAt,
      );
      return { lead, created: true };
    }
  });

  const createBatch = db.transaction((items: readonly NewLead[]) =>
    items.map(({ submission, meta }) => {
      try {
        // A nested transaction is a savepoint: a throw undoes this item only.
        return createInTransaction(submission, meta);
      } catch (error) {
        return error instanceof Error ? error : new Error(String(error));
      }
    }),
  );

  return {
    createMany(items) {
      return items.length === 0 ? [] : createBatch.immediate(items);
    },
    create(submission, meta) {
      // IMMEDIATE takes the write lock first: two processes submitting the same key are serialised by
      // SQLite (busy_timeout), and the second finds the first's lead through the UNIQUE key.
      return createInTransaction.immediate(submission, meta);
    },
    findById(id) {
      const row = byId.get(id);
      return row && toStoredLead(row);
    },
    findByToken(token) {
      if (!isBookingTokenShape(token)) return undefined;
      const row = byToken.get(token);
      return row && toStoredLead(row);
    },
    findByLeadNumber(leadNumber) {
      if (!isLeadNumberShape(leadNumber)) return undefined;
      const row = byLeadNumber.get(leadNumber);
      return row && toStoredLead(row);
    },
    count() {
      return countAll.get()!.n;
    },
  };
}

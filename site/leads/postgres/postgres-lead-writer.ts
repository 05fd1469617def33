/**
 * Writes leads to PostgreSQL, several per transaction (group commit, lead-batcher.ts), each under a
 * savepoint of its own so one bad quote is undone alone. A lead and its outbox row commit together, and
 * the Promise settles only after COMMIT has returned.
 */

import { buildCrmPayload, LEAD_CREATED_EVENT } from '../../crm/crm-payload';
import { newBookingToken as randomBookingToken } from '../booking-token';
import { newLeadNumber as randomLeadNumber } from '../lead-number';
import { type CreateLeadResult, IdempotencyKeyConflictError, type NewLead } from '../lead-repository';
import { submissionHash } from '../submission-hash';
import { isPostgresUnavailable } from './postgres-errors';
import { type PostgresLeadRow, toStoredLead } from './postgres-lead-rows';
import { OUTBOX_CHANNEL } from './postgres-outbox-listener';
import type { PostgresClient } from './postgres-pool';

export interface PostgresLeadWriterOptions {
  now?: () => Date;
  /** Lead number source; tests force collisions with it. Default lead-number.ts. */
  newLeadNumber?: (now: Date) => string;
  newBookingToken?: () => string;
}

/** Fresh numbers tried when a lead number (or, in theory, a token) is taken. See lead-number.ts. */
const MAX_NUMBER_ATTEMPTS = 20;

/** The UNIQUE constraints on values we generate: a clash with another lead means "draw again". */
const GENERATED_VALUE_CONSTRAINTS = new Set(['leads_lead_number_key', 'leads_token_key']);

function isGeneratedValueCollision(error: unknown): boolean {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' && GENERATED_VALUE_CONSTRAINTS.has(constraint);
}

// ON CONFLICT on the idempotency key only: a repeated submit inserts nothing (after waiting for a
// transaction of another instance that holds the same key to finish), while a clash of a generated lead
// number or token still raises, to be retried.
const INSERT_LEAD = `
  INSERT INTO leads (lead_number, token, idempotency_key, created_at, mode, origin, destination, ship_date,
    transport_type, first_name, email, phone, vehicles_json, context_json, website, flagged, submission_hash)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING *
`;

const INSERT_OUTBOX = `
  INSERT INTO outbox (lead_id, event, payload_json, idempotency_key, attempts, next_attempt_at, created_at)
  VALUES ($1, $2, $3, $4, 0, $5, $5)
`;

export function createPostgresLeadWriter(options: PostgresLeadWriterOptions = {}) {
  const now = options.now ?? (() => new Date());
  const nextLeadNumber = options.newLeadNumber ?? randomLeadNumber;
  const nextToken = options.newBookingToken ?? randomBookingToken;

  async function insertOne(client: PostgresClient, { submission, meta }: NewLead): Promise<CreateLeadResult> {
    const createdAt = now();
    const hash = submissionHash(submission);
    for (let attempt = 1; ; attempt++) {
      await client.query('SAVEPOINT lead_attempt');
      let inserted: PostgresLeadRow | undefined;
      try {
        const result = await client.query<PostgresLeadRow>(INSERT_LEAD, [
          nextLeadNumber(createdAt),
          nextToken(),
          submission.idempotency_key,
          createdAt,
          submission.mode,
          submission.origin_postal_code,
          submission.destination_postal_code,
          submission.ship_date,
          submission.transport_type,
          submission.first_name,
          submission.email,
          submission.phone,
          JSON.stringify(submission.vehicles),
          JSON.stringify(submission.context ?? {}),
          submission.website ?? null,
          meta.flagged,
          hash,
        ]);
        inserted = result.rows[0];
      } catch (error) {
        if (isGeneratedValueCollision(error) && attempt < MAX_NUMBER_ATTEMPTS) {
          await client.query('ROLLBACK TO SAVEPOINT lead_attempt');
          continue;
        }
        throw error;
      }
      await client.query('RELEASE SAVEPOINT lead_attempt');
      if (!inserted) {
        // Read committed: the row another transaction committed first is visible to this new statement.
        const existing = (
          await client.query<PostgresLeadRow>('SELECT * FROM leads WHERE idempotency_key = $1', [
            submission.idempotency_key,
          ])
        ).rows[0];
        if (!existing) throw new Error('Idempotency key conflicted but no lead holds it');
        const lead = toStoredLead(existing);
        if ((existing.submission_hash ?? submissionHash(lead.submission)) !== hash) {
          throw new IdempotencyKeyConflictError();
        }
        return { lead, created: false };
      }
      const lead = toStoredLead(inserted);
      await client.query(INSERT_OUTBOX, [
        lead.id,
        LEAD_CREATED_EVENT,
        JSON.stringify(buildCrmPayload(lead)),
        submission.idempotency_key,
        inserted.created_at,
      ]);
      return { lead, created: true };
    }
  }

  /**
   * The items in the caller's transaction. An item's own failure (a conflict, a bad value) is rolled back to its
   * savepoint and returned as its Error; a lost connection or a failed COMMIT throws, and then nothing of
   * the batch is acknowledged.
   */
  return async function writeBatch(
    client: PostgresClient,
    items: readonly NewLead[],
  ): Promise<(CreateLeadResult | Error)[]> {
    const results: (CreateLeadResult | Error)[] = [];
    for (const item of items) {
      await client.query('SAVEPOINT lead');
      try {
        results.push(await insertOne(client, item));
        await client.query('RELEASE SAVEPOINT lead');
      } catch (error) {
        if (isPostgresUnavailable(error)) throw error;
        await client.query('ROLLBACK TO SAVEPOINT lead');
        results.push(error instanceof Error ? error : new Error(String(error)));
      }
    }
    // Delivered with the commit, to every instance's listener (postgres-outbox-listener.ts).
    if (results.some((result) => !(result instanceof Error) && result.created)) {
      await client.query(`NOTIFY ${OUTBOX_CHANNEL}`);
    }
    return results;
  };
}

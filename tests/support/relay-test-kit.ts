/**
 * Test helpers for outbox relays over SQLite: leads with their outbox rows, the rows as stored, a logger
 * that keeps what it was told, and cleanups run after each test.
 */
import type { Database } from 'better-sqlite3';
import { afterEach, vi } from 'vitest';
import { createSqliteLeadRepository } from '../../site/storage/sqlite/sqlite-lead-repository';
import type { StoredLead } from '../../site/storage/stored-lead';
import { storeLeads } from './store-quote';

export { memoryLog as capturingLogger } from './memory-log';

/** An outbox row as stored. */
export interface StoredOutboxRow {
  id: number;
  lead_id: number;
  destination: string;
  attempts: number;
  next_attempt_at: string;
  claimed_until: string | null;
  last_attempt_at: string | null;
  last_error: string | null;
  delivered_at: string | null;
  gave_up_at: string | null;
}

/** Registers an afterEach that runs, in reverse order, whatever the test handed to the returned function. */
export function cleanupsAfterEach(): (cleanup: () => unknown) => void {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return (cleanup) => cleanups.push(cleanup);
}

export function outboxRows(db: Database): StoredOutboxRow[] {
  return db
    .prepare<[], StoredOutboxRow>(
      `SELECT id, lead_id, destination, attempts, next_attempt_at, claimed_until, last_attempt_at, last_error,
        delivered_at, gave_up_at
       FROM outbox ORDER BY id`,
    )
    .all();
}

/** Stores `n` leads, each with its pending outbox row, at `now` when given. */
export async function createLeads(db: Database, n: number, now?: () => Date): Promise<StoredLead[]> {
  return storeLeads(createSqliteLeadRepository(db, now ? { now } : {}), n);
}

/** Everything a log could leak: names, emails and phones of the leads. */
export function personalData(leads: StoredLead[]): string[] {
  return leads.flatMap((lead) => [
    lead.submission.first_name,
    lead.submission.email,
    lead.submission.phone,
    lead.submission.phone.replace(/\D/g, ''),
  ]);
}

/** Polls until `condition` holds (for relays that talk to a real local HTTP server or another connection). */
export async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  await vi.waitFor(
    () => {
      if (!condition()) throw new Error('not yet');
    },
    { timeout: timeoutMs, interval: 10 },
  );
}

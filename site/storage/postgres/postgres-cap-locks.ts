/**
 * Writers of one cap key take turns (OutboxMessage.cap): under READ COMMITTED, two instances counting a
 * key's rows at the same moment would each miss the other's uncommitted row and both write. A transaction
 * takes an advisory lock per key before it counts, held to its commit, so the next writer's count sees
 * the row. A batch locks all its keys up front, in one order every transaction shares (ascending lock id),
 * so two batches with keys in common wait for each other but never deadlock.
 */
import { createHash } from 'node:crypto';
import type { PostgresClient } from './postgres-pool';

/** The first of the two-number advisory lock: the outbox cap's own space, apart from any other lock. */
const CAP_LOCK_SPACE = 0x0cab;

/** A key's lock id: 32 bits of its SHA-256, the same on every instance. */
function lockId(key: string): number {
  return createHash('sha256').update(key).digest().readInt32BE(0);
}

export async function lockCapKeys(client: PostgresClient, keys: Iterable<string>): Promise<void> {
  const ids = [...new Set([...keys].map(lockId))].sort((a, b) => a - b);
  for (const id of ids) await client.query('SELECT pg_advisory_xact_lock($1, $2)', [CAP_LOCK_SPACE, id]);
}

/** Whether the PostgreSQL store takes writes now, for /readyz (site/http/readiness.ts). */
import type { StorageReadiness } from '../lead-repository';
import type { PostgresConnections } from './postgres-pool';

/**
 * How long the check waits for an answer. A request waits up to the pool's connection timeout (5 s) for a
 * database that does not answer, but a probe that slow is cut off by the load balancer, whose own timeout
 * is often 1–5 s, and reads as a hung instance instead of a clear "not ready, database down".
 */
export const READINESS_TIMEOUT_MS = 1_000;

export async function postgresReadiness(
  connections: Pick<PostgresConnections, 'query'>,
  timeoutMs: number = READINESS_TIMEOUT_MS,
): Promise<StorageReadiness> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<StorageReadiness>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: 'the lead database does not answer' }), timeoutMs);
  });
  // A standby, or a database set read-only, answers queries but refuses every write.
  const asked = connections
    .query<{ read_only: string }>("SELECT current_setting('transaction_read_only') AS read_only")
    .then(
      ({ rows }): StorageReadiness =>
        rows[0]?.read_only === 'on' ? { ok: false, reason: 'the lead database is read-only' } : { ok: true },
      (): StorageReadiness => ({ ok: false, reason: 'the lead database does not answer' }),
    );
  try {
    // The query is left to finish (or fail) in the background, bounded by the pool's own timeouts.
    return await Promise.race([asked, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One piece of work at a time per order across every instance on the database: a session advisory lock
 * per order, taken on one connection of its own (not the pool's), so work that holds a lock still has
 * the whole pool for its queries, however many orders are worked on at once. A lock is tried, not
 * waited for, so the one session serves every order; in this process a queue per order comes first, as
 * a session's advisory lock is its own to take again. A connection that breaks frees its locks at the
 * server; the next lock opens a new one.
 */
import pg from 'pg';
import { keyedQueue } from '../keyed-queue';

/** The first of the two-number advisory lock: the orders' own space, apart from the outbox cap's. */
const ORDER_LOCK_SPACE = 1_374_221;
const RETRY_MS = 25;
const GIVE_UP_MS = 30_000;

export class OrderLockTimeout extends Error {
  constructor() {
    super('An order stayed locked by another instance for too long');
    this.name = 'OrderLockTimeout';
  }
}

export function postgresOrderLocks(connectionString: string | undefined) {
  const local = keyedQueue();
  let session: Promise<pg.Client> | undefined;
  const client = () => {
    session ??= (async () => {
      const opened = new pg.Client({ connectionString });
      opened.on('error', () => {
        session = undefined;
      });
      await opened.connect();
      return opened;
    })().catch((error: unknown) => {
      session = undefined;
      throw error;
    });
    return session;
  };
  const sql = 'SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok';

  async function locked<T>(orderNumber: string, work: () => Promise<T>): Promise<T> {
    const started = Date.now();
    for (;;) {
      const { rows } = await (await client()).query<{ ok: boolean }>(sql, [ORDER_LOCK_SPACE, orderNumber]);
      if (rows[0]?.ok) break;
      if (Date.now() - started > GIVE_UP_MS) throw new OrderLockTimeout();
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
    try {
      return await work();
    } finally {
      await (await client())
        .query('SELECT pg_advisory_unlock($1, hashtext($2))', [ORDER_LOCK_SPACE, orderNumber])
        .catch(() => undefined);
    }
  }

  return {
    exclusive: <T>(orderNumber: string, work: () => Promise<T>) => local(orderNumber, () => locked(orderNumber, work)),
    async close() {
      const open = session;
      session = undefined;
      if (open) await (await open.catch(() => undefined))?.end();
    },
  };
}

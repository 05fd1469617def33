/**
 * One piece of work at a time per order over a SQLite file. A SQLite database serves one server process
 * (several instances use PostgreSQL), so a queue per file and order in this process is where the data
 * lives: every repository opened on the same file here shares it. A write transaction cannot be held
 * across an await with better-sqlite3, which is synchronous.
 */
import type { Database } from 'better-sqlite3';
import { keyedQueue } from '../keyed-queue';

const queues = new Map<string, ReturnType<typeof keyedQueue>>();

export function sqliteOrderLocks(db: Database) {
  // An in-memory database is its own: its name is not a file others share.
  const file = db.memory ? `:memory:${Math.random()}` : db.name;
  let queue = queues.get(file);
  if (!queue) {
    queue = keyedQueue();
    queues.set(file, queue);
  }
  const run = queue;
  return <T>(orderNumber: string, work: () => Promise<T>) => run(orderNumber, work);
}

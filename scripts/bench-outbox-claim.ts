/**
 * Part of `npm run bench` (scripts/bench.mjs runs it with tsx and reads its last line as JSON): how long the
 * run an outbox relay makes on every poll takes when the outbox holds a long delivered history. SQLite file
 * with 200,000 delivered rows, one lead waiting for a retry later (its row sits behind the whole history),
 * nothing due; nine runs of deliverDue, the median reported. Timing a run with nothing due keeps fsync out of
 * it. The test suite checks, without a clock, that the claim's query plan searches the partial index of
 * pending rows (site/notify/outbox/outbox-relay.test.ts); this is what that plan is worth in milliseconds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from '../site/log/logger';
import { createOutboxRelay } from '../site/notify/outbox/outbox-relay';
import { openDatabase } from '../site/storage/sqlite/database';
import { createSqliteOutbox } from '../site/storage/sqlite/sqlite-outbox';
import { insertDeliveredRows } from './delivered-rows';

const HISTORY_ROWS = 200_000;
const RUNS = 9;
/** The relay's log, unread: a run that finds nothing due writes nothing worth keeping. */
const quiet: Logger = { info() {}, warn() {}, error() {}, child: () => quiet };

const dir = mkdtempSync(join(tmpdir(), 'shipquote-bench-outbox-'));
try {
  const db = openDatabase(join(dir, 'history.sqlite'));
  const filling = performance.now();
  insertDeliveredRows(db, HISTORY_ROWS, new Date('2026-01-01T00:00:00.000Z'));
  const fillMs = performance.now() - filling;
  let tries = 0;
  const relay = createOutboxRelay({
    outbox: createSqliteOutbox(db),
    destination: {
      name: 'crm',
      label: 'Receiver',
      async deliver() {
        tries++;
        return { kind: 'delivered', status: 200 };
      },
    },
    log: quiet,
  });
  // One row still pending but not due, as a live outbox has: the claim steps over the history to find none.
  const [pending] = insertDeliveredRows(db, 1, new Date('2026-01-01T00:00:00.000Z'));
  db.prepare('UPDATE outbox SET delivered_at = NULL, next_attempt_at = ? WHERE id = ?').run(
    '2099-01-01T00:00:00.000Z',
    pending,
  );
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const result = await relay.deliverDue();
    times.push(performance.now() - started);
    if (result.delivered !== 0 || result.failed !== 0)
      throw new Error(`a run found rows due: ${JSON.stringify(result)}`);
  }
  await relay.stop();
  db.close();
  if (tries !== 0) throw new Error(`the receiver was handed ${tries} rows; none was due`);
  times.sort((a, b) => a - b);
  console.log(JSON.stringify({ rows: HISTORY_ROWS, runs: RUNS, medianMs: times[Math.floor(RUNS / 2)], fillMs }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}

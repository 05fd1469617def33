/**
 * Test helper run as its own Node process (`node --import tsx …`): opens the database file, prints
 * "ready", and waits for a "go" line on stdin, so several copies can be released onto SQLite together;
 * then it stores one lead and prints the result as one JSON line. Then it idles until killed, so a test
 * can SIGKILL it right after the "answer".
 *
 * argv: <database file> <idempotency key>
 */

import { newLead } from '../../site/quote/new-lead';
import { openDatabase } from '../../site/storage/sqlite/database';
import { createSqliteLeadRepository } from '../../site/storage/sqlite/sqlite-lead-repository';
import { validSubmission } from './valid-submission';

const [file, key] = process.argv.slice(2);
if (!file || !key) throw new Error('usage: create-lead-process <file> <key>');

// The race under test is the idempotency key's, not the lock's: each process waits its turn as long as
// a loaded test machine needs. (The server waits 200 ms, then answers 503 and the widget sends again.)
const db = openDatabase(file, { busyTimeoutMs: 5_000 });
const repository = createSqliteLeadRepository(db);
const submission = validSubmission({ idempotency_key: key });
process.stdout.write('ready\n');

let input = '';
process.stdin.on('data', (chunk: Buffer) => {
  input += chunk.toString('utf8');
  if (!input.includes('go\n')) return;
  process.stdin.removeAllListeners('data');
  void repository
    .createMany([newLead({ submission, flagged: false, price: null }, { live: new Set() })])
    .then(([result]) => {
      if (!result || result instanceof Error) throw result ?? new Error('No result');
      const { lead, created } = result;
      process.stdout.write(
        `${JSON.stringify({ pid: process.pid, created, leadNumber: lead.leadNumber, token: lead.token })}\n`,
      );
    });
});
// Stay alive, database open, until the test kills or ends this process.
setInterval(() => {}, 60_000);

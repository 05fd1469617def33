/**
 * Test helper run as its own Node process (`node --import tsx …`): opens the database file, waits until
 * a shared start time so several copies hit SQLite together, stores one lead and prints the result as
 * one JSON line. Then it idles until killed, so a test can SIGKILL it right after the "answer".
 *
 * argv: <database file> <idempotency key> <start at, epoch ms>
 */

import { validSubmission } from '../../../tests/support/valid-submission';
import { openDatabase } from '../database';
import { createLeadStore } from '../lead-store';

const [file, key, startAt] = process.argv.slice(2);
if (!file || !key || !startAt) throw new Error('usage: create-lead-process <file> <key> <startAtMs>');

const db = openDatabase(file);
const store = createLeadStore(db);
const submission = validSubmission({ idempotency_key: key });
const waited = Date.now() < Number(startAt);
while (Date.now() < Number(startAt)) {
  // Busy-wait: a timer's granularity would spread the processes' starts apart.
}
const { lead, created } = store.create(submission, { flagged: false });
process.stdout.write(
  `${JSON.stringify({ pid: process.pid, waited, created, sessionId: lead.sessionId, token: lead.token })}\n`,
);
// Stay alive, database open, until the test kills or ends this process.
setInterval(() => {}, 60_000);

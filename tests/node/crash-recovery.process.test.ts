/**
 * Crash recovery: the server is killed with SIGKILL during a burst of 200 submissions, restarted, and
 * every acknowledged lead is found. The real server runs as its own process (as in production), so the
 * kill hits it mid-write while the test process keeps the record of what was answered.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type StartedServer, startServerProcess } from '../../scripts/server-process.mjs';
import { API_PATHS, type SubmitResponse } from '../../shared/api-types';
import type { SubmissionInput } from '../../shared/schema';
import { openDatabase } from '../../site/storage/sqlite/database';
import { sqliteLeadReader } from '../support/sqlite-lead-reader';
import { validSubmissionInput } from '../support/valid-submission';

const SUBMISSIONS = 200;
const IN_FLIGHT = 20;
/**
 * Kill once this many leads have been acknowledged: late enough that the acknowledged set is large,
 * early enough that ~100 submissions are still queued or in flight, so the kill is sure to cut some off.
 */
const KILL_AFTER_ACKNOWLEDGED = 80;
/** Stable booking links across restarts (the default is the request's origin, and the port changes). */
const PUBLIC_URL = 'https://quotes.example.test';
const tempDir = mkdtempSync(join(tmpdir(), 'shipquote-crash-'));
const databaseFile = join(tempDir, 'leads.db');
const servers: StartedServer[] = [];

async function startServer(): Promise<StartedServer> {
  const server = await startServerProcess({
    env: {
      DATABASE_FILE: databaseFile,
      PUBLIC_URL,
      RATE_LIMIT_SUBMISSIONS: '100000',
      CRM_WEBHOOK_URL: '',
      CRM_WEBHOOK_SECRET: '',
    },
  });
  servers.push(server);
  return server;
}

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  rmSync(tempDir, { recursive: true, force: true });
});

/** A distinct, valid submission per index, so a lead found after the crash can be matched field by field. */
function submission(index: number, runId: string): SubmissionInput {
  const vehicles: SubmissionInput['vehicles'] = [
    index % 2 === 0
      ? { year: '2021', make: 'Toyota', model: `Camry ${index}`, make_id: 448 }
      : { year: String(2000 + (index % 20)), make: 'Ford', model: `F-150 ${index}` },
  ];
  if (index % 5 === 0) vehicles.push({ year: '2018', make: 'Honda', model: `Civic ${index}` });
  return validSubmissionInput({
    transport_type: index % 3 === 0 ? 'enclosed' : 'open',
    vehicles,
    first_name: `Crash${index}`,
    email: `crash-${index}@example.com`,
    phone: `214555${String(index).padStart(4, '0')}`,
    idempotency_key: `crash-${runId}-${String(index).padStart(4, '0')}`,
    context: { placement: { source: 'crash-test' } },
  });
}

async function submit(origin: string, body: SubmissionInput): Promise<{ status: number; answer: SubmitResponse }> {
  const response = await fetch(`${origin}${API_PATHS.createOpportunityAndSendToBooking}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, answer: (await response.json()) as SubmitResponse };
}

/** Read beside the running server: WAL lets another connection read while it writes. */
function countLeads(): number {
  const db = openDatabase(databaseFile);
  try {
    return sqliteLeadReader(db).count();
  } finally {
    db.close();
  }
}

interface Acknowledged {
  index: number;
  sent: SubmissionInput;
  leadNumber: string;
  url: string;
}

describe('a server killed with SIGKILL during a burst of submissions', () => {
  it('keeps every acknowledged lead, its booking link and its idempotency key', { timeout: 60_000 }, async () => {
    const runId = Date.now().toString(36);
    const first = await startServer();

    const acknowledged: Acknowledged[] = [];
    const cutOff: number[] = [];
    const otherStatuses: string[] = [];
    let killed = false;
    let next = 0;

    // IN_FLIGHT workers pull from one queue, so the server always has about that many submissions at once.
    const worker = async () => {
      while (next < SUBMISSIONS) {
        const index = next++;
        const sent = submission(index, runId);
        try {
          const { status, answer } = await submit(first.origin, sent);
          if (status === 200 && answer.sessionId && answer.url) {
            acknowledged.push({ index, sent, leadNumber: answer.sessionId, url: answer.url });
            if (!killed && acknowledged.length >= KILL_AFTER_ACKNOWLEDGED) {
              killed = true;
              first.kill('SIGKILL');
            }
          } else {
            otherStatuses.push(`${index}: ${status} ${JSON.stringify(answer)}`);
          }
        } catch {
          // Reset mid-request or refused after the kill: never acknowledged, so the client would retry.
          cutOff.push(index);
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));

    expect(otherStatuses).toEqual([]);
    expect(killed).toBe(true);
    expect(await first.exited).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    // Otherwise the kill came after the burst and proved nothing about a crash mid-write.
    expect(cutOff.length).toBeGreaterThan(0);
    expect(acknowledged.length + cutOff.length).toBe(SUBMISSIONS);
    console.info(`crash test: ${acknowledged.length} acknowledged, ${cutOff.length} cut off by the kill`);

    // The restarted server opens (and recovers) the database first, as it would after a real crash.
    const second = await startServer();

    // Every acknowledged lead is stored with what was sent. A cut-off one may be there too (committed,
    // but the answer was lost): the client retries it with the same key and gets that lead.
    const db = openDatabase(databaseFile);
    try {
      const leads = sqliteLeadReader(db);
      for (const ack of acknowledged) {
        const stored = leads.findByLeadNumber(ack.leadNumber);
        expect(stored, `acknowledged lead ${ack.leadNumber} (#${ack.index})`).toBeDefined();
        expect(stored?.submission.idempotency_key).toBe(ack.sent.idempotency_key);
        expect(stored?.submission.email).toBe(ack.sent.email);
        expect(stored?.submission.first_name).toBe(ack.sent.first_name);
        expect(stored?.submission.vehicles).toEqual(ack.sent.vehicles);
        expect(`${PUBLIC_URL}/booking/${stored?.token}`).toBe(ack.url);
      }
      const stored = leads.count();
      expect(stored).toBeGreaterThanOrEqual(acknowledged.length);
      expect(stored).toBeLessThanOrEqual(SUBMISSIONS);
      console.info(
        `after the restart: ${stored} leads stored, all ${acknowledged.length} acknowledged ones among them`,
      );
    } finally {
      db.close();
    }

    // Every booking link handed out before the crash still opens the quote after the restart.
    for (const ack of acknowledged) {
      const response = await fetch(`${second.origin}${new URL(ack.url).pathname}`);
      expect(response.status, ack.url).toBe(200);
      expect(await response.text()).toContain(ack.leadNumber);
    }

    // Idempotency survives the crash: a client retrying an acknowledged submit gets the same lead, not a new one.
    const countBefore = countLeads();
    for (const ack of acknowledged.slice(0, 5)) {
      const { status, answer } = await submit(second.origin, ack.sent);
      expect(status).toBe(200);
      expect(answer.sessionId).toBe(ack.leadNumber);
      expect(answer.url).toBe(ack.url);
    }
    expect(countLeads()).toBe(countBefore);

    // And the restarted server still takes new leads.
    const fresh = await submit(second.origin, submission(SUBMISSIONS, runId));
    expect(fresh.status).toBe(200);
    expect(acknowledged.map((ack) => ack.leadNumber)).not.toContain(fresh.answer.sessionId);
  });
});

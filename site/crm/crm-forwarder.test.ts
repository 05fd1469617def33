import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CrmReceiver, type ReceivedRequest, startCrmReceiver, unusedPort } from '../../tests/support/crm-receiver';
import { storeLeads } from '../../tests/support/store-quote';
import { withTempDir } from '../../tests/support/temp-dir';
import { openDatabase } from '../leads/sqlite/database';
import { createSqliteLeadRepository } from '../leads/sqlite/sqlite-lead-repository';
import { createSqliteOutbox, SELECT_DUE_ROWS_SQL } from '../leads/sqlite/sqlite-outbox';
import type { StoredLead } from '../leads/stored-lead';
import { insertDeliveredRows } from '../leads/test-fixtures/delivered-rows';
import type { LogFields, Logger, LogLevel } from '../log/logger';
import {
  type CrmForwarder,
  type CrmForwarderOptions,
  createCrmForwarder,
  describeDeliveryError,
} from './crm-forwarder';
import { verifyWebhookSignature } from './webhook-signature';

const temp = withTempDir();
const SECRET = 'whsec_forwarder_test';

interface LogEntry {
  level: LogLevel;
  message: string;
  fields: LogFields | undefined;
}

interface OutboxRow {
  id: number;
  lead_id: number;
  attempts: number;
  next_attempt_at: string;
  last_attempt_at: string | null;
  last_error: string | null;
  delivered_at: string | null;
}

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tracked<T extends { close(): unknown }>(thing: T): T {
  cleanups.push(() => thing.close());
  return thing;
}

function forwarderFor(options: CrmForwarderOptions): CrmForwarder {
  const forwarder = createCrmForwarder(options);
  cleanups.push(() => forwarder.stop());
  return forwarder;
}

function capturingLogger(): { log: Logger; entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  return { entries, log: (level, message, fields) => entries.push({ level, message, fields }) };
}

function outbox(db: Database): OutboxRow[] {
  return db
    .prepare<[], OutboxRow>(
      'SELECT id, lead_id, attempts, next_attempt_at, last_attempt_at, last_error, delivered_at FROM outbox ORDER BY id',
    )
    .all();
}

/** Stores `n` leads through the storage contract on `db`, each with its pending outbox row. */
async function createLeads(db: Database, n: number, now?: () => Date): Promise<StoredLead[]> {
  return storeLeads(createSqliteLeadRepository(db, now ? { now } : {}), n);
}

/** Polls until `condition` holds (the forwarder talks to a real local HTTP server). */
async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  await vi.waitFor(
    () => {
      if (!condition()) throw new Error('not yet');
    },
    { timeout: timeoutMs, interval: 10 },
  );
}

function header(request: ReceivedRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

function signatureVerifies(request: ReceivedRequest): boolean {
  return verifyWebhookSignature({
    secret: SECRET,
    timestamp: header(request, 'X-ShipQuote-Timestamp'),
    body: request.body,
    signature: header(request, 'X-ShipQuote-Signature'),
  });
}

/** Everything a log could leak: names, emails and phones of the leads. */
function personalData(leads: StoredLead[]): string[] {
  return leads.flatMap((lead) => [
    lead.submission.first_name,
    lead.submission.email,
    lead.submission.phone,
    lead.submission.phone.replace(/\D/g, ''),
  ]);
}

/** A fetch that answers every request with one status, counting calls. */
function fetchAnswering(status: number): { fetch: typeof globalThis.fetch; calls: () => number } {
  let calls = 0;
  return {
    calls: () => calls,
    fetch: async () => {
      calls++;
      return new Response(null, { status });
    },
  };
}

describe('createCrmForwarder', () => {
  it('posts the payload with its headers and a verifiable signature, then marks the row delivered', async () => {
    const db = tracked(openDatabase(':memory:'));
    const [lead] = await createLeads(db, 1);
    const receiver = tracked(await startCrmReceiver());
    const { log, entries } = capturingLogger();
    const forwarder = forwarderFor({ outbox: createSqliteOutbox(db), webhookUrl: receiver.url, secret: SECRET, log });

    expect(await forwarder.deliverDue()).toEqual({ delivered: 1, failed: 0 });

    const [request, ...others] = receiver.requests;
    expect(others).toEqual([]);
    expect(request).toMatchObject({ method: 'POST', path: '/crm/leads' });
    expect(header(request!, 'Content-Type')).toBe('application/json');
    // The lead number, never the visitor's own key: CRM webhook logs are read by many, and that key opens
    // the visitor's quote.
    expect(header(request!, 'Idempotency-Key')).toBe(lead!.leadNumber);
    expect(JSON.stringify(request!.headers)).not.toContain(lead!.submission.idempotency_key);
    expect(header(request!, 'X-ShipQuote-Event')).toBe('lead.created');
    expect(Number(header(request!, 'X-ShipQuote-Timestamp'))).toBeCloseTo(Date.now() / 1000, -1);
    expect(header(request!, 'X-ShipQuote-Signature')).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(signatureVerifies(request!)).toBe(true);
    expect(JSON.parse(request!.body)).toMatchObject({
      event: 'lead.created',
      lead_number: lead!.leadNumber,
      email: lead!.submission.email,
    });
    expect(outbox(db)[0]).toMatchObject({ attempts: 1, last_error: null, delivered_at: expect.any(String) });
    expect(entries).toEqual([
      {
        level: 'info',
        message: 'CRM delivery succeeded',
        fields: { lead: lead!.leadNumber, event: 'lead.created', status: 200, attempts: 1 },
      },
    ]);

    // Delivered means done: nothing is sent twice once the CRM said 2xx.
    expect(await forwarder.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    expect(receiver.requests).toHaveLength(1);
  });

  it('sends no signature header when no secret is set', async () => {
    const db = tracked(openDatabase(':memory:'));
    await createLeads(db, 1);
    const receiver = tracked(await startCrmReceiver());
    await forwarderFor({ outbox: createSqliteOutbox(db), webhookUrl: receiver.url, log: () => {} }).deliverDue();
    expect(header(receiver.requests[0]!, 'X-ShipQuote-Signature')).toBeUndefined();
    expect(header(receiver.requests[0]!, 'X-ShipQuote-Timestamp')).toMatch(/^\d+$/);
  });

  it('refuses a webhook URL that is not http(s)', () => {
    const db = tracked(openDatabase(':memory:'));
    expect(() => createCrmForwarder({ outbox: createSqliteOutbox(db), webhookUrl: 'file:///etc/passwd' })).toThrow(
      /http/,
    );
    expect(() => createCrmForwarder({ outbox: createSqliteOutbox(db), webhookUrl: 'not a url' })).toThrow();
  });

  it('keeps the retry schedule in the database: 5 s, 10 s, 20 s … after each failure', async () => {
    const db = tracked(openDatabase(':memory:'));
    let clock = new Date('2026-11-25T12:00:00.000Z');
    const now = () => clock;
    await createLeads(db, 1, now);
    const crm = fetchAnswering(503);
    const forwarder = forwarderFor({
      outbox: createSqliteOutbox(db),
      webhookUrl: 'https://crm.example/hook',
      fetch: crm.fetch,
      now,
      log: () => {},
    });

    const expectedDelays = [5_000, 10_000, 20_000, 40_000];
    for (const [index, delay] of expectedDelays.entries()) {
      // Not yet due: nothing is sent a millisecond early.
      if (index > 0) {
        clock = new Date(Date.parse(outbox(db)[0]!.next_attempt_at) - 1);
        expect(await forwarder.deliverDue()).toEqual({ delivered: 0, failed: 0 });
        clock = new Date(clock.getTime() + 1);
      }
      expect(await forwarder.deliverDue()).toEqual({ delivered: 0, failed: 1 });
      const row = outbox(db)[0]!;
      expect(row.attempts).toBe(index + 1);
      expect(row.last_error).toBe('HTTP 503');
      expect(row.delivered_at).toBeNull();
      const waited = Date.parse(row.next_attempt_at) - clock.getTime();
      expect(waited).toBeGreaterThanOrEqual(delay * 0.8);
      expect(waited).toBeLessThanOrEqual(delay * 1.2);
    }
    expect(crm.calls()).toBe(expectedDelays.length);
  });

  it('retries 410 Gone and 400 like any failure: fixing the endpoint delivers every waiting lead', async () => {
    const db = tracked(openDatabase(':memory:'));
    await createLeads(db, 2);
    for (const status of [410, 400]) {
      const crm = fetchAnswering(status);
      const forwarder = forwarderFor({
        outbox: createSqliteOutbox(db),
        webhookUrl: 'https://crm.example/hook',
        fetch: crm.fetch,
        backoff: () => 0,
        log: () => {},
      });
      expect(await forwarder.deliverDue()).toEqual({ delivered: 0, failed: 2 });
      expect(outbox(db).map((row) => row.last_error)).toEqual([`HTTP ${status}`, `HTTP ${status}`]);
    }
    const fixed = forwarderFor({
      outbox: createSqliteOutbox(db),
      webhookUrl: 'https://crm.example/new-hook',
      fetch: fetchAnswering(204).fetch,
      log: () => {},
    });
    expect(await fixed.deliverDue()).toEqual({ delivered: 2, failed: 0 });
  });

  it('counts a CRM that does not answer in time as a failure (TimeoutError)', async () => {
    const db = tracked(openDatabase(':memory:'));
    await createLeads(db, 1);
    // Reads the request, never answers.
    const receiver = tracked(await startCrmReceiver({ respond: () => {} }));
    const forwarder = forwarderFor({
      outbox: createSqliteOutbox(db),
      webhookUrl: receiver.url,
      timeoutMs: 100,
      log: () => {},
    });
    expect(await forwarder.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    expect(outbox(db)[0]?.last_error).toBe('TimeoutError');
  });

  it('leases claimed rows for the lease given, and cuts a request off at half of it', async () => {
    const db = tracked(openDatabase(':memory:'));
    const at = new Date('2026-11-26T12:00:00.000Z');
    // The lead is created at the forwarder's "now", so its row is due whatever the real date is.
    await createLeads(db, 1, () => at);
    const sqliteOutbox = createSqliteOutbox(db);
    const leases: number[] = [];
    // Reads the request, never answers.
    const receiver = tracked(await startCrmReceiver({ respond: () => {} }));
    const forwarder = forwarderFor({
      outbox: {
        ...sqliteOutbox,
        claim: (query) => {
          leases.push(query.leaseUntil.getTime() - query.now.getTime());
          return sqliteOutbox.claim(query);
        },
      },
      webhookUrl: receiver.url,
      now: () => at,
      leaseMs: 200,
      log: () => {},
    });
    expect(await forwarder.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    expect(leases).toEqual([200]);
    expect(outbox(db)[0]?.last_error).toBe('TimeoutError');
  });

  it('does not follow a redirect: the lead is not resent to an address nobody configured', async () => {
    const db = tracked(openDatabase(':memory:'));
    await createLeads(db, 1);
    const elsewhere = tracked(await startCrmReceiver());
    const receiver = tracked(
      await startCrmReceiver({ respond: (_req, res) => res.writeHead(307, { Location: elsewhere.url }).end() }),
    );
    const forwarder = forwarderFor({ outbox: createSqliteOutbox(db), webhookUrl: receiver.url, log: () => {} });
    expect(await forwarder.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    expect(outbox(db)[0]?.last_error).toBe('HTTP 307');
    expect(elsewhere.requests).toEqual([]);
  });

  it('runs one delivery at a time: concurrent calls send each lead once', async () => {
    const db = tracked(openDatabase(':memory:'));
    await createLeads(db, 3);
    const receiver = tracked(
      await startCrmReceiver({ respond: (_req, res) => setTimeout(() => res.writeHead(200).end(), 50) }),
    );
    const forwarder = forwarderFor({ outbox: createSqliteOutbox(db), webhookUrl: receiver.url, log: () => {} });
    const results = await Promise.all([forwarder.deliverDue(), forwarder.deliverDue(), forwarder.deliverDue()]);
    expect(results.reduce((sum, r) => sum + r.delivered, 0)).toBe(3);
    expect(receiver.requests).toHaveLength(3);
  });

  it('sends a new lead at once on wake(), and stop() waits for the request in flight', async () => {
    const db = tracked(openDatabase(':memory:'));
    // The CRM holds its answer until the test lets it go, so the request is in flight for as long as needed.
    let answer: (() => void) | undefined;
    const receiver = tracked(
      await startCrmReceiver({
        respond: (_req, res) => {
          answer = () => res.writeHead(200).end();
        },
      }),
    );
    // A poll interval far longer than the test: only wake() can explain a prompt delivery. start() reads
    // the outbox for its first run before it returns, so the lead written next is not in that run.
    const forwarder = forwarderFor({
      outbox: createSqliteOutbox(db),
      webhookUrl: receiver.url,
      pollIntervalMs: 600_000,
      log: () => {},
    });
    forwarder.start();
    await createLeads(db, 1);
    forwarder.wake();
    await waitFor(() => receiver.requests.length === 1, 2_000);

    let stopped = false;
    const stopping = forwarder.stop().then(() => {
      stopped = true;
    });
    // A turn of the event loop: a stop() that did not wait for the request would have ended by now.
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    expect(outbox(db)[0]?.delivered_at).toBeNull();
    answer?.();
    await stopping;
    expect(outbox(db)[0]?.delivered_at).toEqual(expect.any(String));
  });

  it('picks up leads written by another connection at the next poll', async () => {
    const file = join(temp.dir(), 'leads.sqlite');
    const db = tracked(openDatabase(file));
    const other = tracked(openDatabase(file));
    const receiver = tracked(await startCrmReceiver());
    const forwarder = forwarderFor({
      outbox: createSqliteOutbox(db),
      webhookUrl: receiver.url,
      pollIntervalMs: 50,
      log: () => {},
    });
    forwarder.start();
    await createLeads(other, 2);
    await waitFor(() => outbox(db).every((row) => row.delivered_at !== null) && receiver.requests.length === 2);
    await forwarder.stop();
  });

  it('waits as long as a 429 asks in Retry-After seconds before sending anything again', async () => {
    const db = tracked(openDatabase(':memory:'));
    let clock = new Date('2026-11-25T12:00:00.000Z');
    const now = () => clock;
    await createLeads(db, 1, now);
    const statuses: number[] = [];
    let busy = true;
    const forwarder = forwarderFor({
      outbox: createSqliteOutbox(db),
      webhookUrl: 'https://crm.example/hook',
      now,
      log: () => {},
      fetch: async () => {
        const status = busy ? 429 : 200;
        statuses.push(status);
        return new Response(null, { status, headers: busy ? { 'Retry-After': '120' } : {} });
      },
    });

    expect(await forwarder.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    // Not the 5 s of the first backoff: the 120 s the receiver asked for.
    expect(Date.parse(outbox(db)[0]!.next_attempt_at) - clock.getTime()).toBe(120_000);
    busy = false;
    // A lead that came in meanwhile is due, but the receiver asked for quiet: nothing goes before 120 s.
    await createLeads(db, 1, now);
    clock = new Date(clock.getTime() + 119_999);
    expect(await forwarder.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    expect(statuses).toEqual([429]);
    clock = new Date(clock.getTime() + 1);
    expect(await forwarder.deliverDue()).toEqual({ delivered: 2, failed: 0 });
    expect(statuses).toEqual([429, 200, 200]);
  });

  it('reads a Retry-After given as an HTTP date', async () => {
    const db = tracked(openDatabase(':memory:'));
    let clock = new Date('2026-11-25T12:00:00.000Z');
    const now = () => clock;
    await createLeads(db, 1, now);
    const crm = fetchAnswering(200);
    let first = true;
    const forwarder = forwarderFor({
      outbox: createSqliteOutbox(db),
      webhookUrl: 'https://crm.example/hook',
      now,
      log: () => {},
      fetch: async (input, init) => {
        if (!first) return crm.fetch(input, init);
        first = false;
        return new Response(null, { status: 429, headers: { 'Retry-After': 'Wed, 25 Nov 2026 12:01:30 GMT' } });
      },
    });
    expect(await forwarder.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    expect(outbox(db)[0]!.next_attempt_at).toBe('2026-11-25T12:01:30.000Z');
    clock = new Date('2026-11-25T12:01:29.999Z');
    expect(await forwarder.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    clock = new Date('2026-11-25T12:01:30.000Z');
    expect(await forwarder.deliverDue()).toEqual({ delivered: 1, failed: 0 });
    expect(crm.calls()).toBe(1);
  });

  it('stops trying every lead of a receiver that keeps failing, probes with one at growing intervals, and resumes once it answers', async () => {
    const db = tracked(openDatabase(':memory:'));
    let clock = new Date('2026-11-25T12:00:00.000Z');
    const now = () => clock;
    const later = (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    };
    const leads = await createLeads(db, 30, now);
    let status = 503;
    let calls = 0;
    const { log, entries } = capturingLogger();
    const forwarder = forwarderFor({
      outbox: createSqliteOutbox(db),
      webhookUrl: 'https://crm.example/hook',
      now,
      log,
      // Each lead is due again at once: only the breaker holds them back.
      backoff: () => 0,
      breaker: { threshold: 5, backoff: (openings) => 60_000 * 2 ** (openings - 1) },
      fetch: async () => {
        calls++;
        return new Response(null, { status });
      },
    });

    // The first batch of ten goes out together; five failures in a row open the circuit.
    expect(await forwarder.deliverDue()).toEqual({ delivered: 0, failed: 10 });
    expect(await forwarder.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    later(59_999);
    expect(await forwarder.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    expect(calls).toBe(10);

    // After a minute, one lead as a probe; it fails, and the next wait is two minutes.
    later(1);
    expect(await forwarder.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    later(119_999);
    expect(await forwarder.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    later(1);
    expect(await forwarder.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    expect(calls).toBe(12);

    // The receiver is back: the probe succeeds and every waiting lead follows in the same run.
    status = 200;
    later(240_000);
    expect(await forwarder.deliverDue()).toEqual({ delivered: 30, failed: 0 });
    expect(calls).toBe(42);
    expect(outbox(db).every((row) => row.delivered_at !== null)).toBe(true);
    const messages = entries.map((entry) => entry.message);
    expect(messages.filter((m) => m === 'CRM keeps failing; deliveries pause, then one lead is tried')).toHaveLength(3);
    expect(messages).toContain('CRM answers again; deliveries resume');
    const logText = JSON.stringify(entries);
    for (const secretText of personalData(leads)) expect(logText).not.toContain(secretText);
  });

  it('purges delivered rows past the keep period when it starts and then once a day, and never a pending row', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const db = tracked(openDatabase(':memory:'));
      const day = 86_400_000;
      let clock = new Date('2026-11-25T12:00:00.000Z');
      const daysAgo = (days: number) => new Date(clock.getTime() - days * day);
      insertDeliveredRows(db, 1, daysAgo(31));
      const [younger] = insertDeliveredRows(db, 1, daysAgo(29.5));
      // A lead the CRM never took, written long ago and due only later: it stays until delivered.
      await createLeads(db, 1, () => daysAgo(90));
      db.prepare('UPDATE outbox SET next_attempt_at = ? WHERE delivered_at IS NULL').run('2027-01-01T00:00:00.000Z');
      const pending = outbox(db).find((row) => row.delivered_at === null)!.id;
      let purged: () => void = () => {};
      const forwarder = forwarderFor({
        outbox: createSqliteOutbox(db),
        webhookUrl: 'https://crm.example/hook',
        now: () => clock,
        keepDeliveredDays: 30,
        // No poll in the day this test spans: only the purge's own timer runs.
        pollIntervalMs: 7 * day,
        fetch: fetchAnswering(200).fetch,
        log: (_level, message) => {
          if (message === 'CRM outbox purged of old delivered rows') purged();
        },
      });

      const firstPurge = new Promise<void>((resolve) => {
        purged = resolve;
      });
      forwarder.start();
      await firstPurge;
      expect(outbox(db).map((row) => row.id)).toEqual([younger, pending].sort((a, b) => a! - b!));

      // A day later the younger row is past 30 days too; the daily run takes it, not a moment earlier.
      clock = new Date(clock.getTime() + day);
      await vi.advanceTimersByTimeAsync(day - 1);
      expect(outbox(db).map((row) => row.id)).toContain(younger);
      const dailyPurge = new Promise<void>((resolve) => {
        purged = resolve;
      });
      await vi.advanceTimersByTimeAsync(1);
      await dailyPurge;
      expect(outbox(db).map((row) => row.id)).toEqual([pending]);
      await forwarder.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('claims due rows without reading the delivered history: under 5 ms with 200,000 delivered rows', async () => {
    const db = tracked(openDatabase(join(temp.dir(), 'history.sqlite')));
    insertDeliveredRows(db, 200_000, new Date('2026-01-01T00:00:00.000Z'));
    const crm = fetchAnswering(200);
    const forwarder = forwarderFor({
      outbox: createSqliteOutbox(db),
      webhookUrl: 'https://crm.example/hook',
      fetch: crm.fetch,
      log: () => {},
    });

    // The plan names the partial index of pending rows: the robust check, whatever the machine's speed.
    const plan = db
      .prepare<[string, number, number], { detail: string }>(`EXPLAIN QUERY PLAN ${SELECT_DUE_ROWS_SQL}`)
      .all(new Date().toISOString(), 0, 10)
      .map((step) => step.detail);
    expect(plan.some((detail) => /^SEARCH o USING (COVERING )?INDEX outbox_pending\b/.test(detail))).toBe(true);

    // And the time of the run a poll makes every few seconds: one lead waits for a retry later (its row sits
    // behind the whole history), nothing is due. Timing a run with nothing due keeps fsync out of it.
    await createLeads(db, 1);
    db.prepare('UPDATE outbox SET next_attempt_at = ? WHERE delivered_at IS NULL').run('2099-01-01T00:00:00.000Z');
    const times: number[] = [];
    for (let run = 0; run < 9; run++) {
      const started = performance.now();
      expect(await forwarder.deliverDue()).toEqual({ delivered: 0, failed: 0 });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    expect(times[4]).toBeLessThan(5);
    expect(crm.calls()).toBe(0);
  }, 60_000);

  it('delivers every lead after a CRM outage, across a restart, with verifiable signatures and no personal data in logs', async () => {
    const file = join(temp.dir(), 'leads.sqlite');
    const port = await unusedPort();
    const webhookUrl = `http://127.0.0.1:${port}/crm/leads`;
    const { log, entries } = capturingLogger();

    // 20 leads arrive while the CRM is down.
    let db = openDatabase(file);
    cleanups.push(() => db.open && db.close());
    const leads = await createLeads(db, 20);
    // Every lead is tried on every run here, so each one's schedule shows; the breaker that stops this
    // during a long outage has tests of its own.
    let forwarder = forwarderFor({
      outbox: createSqliteOutbox(db),
      webhookUrl,
      secret: SECRET,
      log,
      backoff: () => 0,
      breaker: { threshold: Number.POSITIVE_INFINITY },
    });

    // Nothing listens: connection refused.
    expect(await forwarder.deliverDue()).toEqual({ delivered: 0, failed: 20 });
    expect(new Set(outbox(db).map((row) => row.last_error))).toEqual(new Set(['TypeError ECONNREFUSED']));

    // The CRM is up but unwell: 503.
    const receiver: CrmReceiver = tracked(
      await startCrmReceiver({ port, respond: (_req, res) => res.writeHead(503).end('maintenance') }),
    );
    expect(await forwarder.deliverDue()).toEqual({ delivered: 0, failed: 20 });
    expect(outbox(db).every((row) => row.attempts === 2 && row.last_error === 'HTTP 503')).toBe(true);

    // Restart: the process goes away, the schedule stays in the file.
    await forwarder.stop();
    db.close();
    db = openDatabase(file);

    // The CRM recovers. It accepts each lead once, processes, and answers 200; for one lead the answer is
    // lost on the way back (connection reset), so that lead is sent again: at least once, never lost.
    const processed = new Map<string, number>();
    const unluckyKey = leads[3]!.leadNumber;
    let lostAnAnswer = false;
    receiver.respond = (request, response) => {
      const key = header(request, 'Idempotency-Key') ?? '';
      processed.set(key, (processed.get(key) ?? 0) + 1);
      if (key === unluckyKey && !lostAnAnswer) {
        lostAnAnswer = true;
        response.socket?.destroy();
        return;
      }
      response.writeHead(200).end();
    };
    const requestsBefore = receiver.requests.length;
    forwarder = forwarderFor({
      outbox: createSqliteOutbox(db),
      webhookUrl,
      secret: SECRET,
      log,
      backoff: () => 10,
      pollIntervalMs: 30,
    });
    forwarder.start();
    await waitFor(() => outbox(db).every((row) => row.delivered_at !== null));
    await forwarder.stop();

    // Every lead reached the CRM, each at least once, the unlucky one twice.
    expect(new Set(processed.keys())).toEqual(new Set(leads.map((lead) => lead.leadNumber)));
    for (const lead of leads) {
      expect(processed.get(lead.leadNumber)).toBe(lead === leads[3] ? 2 : 1);
    }
    const delivered = receiver.requests.slice(requestsBefore);
    expect(delivered).toHaveLength(21);
    for (const request of receiver.requests) {
      expect(signatureVerifies(request)).toBe(true);
      const lead = leads.find((l) => l.leadNumber === header(request, 'Idempotency-Key'));
      expect(JSON.parse(request.body).lead_number).toBe(lead?.leadNumber);
    }
    expect(outbox(db).find((row) => row.lead_id === leads[3]!.id)?.attempts).toBe(4);

    // Once acknowledged, never sent again.
    const again = createCrmForwarder({ outbox: createSqliteOutbox(db), webhookUrl, secret: SECRET, log });
    expect(await again.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    expect(receiver.requests).toHaveLength(requestsBefore + 21);

    // The logs name lead numbers and statuses, never a person.
    const logText = JSON.stringify(entries);
    for (const secretText of personalData(leads)) expect(logText).not.toContain(secretText);
    expect(logText).toContain(leads[0]!.leadNumber);
    expect(entries.filter((e) => e.level === 'info')).toHaveLength(20);
    expect(entries.some((e) => e.fields?.error === 'HTTP 503')).toBe(true);
    db.close();
  }, 20_000);
});

describe('describeDeliveryError', () => {
  it('gives the error class and a system code, never the message', () => {
    const refused = new TypeError('fetch failed to https://crm.example/?email=dana@example.com', {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    expect(describeDeliveryError(refused)).toBe('TypeError ECONNREFUSED');
    expect(describeDeliveryError(new DOMException('The operation timed out.', 'TimeoutError'))).toBe('TimeoutError');
    expect(describeDeliveryError({ name: 'dana@example.com', cause: { code: 'x@y' } })).toBe('Error');
    expect(describeDeliveryError('boom')).toBe('Error');
  });
});

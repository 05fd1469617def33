import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { type CrmReceiver, type ReceivedRequest, startCrmReceiver } from '../../../scripts/receivers/crm-receiver';
import { memoryLog } from '../../../tests/support/memory-log';
import { closedPort } from '../../../tests/support/ports';
import {
  capturingLogger,
  cleanupsAfterEach,
  createLeads,
  outboxRows,
  personalData,
  waitFor,
} from '../../../tests/support/relay-test-kit';
import { storeQuote } from '../../../tests/support/store-quote';
import { withTempDir } from '../../../tests/support/temp-dir';
import { openDatabase } from '../../storage/sqlite/database';
import { createSqliteLeadRepository } from '../../storage/sqlite/sqlite-lead-repository';
import { createSqliteOutbox } from '../../storage/sqlite/sqlite-outbox';
import { createOutboxRelay, type OutboxRelay, type OutboxRelayOptions } from '../outbox/outbox-relay';
import { type CrmDestinationOptions, createCrmDestination, idempotencyKeyOf } from './crm-destination';
import { verifyWebhookSignature } from './webhook-signature';

const temp = withTempDir();
const cleanup = cleanupsAfterEach();
const SECRET = 'whsec_forwarder_test';

function tracked<T extends { close(): unknown }>(thing: T): T {
  cleanup(() => thing.close());
  return thing;
}

type CrmRelayOptions = Omit<OutboxRelayOptions, 'destination' | 'outbox'> & CrmDestinationOptions & { db: Database };

/** The relay the server runs for the CRM: the outbox of `db`, the CRM's webhook as its destination. */
function crmRelay(options: CrmRelayOptions): OutboxRelay {
  const { db, webhookUrl, secret, fetch, ...relayOptions } = options;
  const destination = createCrmDestination({ webhookUrl, secret, fetch, now: options.now });
  const relay = createOutboxRelay({
    log: memoryLog().log,
    ...relayOptions,
    outbox: createSqliteOutbox(db),
    destination,
  });
  cleanup(() => relay.stop());
  return relay;
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

describe('createCrmDestination', () => {
  it('posts the payload with its headers and a verifiable signature, then marks the row delivered', async () => {
    const db = tracked(openDatabase(':memory:'));
    const [lead] = await createLeads(db, 1);
    const receiver = tracked(await startCrmReceiver());
    const { log, entries } = capturingLogger();
    const relay = crmRelay({ db, webhookUrl: receiver.url, secret: SECRET, log });

    expect(await relay.deliverDue()).toEqual({ delivered: 1, failed: 0 });

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
    expect(outboxRows(db)[0]).toMatchObject({
      destination: 'crm',
      attempts: 1,
      last_error: null,
      delivered_at: expect.any(String),
    });
    expect(entries).toEqual([
      {
        level: 'info',
        message: 'CRM delivery succeeded',
        fields: { destination: 'crm', lead: lead!.leadNumber, event: 'lead.created', status: 200, attempts: 1 },
      },
    ]);

    // Delivered means done: nothing is sent twice once the CRM said 2xx.
    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    expect(receiver.requests).toHaveLength(1);
  });

  it('sends no signature header when no secret is set', async () => {
    const db = tracked(openDatabase(':memory:'));
    await createLeads(db, 1);
    const receiver = tracked(await startCrmReceiver());
    await crmRelay({ db, webhookUrl: receiver.url }).deliverDue();
    expect(header(receiver.requests[0]!, 'X-ShipQuote-Signature')).toBeUndefined();
    expect(header(receiver.requests[0]!, 'X-ShipQuote-Timestamp')).toMatch(/^\d+$/);
  });

  it('refuses a webhook URL that is not http(s)', () => {
    expect(() => createCrmDestination({ webhookUrl: 'file:///etc/passwd' })).toThrow(/http/);
    expect(() => createCrmDestination({ webhookUrl: 'not a url' })).toThrow();
  });

  it('retries 410 Gone and 400 like any failure: fixing the endpoint delivers every waiting lead', async () => {
    const db = tracked(openDatabase(':memory:'));
    await createLeads(db, 2);
    for (const status of [410, 400]) {
      const relay = crmRelay({
        db,
        webhookUrl: 'https://crm.example/hook',
        fetch: fetchAnswering(status).fetch,
        backoff: () => 0,
      });
      expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 2 });
      expect(outboxRows(db).map((row) => [row.last_error, row.gave_up_at])).toEqual([
        [`HTTP ${status}`, null],
        [`HTTP ${status}`, null],
      ]);
    }
    const fixed = crmRelay({ db, webhookUrl: 'https://crm.example/new-hook', fetch: fetchAnswering(204).fetch });
    expect(await fixed.deliverDue()).toEqual({ delivered: 2, failed: 0 });
  });

  it('counts a CRM that does not answer in time as a failure (TimeoutError)', async () => {
    const db = tracked(openDatabase(':memory:'));
    await createLeads(db, 1);
    // Reads the request, never answers.
    const receiver = tracked(await startCrmReceiver({ respond: () => {} }));
    const relay = crmRelay({ db, webhookUrl: receiver.url, timeoutMs: 100 });
    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    expect(outboxRows(db)[0]?.last_error).toBe('TimeoutError');
  });

  it('does not follow a redirect: the lead is not resent to an address nobody configured', async () => {
    const db = tracked(openDatabase(':memory:'));
    await createLeads(db, 1);
    const elsewhere = tracked(await startCrmReceiver());
    const receiver = tracked(
      await startCrmReceiver({ respond: (_req, res) => res.writeHead(307, { Location: elsewhere.url }).end() }),
    );
    const relay = crmRelay({ db, webhookUrl: receiver.url });
    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    expect(outboxRows(db)[0]?.last_error).toBe('HTTP 307');
    expect(elsewhere.requests).toEqual([]);
  });

  it('waits as long as a 429 asks in Retry-After seconds before sending anything again', async () => {
    const db = tracked(openDatabase(':memory:'));
    let clock = new Date('2026-11-25T12:00:00.000Z');
    const now = () => clock;
    const store = createSqliteLeadRepository(db, { now });
    await storeQuote(store);
    const statuses: number[] = [];
    let busy = true;
    const relay = crmRelay({
      db,
      webhookUrl: 'https://crm.example/hook',
      now,
      fetch: async () => {
        const status = busy ? 429 : 200;
        statuses.push(status);
        return new Response(null, { status, headers: busy ? { 'Retry-After': '120' } : {} });
      },
    });

    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    // Not the 5 s of the first backoff: the 120 s the receiver asked for.
    expect(Date.parse(outboxRows(db)[0]!.next_attempt_at) - clock.getTime()).toBe(120_000);
    busy = false;
    // A lead that came in meanwhile is due, but the receiver asked for quiet: nothing goes before 120 s.
    await storeQuote(store);
    clock = new Date(clock.getTime() + 119_999);
    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    expect(statuses).toEqual([429]);
    clock = new Date(clock.getTime() + 1);
    expect(await relay.deliverDue()).toEqual({ delivered: 2, failed: 0 });
    expect(statuses).toEqual([429, 200, 200]);
  });

  it('reads a Retry-After given as an HTTP date', async () => {
    const db = tracked(openDatabase(':memory:'));
    let clock = new Date('2026-11-25T12:00:00.000Z');
    const now = () => clock;
    await storeQuote(createSqliteLeadRepository(db, { now }));
    const crm = fetchAnswering(200);
    let first = true;
    const relay = crmRelay({
      db,
      webhookUrl: 'https://crm.example/hook',
      now,
      fetch: async (input, init) => {
        if (!first) return crm.fetch(input, init);
        first = false;
        return new Response(null, { status: 429, headers: { 'Retry-After': 'Wed, 25 Nov 2026 12:01:30 GMT' } });
      },
    });
    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    expect(outboxRows(db)[0]!.next_attempt_at).toBe('2026-11-25T12:01:30.000Z');
    clock = new Date('2026-11-25T12:01:29.999Z');
    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    clock = new Date('2026-11-25T12:01:30.000Z');
    expect(await relay.deliverDue()).toEqual({ delivered: 1, failed: 0 });
    expect(crm.calls()).toBe(1);
  });

  it('waits an hour, not the day a 503 asks for in Retry-After, and says so in the log', async () => {
    const db = tracked(openDatabase(':memory:'));
    let clock = new Date('2026-11-25T12:00:00.000Z');
    const now = () => clock;
    const [lead] = await createLeads(db, 1, now);
    const { log, entries } = capturingLogger();
    let maintenance = true;
    const relay = crmRelay({
      db,
      webhookUrl: 'https://crm.example/hook',
      now,
      log,
      fetch: async () =>
        maintenance
          ? new Response(null, { status: 503, headers: { 'Retry-After': '86400' } })
          : new Response(null, { status: 200 }),
    });

    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    expect(Date.parse(outboxRows(db)[0]!.next_attempt_at) - clock.getTime()).toBe(3_600_000);
    expect(entries).toContainEqual({
      level: 'warn',
      message: 'CRM asked for a longer pause than allowed (Retry-After); pausing for the longest allowed',
      fields: { destination: 'crm', lead: lead!.leadNumber, asked_seconds: 86_400, pause_seconds: 3_600 },
    });
    maintenance = false;
    // A lead that came in meanwhile is held by the pause too, up to the hour and no longer.
    await createLeads(db, 1, now);
    clock = new Date(clock.getTime() + 3_599_999);
    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    clock = new Date(clock.getTime() + 1);
    expect(await relay.deliverDue()).toEqual({ delivered: 2, failed: 0 });
  });

  it('delivers every lead after a CRM outage, across a restart, with verifiable signatures and no personal data in logs', async () => {
    const file = join(temp.dir(), 'leads.sqlite');
    const port = await closedPort();
    const webhookUrl = `http://127.0.0.1:${port}/crm/leads`;
    const { log, entries } = capturingLogger();

    // 20 leads arrive while the CRM is down.
    let db = openDatabase(file);
    cleanup(() => db.open && db.close());
    const leads = await createLeads(db, 20);
    // Every lead is tried on every run here, so each one's schedule shows; the breaker that stops this
    // during a long outage has tests of its own.
    let relay = crmRelay({
      db,
      webhookUrl,
      secret: SECRET,
      log,
      backoff: () => 0,
      breaker: { threshold: Number.POSITIVE_INFINITY },
    });

    // Nothing listens: connection refused.
    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 20 });
    expect(new Set(outboxRows(db).map((row) => row.last_error))).toEqual(new Set(['TypeError ECONNREFUSED']));

    // The CRM is up but unwell: 503.
    const receiver: CrmReceiver = tracked(
      await startCrmReceiver({ port, respond: (_req, res) => res.writeHead(503).end('maintenance') }),
    );
    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 20 });
    expect(outboxRows(db).every((row) => row.attempts === 2 && row.last_error === 'HTTP 503')).toBe(true);

    // Restart: the process goes away, the schedule stays in the file.
    await relay.stop();
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
    relay = crmRelay({ db, webhookUrl, secret: SECRET, log, backoff: () => 10, pollIntervalMs: 30 });
    relay.start();
    await waitFor(() => outboxRows(db).every((row) => row.delivered_at !== null));
    await relay.stop();

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
    expect(outboxRows(db).find((row) => row.lead_id === leads[3]!.id)?.attempts).toBe(4);

    // Once acknowledged, never sent again.
    const again = crmRelay({ db, webhookUrl, secret: SECRET, log });
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

describe('the Idempotency-Key of each event', () => {
  it('is the lead number for the lead, and the lead number with the event for what follows it', () => {
    expect(idempotencyKeyOf({ lead_number: 'SQ-261125-482193', event: 'lead.created' })).toBe('SQ-261125-482193');
    expect(idempotencyKeyOf({ lead_number: 'SQ-261125-482193', event: 'order.created' })).toBe(
      'SQ-261125-482193:order.created',
    );
    expect(idempotencyKeyOf({ lead_number: 'SQ-261125-482193', event: 'callback.requested' })).toBe(
      'SQ-261125-482193:callback.requested',
    );
  });
});

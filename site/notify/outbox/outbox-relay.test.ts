import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { insertDeliveredRows } from '../../../scripts/delivered-rows';
import { memoryLog } from '../../../tests/support/memory-log';
import {
  capturingLogger,
  cleanupsAfterEach,
  createLeads,
  outboxRows,
  personalData,
  waitFor,
} from '../../../tests/support/relay-test-kit';
import { withTempDir } from '../../../tests/support/temp-dir';
import type { OutboxRow } from '../../storage/lead-repository';
import { openDatabase } from '../../storage/sqlite/database';
import { createSqliteOutbox, SELECT_DUE_ROWS_SQL } from '../../storage/sqlite/sqlite-outbox';
import type { DeliveryResult, Destination } from './destination';
import { createOutboxRelay, type OutboxRelay, type OutboxRelayOptions } from './outbox-relay';

const temp = withTempDir();
const cleanup = cleanupsAfterEach();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function tracked<T extends { close(): unknown }>(thing: T): T {
  cleanup(() => thing.close());
  return thing;
}

function relayFor(options: OutboxRelayOptions): OutboxRelay {
  const relay = createOutboxRelay({ log: memoryLog().log, ...options });
  cleanup(() => relay.stop());
  return relay;
}

type Answer = (row: OutboxRow, signal: AbortSignal) => DeliveryResult | Promise<DeliveryResult>;

interface FakeReceiver extends Destination {
  /** Every row tried, in order. */
  tries: OutboxRow[];
  answer: Answer;
}

/** A destination answering as the test says (and changes), keeping every row it was given. */
function fakeReceiver(answer: Answer, name = 'crm'): FakeReceiver {
  const receiver: FakeReceiver = {
    name,
    label: 'Receiver',
    tries: [],
    answer,
    async deliver(row, signal) {
      receiver.tries.push(row);
      return receiver.answer(row, signal);
    },
  };
  return receiver;
}

const delivered: DeliveryResult = { kind: 'delivered', status: 200 };
const unavailable: DeliveryResult = { kind: 'temporary', error: 'HTTP 503' };

/** A clock the test moves by hand. */
function handClock(start = '2026-11-25T12:00:00.000Z') {
  let at = new Date(start);
  return {
    now: () => at,
    later(ms: number) {
      at = new Date(at.getTime() + ms);
    },
    set(next: Date) {
      at = next;
    },
  };
}

describe('createOutboxRelay', () => {
  it('keeps the retry schedule in the database: 5 s, 10 s, 20 s, 40 s, then a minute apart', async () => {
    const db = tracked(openDatabase(':memory:'));
    const clock = handClock();
    await createLeads(db, 1, clock.now);
    const receiver = fakeReceiver(() => unavailable);
    // The breaker would make the later tries probes; this test is about one row's own schedule.
    const relay = relayFor({
      outbox: createSqliteOutbox(db),
      destination: receiver,
      now: clock.now,
      breaker: { threshold: Number.POSITIVE_INFINITY },
    });

    const expectedDelays = [5_000, 10_000, 20_000, 40_000, MINUTE, MINUTE, MINUTE];
    for (const [index, delay] of expectedDelays.entries()) {
      // Not yet due: nothing is sent a millisecond early.
      if (index > 0) {
        clock.set(new Date(Date.parse(outboxRows(db)[0]!.next_attempt_at) - 1));
        expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 0 });
        clock.later(1);
      }
      expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 1 });
      const row = outboxRows(db)[0]!;
      expect(row).toMatchObject({
        attempts: index + 1,
        last_error: 'HTTP 503',
        delivered_at: null,
        claimed_until: null,
      });
      const waited = Date.parse(row.next_attempt_at) - clock.now().getTime();
      expect(waited).toBeGreaterThanOrEqual(delay * 0.8);
      expect(waited).toBeLessThanOrEqual(Math.min(delay * 1.2, MINUTE));
    }
    expect(receiver.tries).toHaveLength(expectedDelays.length);
  });

  it("caps a row's wait and the wait between probes at maxRetryMs, however long the outage", async () => {
    const db = tracked(openDatabase(':memory:'));
    const clock = handClock();
    await createLeads(db, 3, clock.now);
    // Rows that have failed for days already.
    db.prepare('UPDATE outbox SET attempts = 500').run();
    const { log, entries } = capturingLogger();
    const relay = relayFor({
      outbox: createSqliteOutbox(db),
      destination: fakeReceiver(() => unavailable),
      now: clock.now,
      log,
      maxRetryMs: 8_000,
      breaker: { threshold: 1 },
    });
    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 3 });
    for (const row of outboxRows(db)) {
      const waited = Date.parse(row.next_attempt_at) - clock.now().getTime();
      expect(waited).toBeGreaterThanOrEqual(6_400);
      expect(waited).toBeLessThanOrEqual(8_000);
    }
    // The circuit opened; each failed probe would double the wait to the next, but it stops at the cap.
    const probeWaits: number[] = [];
    for (let probe = 0; probe < 8; probe++) {
      const opened = entries.filter((entry) => entry.message.startsWith('Receiver keeps failing')).at(-1)!;
      // The probe goes once the circuit allows it and a row is due.
      const due = Math.min(...outboxRows(db).map((row) => Date.parse(row.next_attempt_at)));
      clock.set(new Date(Math.max(Date.parse(String(opened.fields?.probe_at)), due)));
      const before = entries.length;
      expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 1 });
      const reopened = entries.slice(before).find((entry) => entry.message.startsWith('Receiver keeps failing'))!;
      probeWaits.push(Date.parse(String(reopened.fields?.probe_at)) - clock.now().getTime());
    }
    for (const wait of probeWaits) expect(wait).toBeLessThanOrEqual(8_000);
    expect(probeWaits.at(-1)).toBeGreaterThanOrEqual(6_400);
  });

  it('leases claimed rows for the lease given, and cuts a try off at half of it', async () => {
    const db = tracked(openDatabase(':memory:'));
    const at = new Date('2026-11-26T12:00:00.000Z');
    // The lead is created at the relay's "now", so its row is due whatever the real date is.
    await createLeads(db, 1, () => at);
    const sqliteOutbox = createSqliteOutbox(db);
    const leases: number[] = [];
    // Never answers; gives up only when the relay's signal says so.
    const receiver = fakeReceiver(
      (_row, signal) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
        ),
    );
    const relay = relayFor({
      outbox: {
        ...sqliteOutbox,
        claim: (query) => {
          leases.push(query.leaseUntil.getTime() - query.now.getTime());
          return sqliteOutbox.claim(query);
        },
      },
      destination: receiver,
      now: () => at,
      leaseMs: 200,
    });
    const started = performance.now();
    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    // Cut off at half the lease, not at the default timeout of 10 s.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(leases).toEqual([200]);
    expect(outboxRows(db)[0]?.last_error).toBe('TimeoutError');
  });

  it('counts a try that throws as a temporary failure, named by its class and code, never its message', async () => {
    const db = tracked(openDatabase(':memory:'));
    const [lead] = await createLeads(db, 1);
    const { log, entries } = capturingLogger();
    const receiver = fakeReceiver(() => {
      throw new TypeError(`fetch failed for ${lead!.submission.email}`, { cause: { code: 'ECONNREFUSED' } });
    });
    const relay = relayFor({ outbox: createSqliteOutbox(db), destination: receiver, log });
    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    expect(outboxRows(db)[0]).toMatchObject({ last_error: 'TypeError ECONNREFUSED', gave_up_at: null });
    expect(JSON.stringify(entries)).not.toContain(lead!.submission.email);
  });

  it('gives up a row the destination refuses for good: kept with its error, never claimed again', async () => {
    const db = tracked(openDatabase(':memory:'));
    const clock = handClock();
    const leads = await createLeads(db, 2, clock.now);
    const outbox = createSqliteOutbox(db);
    const { log, entries } = capturingLogger();
    const receiver = fakeReceiver((row) =>
      row.lead_number === leads[0]!.leadNumber ? { kind: 'permanent', error: 'SMTP 550' } : delivered,
    );
    const relay = relayFor({ outbox, destination: receiver, now: clock.now, log, backoff: () => 0 });

    expect(await relay.deliverDue()).toEqual({ delivered: 1, failed: 1 });
    expect(outboxRows(db)[0]).toMatchObject({
      last_error: 'SMTP 550',
      gave_up_at: clock.now().toISOString(),
      delivered_at: null,
      claimed_until: null,
    });
    clock.later(DAY);
    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    expect(receiver.tries).toHaveLength(2);
    expect(await outbox.earliestPending('crm')).toBeUndefined();
    expect(entries.filter((entry) => entry.level === 'error')).toEqual([
      {
        level: 'error',
        message: 'Receiver refused the lead for good; it is not tried again',
        fields: {
          destination: 'crm',
          lead: leads[0]!.leadNumber,
          event: 'lead.created',
          error: 'SMTP 550',
          attempts: 1,
        },
      },
    ]);
    const logText = JSON.stringify(entries);
    for (const secretText of personalData(leads)) expect(logText).not.toContain(secretText);
  });

  it('never opens the circuit for refusals for good: the receiver answers', async () => {
    const db = tracked(openDatabase(':memory:'));
    const clock = handClock();
    await createLeads(db, 6, clock.now);
    const receiver = fakeReceiver(() => ({ kind: 'permanent', error: 'SMTP 550' }));
    const relay = relayFor({
      outbox: createSqliteOutbox(db),
      destination: receiver,
      now: clock.now,
      breaker: { threshold: 2 },
    });
    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 6 });
    receiver.answer = () => delivered;
    await createLeads(db, 1, clock.now);
    expect(await relay.deliverDue()).toEqual({ delivered: 1, failed: 0 });
  });

  it("claims only its own destination's rows, and a failing destination holds back none of another's", async () => {
    const db = tracked(openDatabase(':memory:'));
    const clock = handClock();
    const leads = await createLeads(db, 4, clock.now);
    db.prepare("UPDATE outbox SET destination = 'email' WHERE id IN (SELECT id FROM outbox ORDER BY id LIMIT 2)").run();
    const outbox = createSqliteOutbox(db);
    const crm = fakeReceiver(() => unavailable, 'crm');
    const email = fakeReceiver(() => delivered, 'email');
    const crmRelay = relayFor({ outbox, destination: crm, now: clock.now, breaker: { threshold: 1 } });
    const emailRelay = relayFor({ outbox, destination: email, now: clock.now, breaker: { threshold: 1 } });

    expect(await crmRelay.deliverDue()).toEqual({ delivered: 0, failed: 2 });
    expect(await emailRelay.deliverDue()).toEqual({ delivered: 2, failed: 0 });
    const numbers = (rows: OutboxRow[]) => rows.map((row) => row.lead_number);
    expect(numbers(crm.tries)).toEqual(leads.slice(2).map((lead) => lead.leadNumber));
    expect(numbers(email.tries)).toEqual(leads.slice(0, 2).map((lead) => lead.leadNumber));
    // The email relay's breaker is its own: the CRM's open circuit does not hold its next lead.
    const [next] = await createLeads(db, 1, clock.now);
    db.prepare("UPDATE outbox SET destination = 'email' WHERE lead_id = ?").run(next!.id);
    expect(await emailRelay.deliverDue()).toEqual({ delivered: 1, failed: 0 });
    expect(await crmRelay.deliverDue()).toEqual({ delivered: 0, failed: 0 });
  });

  it('runs one delivery at a time: concurrent calls send each lead once', async () => {
    const db = tracked(openDatabase(':memory:'));
    await createLeads(db, 3);
    const answers: (() => void)[] = [];
    const receiver = fakeReceiver(
      () =>
        new Promise((resolve) => {
          answers.push(() => resolve(delivered));
        }),
    );
    const relay = relayFor({ outbox: createSqliteOutbox(db), destination: receiver });
    const running = Promise.all([relay.deliverDue(), relay.deliverDue(), relay.deliverDue()]);
    await waitFor(() => answers.length === 3);
    for (const answer of answers) answer();
    const results = await running;
    expect(results.reduce((sum, result) => sum + result.delivered, 0)).toBe(3);
    expect(receiver.tries).toHaveLength(3);
  });

  it('sends a new lead at once on wake(), and stop() waits for the try in flight', async () => {
    const db = tracked(openDatabase(':memory:'));
    // The receiver holds its answer until the test lets it go, so the try is in flight for as long as needed.
    let answer: (() => void) | undefined;
    const receiver = fakeReceiver(
      () =>
        new Promise((resolve) => {
          answer = () => resolve(delivered);
        }),
    );
    // A poll interval far longer than the test: only wake() can explain a prompt delivery. start() reads
    // the outbox for its first run before it returns, so the lead written next is not in that run.
    const relay = relayFor({ outbox: createSqliteOutbox(db), destination: receiver, pollIntervalMs: 600_000 });
    relay.start();
    await createLeads(db, 1);
    relay.wake();
    await waitFor(() => receiver.tries.length === 1, 2_000);

    let stopped = false;
    const stopping = relay.stop().then(() => {
      stopped = true;
    });
    // A turn of the event loop: a stop() that did not wait for the try would have ended by now.
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    expect(outboxRows(db)[0]?.delivered_at).toBeNull();
    answer?.();
    await stopping;
    expect(outboxRows(db)[0]?.delivered_at).toEqual(expect.any(String));
  });

  it('picks up leads written by another connection at the next poll', async () => {
    const file = join(temp.dir(), 'leads.sqlite');
    const db = tracked(openDatabase(file));
    const other = tracked(openDatabase(file));
    const receiver = fakeReceiver(() => delivered);
    const relay = relayFor({ outbox: createSqliteOutbox(db), destination: receiver, pollIntervalMs: 50 });
    relay.start();
    await createLeads(other, 2);
    await waitFor(() => outboxRows(db).every((row) => row.delivered_at !== null) && receiver.tries.length === 2);
    await relay.stop();
  });

  it('stops trying every lead of a receiver that keeps failing, probes with one at growing intervals, and resumes once it answers', async () => {
    const db = tracked(openDatabase(':memory:'));
    const clock = handClock();
    const leads = await createLeads(db, 30, clock.now);
    let answer: DeliveryResult = unavailable;
    const receiver = fakeReceiver(() => answer);
    const { log, entries } = capturingLogger();
    const relay = relayFor({
      outbox: createSqliteOutbox(db),
      destination: receiver,
      now: clock.now,
      log,
      // Each lead is due again at once: only the breaker holds them back.
      backoff: () => 0,
      breaker: { threshold: 5, backoff: (openings) => 60_000 * 2 ** (openings - 1) },
    });

    // The first batch of ten goes out together; five failures in a row open the circuit.
    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 10 });
    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    clock.later(59_999);
    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    expect(receiver.tries).toHaveLength(10);

    // After a minute, one lead as a probe; it fails, and the next wait is two minutes.
    clock.later(1);
    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    clock.later(119_999);
    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    clock.later(1);
    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    expect(receiver.tries).toHaveLength(12);

    // The receiver is back: the probe succeeds and every waiting lead follows in the same run.
    answer = delivered;
    clock.later(240_000);
    expect(await relay.deliverDue()).toEqual({ delivered: 30, failed: 0 });
    expect(receiver.tries).toHaveLength(42);
    expect(outboxRows(db).every((row) => row.delivered_at !== null)).toBe(true);
    const messages = entries.map((entry) => entry.message);
    expect(
      messages.filter((m) => m === 'Receiver keeps failing; deliveries pause, then one lead is tried'),
    ).toHaveLength(3);
    expect(messages).toContain('Receiver answers again; deliveries resume');
    const logText = JSON.stringify(entries);
    for (const secretText of personalData(leads)) expect(logText).not.toContain(secretText);
  });

  it('purges delivered rows past the keep period when it starts and then once a day, and never a pending row', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const db = tracked(openDatabase(':memory:'));
      const clock = handClock();
      const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY);
      insertDeliveredRows(db, 1, daysAgo(31));
      const [younger] = insertDeliveredRows(db, 1, daysAgo(29.5));
      // A lead the receiver never took, written long ago and due only later: it stays until delivered.
      await createLeads(db, 1, () => daysAgo(90));
      db.prepare('UPDATE outbox SET next_attempt_at = ? WHERE delivered_at IS NULL').run('2027-01-01T00:00:00.000Z');
      const pending = outboxRows(db).find((row) => row.delivered_at === null)!.id;
      let purged: () => void = () => {};
      const relay = relayFor({
        outbox: createSqliteOutbox(db),
        destination: fakeReceiver(() => delivered),
        now: clock.now,
        keepDeliveredDays: 30,
        // No poll in the day this test spans: only the purge's own timer runs.
        pollIntervalMs: 7 * DAY,
        log: memoryLog(({ message }) => {
          if (message === 'Receiver outbox purged of old delivered rows') purged();
        }).log,
      });

      const firstPurge = new Promise<void>((resolve) => {
        purged = resolve;
      });
      relay.start();
      await firstPurge;
      expect(outboxRows(db).map((row) => row.id)).toEqual([younger, pending].sort((a, b) => a! - b!));

      // A day later the younger row is past 30 days too; the daily run takes it, not a moment earlier.
      clock.later(DAY);
      await vi.advanceTimersByTimeAsync(DAY - 1);
      expect(outboxRows(db).map((row) => row.id)).toContain(younger);
      const dailyPurge = new Promise<void>((resolve) => {
        purged = resolve;
      });
      await vi.advanceTimersByTimeAsync(1);
      await dailyPurge;
      expect(outboxRows(db).map((row) => row.id)).toEqual([pending]);
      await relay.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('claims due rows through the partial index of pending rows, never walking the delivered history', async () => {
    const db = tracked(openDatabase(join(temp.dir(), 'history.sqlite')));
    // A history to step over; how long the claim takes over 200,000 such rows is npm run bench's to measure.
    insertDeliveredRows(db, 1_000, new Date('2026-01-01T00:00:00.000Z'));
    const receiver = fakeReceiver(() => delivered);
    const relay = relayFor({ outbox: createSqliteOutbox(db), destination: receiver });

    // The plan names the partial index of pending rows: the check that holds whatever the machine's speed.
    const plan = db
      .prepare<[object], { detail: string }>(`EXPLAIN QUERY PLAN ${SELECT_DUE_ROWS_SQL}`)
      .all({ destination: 'crm', now: new Date().toISOString(), afterId: 0, limit: 10 })
      .map((step) => step.detail);
    expect(plan.some((detail) => /^SEARCH o USING (COVERING )?INDEX outbox_pending\b/.test(detail))).toBe(true);

    // A run with one lead waiting for a retry later, behind the whole history: nothing is due, nothing is tried.
    await createLeads(db, 1);
    db.prepare('UPDATE outbox SET next_attempt_at = ? WHERE delivered_at IS NULL').run('2099-01-01T00:00:00.000Z');
    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    expect(receiver.tries).toHaveLength(0);
  });
});

describe('what a relay reports', () => {
  /** DeliveryEvents that keep what they are told, as `destination outcome`. */
  function recordingEvents() {
    const told: string[] = [];
    return {
      told,
      events: {
        delivered: (destination: string) => told.push(`${destination} delivered`),
        failed: (destination: string, failure: string) => told.push(`${destination} ${failure}`),
      },
    };
  }

  it('tells its events of each delivery, each failure to retry and each row given up, by destination only', async () => {
    const db = tracked(openDatabase(':memory:'));
    const clock = handClock();
    const leads = await createLeads(db, 3, clock.now);
    const answers: Record<string, DeliveryResult> = {
      [leads[0]!.leadNumber]: delivered,
      [leads[1]!.leadNumber]: unavailable,
      [leads[2]!.leadNumber]: { kind: 'permanent', error: 'HTTP 422' },
    };
    const receiver = fakeReceiver((row) => answers[row.lead_number]!);
    const { told, events } = recordingEvents();
    const relay = relayFor({ outbox: createSqliteOutbox(db), destination: receiver, now: clock.now, events });
    expect(await relay.deliverDue()).toEqual({ delivered: 1, failed: 2 });
    expect(told.sort()).toEqual(['crm delivered', 'crm given_up', 'crm retry']);
  });

  it('names its destination and says whether its circuit is open, closing it when the receiver answers', async () => {
    const db = tracked(openDatabase(':memory:'));
    const clock = handClock();
    await createLeads(db, 3, clock.now);
    const receiver = fakeReceiver(() => unavailable);
    const relay = relayFor({
      outbox: createSqliteOutbox(db),
      destination: receiver,
      now: clock.now,
      backoff: () => 0,
      breaker: { threshold: 3, backoff: () => MINUTE },
    });
    expect(relay.destination).toBe('crm');
    expect(relay.circuitOpen()).toBe(false);
    await relay.deliverDue();
    expect(relay.circuitOpen()).toBe(true);
    receiver.answer = () => delivered;
    clock.later(MINUTE);
    expect(await relay.deliverDue()).toEqual({ delivered: 3, failed: 0 });
    expect(relay.circuitOpen()).toBe(false);
  });
});

describe('after an outage', () => {
  it('sends every waiting lead with the first delivery that succeeds, however far off their next try was', async () => {
    const db = tracked(openDatabase(':memory:'));
    const clock = handClock();
    const waiting = await createLeads(db, 9, clock.now);
    let answer: DeliveryResult = unavailable;
    const receiver = fakeReceiver(() => answer);
    const { log, entries } = capturingLogger();
    // Rows back off an hour; the breaker probes after a minute.
    const relay = relayFor({
      outbox: createSqliteOutbox(db),
      destination: receiver,
      now: clock.now,
      log,
      maxRetryMs: HOUR,
      backoff: () => HOUR,
      breaker: { threshold: 5, backoff: () => MINUTE },
    });
    expect(await relay.deliverDue()).toEqual({ delivered: 0, failed: 9 });

    // The receiver is back ten minutes later, and a new quote arrives: it is the probe, and its success
    // sends the nine that were to wait out the rest of their hour.
    clock.later(10 * MINUTE);
    answer = delivered;
    const [fresh] = await createLeads(db, 1, clock.now);
    expect(await relay.deliverDue()).toEqual({ delivered: 10, failed: 0 });
    expect(receiver.tries.slice(9).map((row) => row.lead_number)).toEqual(
      [fresh!, ...waiting].map((lead) => lead.leadNumber),
    );
    expect(outboxRows(db).every((row) => row.delivered_at === clock.now().toISOString())).toBe(true);
    expect(entries).toContainEqual({
      level: 'info',
      message: 'Receiver answers again; deliveries resume',
      fields: { destination: 'crm', rows_waiting: 9 },
    });
  });

  it('delivers every waiting lead within 90 s of the receiver being back, after six hours down and five 503s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-25T06:00:00.000Z'));
      const db = tracked(openDatabase(':memory:'));
      let state: 'down' | 'unwell' | 'up' = 'down';
      let unwellAnswers = 5;
      let backAt: number | undefined;
      const arrivals = new Map<string, number>();
      const receiver = fakeReceiver((row) => {
        if (state === 'down') throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
        if (state === 'unwell') {
          unwellAnswers--;
          if (unwellAnswers === 0) {
            state = 'up';
            backAt = Date.now();
          }
          return unavailable;
        }
        arrivals.set(row.lead_number, Date.now());
        return delivered;
      });
      const { log, entries } = capturingLogger();
      // The defaults: what the server runs with.
      const relay = relayFor({ outbox: createSqliteOutbox(db), destination: receiver, log });
      relay.start();

      // Nine quotes arrive during the outage's first three hours, each waking the relay as the server does.
      const leads = [];
      for (let quote = 0; quote < 9; quote++) {
        leads.push(...(await createLeads(db, 1)));
        relay.wake();
        await vi.advanceTimersByTimeAsync(20 * MINUTE);
      }
      await vi.advanceTimersByTimeAsync(6 * HOUR - 9 * 20 * MINUTE);
      // The open circuit let one lead at a time go as a probe; those tried failed over and over, and their
      // own backoff reached the cap.
      const rows = outboxRows(db);
      expect(rows.every((row) => row.delivered_at === null)).toBe(true);
      expect(Math.max(...rows.map((row) => row.attempts))).toBeGreaterThanOrEqual(5);
      expect(arrivals.size).toBe(0);

      // The receiver comes up unwell: five 503s, then it is back.
      state = 'unwell';
      await vi.advanceTimersByTimeAsync(15 * MINUTE);
      expect(backAt).toBeDefined();
      expect([...arrivals.keys()].sort()).toEqual(leads.map((lead) => lead.leadNumber).sort());
      for (const at of arrivals.values()) expect(at - backAt!).toBeLessThanOrEqual(90_000);
      expect(entries.some((entry) => entry.message === 'Receiver answers again; deliveries resume')).toBe(true);
      await relay.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

/**
 * Two real server processes (scripts/server-process.mjs) on one PostgreSQL database and one local CRM
 * receiver, as a broker runs several instances behind a load balancer: quotes split between them get
 * unique lead numbers and reach the CRM once each, and when one instance is killed with SIGKILL during a
 * burst, every quote it acknowledged is stored and reaches the CRM through the survivor once the dead
 * instance's outbox lease has run out.
 *
 * It spawns servers like the `process` project's tests, but lives in the storage project because it needs
 * the PostgreSQL server of that project's global setup (and its one skip rule); giving the process project
 * that setup too would start a second cluster for tests that never use it.
 */
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { type CrmReceiver, type Respond, startCrmReceiver } from '../../scripts/receivers/crm-receiver';
import { type StartedServer, startServerProcess } from '../../scripts/server-process.mjs';
import { API_PATHS, type SubmitResponse } from '../../shared/api-types';
import { newIdempotencyKey, validSubmissionInput } from '../support/valid-submission';
import { asAdmin, type OpenedStore, postgresBackend } from './storage-backends';

const postgres = inject('postgres');

const FIRST_BURST = 60;
const SECOND_BURST = 80;
const IN_FLIGHT = 16;
/** Kill one instance once this many quotes of the second burst are acknowledged: mid-burst, with more to come. */
const KILL_AFTER_ACKNOWLEDGED = 24;
/**
 * Short, so the rows the killed instance had claimed go out again within the test; long enough that a
 * request to the local receiver (cut off at half the lease) never times out on a busy machine.
 */
const LEASE_SECONDS = 4;
/** The receiver answers this late during the second burst, so the killed instance has deliveries in flight. */
const SLOW_ANSWER_MS = 150;

const answerLater =
  (ms: number): Respond =>
  (_request, response) => {
    setTimeout(() => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}'), ms);
  };

/** Outcome of one quote: the lead number it was acknowledged with, or why it was not. */
type Outcome = { leadNumber: string } | { status: number } | { cutOff: true };

async function submit(origin: string): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch(`${origin}${API_PATHS.createOpportunityAndSendToBooking}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validSubmissionInput({ idempotency_key: newIdempotencyKey() })),
    });
  } catch {
    // Refused or reset because the instance was killed: never acknowledged, so the client would retry.
    return { cutOff: true };
  }
  const answer = (await response.json().catch(() => ({}))) as SubmitResponse;
  return response.status === 200 && answer.sessionId ? { leadNumber: answer.sessionId } : { status: response.status };
}

// The one skip allowed: PostgreSQL missing on a developer machine (never under CI).
describe.skipIf('skipReason' in postgres)('two server instances on one PostgreSQL database', () => {
  let store: OpenedStore;
  let receiver: CrmReceiver;
  let url: string;
  const servers: StartedServer[] = [];

  beforeAll(async () => {
    store = await postgresBackend.open();
    url = store.url!;
    receiver = await startCrmReceiver();
    const env = {
      DATABASE_URL: url,
      PUBLIC_URL: 'https://quotes.example.test',
      CRM_WEBHOOK_URL: receiver.url,
      CRM_WEBHOOK_SECRET: 'a-secret-of-24-characters',
      OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
      // Every quote comes from this one client; the per-client limit would answer most of them 429.
      RATE_LIMIT_SUBMISSIONS: '100000',
    };
    servers.push(...(await Promise.all([startServerProcess({ env }), startServerProcess({ env })])));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGTERM')));
    await receiver?.close();
    await store?.dispose();
  });

  /** How many times the CRM received each lead, by the Idempotency-Key header (the lead number). */
  function deliveries(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const request of receiver.requests) {
      const key = String(request.headers['idempotency-key']);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  }

  async function storedLeadNumbers(leadNumbers: string[]): Promise<Set<string>> {
    const { rows } = await asAdmin(url, (client) =>
      client.query<{ lead_number: string }>('SELECT lead_number FROM leads WHERE lead_number = ANY($1)', [leadNumbers]),
    );
    return new Set(rows.map((row) => row.lead_number));
  }

  async function undeliveredRows(): Promise<number> {
    const { rows } = await asAdmin(url, (client) =>
      client.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE delivered_at IS NULL'),
    );
    return rows[0]?.n ?? -1;
  }

  it('numbers quotes split between them uniquely and sends each lead to the CRM exactly once', async () => {
    const [a, b] = servers as [StartedServer, StartedServer];
    const outcomes = await Promise.all(
      Array.from({ length: FIRST_BURST }, (_, i) => submit(i % 2 === 0 ? a.origin : b.origin)),
    );
    const leadNumbers = outcomes.flatMap((outcome) => ('leadNumber' in outcome ? [outcome.leadNumber] : []));
    expect(outcomes.filter((outcome) => !('leadNumber' in outcome))).toEqual([]);
    expect(new Set(leadNumbers).size).toBe(FIRST_BURST);
    expect((await storedLeadNumbers(leadNumbers)).size).toBe(FIRST_BURST);

    // Once no row is pending, nothing more can be sent: the counts are final.
    await vi.waitFor(async () => expect(await undeliveredRows()).toBe(0), { timeout: 20_000, interval: 100 });
    const counts = deliveries();
    expect([...counts.keys()].sort()).toEqual([...leadNumbers].sort());
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  }, 40_000);

  it('delivers every quote acknowledged before one instance was killed mid-burst, through the survivor', async () => {
    const [survivor, victim] = servers as [StartedServer, StartedServer];
    receiver.respond = answerLater(SLOW_ANSWER_MS);
    const acknowledged: string[] = [];
    const refused: Outcome[] = [];
    let cutOff = 0;
    let killed = false;
    let next = 0;

    const worker = async () => {
      while (next < SECOND_BURST) {
        const index = next++;
        const outcome = await submit(index % 2 === 0 ? survivor.origin : victim.origin);
        if ('leadNumber' in outcome) {
          acknowledged.push(outcome.leadNumber);
          if (!killed && acknowledged.length >= KILL_AFTER_ACKNOWLEDGED) {
            killed = true;
            victim.kill('SIGKILL');
          }
        } else if ('cutOff' in outcome) {
          cutOff++;
        } else {
          refused.push(outcome);
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));

    expect(killed).toBe(true);
    expect(await victim.exited).toBe('SIGKILL');
    expect(refused).toEqual([]);
    expect(acknowledged.length + cutOff).toBe(SECOND_BURST);
    // Half the burst still went to the survivor after the kill, so the burst went on past it.
    expect(acknowledged.length).toBeGreaterThan(KILL_AFTER_ACKNOWLEDGED);
    expect(await storedLeadNumbers(acknowledged)).toEqual(new Set(acknowledged));

    receiver.respond = answerLater(0);
    // The survivor takes over the victim's claimed rows when their lease ends, then its poll or a wake finds them.
    await vi.waitFor(
      async () => {
        const counts = deliveries();
        expect(acknowledged.filter((leadNumber) => !counts.has(leadNumber))).toEqual([]);
        expect(await undeliveredRows()).toBe(0);
      },
      { timeout: (LEASE_SECONDS + 15) * 1000, interval: 200 },
    );
    const { rows } = await asAdmin(url, (client) =>
      client.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE attempts > 1'),
    );
    console.info(
      `multi-instance: ${acknowledged.length} acknowledged, ${cutOff} cut off by the kill, claimed more than once: ${rows[0]?.n}`,
    );
  }, 50_000);
});

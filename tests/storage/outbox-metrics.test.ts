/**
 * The outbox figures /metrics reads from the database at scrape time, on each store: the contract's
 * backlog query (rows waiting per destination, and when the first of them was written), then the same
 * figures, the orders and the deliveries in the app as the server builds it.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { type CrmReceiver, startCrmReceiver } from '../../scripts/receivers/crm-receiver';
import { API_PATHS } from '../../shared/api-types';
import { type ConfiguredApp, createConfiguredApp } from '../support/configured-app';
import { fakeLookups } from '../support/fake-lookups';
import { parseMetrics, type Sample, sampleValue } from '../support/metrics-scrape';
import { storeQuote } from '../support/store-quote';
import { newIdempotencyKey, validSubmission, validSubmissionInput } from '../support/valid-submission';
import { forEachBackend } from './storage-backends';

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-25T12:00:00.000Z');
const TOKEN = 'Outbox-Metrics-Token-0123456789-abcdef';
const PUBLIC_URL = 'https://quotes.example.com';
const SECRET = 'outbox-metrics-test-secret-0123456789';

/** Rows just written are sent at once (the relays are woken); an order's email renders a PDF first. */
const SOON = { timeout: 10_000, interval: 50 };

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The CRM answering 503 to everything: its rows stay pending, and each try is a failure to retry. */
const unavailable = (_request: unknown, response: import('node:http').ServerResponse) => {
  response.writeHead(503).end();
};

async function scrape(app: ConfiguredApp['app']): Promise<Sample[]> {
  const res = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return parseMetrics(await res.text());
}

/** Step 1 and the signature of the order form, filled in for validSubmissionInput's quote. */
function signedOrder(shipDate: string): Record<string, string> {
  return {
    carrier: 'enclosed',
    first_available_date: shipDate,
    'pickup.street': '100 Congress Ave',
    'pickup.city': 'Austin',
    'pickup.state': 'TX',
    'pickup.postal_code': '78701',
    'pickup.contact_name': 'Octavia Brightwater',
    'pickup.contact_phone': '(512) 555-0143',
    'delivery.street': '200 Biscayne Blvd',
    'delivery.city': 'Miami',
    'delivery.state': 'FL',
    'delivery.postal_code': '33101',
    'delivery.contact_name': 'Octavia Brightwater',
    'delivery.contact_phone': '(512) 555-0143',
    'vehicles.0.runs': 'yes',
    'vehicles.0.vin': '',
    'vehicles.0.notes': '',
    'vehicles.1.runs': 'no',
    'vehicles.1.vin': '',
    'vehicles.1.notes': '',
    last_name: 'Brightwater',
    typed_name: 'Octavia Brightwater',
    consent: 'yes',
  };
}

forEachBackend((fresh) => {
  it("counts a destination's waiting rows and finds when the first of them was written", async () => {
    const store = await fresh();
    let at = T0;
    const repository = await store.another({ now: () => new Date(at) });
    expect(await repository.outbox.backlog('crm')).toEqual({ pending: 0, oldestCreatedAt: undefined });

    for (let i = 0; i < 4; i++) {
      await storeQuote(repository, validSubmission({ email: `backlog-${i}@example.com` }), { quoteEmail: true });
      at += MINUTE;
    }
    const claim = (limit: number) =>
      repository.outbox.claim({
        destination: 'crm',
        afterId: 0,
        limit,
        now: new Date(at),
        leaseUntil: new Date(at + MINUTE),
      });
    const [first, second, third] = await claim(3);
    await repository.outbox.markDelivered(first!.id, new Date(at));
    await repository.outbox.markGivenUp(second!.id, 'HTTP 422', new Date(at));
    await repository.outbox.markFailed(third!.id, 'HTTP 503', new Date(at + MINUTE));

    // Delivered and given-up rows are done; a row waiting for its retry still waits.
    expect(await repository.outbox.backlog('crm')).toEqual({ pending: 2, oldestCreatedAt: new Date(T0 + 2 * MINUTE) });
    expect(await repository.outbox.backlog('email')).toEqual({ pending: 4, oldestCreatedAt: new Date(T0) });
    // Another instance reads the same figures.
    const other = await store.another();
    expect((await other.outbox.backlog('crm')).pending).toBe(2);
  });

  it('shows the backlog, retries, deliveries and orders of the running app at scrape time', async () => {
    const store = await fresh();
    const crm: CrmReceiver = await startCrmReceiver({ respond: unavailable });
    cleanups.push(() => crm.close());
    const configured = await createConfiguredApp({
      lookups: fakeLookups(),
      env: {
        ...store.env,
        PUBLIC_URL,
        METRICS_TOKEN: TOKEN,
        CRM_WEBHOOK_URL: crm.url,
        CRM_WEBHOOK_SECRET: SECRET,
      },
    });
    cleanups.push(() => configured.close());
    const { app } = configured;

    const input = validSubmissionInput({
      first_name: 'Octavia',
      email: 'octavia.brightwater@example.com',
      idempotency_key: newIdempotencyKey(),
    });
    const quote = await app.request(API_PATHS.createOpportunityAndSendToBooking, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: PUBLIC_URL },
      body: JSON.stringify(input),
    });
    expect(quote.status).toBe(200);
    const booking = new URL(((await quote.json()) as { url: string }).url).pathname;

    // The CRM refused the lead once: it waits, and the retry is counted.
    await vi.waitFor(async () => {
      const samples = await scrape(app);
      expect(sampleValue(samples, 'shipquote_outbox_failures_total', { destination: 'crm', failure: 'retry' })).toBe(1);
    }, SOON);
    const waiting = await scrape(app);
    expect(sampleValue(waiting, 'shipquote_outbox_pending', { destination: 'crm' })).toBe(1);
    const age = sampleValue(waiting, 'shipquote_outbox_oldest_pending_age_seconds', { destination: 'crm' })!;
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(60);
    expect(sampleValue(waiting, 'shipquote_outbox_deliveries_total', { destination: 'crm' })).toBe(0);
    expect(sampleValue(waiting, 'shipquote_outbox_circuit_open', { destination: 'crm' })).toBe(0);
    expect(sampleValue(waiting, 'shipquote_leads_created_total')).toBe(1);
    expect(sampleValue(waiting, 'shipquote_orders_created_total')).toBe(0);

    const formPost = (path: string, fields: Record<string, string>) =>
      app.request(`${booking}${path}`, {
        method: 'POST',
        headers: { Origin: PUBLIC_URL, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const { typed_name: _name, consent: _consent, ...stepOne } = signedOrder(input.ship_date);
    // The review's hidden inputs say which price it showed; the signing stores that price only.
    const review = await (await formPost('/order', stepOne)).text();
    const reviewed = Object.fromEntries(
      [...review.matchAll(/name="(reviewed_\w+)" value="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]),
    );
    const sign = await formPost('/order/sign', { ...signedOrder(input.ship_date), ...reviewed });
    expect(sign.status).toBe(303);

    // The order waits for the CRM beside its lead; its email and the quote's went out (as files). A relay
    // counts a delivery before it marks the row delivered, so both are waited for.
    await vi.waitFor(async () => {
      const samples = await scrape(app);
      expect(sampleValue(samples, 'shipquote_outbox_deliveries_total', { destination: 'email' })).toBe(2);
      expect(sampleValue(samples, 'shipquote_outbox_pending', { destination: 'email' })).toBe(0);
    }, SOON);
    const after = await scrape(app);
    expect(sampleValue(after, 'shipquote_orders_created_total')).toBe(1);
    expect(sampleValue(after, 'shipquote_outbox_pending', { destination: 'crm' })).toBe(2);
    expect(sampleValue(after, 'shipquote_outbox_pending', { destination: 'email' })).toBe(0);
    expect(sampleValue(after, 'shipquote_outbox_oldest_pending_age_seconds', { destination: 'email' })).toBe(0);

    const text = (
      await (await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })).text()
    ).toLowerCase();
    for (const secret of ['octavia', 'brightwater', '555-01', booking.split('/').pop()!.toLowerCase()]) {
      expect(text, secret).not.toContain(secret);
    }
  }, 30_000);
});

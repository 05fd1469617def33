import { describe, expect, it } from 'vitest';
import { parseMetrics, sampleValue } from '../../tests/support/metrics-scrape';
import type { Readiness } from '../http/readiness';
import type { OutboxBacklog } from '../storage/lead-repository';
import { createServiceMetrics, type ServiceMetricsOptions } from './service-metrics';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');

/** Metrics over a fake outbox and fake relays the test sets, with the clock at NOW. */
function metricsWith(overrides: Partial<ServiceMetricsOptions> = {}) {
  const backlogs = new Map<string, OutboxBacklog | Error>();
  const circuits = new Map<string, boolean>([
    ['crm', false],
    ['email', false],
  ]);
  let readiness: Readiness = { ok: true };
  let orderCounts: Record<string, number> | Error = {};
  const metrics = createServiceMetrics({
    relays: () => [...circuits].map(([destination, open]) => ({ destination, circuitOpen: () => open })),
    outbox: {
      async backlog(destination) {
        const backlog = backlogs.get(destination) ?? { pending: 0, oldestCreatedAt: undefined };
        if (backlog instanceof Error) throw backlog;
        return backlog;
      },
    },
    orderEvents: {
      async countByStatus() {
        if (orderCounts instanceof Error) throw orderCounts;
        return orderCounts;
      },
    },
    ready: async () => readiness,
    now: () => NOW,
    ...overrides,
  });
  return {
    metrics,
    backlogs,
    circuits,
    setReadiness(next: Readiness) {
      readiness = next;
    },
    setOrderCounts(next: Record<string, number> | Error) {
      orderCounts = next;
    },
    async scrape() {
      return parseMetrics((await metrics.render()).body);
    },
  };
}

describe('createServiceMetrics', () => {
  it('counts what the reconciliation with Stripe found and repaired, every kind shown from the start', async () => {
    const { metrics, scrape } = metricsWith();
    expect(
      sampleValue(await scrape(), 'shipquote_payment_mismatches_total', { kind: 'overpaid', outcome: 'found' }),
    ).toBe(0);
    metrics.paymentMismatches('overpaid', 1, 1);
    metrics.paymentMismatches('missing_refund', 2, 1);
    const samples = await scrape();
    const value = (kind: string, outcome: string) =>
      sampleValue(samples, 'shipquote_payment_mismatches_total', { kind, outcome });
    expect([value('overpaid', 'found'), value('overpaid', 'repaired')]).toEqual([1, 1]);
    expect([value('missing_refund', 'found'), value('missing_refund', 'repaired')]).toEqual([2, 1]);
    expect(value('missing_payment', 'found')).toBe(0);
  });

  it('renders Prometheus text, with the process and event-loop metrics', async () => {
    const { metrics } = metricsWith();
    const { contentType, body } = await metrics.render();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(body).toContain(`\n${name} `);
    }
  });

  it('counts orders by status at scrape time, every status shown, and none while the database cannot be read', async () => {
    const { scrape, setOrderCounts } = metricsWith();
    setOrderCounts({ signed: 3, carrier_assigned: 1, delivered: 7 });
    const samples = await scrape();
    expect(sampleValue(samples, 'shipquote_orders', { status: 'signed' })).toBe(3);
    expect(sampleValue(samples, 'shipquote_orders', { status: 'carrier_assigned' })).toBe(1);
    expect(sampleValue(samples, 'shipquote_orders', { status: 'picked_up' })).toBe(0);
    expect(sampleValue(samples, 'shipquote_orders', { status: 'delivered' })).toBe(7);
    expect(sampleValue(samples, 'shipquote_orders', { status: 'cancelled' })).toBe(0);
    setOrderCounts(new Error('database down'));
    expect(sampleValue(await scrape(), 'shipquote_orders', { status: 'signed' })).toBeUndefined();
  });

  it('reads each destination’s backlog at scrape time: rows waiting, and the oldest one’s age in seconds', async () => {
    const { backlogs, scrape } = metricsWith();
    backlogs.set('crm', { pending: 3, oldestCreatedAt: new Date(NOW - 7 * 60_000) });
    let samples = await scrape();
    expect(sampleValue(samples, 'shipquote_outbox_pending', { destination: 'crm' })).toBe(3);
    expect(sampleValue(samples, 'shipquote_outbox_oldest_pending_age_seconds', { destination: 'crm' })).toBe(420);
    expect(sampleValue(samples, 'shipquote_outbox_pending', { destination: 'email' })).toBe(0);
    expect(sampleValue(samples, 'shipquote_outbox_oldest_pending_age_seconds', { destination: 'email' })).toBe(0);

    backlogs.set('crm', { pending: 0, oldestCreatedAt: undefined });
    samples = await scrape();
    expect(sampleValue(samples, 'shipquote_outbox_pending', { destination: 'crm' })).toBe(0);
    expect(sampleValue(samples, 'shipquote_outbox_oldest_pending_age_seconds', { destination: 'crm' })).toBe(0);
  });

  it('shows no backlog figure for a destination whose backlog cannot be read, rather than a stale one', async () => {
    const { backlogs, scrape } = metricsWith();
    backlogs.set('crm', { pending: 3, oldestCreatedAt: new Date(NOW - 60_000) });
    await scrape();
    backlogs.set('crm', new Error('database gone'));
    const samples = await scrape();
    expect(sampleValue(samples, 'shipquote_outbox_pending', { destination: 'crm' })).toBeUndefined();
    expect(sampleValue(samples, 'shipquote_outbox_oldest_pending_age_seconds', { destination: 'crm' })).toBeUndefined();
    expect(sampleValue(samples, 'shipquote_outbox_pending', { destination: 'email' })).toBe(0);
  });

  it('shows each destination’s circuit breaker, open or closed, as it is at scrape time', async () => {
    const { circuits, scrape } = metricsWith();
    circuits.set('crm', true);
    let samples = await scrape();
    expect(sampleValue(samples, 'shipquote_outbox_circuit_open', { destination: 'crm' })).toBe(1);
    expect(sampleValue(samples, 'shipquote_outbox_circuit_open', { destination: 'email' })).toBe(0);
    circuits.set('crm', false);
    samples = await scrape();
    expect(sampleValue(samples, 'shipquote_outbox_circuit_open', { destination: 'crm' })).toBe(0);
  });

  it('counts deliveries, retries and rows given up per destination, each at 0 before the first', async () => {
    const { metrics, scrape } = metricsWith();
    let samples = await scrape();
    for (const failure of ['retry', 'given_up']) {
      expect(sampleValue(samples, 'shipquote_outbox_failures_total', { destination: 'email', failure })).toBe(0);
    }
    metrics.delivery.delivered('crm');
    metrics.delivery.delivered('crm');
    metrics.delivery.failed('crm', 'retry');
    metrics.delivery.failed('email', 'given_up');
    samples = await scrape();
    expect(sampleValue(samples, 'shipquote_outbox_deliveries_total', { destination: 'crm' })).toBe(2);
    expect(sampleValue(samples, 'shipquote_outbox_deliveries_total', { destination: 'email' })).toBe(0);
    expect(sampleValue(samples, 'shipquote_outbox_failures_total', { destination: 'crm', failure: 'retry' })).toBe(1);
    expect(sampleValue(samples, 'shipquote_outbox_failures_total', { destination: 'email', failure: 'given_up' })).toBe(
      1,
    );
  });

  it('counts leads created and refused by reason, orders, and busy-database 503s by where, from 0', async () => {
    const { metrics, scrape } = metricsWith();
    let samples = await scrape();
    expect(sampleValue(samples, 'shipquote_leads_refused_total', { reason: 'rate_limited' })).toBe(0);
    expect(sampleValue(samples, 'shipquote_database_busy_total', { where: 'booking' })).toBe(0);
    metrics.leadCreated();
    metrics.leadCreated();
    metrics.leadRefused('rate_limited');
    metrics.orderCreated();
    metrics.databaseBusy('submit');
    samples = await scrape();
    expect(sampleValue(samples, 'shipquote_leads_created_total')).toBe(2);
    expect(sampleValue(samples, 'shipquote_leads_refused_total', { reason: 'rate_limited' })).toBe(1);
    expect(sampleValue(samples, 'shipquote_leads_refused_total', { reason: 'invalid' })).toBe(0);
    expect(sampleValue(samples, 'shipquote_orders_created_total')).toBe(1);
    expect(sampleValue(samples, 'shipquote_database_busy_total', { where: 'submit' })).toBe(1);
    expect(sampleValue(samples, 'shipquote_database_busy_total', { where: 'booking' })).toBe(0);
  });

  it('counts order events applied by type and refused by reason, from 0', async () => {
    const { metrics, scrape } = metricsWith();
    let samples = await scrape();
    expect(sampleValue(samples, 'shipquote_order_events_refused_total', { reason: 'signature' })).toBe(0);
    expect(sampleValue(samples, 'shipquote_order_events_received_total', { type: 'order.delivered' })).toBe(0);
    metrics.orderEventReceived('carrier.assigned');
    metrics.orderEventRefused('signature');
    metrics.orderEventRefused('signature');
    samples = await scrape();
    expect(sampleValue(samples, 'shipquote_order_events_received_total', { type: 'carrier.assigned' })).toBe(1);
    expect(sampleValue(samples, 'shipquote_order_events_refused_total', { reason: 'signature' })).toBe(2);
    expect(sampleValue(samples, 'shipquote_order_events_refused_total', { reason: 'cannot_apply' })).toBe(0);
  });

  it('keeps request latency per method, route and status, with the count of requests', async () => {
    const { metrics, scrape } = metricsWith();
    metrics.observeRequest('POST', '/api/makeLookup', 200, 0.003);
    metrics.observeRequest('POST', '/api/makeLookup', 200, 0.005);
    metrics.observeRequest('POST', '/api/makeLookup', 200, 30);
    metrics.observeRequest('GET', '/booking/:token', 404, 0.02);
    const samples = await scrape();
    const lookups = { method: 'POST', route: '/api/makeLookup', status: '200' };
    const bucket = (le: string) =>
      sampleValue(samples, 'shipquote_http_request_duration_seconds_bucket', { ...lookups, le });
    expect(sampleValue(samples, 'shipquote_http_request_duration_seconds_count', lookups)).toBe(3);
    expect(sampleValue(samples, 'shipquote_http_request_duration_seconds_sum', lookups)).toBeCloseTo(30.008);
    // Cumulative, each bucket holding the values up to and including its bound.
    expect([bucket('0.001'), bucket('0.0025'), bucket('0.005'), bucket('10'), bucket('+Inf')]).toEqual([0, 0, 2, 2, 3]);
    expect(
      sampleValue(samples, 'shipquote_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/booking/:token',
        status: '404',
      }),
    ).toBe(1);
  });

  it('shows readiness as 1 or 0 as the readiness check says at scrape time, and 0 when the check throws', async () => {
    const { setReadiness, scrape } = metricsWith();
    expect(sampleValue(await scrape(), 'shipquote_ready')).toBe(1);
    setReadiness({ ok: false, reason: 'the lead database is read-only' });
    expect(sampleValue(await scrape(), 'shipquote_ready')).toBe(0);
    const failing = metricsWith({
      ready: async () => {
        throw new Error('no connection');
      },
    });
    expect(sampleValue(await failing.scrape(), 'shipquote_ready')).toBe(0);
  });
});

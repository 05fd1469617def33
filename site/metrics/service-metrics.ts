/**
 * The server's metrics, in one prom-client registry made by the composition root: it implements the small
 * ports the rest of the server reports through (a request observer, callbacks for leads, orders and a busy
 * database, the outbox relays' DeliveryEvents), so nothing else imports prom-client. What only the
 * database knows (the outbox backlog) and readiness are read when Prometheus scrapes, not kept up to date.
 *
 * Labels are the route template, the method, the status, the outbox destination and a few fixed reasons:
 * never a path, a token, a lead number or anything a visitor typed, so no scrape holds personal data
 * and the number of series stays fixed.
 */

import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Readiness } from '../http/readiness';
import type { DeliveryEvents, DeliveryFailure } from '../notify/outbox/delivery-events';
import type { OutboxRelay } from '../notify/outbox/outbox-relay';
import { ORDER_EVENT_REFUSALS, type OrderEventRefusal } from '../order-life/order-event-refusal';
import { type OrderStatus, SHIPPING_EVENT_TYPES, type ShippingEventType } from '../order-life/order-status';
import { MISMATCH_KINDS, type MismatchKind } from '../payments/payment-reconciliation';
import { LEAD_REFUSALS, type LeadRefusal } from '../quote/lead-refusal';
import type { OutboxRepository } from '../storage/lead-repository';
import type { OrderEventRepository } from '../storage/order-event-repository';
import type { MetricsSource, MetricsText } from './metrics-routes';
import type { RequestObserver } from './request-timing';

/** What happened to a payment, as the metrics count it. */
export type PaymentOutcome = 'succeeded' | 'failed' | 'refunded';
const PAYMENT_OUTCOMES: readonly PaymentOutcome[] = ['succeeded', 'failed', 'refunded'];

/** Where a busy database turned a request into a 503. */
export type BusyWhere = 'submit' | 'booking';

export interface ServiceMetricsOptions {
  /** The relays running now, each with its destination (their backlog, tries and circuit are shown). */
  relays(): readonly Pick<OutboxRelay, 'destination' | 'circuitOpen'>[];
  outbox: Pick<OutboxRepository, 'backlog'>;
  /** Orders counted by status, read at scrape time. */
  orderEvents: Pick<OrderEventRepository, 'countByStatus'>;
  /** The readiness check /readyz answers with. */
  ready(): Promise<Readiness>;
  /** The clock, in epoch milliseconds, for the oldest pending row's age. Default Date.now. */
  now?: () => number;
}

export interface ServiceMetrics extends MetricsSource {
  observeRequest: RequestObserver;
  leadCreated(): void;
  leadRefused(reason: LeadRefusal): void;
  orderCreated(): void;
  /** An order event applied (a repeat is not counted again). */
  orderEventReceived(type: ShippingEventType): void;
  orderEventRefused(reason: OrderEventRefusal): void;
  /** A payment event recorded now: paid, failed (the order is due), refunded. */
  payment(outcome: PaymentOutcome): void;
  /** A Stripe event refused for its signature. */
  stripeEventRefused(): void;
  databaseBusy(where: BusyWhere): void;
  /** What a reconciliation with the payment provider found and repaired, by kind. */
  paymentMismatches(kind: MismatchKind, found: number, repaired: number): void;
  delivery: DeliveryEvents;
}

/**
 * From a millisecond (a cached lookup) to 10 s (a request that waited on a busy database): the lookups'
 * budget is 20 ms at p99, the quotes' 50 ms, so most buckets sit below 100 ms.
 */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];
const FAILURES: readonly DeliveryFailure[] = ['retry', 'given_up'];
const BUSY_PLACES: readonly BusyWhere[] = ['submit', 'booking'];
const ORDER_STATUSES: readonly OrderStatus[] = ['signed', 'carrier_assigned', 'picked_up', 'delivered', 'cancelled'];

export function createServiceMetrics(options: ServiceMetricsOptions): ServiceMetrics {
  const now = options.now ?? Date.now;
  const registry = new Registry();
  const registers = [registry];
  // Process CPU, memory, heap, handles, GC and the event loop's lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'shipquote_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route template and status; _count is the number of requests.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const leadsCreated = new Counter({
    name: 'shipquote_leads_created_total',
    help: 'Quotes stored as new leads (a repeated request is not counted again).',
    registers,
  });
  const leadsRefused = new Counter({
    name: 'shipquote_leads_refused_total',
    help: 'Quotes not stored, by reason.',
    labelNames: ['reason'] as const,
    registers,
  });
  const ordersCreated = new Counter({
    name: 'shipquote_orders_created_total',
    help: 'Orders signed on a booking page and stored.',
    registers,
  });
  const orderEventsReceived = new Counter({
    name: 'shipquote_order_events_received_total',
    help: 'Order events from the dispatch systems stored and applied, by type (a repeat is not counted again).',
    labelNames: ['type'] as const,
    registers,
  });
  const orderEventsRefused = new Counter({
    name: 'shipquote_order_events_refused_total',
    help: 'Order events from the dispatch systems refused, by reason.',
    labelNames: ['reason'] as const,
    registers,
  });
  const payments = new Counter({
    name: 'shipquote_payments_total',
    help: 'Card and phone payments recorded: succeeded (the order is paid), failed (a charge refused; the order is due), refunded.',
    labelNames: ['outcome'] as const,
    registers,
  });
  const stripeEventsRefused = new Counter({
    name: 'shipquote_stripe_events_refused_total',
    help: 'Events sent to /api/payments/stripe refused for a missing or wrong signature.',
    registers,
  });
  const paymentMismatches = new Counter({
    name: 'shipquote_payment_mismatches_total',
    help: "Differences between the orders' ledgers and the payment provider's books, by kind and outcome (found, repaired).",
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const databaseBusy = new Counter({
    name: 'shipquote_database_busy_total',
    help: 'Requests answered 503 because the lead database was busy or unreachable, by where.',
    labelNames: ['where'] as const,
    registers,
  });
  const deliveries = new Counter({
    name: 'shipquote_outbox_deliveries_total',
    help: 'Outbox rows a destination took.',
    labelNames: ['destination'] as const,
    registers,
  });
  const failures = new Counter({
    name: 'shipquote_outbox_failures_total',
    help: 'Failed tries to deliver an outbox row: retry (tried again later) or given_up (refused for good).',
    labelNames: ['destination', 'failure'] as const,
    registers,
  });
  const pending = new Gauge({
    name: 'shipquote_outbox_pending',
    help: 'Outbox rows waiting for a destination (read from the database at scrape time).',
    labelNames: ['destination'] as const,
    registers,
  });
  const oldestAge = new Gauge({
    name: 'shipquote_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest row waiting for a destination; 0 when none waits.',
    labelNames: ['destination'] as const,
    registers,
  });
  const circuitOpen = new Gauge({
    name: 'shipquote_outbox_circuit_open',
    help: "1 while a destination's circuit breaker is open (it kept failing; only probes go), else 0.",
    labelNames: ['destination'] as const,
    registers,
  });
  const ordersByStatus = new Gauge({
    name: 'shipquote_orders',
    help: 'Orders by status: signed, carrier_assigned, picked_up, delivered, cancelled (read from the database at scrape time).',
    labelNames: ['status'] as const,
    registers,
  });
  const ready = new Gauge({
    name: 'shipquote_ready',
    help: '1 when the server can take quotes (what /readyz answers 200 for), else 0.',
    registers,
  });

  // Every series that can appear, at 0 from the start: an increase() over a series that is not there yet
  // sees nothing, and an alert on the first refusal or the first email given up would never fire.
  for (const reason of LEAD_REFUSALS) leadsRefused.labels(reason).inc(0);
  for (const where of BUSY_PLACES) databaseBusy.labels(where).inc(0);
  for (const kind of MISMATCH_KINDS)
    for (const outcome of ['found', 'repaired']) paymentMismatches.labels(kind, outcome).inc(0);
  for (const type of SHIPPING_EVENT_TYPES) orderEventsReceived.labels(type).inc(0);
  for (const reason of ORDER_EVENT_REFUSALS) orderEventsRefused.labels(reason).inc(0);
  for (const outcome of PAYMENT_OUTCOMES) payments.labels(outcome).inc(0);
  const seen = new Set<string>();
  function knowDestination(destination: string) {
    if (seen.has(destination)) return;
    seen.add(destination);
    deliveries.labels(destination).inc(0);
    for (const failure of FAILURES) failures.labels(destination, failure).inc(0);
  }

  /** Reads the backlog of every relay's destination; a destination that cannot be read shows nothing. */
  async function readOutbox() {
    await Promise.all(
      options.relays().map(async (relay) => {
        const { destination } = relay;
        knowDestination(destination);
        circuitOpen.labels(destination).set(relay.circuitOpen() ? 1 : 0);
        try {
          const backlog = await options.outbox.backlog(destination);
          pending.labels(destination).set(backlog.pending);
          const since = backlog.oldestCreatedAt?.getTime();
          oldestAge.labels(destination).set(since === undefined ? 0 : Math.max(0, (now() - since) / 1000));
        } catch {
          // No figure rather than a stale one; the readiness gauge says why.
          pending.remove(destination);
          oldestAge.remove(destination);
        }
      }),
    );
  }

  /** Reads how many orders have each status; a database that cannot be read shows nothing. */
  async function readOrders() {
    try {
      const counts = await options.orderEvents.countByStatus();
      for (const status of ORDER_STATUSES) ordersByStatus.labels(status).set(counts[status] ?? 0);
    } catch {
      ordersByStatus.reset();
    }
  }

  async function readReadiness() {
    let readiness: Readiness;
    try {
      readiness = await options.ready();
    } catch {
      readiness = { ok: false, reason: 'the readiness check failed' };
    }
    ready.set(readiness.ok ? 1 : 0);
  }

  return {
    observeRequest: (method, route, status, seconds) => requests.observe({ method, route, status }, seconds),
    leadCreated: () => leadsCreated.inc(),
    leadRefused: (reason) => leadsRefused.labels(reason).inc(),
    orderCreated: () => ordersCreated.inc(),
    orderEventReceived: (type) => orderEventsReceived.labels(type).inc(),
    orderEventRefused: (reason) => orderEventsRefused.labels(reason).inc(),
    payment: (outcome) => payments.labels(outcome).inc(),
    stripeEventRefused: () => stripeEventsRefused.inc(),
    databaseBusy: (where) => databaseBusy.labels(where).inc(),
    paymentMismatches(kind, found, repaired) {
      paymentMismatches.labels(kind, 'found').inc(found);
      paymentMismatches.labels(kind, 'repaired').inc(repaired);
    },
    delivery: {
      delivered(destination) {
        knowDestination(destination);
        deliveries.labels(destination).inc();
      },
      failed(destination, failure) {
        knowDestination(destination);
        failures.labels(destination, failure).inc();
      },
    },
    async render(): Promise<MetricsText> {
      await Promise.all([readOutbox(), readOrders(), readReadiness()]);
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

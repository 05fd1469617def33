/**
 * Builds the running server's parts from its settings (site/config.ts): the lead store, the outbox's
 * destinations (site/destinations.ts) with a relay each, the offline lookups, the funnel's stages, and the
 * app that serves the API, the site, the booking links, the widget and the examples (app-wiring.ts says what
 * each part of the app gets). This is the one place that wires domain code to HTTP. server.ts adds only the
 * socket; tests build the same thing in-process.
 */
import type { Hono } from 'hono';
import { type AppOptions, createApp } from './app';
import { type AppParts, apiOptions, bookingOptions, siteOptions } from './app-wiring';
import { createWpGraphqlSource } from './blog/wpgraphql-source';
import type { Config } from './config';
import { buildDestinations, liveDestinations } from './destinations';
import { readinessCheck } from './http/readiness';
import { errorLogFields } from './log/error-log-fields';
import { consoleLogger, type Logger } from './log/logger';
import { metricsApp } from './metrics/metrics-routes';
import type { PaymentOutcome } from './metrics/service-metrics';
import { createServiceMetrics } from './metrics/service-metrics';
import { createOutboxRelay, type OutboxRelay } from './notify/outbox/outbox-relay';
import { OFFLINE_LOOKUPS, type RuntimeLookups } from './offline-lookups';
import type { OrderEventType } from './order-life/order-status';
import type { OrderEventSending } from './order-life/record-order-event';
import { createStoredOrderService } from './order-life/stored-order-service';
import { startReconciliation } from './payments/reconciliation-job';
import { startLeadRetention } from './privacy/lead-retention';
import { canonicalLabels } from './quote/canonical-labels';
import { quotePrice } from './quote/pricing/quoted-price';
import type { RateTable } from './quote/pricing/rate-table';
import { createQuoteWriter } from './quote/quote-writer';
import type { SubmitDeps } from './quote/routes/submit-route';
import { createLeadBatcher } from './storage/lead-batcher';
import { openLeadRepository } from './storage/open-lead-repository';

/** The payment events the metrics count, by what they say of the payment. */
const PAYMENT_OUTCOME_OF: Partial<Record<OrderEventType, PaymentOutcome>> = {
  'order.paid': 'succeeded',
  'payment.failed': 'failed',
  'order.refunded': 'refunded',
};

export interface Runtime {
  app: ReturnType<typeof createApp>;
  /**
   * Stops the retention job, commits the leads still queued, stops the outbox relays (letting a delivery in
   * flight finish) and closes the database.
   */
  close(): Promise<void>;
  lookupLoadMs: number;
  /** Where email goes, for the start line (no user name, no password); undefined when email is off. */
  mail: string | undefined;
  /** The app of METRICS_PORT (/metrics alone), for server.ts to serve on loopback; undefined without it. */
  metricsApp: Hono | undefined;
}

export interface RuntimeOptions {
  log?: Logger;
  fetch?: typeof fetch;
  app?: Omit<AppOptions, 'api' | 'booking'>;
  /** The rate table quotes are priced by; default the configured one (config.rateTable). */
  rateTable?: RateTable;
  /** The lookups the API, pricing and the booking pages use; default the broker's offline indexes. */
  lookups?: RuntimeLookups;
}

/** Async because a PostgreSQL store connects and migrates before the server answers anyone. */
export async function createRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const log = options.log ?? consoleLogger;
  const leads = await openLeadRepository(config);
  const leadWriter = createLeadBatcher(leads);
  const lookups = options.lookups ?? OFFLINE_LOOKUPS;
  const ready = readinessCheck({ storage: leads, lookupsLoaded: lookups.loaded });
  // One relay per configured destination, each with its own claims, schedule and circuit breaker.
  const relays: OutboxRelay[] = [];
  // Kept only when something can read them: a server without METRICS_TOKEN or METRICS_PORT pays nothing.
  const metrics =
    config.metricsToken === undefined && config.metricsPort === undefined
      ? undefined
      : createServiceMetrics({ relays: () => relays, outbox: leads.outbox, orderEvents: leads.orderEvents, ready });
  // New outbox rows of this process go out now; the relays' poll is for those of other processes.
  const wakeRelays = () => {
    for (const relay of relays) relay.wake();
  };
  // The stages write rows only for the destinations that will send them.
  const live = liveDestinations(config);
  // What an order event sends, whichever way it came in (the dispatch webhook, the order's page, Stripe).
  const sending: OrderEventSending = {
    live,
    // Handed down as data: each stage decides which of its facts staff are told of.
    staff: config.staffEmail,
    onStored: wakeRelays,
    onRecorded: (type) => {
      const outcome = PAYMENT_OUTCOME_OF[type];
      if (outcome) metrics?.payment(outcome);
    },
  };
  const built = buildDestinations(config, {
    fetch: options.fetch,
    // Without PUBLIC_URL (development only) the server's own address on this machine.
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    quotePriceDays: config.quotePriceDays,
    reviewUrl: config.reviewUrl,
    store: leads,
    sending,
  });
  for (const { destination } of Object.values(built)) {
    relays.push(
      createOutboxRelay({
        destination,
        outbox: leads.outbox,
        keepDeliveredDays: config.outboxKeepDays,
        ...(config.outboxLeaseSeconds === undefined ? {} : { leaseMs: config.outboxLeaseSeconds * 1000 }),
        ...(config.crmMaxRetrySeconds === undefined ? {} : { maxRetryMs: config.crmMaxRetrySeconds * 1000 }),
        log,
        events: metrics?.delivery,
      }),
    );
  }
  for (const relay of relays) relay.start();
  const cards = built.payments?.cards;
  // Either period starts the job: ORDER_RETENTION_DAYS alone anonymises old orders and keeps other leads.
  const retention =
    config.leadRetentionDays === undefined && config.orderRetentionDays === undefined
      ? undefined
      : startLeadRetention({
          privacy: leads.privacy,
          retentionDays: config.leadRetentionDays,
          ...(cards
            ? { payments: { orderEvents: leads.orderEvents, deleteCustomer: cards.gateway.deleteCustomer } }
            : {}),
          ...(config.orderRetentionDays === undefined ? {} : { orderRetentionDays: config.orderRetentionDays }),
          log,
        });
  const reconciliation =
    cards &&
    startReconciliation({
      gateway: cards.gateway,
      store: leads,
      sending,
      destination: cards.destination,
      log,
      ...(metrics ? { count: metrics.paymentMismatches } : {}),
    });
  const blog = config.wpGraphqlUrl
    ? createWpGraphqlSource({ url: config.wpGraphqlUrl, siteOrigin: config.publicUrl, warn: (line) => log.warn(line) })
    : undefined;
  const lookupLoadMs = lookups.load();

  // One way to store a quote, whichever door it comes by: the API's call or the site's plain form.
  const submit: SubmitDeps = {
    leads: createQuoteWriter(leadWriter, { live, labels: canonicalLabels(lookups) }),
    // Priced once, as the quote arrives, and stored with the lead: the answer, the booking page and the
    // CRM all read that price, whatever the rate table says later.
    priceOf: (submission) =>
      quotePrice(submission, lookups.resolvePlace, new Date().toISOString(), options.rateTable ?? config.rateTable),
    hasMake: lookups.hasMake,
    publicUrl: (request) => config.publicUrl ?? new URL(request.url).origin,
    onLeadCreated: () => {
      wakeRelays();
      metrics?.leadCreated();
    },
    onRefused: metrics?.leadRefused,
    onDatabaseBusy: metrics && (() => metrics.databaseBusy('submit')),
    log: (line) => log.info(line),
  };
  const orders = createStoredOrderService({
    store: leads,
    live,
    staff: config.staffEmail,
    onStored: wakeRelays,
    onOrderCreated: metrics?.orderCreated,
  });
  const parts: AppParts = { leads, lookups, submit, orders, sending, built, blog, metrics, log };
  const app = createApp({
    ...options.app,
    serveExamples: config.serveExamples,
    publicUrl: config.publicUrl,
    devMail: { production: config.production, mail: config.mail },
    health: { ready },
    metrics: metrics && { observeRequest: metrics.observeRequest, source: metrics, token: config.metricsToken },
    logError: (error) => log.error('unexpected error', errorLogFields(error)),
    api: apiOptions(config, parts),
    site: siteOptions(config, parts),
    booking: bookingOptions(config, parts),
  });

  return {
    app,
    lookupLoadMs,
    mail: built.email?.description,
    metricsApp: config.metricsPort === undefined || !metrics ? undefined : metricsApp(metrics),
    async close() {
      await retention?.stop();
      await reconciliation?.stop();
      await leadWriter.close();
      await Promise.all(relays.map((relay) => relay.stop()));
      for (const destination of Object.values(built)) destination.close?.();
      await leads.close();
    },
  };
}

/**
 * Builds the running server's parts from its settings (site/config.ts): the lead store and the relay of
 * its outbox to the CRM, the offline lookups, and the app that serves the API, the booking pages, the widget and
 * the examples. This is the one place that wires domain code to HTTP. server.ts adds only the socket;
 * tests build the same thing in-process.
 */
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import type { LookupService } from './api/lookup-routes';
import { type AppOptions, createApp } from './app';
import { createWpGraphqlSource } from './blog/wpgraphql-source';
import type { Config } from './config';
import { readinessCheck } from './http/readiness';
import { errorLogFields } from './log/error-log-fields';
import { consoleLogger, type Logger } from './log/logger';
import {
  autocomplete,
  cityPortLookup,
  cityZipLookup,
  hasMake,
  loadLookups,
  makeLookup,
  modelLookup,
  placeOfPostalCode,
  resolvePlace,
} from './lookup';
import { metricsApp } from './metrics/metrics-routes';
import type { PaymentOutcome } from './metrics/service-metrics';
import { createServiceMetrics } from './metrics/service-metrics';
import { createCrmDestination } from './notify/crm/crm-destination';
import { createEmailDestination } from './notify/email/email-destination';
import { openMailTransport } from './notify/email/open-mail-transport';
import { createOutboxRelay, type OutboxRelay } from './notify/outbox/outbox-relay';
import type { OrderEventType } from './order-life/order-status';
import type { OrderEventSending } from './order-life/record-order-event';
import { createStoredOrderService } from './order-life/stored-order-service';
import { cardPayments } from './payments/card-payments';
import { startLeadRetention } from './privacy/lead-retention';
import { canonicalLabels } from './quote/canonical-labels';
import { quotePrice } from './quote/pricing/quoted-price';
import { RATE_TABLE, type RateTable } from './quote/pricing/rate-table';
import type { PlaceResolver } from './quote/pricing/route-price';
import { createQuoteWriter } from './quote/quote-writer';
import { quotedLead } from './quote/quoted-lead';
import type { SubmitDeps } from './quote/routes/submit-route';
import type { PostalLookup } from './signing/order-places';
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

/**
 * What the runtime asks of the offline lookups: the API's lookup calls, the place behind a quote's labels
 * (pricing and the booking page's distance), building the indexes at start and whether they answer.
 */
export interface RuntimeLookups extends LookupService {
  resolvePlace: PlaceResolver;
  /** A ZIP or postal code's place and state, for checking an order's addresses. */
  placeOfPostalCode: PostalLookup;
  /** Builds the indexes before the first visitor waits for them; returns the milliseconds it took. */
  load(): number;
  /** Whether the indexes answer, for readiness. */
  loaded(): boolean;
}

/** The broker's offline indexes (site/lookup), the runtime's lookups unless it is handed others. */
const OFFLINE_LOOKUPS: RuntimeLookups = {
  cityZipLookup,
  cityPortLookup,
  autocomplete,
  makeLookup,
  modelLookup,
  hasMake,
  resolvePlace,
  placeOfPostalCode,
  load: () => loadLookups().ms,
  // A known ZIP must come back: an empty or broken index would answer every visitor's typing with nothing.
  loaded: () => cityZipLookup('10001').length > 0,
};

/** Async because a PostgreSQL store connects and migrates before the server answers anyone. */
export async function createRuntime(
  config: Config,
  options: {
    log?: Logger;
    fetch?: typeof fetch;
    app?: Omit<AppOptions, 'api' | 'booking'>;
    /** The rate table quotes are priced by; default the broker's (site/quote/pricing/rate-table.ts). */
    rateTable?: RateTable;
    /** The lookups the API, pricing and the booking pages use; default the broker's offline indexes. */
    lookups?: RuntimeLookups;
  } = {},
): Promise<Runtime> {
  const log = options.log ?? consoleLogger;
  const emailEnabled = config.mail.transport !== 'off';
  const leads = await openLeadRepository(config);
  const leadWriter = createLeadBatcher(leads);
  const lookups = options.lookups ?? OFFLINE_LOOKUPS;
  const ready = readinessCheck({ storage: leads, lookupsLoaded: lookups.loaded });
  // One relay per destination of the outbox, each with its own claims, schedule and circuit breaker.
  const relays: OutboxRelay[] = [];
  // Kept only when something can read them: a server without METRICS_TOKEN or METRICS_PORT pays nothing.
  const metrics =
    config.metricsToken === undefined && config.metricsPort === undefined
      ? undefined
      : createServiceMetrics({ relays: () => relays, outbox: leads.outbox, orderEvents: leads.orderEvents, ready });
  // Every relay shares the outbox's settings: how long a claim holds, how long a finished row is kept.
  const relayOptions = {
    outbox: leads.outbox,
    keepDeliveredDays: config.outboxKeepDays,
    ...(config.outboxLeaseSeconds === undefined ? {} : { leaseMs: config.outboxLeaseSeconds * 1000 }),
    ...(config.crmMaxRetrySeconds === undefined ? {} : { maxRetryMs: config.crmMaxRetrySeconds * 1000 }),
    log,
    events: metrics?.delivery,
  };
  if (config.crmWebhookUrl) {
    relays.push(
      createOutboxRelay({
        ...relayOptions,
        destination: createCrmDestination({
          webhookUrl: config.crmWebhookUrl,
          secret: config.crmWebhookSecret,
          fetch: options.fetch,
        }),
      }),
    );
  }
  const mailTransport = openMailTransport(config.mail);
  if (mailTransport) {
    relays.push(
      createOutboxRelay({
        ...relayOptions,
        destination: createEmailDestination({
          transport: mailTransport,
          // Without PUBLIC_URL (development only) the server's own address on this machine.
          publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
          quotePriceDays: config.quotePriceDays,
          reviewUrl: config.reviewUrl,
        }),
      }),
    );
  }
  // New outbox rows of this process go out now; the relays' poll is for those of other processes.
  const wakeRelays = () => {
    for (const relay of relays) relay.wake();
  };
  // What an order event sends, whichever way it came in (the dispatch webhook, the order's page, Stripe).
  const sending: OrderEventSending = {
    emailEnabled,
    paymentsEnabled: config.stripe !== undefined,
    onStored: wakeRelays,
    onRecorded: (type) => {
      const outcome = PAYMENT_OUTCOME_OF[type];
      if (outcome) metrics?.payment(outcome);
    },
  };
  const cards =
    config.stripe && cardPayments(config.stripe, { store: leads, sending, publicUrl: config.publicUrl ?? '' });
  if (cards) relays.push(createOutboxRelay({ ...relayOptions, destination: cards.destination }));
  for (const relay of relays) relay.start();
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

  const blog = config.wpGraphqlUrl
    ? createWpGraphqlSource({
        url: config.wpGraphqlUrl,
        siteOrigin: config.publicUrl,
        warn: (line) => log.warn(line),
      })
    : undefined;

  const lookupLoadMs = lookups.load();

  // One way to store a quote, whichever door it comes by: the API's call or the site's plain form.
  const submit: SubmitDeps = {
    leads: createQuoteWriter(leadWriter, { quoteEmail: emailEnabled, labels: canonicalLabels(lookups) }),
    // Priced once, as the quote arrives, and stored with the lead: the answer, the booking page and the
    // CRM all read that price, whatever the rate table says later.
    priceOf: (submission) =>
      quotePrice(submission, lookups.resolvePlace, new Date().toISOString(), options.rateTable ?? RATE_TABLE),
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

  const app = createApp({
    ...options.app,
    serveExamples: config.serveExamples,
    publicUrl: config.publicUrl,
    devMail: { production: config.production, mail: config.mail },
    health: { ready },
    metrics: metrics && { observeRequest: metrics.observeRequest, source: metrics, token: config.metricsToken },
    logError: (error) => log.error('unexpected error', errorLogFields(error)),
    api: {
      lookups,
      submit,
      allowedOrigins: config.allowedOrigins,
      rateLimits: config.rateLimits,
      trustProxy: config.trustProxy,
      blogRevalidate:
        blog && config.blogRevalidateSecret
          ? {
              secret: config.blogRevalidateSecret,
              revalidate: (slug) => blog.revalidate(slug),
              log,
            }
          : undefined,
      orderEvents: config.dispatchWebhookSecret
        ? {
            secret: config.dispatchWebhookSecret,
            store: leads,
            sending,
            log,
            onReceived: metrics?.orderEventReceived,
            onRefused: metrics?.orderEventRefused,
          }
        : undefined,
      stripeWebhook: cards && {
        verify: cards.verify,
        handle: cards.handle,
        log,
        onRefused: metrics?.stripeEventRefused,
      },
    },
    site: {
      publicDir: fileURLToPath(new URL('./public', import.meta.url)),
      buildDir: fileURLToPath(new URL('../dist/site', import.meta.url)),
      publicUrl: config.publicUrl,
      gtmId: config.gtmId,
      quoteForm: {
        store: submit,
        publicUrl: config.publicUrl,
        trustProxy: config.trustProxy,
        rateLimit: config.rateLimits.submissions,
      },
      cms: blog && config.wpGraphqlUrl ? { source: blog, imageOrigin: new URL(config.wpGraphqlUrl).origin } : undefined,
    },
    booking: {
      findLead: async (token) => {
        const lead = await leads.findByToken(token);
        return lead && quotedLead(lead);
      },
      stylesheetFile: fileURLToPath(new URL('./booking/booking.css', import.meta.url)),
      linkDays: config.bookingLinkDays,
      onDatabaseBusy: metrics && (() => metrics.databaseBusy('booking')),
      orders: {
        service: createStoredOrderService({
          store: leads,
          emailEnabled,
          paymentsEnabled: config.stripe !== undefined,
          onStored: wakeRelays,
          onOrderCreated: metrics?.orderCreated,
        }),
        resolvePlace: lookups.resolvePlace,
        placeOfPostalCode: lookups.placeOfPostalCode,
        publicUrl: config.publicUrl,
        trustProxy: config.trustProxy,
        rateLimit: config.rateLimits.submissions,
        quotePriceDays: config.quotePriceDays,
        ...(cards ? { payments: cards.orders } : {}),
      },
    },
  });

  return {
    app,
    lookupLoadMs,
    mail: mailTransport?.description,
    metricsApp: config.metricsPort === undefined || !metrics ? undefined : metricsApp(metrics),
    async close() {
      await retention?.stop();
      await leadWriter.close();
      await Promise.all(relays.map((relay) => relay.stop()));
      mailTransport?.close();
      await leads.close();
    },
  };
}

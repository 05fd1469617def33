/**
 * The app's options from the server's parts (composition-root.ts builds them): what the API, the site's
 * pages and the booking link each get. One function per part, so the composition root reads as a list.
 */
import { fileURLToPath } from 'node:url';
import type { AppOptions } from './app';
import type { createWpGraphqlSource } from './blog/wpgraphql-source';
import type { Config } from './config';
import type { BuiltDestinations } from './destinations';
import type { Logger } from './log/logger';
import type { ServiceMetrics } from './metrics/service-metrics';
import type { RuntimeLookups } from './offline-lookups';
import type { LiveOrderService } from './order-life/live-order';
import type { OrderEventSending } from './order-life/record-order-event';
import { quotedLead } from './quote/quoted-lead';
import type { SubmitDeps } from './quote/routes/submit-route';
import type { LeadRepository } from './storage/lead-repository';

/** What the app is built from, besides the settings. */
export interface AppParts {
  leads: LeadRepository;
  lookups: RuntimeLookups;
  submit: SubmitDeps;
  orders: LiveOrderService;
  sending: OrderEventSending;
  built: BuiltDestinations;
  blog: ReturnType<typeof createWpGraphqlSource> | undefined;
  metrics: ServiceMetrics | undefined;
  log: Logger;
}

export function apiOptions(config: Config, parts: AppParts): AppOptions['api'] {
  const { blog, metrics, log } = parts;
  const cards = parts.built.payments?.cards;
  return {
    lookups: parts.lookups,
    submit: parts.submit,
    allowedOrigins: config.allowedOrigins,
    rateLimits: config.rateLimits,
    trustProxy: config.trustProxy,
    blogRevalidate:
      blog && config.blogRevalidateSecret
        ? { secret: config.blogRevalidateSecret, revalidate: (slug) => blog.revalidate(slug), log }
        : undefined,
    orderEvents: config.dispatchWebhookSecret
      ? {
          secret: config.dispatchWebhookSecret,
          store: parts.leads,
          sending: parts.sending,
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
  };
}

export function siteOptions(config: Config, parts: AppParts): AppOptions['site'] {
  const { blog } = parts;
  return {
    publicDir: fileURLToPath(new URL('./public', import.meta.url)),
    buildDir: fileURLToPath(new URL('../dist/site', import.meta.url)),
    publicUrl: config.publicUrl,
    gtmId: config.gtmId,
    quoteForm: {
      store: parts.submit,
      publicUrl: config.publicUrl,
      trustProxy: config.trustProxy,
      rateLimit: config.rateLimits.submissions,
    },
    findOrder: {
      store: parts.leads,
      live: parts.sending.live,
      onStored: parts.sending.onStored,
      publicUrl: config.publicUrl,
      trustProxy: config.trustProxy,
    },
    cms: blog && config.wpGraphqlUrl ? { source: blog, imageOrigin: new URL(config.wpGraphqlUrl).origin } : undefined,
  };
}

export function bookingOptions(config: Config, parts: AppParts): AppOptions['booking'] {
  const { leads, lookups, metrics } = parts;
  const cards = parts.built.payments?.cards;
  return {
    findLead: async (token) => {
      const lead = await leads.findByToken(token);
      return lead && quotedLead(lead);
    },
    stylesheetFile: fileURLToPath(new URL('./booking/booking.css', import.meta.url)),
    linkDays: config.bookingLinkDays,
    quotePriceDays: config.quotePriceDays,
    onDatabaseBusy: metrics && (() => metrics.databaseBusy('booking')),
    orders: {
      service: parts.orders,
      resolvePlace: lookups.resolvePlace,
      placeOfPostalCode: lookups.placeOfPostalCode,
      publicUrl: config.publicUrl,
      trustProxy: config.trustProxy,
      rateLimit: config.rateLimits.submissions,
      quotePriceDays: config.quotePriceDays,
      rates: config.rateTable,
      ...(cards ? { payments: cards.orders } : {}),
    },
  };
}

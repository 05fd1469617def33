/**
 * The server's settings, read once from environment variables and checked before anything starts.
 * Every setting has an embedded default, so a fresh clone runs with none. A bad value stops the server
 * with one message per problem, each starting with the variable's name, all of them at once, so an
 * operator fixes the environment in one go rather than one restart per typo.
 */
import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import * as v from 'valibot';
import { GTM_ID_PATTERN } from '../shared/gtm-id';
import { parseHttpUrl } from '../shared/http-url';
import { DEFAULT_QUOTE_PRICE_DAYS } from '../shared/price-hold';
import { MINUTE_MS } from '../shared/time';
import type { RateLimit } from './http/rate-limiter';
import { STAFF_MAILBOX } from './notify/email/staff-mailbox';
import { type MailSettings, readMailSettings } from './notify/email/transport/mail-settings';
import { RATE_TABLE, type RateTable } from './quote/pricing/rate-table';
import { readRateTableFile } from './quote/pricing/rate-table-file';

export interface Config {
  /** 0 lets the system choose a free port. */
  port: number;
  /**
   * The address to listen on: loopback outside production, so a developer's server is not open to the
   * network they sit on. Undefined (the default in production): every interface, IPv6 and IPv4 where the
   * system has IPv6 (Node's own default), so a proxy on another machine or in another container reaches it.
   */
  host: string | undefined;
  /** The SQLite file, resolved against the working folder; `:memory:` for tests. Unused with databaseUrl. */
  databaseFile: string;
  /**
   * A PostgreSQL connection string (postgres:// or postgresql://): everything stateful goes there, so
   * several instances can share it. Undefined: the SQLite file. Holds a password: never log or quote it.
   */
  databaseUrl: string | undefined;
  /** The origin booking links point at, without a trailing slash. Undefined: the server's own address. */
  publicUrl: string | undefined;
  /**
   * Origins that may submit quotes from a browser. Empty: any origin (lookups are always open), which the
   * server warns about at start in production (site/start-warnings.ts).
   */
  allowedOrigins: readonly string[];
  crmWebhookUrl: string | undefined;
  crmWebhookSecret: string | undefined;
  /**
   * The secret the broker's dispatch systems sign POST /api/orders/events with (docs/dispatch-events.md),
   * by the CRM webhook's scheme; undefined: no such call. Never log or quote it.
   */
  dispatchWebhookSecret: string | undefined;
  /**
   * Card payments through Stripe (docs/payments.md); undefined without STRIPE_SECRET_KEY: the advisor takes
   * the payment by phone. The key and the webhook secret are never logged or quoted.
   */
  stripe: StripeSettings | undefined;
  /** A WordPress WPGraphQL endpoint for the blog; undefined: the local articles. */
  wpGraphqlUrl: string | undefined;
  /**
   * The secret WordPress's publish hook sends to POST /api/blog/revalidate; undefined: no such call. Only
   * with wpGraphqlUrl. Never log or quote it.
   */
  blogRevalidateSecret: string | undefined;
  /** Google Tag Manager container, loaded only when set so a fresh install sends nothing to Google. */
  gtmId: string | undefined;
  /** The rate table quotes are priced by: RATE_TABLE_FILE's, or the repository's own (rate-table.json). */
  rateTable: RateTable;
  /**
   * How many reverse proxies of the broker's own stand in front of the server: the client is that many
   * addresses from the right of X-Forwarded-For, since each proxy appends the address it saw. 0: the socket.
   */
  trustProxy: number;
  rateLimits: { lookups: RateLimit; submissions: RateLimit };
  /** NODE_ENV=production: PUBLIC_URL is required and nothing meant for development is served. */
  production: boolean;
  /** The example partner pages, their fake API and its service worker (default: outside production only). */
  serveExamples: boolean;
  /** Days a delivered CRM payload stays in the outbox before it is purged. */
  outboxKeepDays: number;
  /**
   * Seconds a claimed outbox row stays hidden from other relays; the rows of an instance that died
   * mid-delivery go out again after this. Undefined: the relay's default (its request timeout plus a minute).
   */
  outboxLeaseSeconds: number | undefined;
  /**
   * Longest wait, in seconds, before a failed CRM delivery is tried again, and between the probes of a CRM
   * that keeps failing: how late a waiting lead reaches a CRM that is back. Undefined: the relay's default (60).
   */
  crmMaxRetrySeconds: number | undefined;
  /** Days a booking link works after the quote was made. */
  bookingLinkDays: number;
  /** Leads without an order older than this many days are anonymised by a daily job; undefined keeps them. */
  leadRetentionDays: number | undefined;
  /**
   * Orders, and the leads they came from, are kept this many days by that job (default seven years): an
   * order is a signed contract, kept longer than a quote. Set alone, it starts the job for orders only.
   */
  orderRetentionDays: number | undefined;
  /**
   * Where email goes (SMTP_URL, MAIL_FROM, MAIL_DIR; site/notify/email/transport/mail-settings.ts): an SMTP
   * server, `.eml` files in development, or off in production without SMTP_URL. Holds the SMTP password:
   * never log it.
   */
  mail: MailSettings;
  /** Days the price in a quote email holds, from the quote's creation. */
  quotePriceDays: number;
  /**
   * Where staff notices go (a signed order, a cancellation, a failed charge, a refund, a call back), one
   * email to every address. Empty: none are written.
   */
  staffEmail: readonly string[];
  /**
   * Where the delivered order's email asks the customer to leave a review (an https page: the broker's
   * review profile); undefined: the email offers the support mailbox instead.
   */
  reviewUrl: string | undefined;
  /**
   * The bearer token GET /metrics asks for (site/metrics/); undefined: /metrics is not served on PORT.
   * Never log or quote it.
   */
  metricsToken: string | undefined;
  /** A port of its own for /metrics, on this machine's loopback only; undefined: none. */
  metricsPort: number | undefined;
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; errors: string[] };

type Env = Readonly<Record<string, string | undefined>>;

const DEFAULT_PORT = 3000;
export interface StripeSettings {
  secretKey: string;
  /** The signing secret of the webhook endpoint (whsec_…), which verifies POST /api/payments/stripe. */
  webhookSecret: string;
  /**
   * Tests only: the Stripe API at this http address on this machine (a stand-in), never in production.
   * Undefined: Stripe's own API.
   */
  apiBase: URL | undefined;
}

/** Outside production: this machine only. */
export const DEFAULT_DEVELOPMENT_HOST = '127.0.0.1';
/** Under ./data, a folder of its own, so the database and its WAL files stay out of the code. */
export const DEFAULT_DATABASE_FILE = 'data/shipquote.db';
/** A visitor types into three lookups and debounces; 300 a minute leaves room for an office behind one NAT. */
export const DEFAULT_LOOKUP_LIMIT = 300;
/** A person submits a handful of quotes; 20 a minute per client still lets a broker's office test freely. */
export const DEFAULT_SUBMISSION_LIMIT = 20;

/** A delivered payload is kept for a month, long enough to answer "did the CRM get it?". */
export const DEFAULT_OUTBOX_KEEP_DAYS = 30;
/** A quarter: a shipment is usually booked within weeks of the quote. */
export const DEFAULT_BOOKING_LINK_DAYS = 90;

const TRUE_WORDS = ['1', 'true', 'yes'];
const FALSE_WORDS = ['0', 'false', 'no'];

/**
 * A message after the variable's name (`readConfig` puts the name first), quoting what was read (without
 * surrounding spaces) so the operator sees a stray quote or a typo. Never used for a secret.
 */
/** The values NODE_ENV may have; unset is development. */
const NODE_ENVS = ['production', 'development', 'test'] as const;

const refuse =
  (rule: string) =>
  (issue: v.BaseIssue<unknown>): string =>
    `must ${rule}, not "${String(issue.input)}".`;

/** Unset, empty and blank all mean "use the default"; anything else is read without surrounding spaces. */
function setting<TSchema extends v.GenericSchema<string, unknown>>(schema: TSchema) {
  return v.pipe(
    v.optional(v.string('must be text.')),
    v.transform((value) => value?.trim() || undefined),
    v.optional(schema),
  );
}

/** An http(s) address that also passes `accept` (given the URL and the text it was read from), as its URL. */
function httpUrl(rule: string, accept: (url: URL, text: string) => boolean = () => true) {
  return v.pipe(
    v.string(),
    v.check((text) => {
      const url = parseHttpUrl(text);
      return url !== undefined && accept(url, text);
    }, refuse(rule)),
    v.transform((text) => parseHttpUrl(text) as URL),
  );
}

const withoutCredentials = (url: URL) => !url.username && !url.password;

const LOOPBACK_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * Plain http only to this machine: elsewhere what crosses the network (a lead's personal data, the blog's
 * content) could be read or changed on the way.
 */
const encryptedOrLocal = (url: URL) => url.protocol === 'https:' || LOOPBACK_HOSTS.test(url.hostname);

/**
 * The address of a service the server calls (the CRM, WordPress), as its href: https, or plain http to this
 * machine, with no credentials in it (`credentialsAdvice` says what to do instead). Never quoted back: such
 * an address often carries a token, and start-up errors end up in logs.
 */
function serviceUrl(credentialsAdvice: string) {
  return v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const url = parseHttpUrl(dataset.value);
      const problem = !url
        ? 'must be an http(s) address.'
        : !withoutCredentials(url)
          ? `must not hold a user name or password: ${credentialsAdvice}.`
          : !encryptedOrLocal(url)
            ? 'must use https (plain http is allowed only to this machine).'
            : undefined;
      if (problem) addIssue({ message: problem });
    }),
    v.transform((text) => (parseHttpUrl(text) as URL).href),
  );
}

/** Digits only: `Number()` alone would take "1e3", "0x50" or " 12 " too. */
function wholeNumber(pattern: RegExp, min: number, max: number, rule: string) {
  return v.pipe(
    v.string(),
    v.regex(pattern, refuse(rule)),
    v.transform(Number),
    v.minValue(min, refuse(rule)),
    v.maxValue(max, refuse(rule)),
  );
}

const requestsPerMinute = setting(wholeNumber(/^\d{1,9}$/, 1, 999_999_999, 'be a whole number of at least 1'));

/**
 * At least 2 s, since a request is given at most half the lease (outbox-relay.ts); at most an hour, since
 * a longer lease only delays the leads of a dead instance.
 */
const leaseSeconds = setting(wholeNumber(/^\d{1,4}$/, 2, 3_600, 'be a whole number of seconds from 2 to 3600'));

/**
 * At least the first retry's 5 s; at most an hour, since a longer wait only delays leads after the CRM is
 * back (every waiting lead goes at once when a probe succeeds, but a probe comes only this often).
 */
const maxRetrySeconds = setting(wholeNumber(/^\d{1,4}$/, 5, 3_600, 'be a whole number of seconds from 5 to 3600'));

const days = setting(wholeNumber(/^\d{1,5}$/, 1, 36_500, 'be a whole number of days from 1 to 36500'));

/**
 * A secret a guesser must search: 32 characters (the 64 of `openssl rand -hex 32` comfortably), and not one
 * character repeated, the placeholder someone types to get past a length check.
 */
const MIN_TOKEN_LENGTH = 32;
// The messages never quote the value: it is a secret, and start-up errors end up in logs.
const token = setting(
  v.pipe(
    v.string(),
    v.minLength(MIN_TOKEN_LENGTH, `must be at least ${MIN_TOKEN_LENGTH} characters long.`),
    v.check((text) => new Set(text).size > 1, 'must not be one character repeated.'),
  ),
);

const yesOrNo = setting(
  v.pipe(
    v.string(),
    v.check((word) => [...TRUE_WORDS, ...FALSE_WORDS].includes(word.toLowerCase()), refuse('be true or false')),
    v.transform((word) => TRUE_WORDS.includes(word.toLowerCase())),
  ),
);

/** A setting's comma-separated list, each item trimmed, empty items dropped. */
const commaList = (list: string) =>
  list
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

const EnvSchema = v.pipe(
  v.object({
    PORT: setting(wholeNumber(/^\d{1,5}$/, 0, 65_535, 'be a whole number from 0 to 65535')),
    HOST: setting(
      v.pipe(
        v.string(),
        v.check(
          (host) => isIP(host) !== 0 || host === 'localhost',
          refuse('be an address of this machine to listen on, such as 127.0.0.1, 0.0.0.0 or ::'),
        ),
      ),
    ),
    DATABASE_FILE: setting(
      v.pipe(
        v.string(),
        v.check(
          (file) => !file.endsWith('/'),
          (issue) => `must name a file, not a folder: "${issue.input}".`,
        ),
      ),
    ),
    DATABASE_URL: setting(
      v.pipe(
        v.string(),
        // Never quoted back: a connection string holds the database password, and start-up errors end up in logs.
        v.check((text) => {
          try {
            const url = new URL(text);
            return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.host !== '';
          } catch {
            return false;
          }
        }, 'must be a PostgreSQL connection string such as postgres://user:password@host:5432/shipquote.'),
      ),
    ),
    PUBLIC_URL: setting(
      v.pipe(
        // Booking links are built by appending a path: a query, a fragment or credentials would break or leak.
        httpUrl(
          'be an http(s) address such as https://quotes.example.com',
          (url) => !url.search && !url.hash && withoutCredentials(url),
        ),
        v.transform((url) => url.href.replace(/\/+$/, '')),
      ),
    ),
    ALLOWED_ORIGINS: setting(
      v.pipe(
        v.string(),
        v.transform(commaList),
        // One message per bad origin, quoting just that one.
        v.array(
          v.pipe(
            httpUrl(
              'be a comma-separated list of origins such as https://partner.example',
              // Exactly an origin as the browser sends it: no path, no default port, lower case.
              (url, text) => url.origin === text.replace(/\/$/, ''),
            ),
            v.transform((url) => url.origin),
          ),
        ),
      ),
    ),
    CRM_WEBHOOK_URL: setting(serviceUrl('sign requests with CRM_WEBHOOK_SECRET instead')),
    // The message never quotes the value: it is a secret, and start-up errors end up in logs.
    CRM_WEBHOOK_SECRET: setting(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters long.'))),
    DISPATCH_WEBHOOK_SECRET: setting(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters long.'))),
    // Neither message quotes the value: both are secrets, and start-up errors end up in logs.
    STRIPE_SECRET_KEY: setting(
      v.pipe(
        v.string(),
        v.regex(
          /^(sk|rk)_(live|test)_[A-Za-z0-9]{10,}$/,
          'must be a Stripe secret key: sk_live_…, sk_test_… or a restricted rk_… key.',
        ),
      ),
    ),
    STRIPE_WEBHOOK_SECRET: setting(
      v.pipe(
        v.string(),
        v.regex(/^whsec_[A-Za-z0-9+/=]{10,}$/, "must be the Stripe webhook endpoint's signing secret (whsec_…)."),
      ),
    ),
    STRIPE_API_BASE: setting(
      httpUrl(
        'be an http address on this machine, such as http://127.0.0.1:12111',
        (url) => url.protocol === 'http:' && LOOPBACK_HOSTS.test(url.hostname) && url.pathname === '/',
      ),
    ),
    // Over plain http anyone on the path could put links, text and images into the blog.
    WP_GRAPHQL_URL: setting(serviceUrl('WPGraphQL reads published posts without logging in')),
    BLOG_REVALIDATE_SECRET: token,
    GTM_ID: setting(v.pipe(v.string(), v.regex(GTM_ID_PATTERN, refuse('look like GTM-ABC1234')))),
    TRUST_PROXY: setting(
      v.pipe(
        v.string(),
        v.check(
          (word) => /^\d{1,2}$/.test(word) || [...TRUE_WORDS, ...FALSE_WORDS].includes(word.toLowerCase()),
          refuse('be the number of proxies in front of the server (0 to 99), or true (one) or false (none)'),
        ),
        v.transform((word) => (/^\d+$/.test(word) ? Number(word) : TRUE_WORDS.includes(word.toLowerCase()) ? 1 : 0)),
      ),
    ),
    RATE_LIMIT_LOOKUPS: requestsPerMinute,
    RATE_LIMIT_SUBMISSIONS: requestsPerMinute,
    // Exactly as Node's libraries read it: React, for one, runs its production build only for "production",
    // so a "Production" or a "prod" would run a live site as development (its mail pages, its examples,
    // no PUBLIC_URL needed) and slower. Anything but the three values everyone uses stops the server.
    NODE_ENV: setting(v.picklist(NODE_ENVS, refuse('be production, development or test, in lower case'))),
    SERVE_EXAMPLES: yesOrNo,
    OUTBOX_KEEP_DAYS: days,
    OUTBOX_LEASE_SECONDS: leaseSeconds,
    CRM_MAX_RETRY_SECONDS: maxRetrySeconds,
    BOOKING_LINK_DAYS: days,
    LEAD_RETENTION_DAYS: days,
    ORDER_RETENTION_DAYS: days,
    // At most a quarter: the rate table changes with the seasons, and a price promised longer would not hold.
    QUOTE_PRICE_DAYS: setting(wholeNumber(/^\d{1,2}$/, 1, 90, 'be a whole number of days from 1 to 90')),
    STAFF_EMAIL: setting(
      v.pipe(
        v.string(),
        v.transform(commaList),
        // One message per bad address, quoting just that one.
        v.array(
          v.pipe(v.string(), v.regex(STAFF_MAILBOX, refuse('be an email address or a comma-separated list of them'))),
        ),
      ),
    ),
    // An email link must work from any mail client, and an http one would be flagged or rewritten by many.
    REVIEW_URL: setting(
      v.pipe(
        httpUrl(
          'be an https address such as https://g.page/r/your-business/review',
          (url) => url.protocol === 'https:' && withoutCredentials(url),
        ),
        v.transform((url) => url.href),
      ),
    ),
    METRICS_TOKEN: token,
    METRICS_PORT: setting(wholeNumber(/^\d{1,5}$/, 0, 65_535, 'be a whole number from 0 to 65535')),
  }),
  // The call only refreshes a WordPress blog: without one, a secret is a half-done setup, and a door with nothing behind it.
  v.forward(
    v.partialCheck(
      [['BLOG_REVALIDATE_SECRET'], ['WP_GRAPHQL_URL']],
      (env) => env.BLOG_REVALIDATE_SECRET === undefined || env.WP_GRAPHQL_URL !== undefined,
      'is set but WP_GRAPHQL_URL is not: the revalidate call refreshes a WordPress blog.',
    ),
    ['BLOG_REVALIDATE_SECRET'],
  ),
  // Two servers cannot listen on one port; 0 lets the system choose a free one for each.
  v.forward(
    v.partialCheck(
      [['PORT'], ['METRICS_PORT']],
      (env) =>
        env.METRICS_PORT === undefined || env.METRICS_PORT === 0 || env.METRICS_PORT !== (env.PORT ?? DEFAULT_PORT),
      'must differ from PORT: the metrics have a server of their own.',
    ),
    ['METRICS_PORT'],
  ),
  // Canonical links, the sitemap and booking links must never be built from a Host header an attacker chose.
  v.forward(
    v.partialCheck(
      [['NODE_ENV'], ['PUBLIC_URL']],
      (env) => env.NODE_ENV !== 'production' || env.PUBLIC_URL !== undefined,
      'is required when NODE_ENV=production: the address visitors use, such as https://quotes.example.com.',
    ),
    ['PUBLIC_URL'],
  ),
  // Without the webhook the site never learns that a card was saved or a payment went through.
  v.forward(
    v.partialCheck(
      [['STRIPE_SECRET_KEY'], ['STRIPE_WEBHOOK_SECRET']],
      (env) => env.STRIPE_SECRET_KEY === undefined || env.STRIPE_WEBHOOK_SECRET !== undefined,
      'is required when STRIPE_SECRET_KEY is set: it verifies the events Stripe sends to /api/payments/stripe.',
    ),
    ['STRIPE_WEBHOOK_SECRET'],
  ),
  v.forward(
    v.partialCheck(
      [['STRIPE_SECRET_KEY'], ['STRIPE_WEBHOOK_SECRET']],
      (env) => env.STRIPE_WEBHOOK_SECRET === undefined || env.STRIPE_SECRET_KEY !== undefined,
      'is set but STRIPE_SECRET_KEY is not.',
    ),
    ['STRIPE_WEBHOOK_SECRET'],
  ),
  // Stripe sends the customer back to PUBLIC_URL's order page; a Host header must never choose where.
  v.forward(
    v.partialCheck(
      [['STRIPE_SECRET_KEY'], ['PUBLIC_URL']],
      (env) => env.STRIPE_SECRET_KEY === undefined || env.PUBLIC_URL !== undefined,
      'is required when STRIPE_SECRET_KEY is set: Stripe Checkout sends customers back to it.',
    ),
    ['PUBLIC_URL'],
  ),
  // A live site must talk to Stripe itself: a stand-in there would take orders that are never charged.
  v.forward(
    v.partialCheck(
      [['STRIPE_API_BASE'], ['NODE_ENV'], ['STRIPE_SECRET_KEY']],
      (env) =>
        env.STRIPE_API_BASE === undefined || (env.NODE_ENV !== 'production' && env.STRIPE_SECRET_KEY !== undefined),
      'is for tests only: it is refused when NODE_ENV=production, and needs STRIPE_SECRET_KEY.',
    ),
    ['STRIPE_API_BASE'],
  ),
  // Unsigned leads could be forged by anyone who learns the address.
  v.forward(
    v.partialCheck(
      [['CRM_WEBHOOK_SECRET'], ['CRM_WEBHOOK_URL']],
      (env) => env.CRM_WEBHOOK_URL === undefined || env.CRM_WEBHOOK_SECRET !== undefined,
      "is required when CRM_WEBHOOK_URL is set: the receiver checks each lead's signature with it.",
    ),
    ['CRM_WEBHOOK_SECRET'],
  ),
  // A secret with nowhere to send it is a half-done setup: signing nothing would hide that.
  v.forward(
    v.partialCheck(
      [['CRM_WEBHOOK_SECRET'], ['CRM_WEBHOOK_URL']],
      (env) => env.CRM_WEBHOOK_SECRET === undefined || env.CRM_WEBHOOK_URL !== undefined,
      'is set but CRM_WEBHOOK_URL is not.',
    ),
    ['CRM_WEBHOOK_SECRET'],
  ),
);

/** "PORT must be …": the variable an issue is about, then what is wrong with it. */
function describeIssue(issue: v.BaseIssue<unknown>): string {
  const name = issue.path?.[0]?.key;
  return typeof name === 'string' ? `${name} ${issue.message}` : issue.message;
}

function databasePath(file: string, cwd: string): string {
  return file === ':memory:' || isAbsolute(file) ? file : resolve(cwd, file);
}

export function readConfig(env: Env = process.env, cwd: string = process.cwd()): ConfigResult {
  const parsed = v.safeParse(EnvSchema, env);
  // The mail settings have rules of their own; their problems are reported with the rest, all at once.
  const mail = readMailSettings(env, cwd, parsed.success && parsed.output.NODE_ENV === 'production');
  // A broken rate file stops the start: nothing is priced by a half-read table.
  const rateFile = env.RATE_TABLE_FILE ? readRateTableFile(resolve(cwd, env.RATE_TABLE_FILE)) : undefined;
  const errors = [
    ...(parsed.success ? [] : parsed.issues.map(describeIssue)),
    ...(mail.ok ? [] : mail.errors),
    ...(rateFile && !rateFile.ok ? [`RATE_TABLE_FILE ${rateFile.problem}`] : []),
  ];
  if (!parsed.success || !mail.ok || (rateFile && !rateFile.ok)) return { ok: false, errors };
  const settings = parsed.output;
  const production = settings.NODE_ENV === 'production';
  return {
    ok: true,
    config: {
      port: settings.PORT ?? DEFAULT_PORT,
      host: settings.HOST ?? (production ? undefined : DEFAULT_DEVELOPMENT_HOST),
      databaseFile: databasePath(settings.DATABASE_FILE ?? DEFAULT_DATABASE_FILE, cwd),
      databaseUrl: settings.DATABASE_URL,
      publicUrl: settings.PUBLIC_URL,
      allowedOrigins: settings.ALLOWED_ORIGINS ?? [],
      crmWebhookUrl: settings.CRM_WEBHOOK_URL,
      crmWebhookSecret: settings.CRM_WEBHOOK_SECRET,
      dispatchWebhookSecret: settings.DISPATCH_WEBHOOK_SECRET,
      stripe:
        settings.STRIPE_SECRET_KEY && settings.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: settings.STRIPE_SECRET_KEY,
              webhookSecret: settings.STRIPE_WEBHOOK_SECRET,
              apiBase: settings.STRIPE_API_BASE,
            }
          : undefined,
      gtmId: settings.GTM_ID,
      rateTable: rateFile?.ok ? rateFile.table : RATE_TABLE,
      wpGraphqlUrl: settings.WP_GRAPHQL_URL,
      blogRevalidateSecret: settings.BLOG_REVALIDATE_SECRET,
      trustProxy: settings.TRUST_PROXY ?? 0,
      rateLimits: {
        lookups: { max: settings.RATE_LIMIT_LOOKUPS ?? DEFAULT_LOOKUP_LIMIT, windowMs: MINUTE_MS },
        submissions: { max: settings.RATE_LIMIT_SUBMISSIONS ?? DEFAULT_SUBMISSION_LIMIT, windowMs: MINUTE_MS },
      },
      production,
      serveExamples: settings.SERVE_EXAMPLES ?? !production,
      outboxKeepDays: settings.OUTBOX_KEEP_DAYS ?? DEFAULT_OUTBOX_KEEP_DAYS,
      outboxLeaseSeconds: settings.OUTBOX_LEASE_SECONDS,
      crmMaxRetrySeconds: settings.CRM_MAX_RETRY_SECONDS,
      bookingLinkDays: settings.BOOKING_LINK_DAYS ?? DEFAULT_BOOKING_LINK_DAYS,
      leadRetentionDays: settings.LEAD_RETENTION_DAYS,
      orderRetentionDays: settings.ORDER_RETENTION_DAYS,
      mail: mail.settings,
      quotePriceDays: settings.QUOTE_PRICE_DAYS ?? DEFAULT_QUOTE_PRICE_DAYS,
      staffEmail: settings.STAFF_EMAIL ?? [],
      reviewUrl: settings.REVIEW_URL,
      metricsToken: settings.METRICS_TOKEN,
      metricsPort: settings.METRICS_PORT,
    },
  };
}

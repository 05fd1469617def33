/**
 * The server's settings, read once from environment variables and checked before anything starts
 * (issue #3 "Server"). Every setting has an embedded default, so a fresh clone runs with none; a bad
 * value stops the server with a message that names the variable.
 */
import { isAbsolute, join, resolve } from 'node:path';
import { DEFAULT_PORT, parsePort } from './port';

export interface RateLimit {
  /** Requests allowed per window for one client. */
  max: number;
  windowMs: number;
}

export interface Config {
  port: number;
  /** The SQLite file (DESIGN "The API": under ./data/ by default). */
  databaseFile: string;
  /** The origin booking links point at, without a trailing slash. Undefined: the server's own address. */
  publicUrl: string | undefined;
  /** Origins that may submit quotes from a browser. Empty: any origin (lookups are always open). */
  allowedOrigins: readonly string[];
  crmWebhookUrl: string | undefined;
  crmWebhookSecret: string | undefined;
  /** A WordPress WPGraphQL endpoint for the blog; undefined: the local articles (DESIGN "The site"). */
  wpGraphqlUrl: string | undefined;
  /** Google Tag Manager container (issue #4: loaded 3.5 s after load, only when set). */
  gtmId: string | undefined;
  /** Trust the first X-Forwarded-For address as the client (only behind a proxy you run). */
  trustProxy: boolean;
  rateLimits: { lookups: RateLimit; submissions: RateLimit };
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; errors: string[] };

type Env = Readonly<Record<string, string | undefined>>;

const MINUTE = 60_000;
export const DEFAULT_DATABASE_FILE = 'data/shipquote.db';
/** A visitor types into three lookups and debounces; 300 a minute leaves room for an office behind one NAT. */
export const DEFAULT_LOOKUP_LIMIT = 300;
/** A person submits a handful of quotes; 20 a minute per client still lets a broker's office test freely. */
export const DEFAULT_SUBMISSION_LIMIT = 20;

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

function httpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function wholeNumber(name: string, value: string | undefined, fallback: number, errors: string[]): number {
  if (blank(value)) return fallback;
  const text = (value as string).trim();
  const number = Number(text);
  if (!/^\d{1,9}$/.test(text) || number < 1) {
    errors.push(`${name} must be a whole number of at least 1, not "${value}".`);
    return fallback;
  }
  return number;
}

export function readConfig(env: Env = process.env, cwd: string = process.cwd()): ConfigResult {
  const errors: string[] = [];

  const port = parsePort(env.PORT);
  if (!port.ok) errors.push(port.message);

  const databaseFile = blank(env.DATABASE_FILE)
    ? join(cwd, DEFAULT_DATABASE_FILE)
    : (env.DATABASE_FILE as string).trim();
  const resolvedDatabase =
    databaseFile === ':memory:' ? databaseFile : isAbsolute(databaseFile) ? databaseFile : resolve(cwd, databaseFile);
  if (databaseFile.endsWith('/')) errors.push(`DATABASE_FILE must name a file, not a folder: "${env.DATABASE_FILE}".`);

  let publicUrl: string | undefined;
  if (!blank(env.PUBLIC_URL)) {
    const url = httpUrl((env.PUBLIC_URL as string).trim());
    if (!url || url.search || url.hash || url.username || url.password) {
      errors.push(`PUBLIC_URL must be an http(s) address such as https://quotes.example.com, not "${env.PUBLIC_URL}".`);
    } else {
      publicUrl = url.href.replace(/\/+$/, '');
    }
  }

  const allowedOrigins: string[] = [];
  if (!blank(env.ALLOWED_ORIGINS)) {
    for (const item of (env.ALLOWED_ORIGINS as string).split(',')) {
      const text = item.trim();
      if (!text) continue;
      const url = httpUrl(text);
      if (!url || url.origin !== text.replace(/\/$/, '')) {
        errors.push(
          `ALLOWED_ORIGINS must be a comma-separated list of origins such as https://partner.example, not "${text}".`,
        );
      } else {
        allowedOrigins.push(url.origin);
      }
    }
  }

  let crmWebhookUrl: string | undefined;
  if (!blank(env.CRM_WEBHOOK_URL)) {
    const url = httpUrl((env.CRM_WEBHOOK_URL as string).trim());
    if (url) crmWebhookUrl = url.href;
    else errors.push(`CRM_WEBHOOK_URL must be an http(s) address, not "${env.CRM_WEBHOOK_URL}".`);
  }

  let crmWebhookSecret: string | undefined;
  if (!blank(env.CRM_WEBHOOK_SECRET)) {
    crmWebhookSecret = (env.CRM_WEBHOOK_SECRET as string).trim();
    // The value itself is never echoed: it is a secret.
    if (crmWebhookSecret.length < 16) errors.push('CRM_WEBHOOK_SECRET must be at least 16 characters long.');
  }
  if (crmWebhookSecret && !crmWebhookUrl) errors.push('CRM_WEBHOOK_SECRET is set but CRM_WEBHOOK_URL is not.');

  let wpGraphqlUrl: string | undefined;
  if (!blank(env.WP_GRAPHQL_URL)) {
    const url = httpUrl((env.WP_GRAPHQL_URL as string).trim());
    if (url && !url.username && !url.password) wpGraphqlUrl = url.href;
    else
      errors.push(
        `WP_GRAPHQL_URL must be an http(s) address such as https://cms.example.com/graphql, not "${env.WP_GRAPHQL_URL}".`,
      );
  }

  let gtmId: string | undefined;
  if (!blank(env.GTM_ID)) {
    const text = (env.GTM_ID as string).trim();
    if (/^GTM-[A-Z0-9]{4,12}$/.test(text)) gtmId = text;
    else errors.push(`GTM_ID must look like GTM-ABC1234, not "${env.GTM_ID}".`);
  }

  let trustProxy = false;
  if (!blank(env.TRUST_PROXY)) {
    const text = (env.TRUST_PROXY as string).trim().toLowerCase();
    if (['1', 'true', 'yes'].includes(text)) trustProxy = true;
    else if (!['0', 'false', 'no'].includes(text))
      errors.push(`TRUST_PROXY must be true or false, not "${env.TRUST_PROXY}".`);
  }

  const lookups = wholeNumber('RATE_LIMIT_LOOKUPS', env.RATE_LIMIT_LOOKUPS, DEFAULT_LOOKUP_LIMIT, errors);
  const submissions = wholeNumber(
    'RATE_LIMIT_SUBMISSIONS',
    env.RATE_LIMIT_SUBMISSIONS,
    DEFAULT_SUBMISSION_LIMIT,
    errors,
  );

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    config: {
      port: port.ok ? port.port : DEFAULT_PORT,
      databaseFile: resolvedDatabase,
      publicUrl,
      allowedOrigins,
      crmWebhookUrl,
      crmWebhookSecret,
      gtmId,
      wpGraphqlUrl,
      trustProxy,
      rateLimits: {
        lookups: { max: lookups, windowMs: MINUTE },
        submissions: { max: submissions, windowMs: MINUTE },
      },
    },
  };
}

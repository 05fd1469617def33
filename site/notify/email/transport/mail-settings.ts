/**
 * Where email goes, from environment variables, checked before anything starts (the same rules as
 * site/config.ts: blank means unset, one message per problem, each starting with the variable's name).
 * - SMTP_URL set: through that server, from MAIL_FROM (then required).
 * - No SMTP_URL outside production: each email is written as an `.eml` file under MAIL_DIR (default
 *   data/mail), so a developer reads what would have been sent without any mail server.
 * - No SMTP_URL in production: off; the caller logs `warning` once, since a site that quietly sends no
 *   quotes is worse than one that says so.
 */
import { isAbsolute, resolve } from 'node:path';
import { brand } from '../../../content/brand';

export interface SmtpSettings {
  /**
   * SMTP_URL as it was given, checked: nodemailer reads the host, the port (587, or 465 for smtps:, when
   * none is given), TLS from the first byte for smtps:, and the percent-encoded login from it. Never log or
   * quote it: it can hold a password.
   */
  url: string;
  /**
   * smtp: to another machine must upgrade with STARTTLS or fail: the password and the visitor's details
   * never cross the network in clear. Plain smtp: stays allowed to this machine (a local relay or catcher).
   */
  requireTls: boolean;
  /** What a log line may say about the server: `smtps://smtp.example.com:465`, with no user and no password. */
  description: string;
}

export interface MailFrom {
  /** The display name, e.g. "ShipQuote"; undefined for a bare address. */
  name: string | undefined;
  address: string;
}

export type MailSettings =
  | { transport: 'smtp'; smtp: SmtpSettings; from: MailFrom }
  | { transport: 'eml-folder'; folder: string; from: MailFrom }
  | { transport: 'off'; warning: string };

export type MailSettingsResult = { ok: true; settings: MailSettings } | { ok: false; errors: string[] };

type Env = Readonly<Record<string, string | undefined>>;

/** Under ./data beside the database, so written mail stays out of the code and out of git. */
export const DEFAULT_MAIL_DIR = 'data/mail';

/** The sample brand's own mailbox: fine for files a developer reads, never for a real server. */
const DEVELOPMENT_FROM: MailFrom = { name: brand.name, address: brand.mailboxes.quotes.address };

const SMTP_DEFAULT_PORTS = { 'smtp:': 587, 'smtps:': 465 } as const;

const LOOPBACK_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** A mailbox: no spaces or brackets, one @, a domain with a dot. */
const ADDRESS = /^[^\s@<>()[\]",;:\\]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
/** `Name <address>`, the name optionally in double quotes. */
const NAMED_ADDRESS = /^(?:"([^"]*)"|([^"<>]*?))\s*<([^<>]*)>$/;

function value(env: Env, name: string): string | undefined {
  return env[name]?.trim() || undefined;
}

/**
 * The SMTP settings, or the message after the name. The address is never quoted: it can hold a password.
 * It is checked here and read by nodemailer, so what it says is what is used.
 */
function parseSmtpUrl(text: string): SmtpSettings | string {
  const example = 'such as smtps://user:password@smtp.example.com:465 or smtp://localhost:2525';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `must be an smtp:// or smtps:// address ${example}.`;
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    return `must start with smtp:// or smtps://, ${example}.`;
  }
  if (!url.hostname) return `must name the server's host, ${example}.`;
  // Nothing else is read from the address: options in a query would be silently ignored.
  if ((url.pathname !== '' && url.pathname !== '/') || url.search || url.hash) {
    return `must be just the server's address (no path, query or fragment), ${example}.`;
  }
  try {
    decodeURIComponent(url.username);
    decodeURIComponent(url.password);
  } catch {
    return 'must percent-encode special characters in the user name and password (%40 for @).';
  }
  const port = url.port ? Number(url.port) : SMTP_DEFAULT_PORTS[url.protocol];
  return {
    url: text,
    requireTls: url.protocol === 'smtp:' && !LOOPBACK_HOSTS.test(url.hostname),
    description: `${url.protocol}//${url.hostname}:${port}`,
  };
}

/** The sender, or the message after the name (quoting the value: an address is no secret). */
function parseMailFrom(text: string): MailFrom | string {
  const problem = `must be an email address, optionally with a name, such as "ShipQuote <quotes@example.com>", not "${text}".`;
  if (/[\r\n]/.test(text)) return problem;
  const named = NAMED_ADDRESS.exec(text);
  const name = (named ? (named[1] ?? named[2]) : undefined)?.trim() || undefined;
  const address = (named ? named[3] : text)?.trim() ?? '';
  return ADDRESS.test(address) ? { name, address } : problem;
}

function folderPath(folder: string, cwd: string): string {
  return isAbsolute(folder) ? folder : resolve(cwd, folder);
}

/** The mail settings from `env`, folders resolved against `cwd`, for a server in production or not (site/config.ts). */
export function readMailSettings(env: Env, cwd: string, production: boolean): MailSettingsResult {
  const errors: string[] = [];
  const smtpText = value(env, 'SMTP_URL');
  const fromText = value(env, 'MAIL_FROM');
  const smtp = smtpText === undefined ? undefined : parseSmtpUrl(smtpText);
  const from = fromText === undefined ? undefined : parseMailFrom(fromText);
  if (typeof smtp === 'string') errors.push(`SMTP_URL ${smtp}`);
  if (typeof from === 'string') errors.push(`MAIL_FROM ${from}`);
  if (smtp !== undefined && from === undefined) {
    errors.push(
      'MAIL_FROM is required when SMTP_URL is set: the address mail is sent from, such as quotes@example.com.',
    );
  }
  if (errors.length > 0) return { ok: false, errors };
  const sender = from as MailFrom | undefined;
  if (smtp !== undefined)
    return { ok: true, settings: { transport: 'smtp', smtp: smtp as SmtpSettings, from: sender! } };
  if (production) {
    return {
      ok: true,
      settings: {
        transport: 'off',
        warning: 'SMTP_URL is not set: no email is sent (quotes and order confirmations are not mailed).',
      },
    };
  }
  return {
    ok: true,
    settings: {
      transport: 'eml-folder',
      folder: folderPath(value(env, 'MAIL_DIR') ?? DEFAULT_MAIL_DIR, cwd),
      from: sender ?? DEVELOPMENT_FROM,
    },
  };
}

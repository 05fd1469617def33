/**
 * `npm run privacy -- export|erase <email>`: a person's privacy requests, run by the broker against the
 * server's database (scripts/privacy.ts is the entry point; this is its testable body). The work itself
 * is site/privacy/lead-privacy.ts. What it prints carries counts and lead numbers, never personal data,
 * except the export, whose whole point is to hand the person their data.
 */

import { readConfig } from '../site/config';
import { eraseMailTo } from '../site/notify/email/transport/eml-erasure';
import { readMailSettings } from '../site/notify/email/transport/mail-settings';
import { createStripeGateway, stripeClient } from '../site/payments/stripe-gateway';
import { eraseLeadsByEmail, exportLeadsByEmail, isEmailAddress } from '../site/privacy/lead-privacy';
import type { PaymentCustomers } from '../site/privacy/payment-customers';
import type { LeadRepository } from '../site/storage/lead-repository';
import { openCommandDatabase } from './command-database';
import { readCommandLine } from './command-line';
import { type CommandOutput, plural, refuseUsage } from './command-output';

/** Exit codes: 0 done (found or not), 1 the database could not be used, 2 the command was written wrong. */
const DONE = 0;
const FAILED = 1;

export const USAGE = `Usage: npm run privacy -- <command> <email>

  export <email>   print every lead given with this email address, with its order, call-back request
                   and emails, as JSON
  erase <email>    anonymise those leads and their orders (lead and order numbers, dates, order totals
                   and agreement hashes are kept) and delete their outbox rows (CRM and email), and in
                   development the .eml files written to them (MAIL_DIR); with STRIPE_SECRET_KEY set,
                   first delete the Stripe customers their cards were saved under

The email address is matched ignoring case and surrounding spaces. The database is DATABASE_URL when
set (PostgreSQL), else DATABASE_FILE (default data/shipquote.db), as for the server.`;

const COMMANDS = ['export', 'erase'] as const;
type Command = (typeof COMMANDS)[number];
const isCommand = (word: string | undefined): word is Command => COMMANDS.includes(word as Command);

/** Where development writes its email as files, when it does (no SMTP_URL outside production). */
function devMailFolder(env: Readonly<Record<string, string | undefined>>, cwd: string): string | undefined {
  const mail = readMailSettings(env, cwd, env.NODE_ENV?.trim() === 'production');
  return mail.ok && mail.settings.transport === 'eml-folder' ? mail.settings.folder : undefined;
}

/**
 * With card payments on (STRIPE_SECRET_KEY, as the server reads it), the provider's customers of the
 * person's orders are deleted with them; undefined when they are off, or the settings' problems once told.
 */
function paymentCustomers(
  env: Readonly<Record<string, string | undefined>>,
  store: LeadRepository,
  io: CommandOutput,
  cwd: string,
): PaymentCustomers | undefined | 'wrong' {
  if (!env.STRIPE_SECRET_KEY) return undefined;
  const settings = readConfig(
    {
      NODE_ENV: env.NODE_ENV,
      PUBLIC_URL: env.PUBLIC_URL,
      STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: env.STRIPE_API_BASE,
    },
    cwd,
  );
  if (!settings.ok || !settings.config.stripe) {
    for (const error of settings.ok ? [] : settings.errors) io.err(error);
    return 'wrong';
  }
  const gateway = createStripeGateway(stripeClient(settings.config.stripe));
  return { orderEvents: store.orderEvents, deleteCustomer: (customer) => gateway.deleteCustomer(customer) };
}

async function runOn(
  store: LeadRepository,
  command: Command,
  email: string,
  io: CommandOutput,
  mailFolder: string | undefined,
  payments: PaymentCustomers | undefined,
): Promise<void> {
  if (command === 'export') {
    const leads = await exportLeadsByEmail(store.privacy, email, store.orderEvents);
    // stdout stays valid JSON when redirected to a file, found or not.
    io.out(JSON.stringify(leads, null, 2));
    if (leads.length === 0) io.err('No leads found for that email address.');
    return;
  }
  // The SQLite store also empties its write-ahead log of the old values (sqlite-lead-repository.ts).
  const { leadNumbers, outboxRowsDeleted, ordersAnonymised } = await eraseLeadsByEmail(store.privacy, email, payments);
  // Whether or not leads are found: mail written to the address goes too, its leads erased earlier or not.
  const mailFiles = mailFolder === undefined ? 0 : await eraseMailTo(mailFolder, email);
  if (mailFiles > 0) io.out(`Deleted ${plural(mailFiles, 'development mail file', 'development mail files')}.`);
  if (leadNumbers.length === 0) {
    io.out('No leads found for that email address; nothing was changed.');
    return;
  }
  io.out(`Anonymised ${plural(leadNumbers.length, 'lead', 'leads')}: ${leadNumbers.join(', ')}.`);
  if (ordersAnonymised > 0) {
    io.out(
      `Anonymised ${plural(ordersAnonymised, 'order', 'orders')}; order numbers, totals and agreement hashes are kept.`,
    );
  }
  io.out(`Deleted ${plural(outboxRowsDeleted, 'outbox row', 'outbox rows')} (CRM and email).`);
  io.out('A CRM that received these leads keeps its own copy: erase these lead numbers there too.');
}

/** Runs the command line `args` (without node and the script) and resolves with the exit code. */
export async function runPrivacyCommand(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: CommandOutput,
  cwd: string = process.cwd(),
): Promise<number> {
  const line = readCommandLine(args, {}, { allowPositionals: true });
  if (line.kind === 'help') {
    io.out(USAGE);
    return DONE;
  }
  if (line.kind === 'wrong') return refuseUsage(io, USAGE, line.problem);
  const [command, email, ...extra] = line.positionals;
  if (!isCommand(command)) {
    return refuseUsage(io, USAGE, command === undefined ? 'Say what to do: export or erase.' : 'Unknown command.');
  }
  if (email === undefined || email.trim() === '')
    return refuseUsage(io, USAGE, `Give the email address to ${command}.`);
  if (extra.length > 0) return refuseUsage(io, USAGE, 'Give one email address only.');
  // The address is not quoted back: output like this ends up in terminals' scrollback and tickets.
  if (!isEmailAddress(email)) return refuseUsage(io, USAGE, 'That does not look like an email address.');

  const store = await openCommandDatabase(env, (line) => io.err(line), cwd);
  if (!store) return FAILED;
  try {
    const payments = command === 'erase' ? paymentCustomers(env, store, io, cwd) : undefined;
    if (payments === 'wrong') return FAILED;
    await runOn(store, command, email, io, devMailFolder(env, cwd), payments);
    return DONE;
  } catch (error) {
    // A database error names tables and constraints, not the values in them.
    io.err(`The ${command} failed: ${error instanceof Error ? error.message : String(error)}`);
    return FAILED;
  } finally {
    await store.close();
  }
}

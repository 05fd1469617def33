/**
 * `npm run payments -- reconcile [--since YYYY-MM-DD]`: checks the orders' ledgers against Stripe's
 * payments and refunds since a day (default: 30 days ago), records what the ledgers lack and refunds an
 * order that holds more than it may keep, as the server does daily (site/payments/payment-reconciliation.ts).
 * It needs the server's Stripe settings and database; the emails its repairs write go from the server's
 * outbox. scripts/payments.ts is the entry point; this is its testable body.
 */
import { readConfig } from '../site/config';
import { EMAIL_DESTINATION } from '../site/notify/email/email-payload';
import { PAYMENTS_DESTINATION } from '../site/order-life/payment-rows';
import { cardPayments } from '../site/payments/card-payments';
import { reconcilePayments } from '../site/payments/payment-reconciliation';
import { openCommandDatabase } from './command-database';
import { readCommandLine } from './command-line';
import { type CommandOutput, refuseUsage } from './command-output';

export const USAGE = `Usage: npm run payments -- reconcile [--since YYYY-MM-DD]

  reconcile      check every order's payments and refunds against Stripe's since the day (default: 30 days
                 ago), record what is missing and refund what an order holds beyond what it keeps

Needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and PUBLIC_URL, and the database (DATABASE_URL or DATABASE_FILE), as
for the server.`;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT_DAYS = 30;
const DAY = 86_400_000;

export async function runPaymentsCommand(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: CommandOutput,
  sources: { now?: () => number } = {},
  cwd: string = process.cwd(),
): Promise<number> {
  const line = readCommandLine(args, { since: 'string' } as const, { allowPositionals: true });
  if (line.kind === 'help') {
    io.out(USAGE);
    return 0;
  }
  if (line.kind === 'wrong') return refuseUsage(io, USAGE, line.problem);
  if (line.positionals.join(' ') !== 'reconcile') return refuseUsage(io, USAGE, 'Give the step: reconcile.');
  const now = sources.now ?? Date.now;
  const since = line.values.since;
  if (since !== undefined && (!DAY_PATTERN.test(since) || Number.isNaN(Date.parse(since)))) {
    return refuseUsage(io, USAGE, '--since must be a day, such as 2026-11-01.');
  }
  const sinceMs = since === undefined ? now() - DEFAULT_DAYS * DAY : Date.parse(`${since}T00:00:00Z`);
  const settings = readConfig(
    {
      DATABASE_FILE: env.DATABASE_FILE,
      DATABASE_URL: env.DATABASE_URL,
      STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: env.STRIPE_API_BASE,
      PUBLIC_URL: env.PUBLIC_URL,
    },
    cwd,
  );
  if (!settings.ok) {
    for (const error of settings.errors) io.err(error);
    return 1;
  }
  const stripe = settings.config.stripe;
  if (!stripe) {
    io.err('Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: reconciling reads Stripe.');
    return 1;
  }
  const store = await openCommandDatabase(env, (text) => io.err(text), cwd);
  if (!store) return 1;
  try {
    const sending = { live: new Set([PAYMENTS_DESTINATION, EMAIL_DESTINATION]) };
    const publicUrl = settings.config.publicUrl ?? '';
    const cards = cardPayments(stripe, { store, sending, publicUrl, now });
    const report = await reconcilePayments(
      { gateway: cards.gateway, store, sending, destination: cards.destination, now },
      sinceMs,
    );
    io.out(`Checked ${report.checked} payments since ${new Date(sinceMs).toISOString().slice(0, 10)}.`);
    for (const kind of ['missing_payment', 'missing_refund', 'overpaid'] as const) {
      io.out(`${kind.replace('_', ' ')}: ${report.found[kind]} found, ${report.repaired[kind]} repaired`);
    }
    for (const order of report.unrepaired)
      io.out(`${order}: holds more than it keeps; refund the phone payment by hand.`);
    return report.unrepaired.length > 0 ? 1 : 0;
  } catch (error) {
    io.err(`Reconciling failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await store.close();
  }
}

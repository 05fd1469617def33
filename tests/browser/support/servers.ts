/**
 * Every server the browser tests use, started once for the whole run by global-setup.ts and shared by all
 * workers: the site the tests visit (on BROWSER_TEST_PORT, playwright.config.ts's baseURL), sending its
 * email and CRM events to the receivers (receivers.ts), and a second site for what the first must not have:
 * card payments, whose provider is the Stripe stand-in (stripe.ts), and a blog read from a stand-in
 * WordPress (recorded-wordpress.ts). The tests of either never visit the other's pages, and every other test
 * sees the first site, without card payments and with its own blog. Both start at once, each as production
 * starts it (its own process); a start too slow for its time limit, as on a busy machine, is tried once more.
 * The workers, which Playwright starts after the global setup, find them in the environment.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SpawnServerOptions, type StartedServer, startServerProcess } from '../../../scripts/server-process.mjs';
import { CRM_SECRET, MAIL_FROM, share, startReceivers } from './receivers';
import { startRecordedWordPress } from './recorded-wordpress';
import { STRIPE_KEY, STRIPE_WEBHOOK_SECRET, shareStripe, startStripe } from './stripe';

/**
 * The second site, by what a test visits it for; both names lead to it, each set by the environment
 * variable that names its origin for the workers.
 */
const SITES = {
  /** Card payments on, through the Stripe stand-in; mail and CRM to the receivers as the main site's. */
  cardPayments: 'BROWSER_TEST_CARD_PAYMENTS_SITE',
  /**
   * Its blog from the stand-in WordPress: the recorded WordPress answer (tests/support/editor-blocks-fixture.ts)
   * and a post with a section of every layout (every-layout-wordpress.ts).
   */
  wordPress: 'BROWSER_TEST_WORDPRESS_SITE',
} as const;

/** The lead database of the site the tests visit, for the tests that read what it stored. */
const DATABASE_VARIABLE = 'BROWSER_TEST_DATABASE';

/** What the tests sign their dispatch events with (DISPATCH_WEBHOOK_SECRET), as a broker's dispatch system would. */
export const DISPATCH_SECRET = 'browser-tests-dispatch-secret-0123456789';
/** The staff mailbox of the second site (STAFF_EMAIL). */
export const STAFF_ADDRESS = 'desk@shipquote.example';

/** The tests type fast and submit many quotes from one address: the per-client limits are raised. */
const NO_RATE_LIMITS = { RATE_LIMIT_LOOKUPS: '100000', RATE_LIMIT_SUBMISSIONS: '100000' };

/**
 * A port free now, for a server that must know its own origin before it starts: the second site sends
 * the provider's customers back to PUBLIC_URL.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The first start's time limit: a few seconds on an idle machine, the two sites loading their indexes at once. */
const START_TIMEOUT_MS = 30_000;
/** The second start's, on a machine so busy that the first ran out of time. */
const RETRY_TIMEOUT_MS = 90_000;

/**
 * Starts the server, and once more, with longer to do it, if the first start runs out of time: on a
 * machine busy with other work the lookup indexes can take longer to load than the limit allows. A server
 * that exits is not started again.
 */
async function startRetryingSlowStart(options: SpawnServerOptions): Promise<StartedServer> {
  try {
    return await startServerProcess({ ...options, startTimeoutMs: START_TIMEOUT_MS });
  } catch (error) {
    if (!(error instanceof Error) || !error.message.startsWith('the server did not start in time')) throw error;
    process.stderr.write(`A site did not start in ${START_TIMEOUT_MS / 1000} s; starting it once more.\n`);
    return startServerProcess({ ...options, startTimeoutMs: RETRY_TIMEOUT_MS });
  }
}

/** Starts every server; resolves with the function that stops them all. */
export async function startServers(port: number): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'shipquote-browser-tests-'));
  // The real API stores the tests' leads in a database of their own, never the developer's data/.
  const databaseFile = process.env[DATABASE_VARIABLE] ?? join(dir, 'leads.db');
  const started: { stop(): Promise<void> }[] = [];
  const keep = <T extends { stop(): Promise<void> } | { close(): Promise<void> }>(service: T): T => {
    started.push('stop' in service ? service : { stop: () => service.close() });
    return service;
  };
  let stopping = false;
  const stopAll = async () => {
    stopping = true;
    await Promise.allSettled(started.reverse().map((service) => service.stop()));
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const [receivers, stripe, wordPress, secondPort] = await Promise.all([
      startReceivers().then(keep),
      startStripe().then(keep),
      startRecordedWordPress().then(keep),
      freePort(),
    ]);
    const secondOrigin = `http://127.0.0.1:${secondPort}`;
    stripe.standIn.setWebhook(`${secondOrigin}/api/payments/stripe`, STRIPE_WEBHOOK_SECRET);
    const toReceivers = {
      SMTP_URL: receivers.smtpUrl,
      MAIL_FROM,
      CRM_WEBHOOK_URL: receivers.crmUrl,
      CRM_WEBHOOK_SECRET: CRM_SECRET,
      DISPATCH_WEBHOOK_SECRET: DISPATCH_SECRET,
      GTM_ID: '',
      ...NO_RATE_LIMITS,
    };
    // Every start is waited for, failed or not, so that none is left running when another fails.
    const starts = await Promise.allSettled([
      startRetryingSlowStart({
        // Its request log is not read: a bounded tail of it is kept.
        outputLimit: 100_000,
        env: { PORT: String(port), DATABASE_FILE: databaseFile, PUBLIC_URL: '', ...toReceivers },
      }).then(keep),
      startRetryingSlowStart({
        outputLimit: 100_000,
        env: {
          PORT: String(secondPort),
          DATABASE_FILE: join(dir, 'second-site.db'),
          // The provider sends its customers back to PUBLIC_URL.
          PUBLIC_URL: secondOrigin,
          ...toReceivers,
          STRIPE_SECRET_KEY: STRIPE_KEY,
          STRIPE_WEBHOOK_SECRET,
          STRIPE_API_BASE: `${stripe.standIn.url}/`,
          WP_GRAPHQL_URL: wordPress.url,
          // The broker's desk hears of every order here; the first site keeps its mailbox counts to customers.
          STAFF_EMAIL: STAFF_ADDRESS,
        },
      }).then(keep),
    ]);
    const [site, second] = starts.map((start) => {
      if (start.status === 'rejected') throw start.reason;
      return start.value;
    }) as [StartedServer, StartedServer];
    // The sites' errors reach the run's output, as Playwright's own web server would show them, and so
    // does an end that comes before the run's.
    for (const [server, name] of [
      [site, `The site on port ${port}`],
      [second, 'The second site'],
    ] as const) {
      server.child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
      void server.exited.then((how) => {
        if (!stopping) process.stderr.write(`\n${name} exited (${how}) during the run:\n${server.output()}\n`);
      });
    }
    share(receivers);
    shareStripe(stripe);
    process.env[DATABASE_VARIABLE] = databaseFile;
    for (const variable of Object.values(SITES)) process.env[variable] = second.origin;
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

/** The origin of the second site, by what the test visits it for. */
export function siteOrigin(site: keyof typeof SITES): string {
  const origin = process.env[SITES[site]];
  if (!origin) throw new Error(`${SITES[site]} is not set: the second site starts in tests/browser/global-setup.ts`);
  return origin;
}

/** The lead database of the site the tests visit, in a test. */
export function databaseFile(): string {
  const file = process.env[DATABASE_VARIABLE];
  if (!file) throw new Error(`${DATABASE_VARIABLE} is not set: the site starts in tests/browser/global-setup.ts`);
  return file;
}

/**
 * Every server the browser tests use, started once for the whole run by global-setup.ts and shared by all
 * workers: the site the tests visit (on BROWSER_TEST_PORT, playwright.config.ts's baseURL), sending its
 * email and CRM events to the receivers (receivers.ts), two more instances of the site that read their
 * blog from a stand-in WordPress, and one with card payments, whose provider is the Stripe stand-in
 * (stripe.ts): the other sites have no Stripe settings, so every other test sees the site without card
 * payments. All start at once, each as production starts it (its own process).
 * The workers, which Playwright starts after the global setup, find them in the environment.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type StartedServer, startServerProcess } from '../../../scripts/server-process.mjs';
import { startEveryLayoutWordPress } from './every-layout-wordpress';
import { CRM_SECRET, MAIL_FROM, type Receivers, share, startReceivers } from './receivers';
import { type RecordedWordPress, startRecordedWordPress } from './recorded-wordpress';
import { STRIPE_KEY, STRIPE_WEBHOOK_SECRET, shareStripe, startStripe } from './stripe';

/** The other sites, by the environment variable that names each one's origin for the workers. */
const SITES = {
  /** Its blog from the recorded WordPress answer (tests/support/editor-blocks-fixture.ts). */
  recordedWordPress: 'BROWSER_TEST_RECORDED_WORDPRESS_SITE',
  /** Its blog one post with a section of every layout (every-layout-wordpress.ts). */
  everyLayoutWordPress: 'BROWSER_TEST_EVERY_LAYOUT_SITE',
  /** Card payments on, through the Stripe stand-in; mail and CRM to the receivers as the main site's. */
  cardPayments: 'BROWSER_TEST_CARD_PAYMENTS_SITE',
} as const;

/** The lead database of the site the tests visit, for the tests that read what it stored. */
const DATABASE_VARIABLE = 'BROWSER_TEST_DATABASE';

/** What the tests sign their dispatch events with (DISPATCH_WEBHOOK_SECRET), as a broker's dispatch system would. */
export const DISPATCH_SECRET = 'browser-tests-dispatch-secret-0123456789';

/** The tests type fast and submit many quotes from one address: the per-client limits are raised. */
const NO_RATE_LIMITS = { RATE_LIMIT_LOOKUPS: '100000', RATE_LIMIT_SUBMISSIONS: '100000' };

/**
 * A port free now, for a server that must know its own origin before it starts: the card-payments site
 * sends the provider's customers back to PUBLIC_URL.
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

  const siteOn = async (wordpress: Promise<RecordedWordPress>, name: string): Promise<StartedServer> => {
    const cms = keep(await wordpress);
    return keep(
      await startServerProcess({
        env: { DATABASE_FILE: join(dir, `${name}.db`), WP_GRAPHQL_URL: cms.url, ...NO_RATE_LIMITS },
      }),
    );
  };
  try {
    const receivers: Receivers = keep(await startReceivers());
    const stripe = keep(await startStripe());
    const cardPaymentsPort = await freePort();
    const cardPaymentsOrigin = `http://127.0.0.1:${cardPaymentsPort}`;
    stripe.standIn.setWebhook(`${cardPaymentsOrigin}/api/payments/stripe`, STRIPE_WEBHOOK_SECRET);
    const toReceivers = {
      SMTP_URL: receivers.smtpUrl,
      MAIL_FROM,
      CRM_WEBHOOK_URL: receivers.crmUrl,
      CRM_WEBHOOK_SECRET: CRM_SECRET,
      DISPATCH_WEBHOOK_SECRET: DISPATCH_SECRET,
    };
    // Every start is waited for, failed or not, so that none is left running when another fails.
    const starts = await Promise.allSettled([
      startServerProcess({
        // Its request log is not read: a bounded tail of it is kept.
        outputLimit: 100_000,
        env: {
          PORT: String(port),
          DATABASE_FILE: databaseFile,
          PUBLIC_URL: '',
          GTM_ID: '',
          ...toReceivers,
          ...NO_RATE_LIMITS,
        },
      }).then(keep),
      siteOn(startRecordedWordPress(), 'recorded-wordpress'),
      siteOn(startEveryLayoutWordPress(), 'every-layout'),
      startServerProcess({
        outputLimit: 100_000,
        env: {
          PORT: String(cardPaymentsPort),
          DATABASE_FILE: join(dir, 'card-payments.db'),
          PUBLIC_URL: cardPaymentsOrigin,
          GTM_ID: '',
          ...toReceivers,
          STRIPE_SECRET_KEY: STRIPE_KEY,
          STRIPE_WEBHOOK_SECRET,
          STRIPE_API_BASE: `${stripe.standIn.url}/`,
          ...NO_RATE_LIMITS,
        },
      }).then(keep),
    ]);
    const [site, recorded, everyLayout, cardPayments] = starts.map((start) => {
      if (start.status === 'rejected') throw start.reason;
      return start.value;
    }) as [StartedServer, StartedServer, StartedServer, StartedServer];
    // The sites' errors reach the run's output, as Playwright's own web server would show them, and so
    // does an end that comes before the run's.
    for (const [server, name] of [
      [site, `The site on port ${port}`],
      [cardPayments, 'The card-payments site'],
    ] as const) {
      server.child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
      void server.exited.then((how) => {
        if (!stopping) process.stderr.write(`\n${name} exited (${how}) during the run:\n${server.output()}\n`);
      });
    }
    share(receivers);
    shareStripe(stripe);
    process.env[SITES.cardPayments] = cardPayments.origin;
    process.env[DATABASE_VARIABLE] = databaseFile;
    process.env[SITES.recordedWordPress] = recorded.origin;
    process.env[SITES.everyLayoutWordPress] = everyLayout.origin;
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

/** The origin of one of the other sites, in a test. */
export function siteOrigin(site: keyof typeof SITES): string {
  const origin = process.env[SITES[site]];
  if (!origin) throw new Error(`${SITES[site]} is not set: the sites start in tests/browser/global-setup.ts`);
  return origin;
}

/** The lead database of the site the tests visit, in a test. */
export function databaseFile(): string {
  const file = process.env[DATABASE_VARIABLE];
  if (!file) throw new Error(`${DATABASE_VARIABLE} is not set: the site starts in tests/browser/global-setup.ts`);
  return file;
}

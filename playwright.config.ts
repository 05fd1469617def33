/**
 * Browser tests: the built widget on the example pages and the site, in Debian's Chromium.
 * `npm test` builds first; the global setup checks that the build is there and starts the servers every
 * test shares (tests/browser/global-setup.ts).
 *
 * Three projects share the run's workers, one a core: `interaction`, the tests of focus, keyboard,
 * scrolling and timing, one at a time; `flows`, whole flows whose checks are what the server stored, sent
 * and answered (a quote's attribution, a booking, a payment, a cancellation) or that run through plain pages
 * with no script of ours (JavaScript off, or the widget's script blocked), which have no focus or timing
 * for other work to disturb; and `scans`, the axe and measuring tests, which only read what they open. The
 * last two take as many workers as there are. A test is a flow by its `@flow` tag and a scan by its `@scan`
 * tag (scan first).
 */
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.BROWSER_TEST_PORT ?? 4173);
const SCAN = /@scan\b/;
const FLOW = /@flow\b/;

export default defineConfig({
  testDir: 'tests/browser',
  globalSetup: './tests/browser/global-setup.ts',
  // One worker a core the process may use: each runs a browser, whose page work fills a core.
  workers: availableParallelism(),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 900 },
    // The mock API of `?mock=` pages is a service worker (examples/dev/mock-api.ts).
    serviceWorkers: 'allow',
    // No trace: its page snapshot at every step took a quarter of the interaction tests' time (284 s against
    // 206 s), and a failure's message and page snapshot (error-context.md) are printed without it. To watch a
    // failing test step by step: `npx playwright test <file> --trace on`, then `npx playwright show-trace`.
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Playwright hands a free worker the first queued test whose project is under its limit: with
  // `interaction` first, one worker takes its tests one by one from the start while the other runs the
  // flows and then scans, and both scan once it is done.
  projects: [
    { name: 'interaction', grepInvert: [SCAN, FLOW], fullyParallel: false, workers: 1 },
    { name: 'flows', grep: FLOW, grepInvert: SCAN, fullyParallel: true },
    { name: 'scans', grep: SCAN, fullyParallel: true },
  ],
});

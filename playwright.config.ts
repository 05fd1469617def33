/**
 * Browser tests: the built widget on the example pages and the site, in Debian's Chromium.
 * `npm test` builds first; the global setup checks that the build is there and starts the servers every
 * test shares (tests/browser/global-setup.ts).
 *
 * Three projects share the run's workers, one a core: `interaction`, the tests of focus, keyboard,
 * scrolling and timing, one at a time; `steady`, the tests with no focus, keyboard, scrolling or timing
 * for other work to disturb, whole flows (`@flow`: through plain pages with no script of ours, JavaScript
 * off or the widget's script blocked, or checking what the server stored, sent and answered: a quote's
 * attribution, a booking, a payment, a cancellation) and pages read after a click or two (`@steady`: a
 * theme, a CSP, the embed builder's code); and `scans`, the axe and measuring tests, which only read what
 * they open (`@scan`, which wins over the others). The last two take as many workers as there are. A test
 * with none of the tags is an interaction test, so one that is not thought about runs alone.
 */
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './tests/browser/support/chromium-path';

const PORT = Number(process.env.BROWSER_TEST_PORT ?? 4173);
const SCAN = /@scan\b/;
/** The tags of `steady`. */
const STEADY = /@(flow|steady)\b/;

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
      executablePath: chromiumPath(),
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
  // `interaction` first, one worker takes its tests one by one from the start while the others run the
  // steady tests and then the scans, and all scan once it is done.
  projects: [
    { name: 'interaction', grepInvert: [SCAN, STEADY], fullyParallel: false, workers: 1 },
    { name: 'steady', grep: STEADY, grepInvert: SCAN, fullyParallel: true },
    { name: 'scans', grep: SCAN, fullyParallel: true },
  ],
});

/**
 * Browser tests: the built widget on the example pages, in Debian's Chromium.
 * `npm test` builds first; this config only checks that the build is there (tests/browser/global-setup.ts).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.BROWSER_TEST_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;
/** The real API stores the tests' leads in a database of their own, never the developer's data/. */
const DATABASE_FILE = process.env.BROWSER_TEST_DATABASE ?? join(tmpdir(), `shipquote-browser-tests-${Date.now()}.db`);

export default defineConfig({
  testDir: 'tests/browser',
  globalSetup: './tests/browser/global-setup.ts',
  // One worker is fastest on two cores.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    viewport: { width: 1280, height: 900 },
    // The mock API of `?mock=` pages is a service worker (examples/dev/mock-api.ts).
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
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
  webServer: {
    // Started directly, not through npx; Playwright stops it (SIGTERM to the process group, then SIGKILL).
    command: 'node --import tsx/esm site/server.ts',
    // The tests type fast and submit many quotes from one address: the per-client limits are raised.
    env: { PORT: String(PORT), DATABASE_FILE, RATE_LIMIT_LOOKUPS: '100000', RATE_LIMIT_SUBMISSIONS: '100000' },
    url: `${baseURL}/examples/`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
  },
});

import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

const reactShim = fileURLToPath(new URL('./widget/react.ts', import.meta.url));
const siteDir = fileURLToPath(new URL('./site/', import.meta.url));

/**
 * The widget tests run the real server code in-process (tests/widget/harness.ts), and server modules find
 * their files with `new URL('./x', import.meta.url)`. In a browser-like project Vite rewrites that pattern
 * into a URL of the page; here the server's modules keep their own file URL, as under Node.
 */
const serverFileUrls: Plugin = {
  name: 'server-file-urls',
  enforce: 'pre',
  transform(code, id) {
    const file = id.split('?')[0] ?? id;
    if (!file.startsWith(siteDir) || !code.includes('import.meta.url')) return undefined;
    return { code: code.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href)), map: null };
  },
};

/** Node tests that read the production build (dist/): they fail, by design, until `npm run build`. */
const NEEDS_BUILD = ['tests/node/site-routes.test.ts', 'tests/node/link-crawl.test.ts'];
/** Node tests that start the real server as its own process: seconds each, so not in the quick run. */
const SPAWNS_SERVER = [
  'tests/node/crash-recovery.test.ts',
  'tests/node/slow-clients.test.ts',
  'tests/node/graceful-stop.test.ts',
  'tests/node/log-output.test.ts',
  'tests/node/start-settings.test.ts',
  'tests/node/metrics-port.test.ts',
  'tests/node/large-bodies.test.ts',
];
/** Node tests that run a script as its own process (tsx compiles it first): a second or more each. */
const RUNS_SCRIPTS = [
  'tests/node/privacy-script.test.ts',
  'tests/node/db-backup-script.test.ts',
  'tests/node/report-script.test.ts',
];
/** Node tests that run PHP (the WordPress guide's snippets): one waits out a one-second timeout. */
const RUNS_PHP = ['tests/node/wordpress-php.test.ts'];

// Projects by what a test needs: `unit` (shared and server code in Node, nothing built, quick), `widget`
// (jsdom: happy-dom does not retarget shadow-root events), `build` (the route tests and the link crawl
// over dist/), `storage` (the storage contract over SQLite and a PostgreSQL server) and `process` (the
// real server, a script, or PHP, as a child process). `npm run test:unit` runs the
// first two. `react` is the widget's own Preact-backed module, exactly as in the rollup build.
export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; many files wait on a child process, PostgreSQL or a
    // socket, so two at once finish the suite in about 200 s instead of about 330 s.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // The first lookup of a file builds the offline indexes: 2–3 s on an idle machine, more than the
          // default 5 s when the machine is busy with other work.
          testTimeout: 20_000,
          include: ['shared/**/*.test.ts', 'site/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/node/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...NEEDS_BUILD, ...SPAWNS_SERVER, ...RUNS_SCRIPTS, ...RUNS_PHP],
        },
      },
      {
        test: { name: 'build', environment: 'node', include: NEEDS_BUILD },
      },
      {
        // The storage contract over SQLite and PostgreSQL, and several instances on one PostgreSQL database
        // (multi-instance.test.ts as real server processes); the global setup provides the PostgreSQL server.
        test: {
          name: 'storage',
          environment: 'node',
          include: ['tests/storage/**/*.test.ts'],
          globalSetup: ['tests/storage/postgres-global-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: { name: 'process', environment: 'node', include: [...SPAWNS_SERVER, ...RUNS_SCRIPTS, ...RUNS_PHP] },
      },
      {
        plugins: [serverFileUrls],
        resolve: {
          alias: [
            { find: /^react$/, replacement: reactShim },
            // The same stand-ins as the build (rollup.config.mjs).
            {
              find: /^@date-fns\/tz$/,
              replacement: fileURLToPath(new URL('./widget/date-picker/no-time-zones.ts', import.meta.url)),
            },
            {
              find: /^date-fns\/format$/,
              replacement: fileURLToPath(new URL('./widget/date-picker/format-en.ts', import.meta.url)),
            },
            {
              find: /^compute-scroll-into-view$/,
              replacement: fileURLToPath(new URL('./widget/lookup/scroll-into-view.ts', import.meta.url)),
            },
            { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
          ],
        },
        esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
        // The build fills in hashed chunk names; tests register the chunks in tests/widget/setup.ts.
        define: { __QW_CHUNKS__: '{}' },
        test: {
          name: 'widget',
          environment: 'jsdom',
          include: ['widget/**/*.test.{ts,tsx}', 'tests/widget/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/widget/setup.ts'],
          server: { deps: { inline: ['downshift', 'react-day-picker', '@testing-library/preact'] } },
        },
      },
    ],
  },
});

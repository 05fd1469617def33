import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { WIDGET_STAND_INS } from './scripts/rollup/widget-stand-ins.mjs';

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

const pdfMadeOnce = fileURLToPath(new URL('./tests/support/pdf-made-once.ts', import.meta.url));
const MADE_ONCE = '?made-once';

/**
 * In the unit and storage projects the site's modules import the signed order PDF (order-pdf.ts, wherever
 * it lives under site/) as a module that re-exports it with `signedOrderPdf` made once per order and worker
 * (tests/support/pdf-made-once.ts). Test files import the real one.
 */
const orderPdfMadeOnce: Plugin = {
  name: 'order-pdf-made-once',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer || !source.endsWith('/order-pdf') || importer.endsWith(MADE_ONCE)) return null;
    if (!importer.startsWith(siteDir) || /\.test\.tsx?$/.test(importer)) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved?.id.startsWith(siteDir) ? `${resolved.id}${MADE_ONCE}` : null;
  },
  load(id) {
    if (!id.endsWith(MADE_ONCE)) return null;
    const real = JSON.stringify(id.slice(0, -MADE_ONCE.length));
    return [
      `import { signedOrderPdf as make } from ${real};`,
      `import { madeOnce } from ${JSON.stringify(pdfMadeOnce)};`,
      `export * from ${real};`,
      'export const signedOrderPdf = madeOnce(make);',
    ].join('\n');
  },
};

/**
 * Node tests that read every page of the site: the route table and the link crawl read the production
 * build (dist/) too, and fail, by design, until `npm run build`. In one project they share a worker, and
 * with it the pages, rendered and parsed once (tests/support/rendered-site.ts).
 */
const READS_EVERY_PAGE = [
  'tests/node/site-routes.test.ts',
  'tests/node/link-crawl.test.ts',
  'tests/node/scanned-templates.test.ts',
];
/**
 * Node tests that start a child process: the real server, a script through tsx, PHP or several SQLite
 * writers. Seconds each, so not in the quick run: they are named `*.process.test.ts`.
 */
const STARTS_PROCESSES = '**/*.process.test.ts';
/** Where the Node projects (`unit` and `process`) find their test files. */
const NODE_TEST_FOLDERS = ['shared', 'site', 'scripts', 'tests/node'];
/**
 * Widget tests that change the page for good, so each gets a page (and modules) of its own: the widget's
 * script (widget/index.ts) installs itself as it does on a partner's page (window.QuoteWidget, an observer
 * that mounts every new element), and lazy-chunks takes fresh copies of the widget's modules per test,
 * whose chunks a later file would find registered on the page beside its own modules.
 */
const NEEDS_OWN_PAGE = [
  'tests/widget/script.test.tsx',
  'tests/widget/theme.test.ts',
  'tests/widget/lazy-chunks.test.tsx',
];

/** Run by every project first: what one test file could leave to the next in a shared worker is put back. */
const SHARED_WORKER_SETUP = 'tests/support/shared-worker-setup.ts';
/** The offline indexes, built once per worker before its first file, where files ask the real lookups. */
const OFFLINE_LOOKUPS_SETUP = 'tests/support/offline-lookups-setup.ts';

/** The widget's projects: the same resolution as the build, in jsdom. */
function widgetProject(name: string, include: string[], exclude: string[], isolate: boolean) {
  return {
    plugins: [serverFileUrls],
    resolve: {
      alias: [
        { find: /^react$/, replacement: reactShim },
        // The same stand-ins as the build.
        ...WIDGET_STAND_INS,
        { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
      ],
    },
    // Vite 8 transforms with oxc (an `esbuild` block is ignored there, with a warning per worker).
    oxc: { jsx: { runtime: 'automatic' as const, importSource: 'preact' } },
    // The build fills in hashed chunk names; tests register the chunks in tests/widget/setup.ts.
    define: { __QW_CHUNKS__: '{}' },
    test: {
      name,
      environment: 'jsdom',
      include,
      exclude: [...configDefaults.exclude, ...exclude],
      isolate,
      setupFiles: [SHARED_WORKER_SETUP, 'tests/widget/setup.ts'],
      server: { deps: { inline: ['downshift', 'react-day-picker', '@testing-library/preact'] } },
    },
  };
}

const WIDGET_TESTS = ['widget/**/*.test.{ts,tsx}', 'tests/widget/**/*.test.{ts,tsx}'];

// Projects by what a test needs: `unit` (shared and server code in Node, nothing built, quick), `widget`
// (jsdom: happy-dom does not retarget shadow-root events) and `widget-isolated` (the same, a page per file),
// `build` (the route tests and the link crawl over dist/, and the scanned-templates check: every page),
// `storage` (the storage contract over SQLite and a PostgreSQL server) and `process` (the real server, a
// script, PHP or several SQLite writers, as child processes).
// `npm run test:unit` runs unit and the two widget projects. `react` is the widget's own Preact-backed
// module, exactly as in the rollup build.
//
// A project's test files share their worker (isolate: false): its modules are imported once, not once per
// file in a new process, and the offline indexes, built once, serve every file that asks the real lookups.
// On two busy cores that took the whole run from about 330 s to 160–195 s. The price is state that could
// pass from one file to the next: SHARED_WORKER_SETUP puts back the clock, stubbed globals and environment
// variables after each file; tests/widget/setup.ts the page; and the widget files that change the page for
// good run isolated, in `widget-isolated`.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores; many files wait on a child process, PostgreSQL
    // or a socket, so one per core finishes the suite sooner.
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [orderPdfMadeOnce],
        test: {
          name: 'unit',
          environment: 'node',
          isolate: false,
          setupFiles: [SHARED_WORKER_SETUP, OFFLINE_LOOKUPS_SETUP],
          // A test that builds the whole app and sends it requests takes seconds when the machine is busy.
          testTimeout: 20_000,
          include: NODE_TEST_FOLDERS.map((folder) => `${folder}/**/*.test.ts`),
          exclude: [...configDefaults.exclude, ...READS_EVERY_PAGE, STARTS_PROCESSES],
        },
      },
      {
        test: {
          name: 'build',
          environment: 'node',
          isolate: false,
          setupFiles: [SHARED_WORKER_SETUP],
          include: READS_EVERY_PAGE,
        },
      },
      {
        // The storage contract over SQLite and PostgreSQL, and several instances on one PostgreSQL database
        // (multi-instance.test.ts as real server processes); the global setup provides the PostgreSQL server.
        plugins: [orderPdfMadeOnce],
        test: {
          name: 'storage',
          environment: 'node',
          isolate: false,
          setupFiles: [SHARED_WORKER_SETUP, OFFLINE_LOOKUPS_SETUP],
          include: ['tests/storage/**/*.test.ts'],
          globalSetup: ['tests/storage/postgres-global-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'process',
          environment: 'node',
          isolate: false,
          // Its workers mostly wait: for a child to start (the CPU is the child's), a timeout to run out, a
          // burst to be answered. Among the other projects two such files left a core idle for most of a
          // minute; on their own, after the others (a group with other maxWorkers must have its own order),
          // several at once keep both cores on the children's work.
          maxWorkers: availableParallelism() * 2,
          sequence: { groupOrder: 1 },
          setupFiles: [SHARED_WORKER_SETUP],
          include: NODE_TEST_FOLDERS.map((folder) => `${folder}/${STARTS_PROCESSES}`),
        },
      },
      widgetProject('widget', WIDGET_TESTS, NEEDS_OWN_PAGE, false),
      widgetProject('widget-isolated', NEEDS_OWN_PAGE, [], true),
    ],
  },
});

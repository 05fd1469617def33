// Builds the widget (the first script and its lazy chunks: lookup, date picker, steps), the site's
// islands loader, the landing pages' script, the embed builder's script, and the msw bundle the example pages use in mock mode.
// The widget is Preact, with `react` aliased to widget/react.ts (Preact core and hooks, not
// preact/compat), no eval and no inline styles, so it runs under a strict partner CSP.

import { readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { transform } from 'esbuild';
import { visualizer } from 'rollup-plugin-visualizer';
import { buildInputsRecorder } from './scripts/rollup/build-inputs.mjs';
import { dayPickerSingleDateOnly } from './scripts/rollup/day-picker-single-date-only.mjs';
import { developmentBuildsUnread } from './scripts/rollup/development-builds-unread.mjs';
import { enUsFormatOnly } from './scripts/rollup/en-us-format-only.mjs';
import { jsonModule } from './scripts/rollup/json-module.mjs';
import { rawCss } from './scripts/rollup/raw-css.mjs';
import { WIDGET_STAND_INS } from './scripts/rollup/widget-stand-ins.mjs';

const production = process.env.NODE_ENV !== 'development';
/**
 * `npm run size -- --report` (scripts/size.mjs): the widget's scripts also get source maps (hidden: the
 * scripts themselves stay byte for byte the same) and a treemap each in dist/size-report/.
 */
const sizeReport = process.env.SIZE_REPORT === '1';
const root = fileURLToPath(new URL('.', import.meta.url));

// Old hashed chunks must not linger next to the new ones (the size check reads every file).
rmSync('dist/widget', { recursive: true, force: true });
rmSync('dist/site', { recursive: true, force: true });
rmSync('dist/size-report', { recursive: true, force: true });
rmSync('dist/build-inputs.json', { force: true });

// The plugins of scripts/rollup/ are part of the config: rollup does not list them among the watched files.
const pluginFiles = readdirSync('scripts/rollup')
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => `scripts/rollup/${name}`);
const buildInputs = buildInputsRecorder({
  root,
  manifest: 'dist/build-inputs.json',
  files: ['rollup.config.mjs', 'package-lock.json', ...pluginFiles],
  production,
  sizeReport,
});
const recordInputs = () => buildInputs.plugin();
const reactShim = fileURLToPath(new URL('./widget/react.ts', import.meta.url));
const standIns = alias({ entries: WIDGET_STAND_INS });
const jsxRuntime = fileURLToPath(new URL('./node_modules/preact/jsx-runtime/dist/jsxRuntime.mjs', import.meta.url));

/**
 * TypeScript to JavaScript, one file at a time, with no type check: `npm run lint` type-checks, and a
 * build that waits for tsc on every bundle made a newcomer's `npm start` take minutes.
 */
const ts = (jsxImportSource = 'preact') => ({
  name: 'esbuild-ts',
  async transform(code, id) {
    if (!/\.tsx?$/.test(id)) return null;
    const result = await transform(code, {
      loader: id.endsWith('x') ? 'tsx' : 'ts',
      jsx: 'automatic',
      jsxImportSource,
      // As tsconfig.json: terser (ecma 2020) leaves newer syntax as it finds it.
      target: 'es2022',
      sourcefile: id,
    });
    return { code: result.code, map: null };
  },
});
const resolveTs = (options = {}) => nodeResolve({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'], ...options });
/**
 * Only a size report writes source maps; without one, the maps of every module the plugins change (hi-res, for
 * React DOM's 650 KB) were made only to be dropped.
 */
const mapsWanted = sizeReport;
const cjs = () => commonjs({ sourceMap: mapsWanted });
/** Packages' development builds, unread in production (scripts/rollup/development-builds-unread.mjs). */
const productionOnly = () => production && developmentBuildsUnread();

const env = () =>
  replace({
    preventAssignment: true,
    sourceMap: mapsWanted,
    values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
  });

/**
 * The widget's scripts also take terser's `unsafe` and `unsafe_arrows`: about 50 bytes gzip off the first
 * script and 140 in all (docs/performance.md), checked by the browser tests. The others `unsafe_*` saved
 * nothing there or change what the code means (`unsafe_comps` with NaN dates, `booleans_as_integers` with
 * ARIA values).
 */
const minify = (widget = false) =>
  production &&
  terser({
    ecma: 2020,
    module: false,
    compress: { passes: 3, pure_getters: true, ...(widget && { unsafe: true, unsafe_arrows: true }) },
    format: { comments: false },
  });

/** In a size report, the treemap of one widget script (see `sizeReport`). */
const treemap = (name) =>
  sizeReport &&
  visualizer({
    filename: `dist/size-report/${name}.html`,
    title: `${name}: bytes by module (minified)`,
    template: 'treemap',
    sourcemap: true,
  });

/** The widget's lazy chunks by name, with their entries. */
const CHUNKS = {
  lookup: 'widget/lookup/chunk.ts',
  'date-picker': 'widget/date-picker/chunk.ts',
  steps: 'widget/steps/chunk.ts',
};
/**
 * Chunk file names by chunk name, known once the chunk builds have generated them. Listed in advance so the
 * first script's copy of this list reads the same whichever chunk finishes first (scripts/build.mjs builds them
 * at the same time).
 */
const chunkFiles = Object.fromEntries(Object.keys(CHUNKS).map((name) => [name, undefined]));
let allChunksNamed;
/** The first script's build waits for this: it writes the chunks' names into the script. */
const chunksNamed = new Promise((resolve) => {
  allChunksNamed = resolve;
});

/** Modules a chunk takes from the main script, so both share one Preact (widget/index.ts `__modules`). */
const shared = {
  react: 'QuoteWidget.__modules.react',
  'react/jsx-runtime': 'QuoteWidget.__modules.jsx',
  'preact/jsx-runtime': 'QuoteWidget.__modules.jsx',
  'preact/hooks': 'QuoteWidget.__modules.react',
  preact: 'QuoteWidget.__modules.react',
};

/**
 * The first script's own modules the steps chunk uses, all reached through one object
 * (widget/chunk-imports.ts) so the chunk shares the widget's context instead of copying it. Rollup may
 * name a relative import it leaves external without its extension, hence the optional one.
 */
const WIDGET_MODULES =
  /[\\/](widget[\\/](widget-context|form-state|components[\\/](Field|LookupField))|shared[\\/]api-client)(\.tsx?)?$/;
const isShared = (id) => id in shared || WIDGET_MODULES.test(id);
const globalOf = (id) => shared[id] ?? (WIDGET_MODULES.test(id) ? 'QuoteWidget.__modules.widget' : undefined);

/** A lazy chunk: one classic script that registers itself (widget/chunks.ts). */
const chunk = (name, input) => ({
  input,
  external: isShared,
  // prop-types and react-is only serve downshift's development checks.
  treeshake: { moduleSideEffects: (id) => !/node_modules\/(prop-types|react-is)\//.test(id) },
  plugins: [
    recordInputs(),
    rawCss(),
    standIns,
    enUsFormatOnly(),
    dayPickerSingleDateOnly(),
    resolveTs({ browser: true }),
    productionOnly(),
    cjs(),
    env(),
    ts(),
    minify(true),
    treemap(name),
    {
      name: 'remember-chunk-name',
      generateBundle(_options, bundle) {
        chunkFiles[name] = Object.values(bundle).find((f) => f.type === 'chunk' && f.isEntry).fileName;
        if (Object.values(chunkFiles).every(Boolean)) allChunksNamed();
      },
    },
  ],
  output: {
    dir: 'dist/widget',
    format: 'iife',
    globals: globalOf,
    // Versioned names let the server cache chunks for a year.
    entryFileNames: `chunks/${name}.[hash].js`,
    sourcemap: sizeReport && 'hidden',
  },
});

/** The widget's first script, which lists its chunks' names: built once they are known. */
const firstScript = {
  input: 'widget/index.ts',
  plugins: [
    { name: 'after-the-chunks', buildStart: () => chunksNamed },
    recordInputs(),
    rawCss(),
    alias({
      entries: [
        { find: /^react$/, replacement: reactShim },
        { find: /^react\/jsx-runtime$/, replacement: jsxRuntime },
      ],
    }),
    resolveTs({ browser: true }),
    productionOnly(),
    cjs(),
    env(),
    replace({
      preventAssignment: true,
      sourceMap: mapsWanted,
      values: { __QW_CHUNKS__: () => JSON.stringify(chunkFiles) },
    }),
    ts(),
    minify(true),
    treemap('quote-widget'),
  ],
  // prop-types and react-is only serve downshift's development checks.
  treeshake: { moduleSideEffects: (id) => !/node_modules\/(prop-types|react-is)\//.test(id) },
  output: { file: 'dist/widget/quote-widget.js', format: 'iife', sourcemap: sizeReport && 'hidden' },
};

// The site's islands: real React 19, hydrating the server-rendered interactive parts.
const islands = {
  input: 'site/web/client/islands.ts',
  plugins: [recordInputs(), resolveTs({ browser: true }), productionOnly(), cjs(), env(), ts('react'), minify()],
  // islands.js is the small loader every page gets; React and the islands are a chunk it imports on
  // the visitor's first interaction (site/web/client/islands.ts).
  // Both names carry a hash, so the chunk's import of the loader is the very URL the page loaded; hex
  // for the same reason as the landing script's below.
  output: {
    dir: 'dist/site',
    format: 'es',
    entryFileNames: 'islands-[hash:10].js',
    chunkFileNames: '[name]-[hash:10].js',
    hashCharacters: 'hex',
  },
};

// The landing pages' script: plain DOM code, no React, one file with nothing to import
// (site/web/client/landing.ts). Its own build, so it shares no chunk with the islands.
const landing = {
  input: 'site/web/client/landing.ts',
  plugins: [recordInputs(), resolveTs({ browser: true }), env(), ts('react'), minify()],
  // Hex: a base-64 hash may contain '-', and the server caches a name for a year only when its hash
  // part reads as one, with a digit in it (site/app.ts isHashedFileName); ten hex characters all but
  // always have one.
  output: { dir: 'dist/site', format: 'es', entryFileNames: 'landing-[hash:10].js', hashCharacters: 'hex' },
};

// The embed builder's script on /partners: plain DOM code like the landing script, for the same reasons.
const partnerBuilder = {
  input: 'site/web/client/partner-builder.ts',
  plugins: [recordInputs(), resolveTs({ browser: true }), env(), ts('react'), minify()],
  output: { dir: 'dist/site', format: 'es', entryFileNames: 'partner-builder-[hash:10].js', hashCharacters: 'hex' },
};

/** The msw bundle of the example pages' mock mode. */
const mockApi = {
  input: 'examples/dev/mock-api.ts',
  plugins: [recordInputs(), resolveTs({ browser: true }), productionOnly(), cjs(), jsonModule(), env(), ts(), minify()],
  output: { file: 'dist/examples/mock-api.js', format: 'iife' },
  onwarn(warning, warn) {
    if (warning.code === 'CIRCULAR_DEPENDENCY' || warning.code === 'THIS_IS_UNDEFINED') return;
    warn(warning);
  },
};

/**
 * In this order, scripts/build.mjs starts each bundle once the one before it has read its modules: the two that
 * take longest to minify (React DOM's chunk of the islands, msw in the mock) start minifying first, and the first
 * script comes last, as it waits for its chunks.
 */
export default [
  islands,
  mockApi,
  ...Object.entries(CHUNKS).map(([name, input]) => chunk(name, input)),
  partnerBuilder,
  landing,
  firstScript,
];

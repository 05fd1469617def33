// Builds the widget (one classic script + a lazily loaded date-picker chunk) and the dev-only
// msw bundle for the examples. DESIGN "The widget": Preact through preact/compat, no eval, no inline styles.
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

const production = process.env.NODE_ENV !== 'development';

// Old hashed chunks must not linger next to the new ones (the size check reads every file).
rmSync('dist/widget', { recursive: true, force: true });
rmSync('dist/site', { recursive: true, force: true });
const reactShim = fileURLToPath(new URL('./widget/react.ts', import.meta.url));
/** Small stand-ins for two dependencies of dependencies; each file says why it is safe. */
const standIns = alias({
  entries: [
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
  ],
});
const jsxRuntime = fileURLToPath(new URL('./node_modules/preact/jsx-runtime/dist/jsxRuntime.mjs', import.meta.url));

/** `import css from './x.css?raw'` gives the file's text, lightly minified (vitest reads ?raw natively). */
function rawCss() {
  return {
    name: 'raw-css',
    async resolveId(source, importer) {
      if (!source.endsWith('?raw')) return null;
      const resolved = await this.resolve(source.slice(0, -4), importer, { skipSelf: true });
      return resolved && `${resolved.id}?raw`;
    },
    load(id) {
      if (!id.endsWith('?raw')) return null;
      const css = readFileSync(id.slice(0, -4), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .replace(/\s*([{}:;,>])\s*/g, '$1')
        .replace(/;}/g, '}')
        .trim();
      return `export default ${JSON.stringify(css)};`;
    },
  };
}

const ts = () =>
  typescript({
    tsconfig: './widget/tsconfig.json',
    compilerOptions: { noEmit: false, declaration: false, sourceMap: false, paths: {} },
    include: ['widget/**/*', 'shared/**/*', 'examples/dev/**/*', '*.d.ts'],
    noEmitOnError: true,
  });

const env = () =>
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
  });

const minify = () =>
  production &&
  terser({
    ecma: 2020,
    module: false,
    compress: { passes: 3, pure_getters: true },
    format: { comments: false },
  });

/** Chunk file names by chunk name, known once the chunk builds have written them. */
const chunkFiles = {};

/** Modules a chunk takes from the main script, so both share one Preact (widget/index.ts `__modules`). */
const shared = {
  react: 'QuoteWidget.__modules.react',
  'react/jsx-runtime': 'QuoteWidget.__modules.jsx',
  'preact/jsx-runtime': 'QuoteWidget.__modules.jsx',
  'preact/hooks': 'QuoteWidget.__modules.react',
  preact: 'QuoteWidget.__modules.react',
};

/**
 * react-day-picker only formats dates, with widget/date-picker/format-en.ts; date-fns' en-US locale also
 * carries a date parser, relative-time phrases and the names its own formatter used (2.5 KB gzip) that
 * nothing in the calendar calls (issue #2 budget). Only `code` and `options` (week start) remain.
 */
function enUsFormatOnly() {
  return {
    name: 'en-us-format-only',
    transform(code, id) {
      if (!/date-fns[\\/]locale[\\/]en-US\.js$/.test(id)) return null;
      return code
        .replace(/^import \{ (formatDistance|formatLong|formatRelative|localize|match) \}.*$/gm, '')
        .replace(/^\s*(formatDistance|formatLong|formatRelative|localize|match): \1,$/gm, '');
    },
  };
}

/**
 * The first script's own modules the steps chunk uses, all reached through one object
 * (widget/chunk-imports.ts) so the chunk shares the widget's context instead of copying it.
 */
const WIDGET_MODULES =
  /[\\/](widget[\\/](widget-context|form-state|components[\\/](Field|LookupField))|shared[\\/]schema)\.tsx?$/;
const isShared = (id) => id in shared || WIDGET_MODULES.test(id);
const globalOf = (id) => shared[id] ?? (WIDGET_MODULES.test(id) ? 'QuoteWidget.__modules.widget' : undefined);

/** A lazy chunk: one classic script that registers itself (widget/chunks.ts). */
const chunk = (name, input) => ({
  input,
  external: isShared,
  // prop-types and react-is only serve downshift's development checks.
  treeshake: { moduleSideEffects: (id) => !/node_modules\/(prop-types|react-is)\//.test(id) },
  plugins: [
    rawCss(),
    standIns,
    enUsFormatOnly(),
    nodeResolve({ browser: true }),
    commonjs(),
    env(),
    ts(),
    minify(),
    {
      name: 'remember-chunk-name',
      generateBundle(_options, bundle) {
        chunkFiles[name] = Object.values(bundle).find((f) => f.type === 'chunk' && f.isEntry).fileName;
      },
    },
  ],
  output: {
    dir: 'dist/widget',
    format: 'iife',
    globals: globalOf,
    // Versioned names let the server cache chunks for a year (issue #3).
    entryFileNames: `chunks/${name}.[hash].js`,
  },
});

export default [
  chunk('lookup', 'widget/lookup/chunk.ts'),
  chunk('date-picker', 'widget/date-picker/chunk.ts'),
  chunk('steps', 'widget/steps/chunk.ts'),
  {
    input: 'widget/index.ts',
    plugins: [
      rawCss(),
      alias({
        entries: [
          { find: /^react$/, replacement: reactShim },
          { find: /^react\/jsx-runtime$/, replacement: jsxRuntime },
        ],
      }),
      nodeResolve({ browser: true }),
      commonjs(),
      env(),
      replace({
        preventAssignment: true,
        values: { __QW_CHUNKS__: () => JSON.stringify(chunkFiles) },
      }),
      ts(),
      minify(),
    ],
    // prop-types and react-is only serve downshift's development checks.
    treeshake: { moduleSideEffects: (id) => !/node_modules\/(prop-types|react-is)\//.test(id) },
    output: { file: 'dist/widget/quote-widget.js', format: 'iife' },
  },
  // The site's islands (issue #4): real React 19, hydrating the server-rendered interactive parts.
  {
    input: 'site/web/client/islands.ts',
    plugins: [
      nodeResolve({ browser: true }),
      commonjs(),
      env(),
      typescript({
        tsconfig: './site/web/client/tsconfig.json',
        compilerOptions: { noEmit: false, declaration: false, sourceMap: false },
        include: ['site/web/**/*', 'site/content/**/*', 'shared/**/*'],
        noEmitOnError: true,
      }),
      minify(),
    ],
    // islands.js is the small loader every page gets; React and the islands are a chunk it imports on
    // the visitor's first interaction (site/web/client/islands.ts).
    // Both names carry a hash, so the chunk's import of the loader is the very URL the page loaded.
    output: { dir: 'dist/site', format: 'es', entryFileNames: 'islands-[hash].js', chunkFileNames: '[name]-[hash].js' },
  },
  {
    input: 'examples/dev/mock-api.ts',
    plugins: [nodeResolve({ browser: true }), commonjs(), env(), ts(), minify()],
    output: { file: 'dist/examples/mock-api.js', format: 'iife' },
    onwarn(warning, warn) {
      if (warning.code === 'CIRCULAR_DEPENDENCY' || warning.code === 'THIS_IS_UNDEFINED') return;
      warn(warning);
    },
  },
];

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const reactShim = fileURLToPath(new URL('./widget/react.ts', import.meta.url));

// One config, one project per runtime: shared and server code in Node, the widget in jsdom
// (happy-dom does not retarget shadow-root events, DESIGN "The widget"). `react` is the widget's own
// Preact-backed module, exactly as in the rollup build.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'site/**/*.test.ts', 'tests/node/**/*.test.ts'],
        },
      },
      {
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

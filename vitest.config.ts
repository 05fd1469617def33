import { defineConfig } from 'vitest/config';

const preactCompat = 'preact/compat';

// One config, one project per runtime: shared and server code in Node, the widget in jsdom
// (happy-dom does not retarget shadow-root events, DESIGN "The widget").
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
            { find: /^react$/, replacement: preactCompat },
            { find: /^react-dom$/, replacement: preactCompat },
            { find: /^react-dom\/client$/, replacement: preactCompat },
            { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
          ],
        },
        esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
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

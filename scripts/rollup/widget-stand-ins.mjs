/**
 * Small stand-ins for three dependencies of the widget's dependencies, shared by the build
 * (rollup.config.mjs) and the widget's tests (vitest.config.ts) so both resolve the same code; each
 * stand-in's file says why it is safe.
 */
import { fileURLToPath } from 'node:url';

const file = (path) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

export const WIDGET_STAND_INS = [
  { find: /^@date-fns\/tz$/, replacement: file('widget/date-picker/no-time-zones.ts') },
  { find: /^date-fns\/format$/, replacement: file('widget/date-picker/format-en.ts') },
  { find: /^compute-scroll-into-view$/, replacement: file('widget/lookup/scroll-into-view.ts') },
];

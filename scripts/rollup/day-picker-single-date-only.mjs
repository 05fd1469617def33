/**
 * The widget's calendar is always `mode="single"`, never `animate`d and never given a `timeZone`
 * (widget/date-picker/DatePicker.tsx). react-day-picker still bundles the range and multiple selection
 * hooks (it calls all three on every render), the month animation and a noon-safe date library. They are
 * left out: useSelection keeps only the single-date hook, and the other two come from
 * widget/date-picker/no-animation.ts, which fails loudly if a prop ever asks for them. About 2 KB gzip.
 */
import { fileURLToPath } from 'node:url';
import { replaceOnce } from './replace-once.mjs';

/** The two files patched, in react-day-picker's ESM build (the one the build reads). */
export const USE_SELECTION_FILE = /react-day-picker[\\/]dist[\\/]esm[\\/]useSelection\.js$/;
export const DAY_PICKER_FILE = /react-day-picker[\\/]dist[\\/]esm[\\/]DayPicker\.js$/;

/** Stands in for both the animation hook and the noon-safe date library. */
export const STAND_IN = fileURLToPath(new URL('../../widget/date-picker/no-animation.ts', import.meta.url));

/** @returns {import('./library-patch.d.mts').LibraryPatch} */
export function dayPickerSingleDateOnly() {
  return {
    name: 'day-picker-single-date-only',
    transform(code, id) {
      if (USE_SELECTION_FILE.test(id)) {
        let out = code;
        for (const mode of ['Multi', 'Range']) {
          out = replaceOnce(out, new RegExp(`^import \\{ use${mode} \\}.*$`, 'm'), '', id);
          out = replaceOnce(
            out,
            new RegExp(`^\\s*const ${mode.toLowerCase()} = use${mode}\\(props, dateLib\\);$`, 'm'),
            '',
            id,
          );
          out = replaceOnce(
            out,
            new RegExp(`return ${mode.toLowerCase()};`),
            'throw new Error("single dates only");',
            id,
          );
        }
        return out;
      }
      if (DAY_PICKER_FILE.test(id)) {
        let out = replaceOnce(code, /"\.\/useAnimation\.js"/, JSON.stringify(STAND_IN), id);
        out = replaceOnce(out, /"\.\/noonDateLib\.js"/, JSON.stringify(STAND_IN), id);
        return out;
      }
      return null;
    },
  };
}

/**
 * react-day-picker only formats dates, with widget/date-picker/format-en.ts; date-fns' en-US locale also
 * carries a date parser, relative-time phrases and the names its own formatter used (2.5 KB gzip) that
 * nothing in the calendar calls. Only `code` and `options` (week start) remain.
 */
import { replaceOnce } from './replace-once.mjs';

/** The locale's file as the build reads it: date-fns' ESM build. */
export const EN_US_FILE = /date-fns[\\/]locale[\\/]en-US\.js$/;

/** What the locale imports and lists besides `code` and `options`. */
const UNUSED = ['formatDistance', 'formatLong', 'formatRelative', 'localize', 'match'];

/** @returns {import('./library-patch.d.mts').LibraryPatch} */
export function enUsFormatOnly() {
  return {
    name: 'en-us-format-only',
    transform(code, id) {
      if (!EN_US_FILE.test(id)) return null;
      let out = code;
      for (const name of UNUSED) {
        out = replaceOnce(out, new RegExp(`^import \\{ ${name} \\}.*$`, 'm'), '', id);
        out = replaceOnce(out, new RegExp(`^\\s*${name}: ${name},$`, 'm'), '', id);
      }
      return out;
    },
  };
}

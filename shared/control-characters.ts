/**
 * Characters no text of a quote keeps: the C0 controls (U+0000–U+001F, tab and line breaks among them),
 * DEL (U+007F), and a UTF-16 surrogate that is not half of a pair. PostgreSQL refuses NUL in text, a lone
 * surrogate has no UTF-8 form (it would be stored as U+FFFD), and the others are invisible on the booking
 * page and in the CRM. Every field of the quote is one line, so none allows a tab either. What each field
 * does with them is in docs/product.md ("Control characters").
 */

// With the u flag a well-formed pair is one code point above U+FFFF, so the surrogate range matches only a
// lone half. Global for replace; `search` ignores the flag and lastIndex, so one expression serves both.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters looked for.
const CONTROLS = /[\u0000-\u001f\u007f\ud800-\udfff]/gu;

export function hasControlCharacters(text: string): boolean {
  return text.search(CONTROLS) >= 0;
}

/**
 * `text` without them: a run of tabs and line breaks becomes one space ("Austin\tTX", pasted from a
 * spreadsheet, is "Austin TX"), every other one goes.
 */
export function withoutControlCharacters(text: string): string {
  return text.replace(/[\t\n\v\f\r]+/g, ' ').replace(CONTROLS, '');
}

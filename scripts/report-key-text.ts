/**
 * Key values in the lead report come from partners' pages (an embed's data-source, an address's
 * utm_source): text anyone can write. Before it reaches a terminal or a spreadsheet, characters that
 * move the cursor, change colours or reverse the text around them are taken out.
 */

/** C0 and C1 control characters (escape sequences start with one) and the bidirectional overrides. */
const CONTROLS = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/** Kept by a quoted CSV cell as they are. */
const LINE_BREAKS = new Set(['\t', '\r', '\n']);

export function withoutControls(text: string): string {
  return text.replace(CONTROLS, '');
}

/** The same, but tab, carriage return and line feed stay. */
export function withoutControlsButLineBreaks(text: string): string {
  return text.replace(CONTROLS, (control) => (LINE_BREAKS.has(control) ? control : ''));
}

/** How a lead without the key (or an anonymised one) is listed, in the table and in the CSV alike. */
export const NO_KEY = '(none)';

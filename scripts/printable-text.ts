/**
 * Text from outside (a partner's key, an argument pasted into a command) before it reaches a terminal or a
 * spreadsheet: characters that do not print are taken out. Control characters move the cursor or change
 * colours; format characters (zero-width spaces and joiners, direction marks and overrides, the byte order
 * mark, the soft hyphen) are invisible or reverse the text around them; line and paragraph separators
 * break a line where one is expected.
 */
const UNPRINTED = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

export function withoutUnprinted(text: string): string {
  return text.replace(UNPRINTED, '');
}

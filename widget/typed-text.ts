/**
 * What a text input holds after the visitor typed or pasted into it, without control characters
 * (shared/control-characters.ts): a tab from a spreadsheet becomes a space, a stray NUL goes. The input
 * is corrected in place, so the visitor keeps everything else they typed and never meets the server's
 * message about characters they cannot see.
 */
import { withoutControlCharacters } from '../shared/control-characters';

export function typedText(input: HTMLInputElement): string {
  const text = input.value;
  const clean = withoutControlCharacters(text);
  if (clean === text) return text;
  // The caret stays after what was pasted: its place counted in the cleaned text. Email inputs have no
  // caret to read or set (null).
  const caretAt = input.selectionEnd;
  input.value = clean;
  if (caretAt !== null) {
    const caret = withoutControlCharacters(text.slice(0, caretAt)).length;
    input.setSelectionRange(caret, caret);
  }
  return clean;
}

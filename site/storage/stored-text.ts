/**
 * A lead's text as the SQLite file holds it, without the control characters and lone surrogates that
 * leads stored before submissionSchema refused them may carry (shared/control-characters.ts): the copy into
 * PostgreSQL, which refuses NUL in text, reads its answers through here.
 */
import { withoutControlCharacters } from '../../shared/control-characters';

/** The text, and whether anything had to be taken out of it. */
export interface CleanedText {
  text: string;
  cleaned: boolean;
}

const utf8 = new TextDecoder();

/**
 * The three-byte form SQLite keeps a lone surrogate in (ED A0–BF 80–BF): not UTF-8, so reading the column
 * as text would show it as three U+FFFD, indistinguishable from real ones. Read as bytes, it can be dropped.
 */
function withoutSurrogateBytes(bytes: Uint8Array): Uint8Array {
  if (!bytes.includes(0xed)) return bytes;
  const kept: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const b1 = bytes[i + 1] ?? 0;
    const b2 = bytes[i + 2] ?? 0;
    if (bytes[i] === 0xed && b1 >= 0xa0 && b1 <= 0xbf && b2 >= 0x80 && b2 <= 0xbf) {
      i += 2;
      continue;
    }
    kept.push(bytes[i]!);
  }
  return kept.length === bytes.length ? bytes : Uint8Array.from(kept);
}

/** A text column read as its bytes (`CAST(column AS BLOB)`), cleaned. */
export function cleanStoredText(bytes: Uint8Array): CleanedText {
  const whole = withoutSurrogateBytes(bytes);
  const decoded = utf8.decode(whole);
  const text = withoutControlCharacters(decoded);
  return { text, cleaned: whole !== bytes || text !== decoded };
}

function cleanValue(value: unknown): unknown {
  if (typeof value === 'string') return withoutControlCharacters(value);
  if (Array.isArray(value)) return value.map(cleanValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, cleanValue(inner)]));
  }
  return value;
}

/**
 * A JSON column (the vehicles, the context, an outbox payload) read as its bytes, with every string in it
 * cleaned. JSON writes these characters as escapes, so the text itself is valid; the values it stands for
 * are not. Text that needs nothing, or that is not JSON, keeps its exact form.
 */
export function cleanStoredJson(bytes: Uint8Array): CleanedText {
  const whole = withoutSurrogateBytes(bytes);
  const json = utf8.decode(whole);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { text: json, cleaned: whole !== bytes };
  }
  const text = JSON.stringify(cleanValue(value));
  return text === JSON.stringify(value) ? { text: json, cleaned: whole !== bytes } : { text, cleaned: true };
}

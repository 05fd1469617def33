/**
 * Key values in the lead report come from partners' pages (an embed's data-source, an address's
 * utm_source): text anyone can write. The report counts and prints a key as it reads, so two keys that
 * look the same are one key, in the table and the CSV alike.
 */
import { withoutUnprinted } from './printable-text';

/**
 * The key without what does not print (printable-text.ts), in Unicode's composed form (an "é" typed as
 * e plus an accent is the same key as a single "é"); no key (null) when nothing is left, as the stores
 * treat an empty key.
 */
export function reportKeyText(key: string | null): string | null {
  if (key === null) return null;
  const text = withoutUnprinted(key).normalize('NFC');
  return text === '' ? null : text;
}

/** Code-point order with no key last, as the stores order their rows (UTF-8 bytes sort by code point). */
export function compareReportKeys(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

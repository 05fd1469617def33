/**
 * US ZIP codes and Canadian postal codes as an address's last line carries them, read the way people
 * type them and kept in the one form each postal service prints.
 */
import type { Country } from './states-provinces';

export interface PostalCode {
  country: Country;
  /** "75201", "75201-1234" or "M5V 2T6". */
  code: string;
}

/** Five digits, and the four of ZIP+4 after a hyphen, a space or nothing. */
const US_ZIP = /^(\d{5})(?:[\s-]?(\d{4}))?$/;
/**
 * Letter, digit, letter, digit, letter, digit. Canada Post never uses D, F, I, O, Q or U, nor W or Z
 * as the first letter; the two halves may be written with or without the space.
 */
const CANADIAN = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])\s?(\d[ABCEGHJ-NPRSTV-Z]\d)$/;

/** The ZIP or postal code in `text`, normalised, or undefined when it is neither. */
export function parsePostalCode(text: string): PostalCode | undefined {
  const trimmed = text.trim().toUpperCase();
  const zip = US_ZIP.exec(trimmed);
  if (zip) return { country: 'US', code: zip[2] ? `${zip[1]}-${zip[2]}` : zip[1]! };
  const canadian = CANADIAN.exec(trimmed);
  if (canadian) return { country: 'CA', code: `${canadian[1]} ${canadian[2]}` };
  return undefined;
}

/**
 * Characters an order's text does not keep although they are not C0 controls (shared/control-characters.ts):
 * they are invisible, or they change the direction or the lines the text after them is shown in. A
 * right-to-left override (U+202E) in a street makes the booking page, the PDF and the signed text read
 * differently from one another, and a zero-width space makes two equal-looking names unequal. They are:
 *
 * - the C1 controls, U+0080–U+009F, NEL (U+0085, a line break to some readers) among them;
 * - the Arabic letter mark, U+061C;
 * - the zero-width space, non-joiner and joiner and the left-to-right and right-to-left marks, U+200B–U+200F;
 * - the line and paragraph separators and the direction embeddings and overrides, U+2028–U+202E;
 * - the word joiner, U+2060, and the direction isolates, U+2066–U+2069;
 * - the byte order mark (zero-width no-break space), U+FEFF.
 *
 * Accents, non-Latin scripts and emoji made of one code point are kept; an emoji joined with U+200D is not.
 */
const INVISIBLE = /[\u0080-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060\u2066-\u2069\ufeff]/u;

export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE.test(text);
}

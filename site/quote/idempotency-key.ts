/**
 * Whether an idempotency key is random enough to stand for one quote. The same key answers the same
 * lead, so a guessable key ("aaaaaaaaaaaaaaaa", "abababab…") would let two clients collide by
 * accident or a third guess another's. The shared schema checks only the key's shape; this check lives
 * on the server so the widget's bundle does not carry it.
 *
 * The widget's keys are 32 random hex digits (widget/form-state.ts `newKey`, 128 bits). Counted over
 * every way 32 hex digits can fall, the rules below refuse one with odds of about 1.4 in 10^12 (nearly
 * all of it: 32 digits without a letter and many repeats), so a visitor never meets them.
 */

/** Keys estimated below this many bits are refused. */
export const MIN_KEY_BITS = 64;
/** Fewer different characters than this is a pattern, not a random key. */
export const MIN_DISTINCT_CHARACTERS = 6;

/** The alphabet of base64url keys: digits, both cases of letters, `-` and `_`. */
const BASE64_ALPHABET = 64;

const CHARACTER_CLASSES: readonly { pattern: RegExp; size: number }[] = [
  { pattern: /[0-9]/, size: 10 },
  { pattern: /[a-z]/, size: 26 },
  { pattern: /[A-Z]/, size: 26 },
  { pattern: /[^0-9a-zA-Z]/, size: 2 },
];

/**
 * A deliberately rough estimate: characters that repeat the one before them count for nothing, and
 * each other character is worth log2 of the alphabet its classes span (digits, lower case, upper case,
 * `-` and `_`).
 */
export function estimatedKeyBits(key: string): number {
  const spanned = CHARACTER_CLASSES.filter(({ pattern }) => pattern.test(key)).reduce((sum, { size }) => sum + size, 0);
  // Both cases of letters mark a base64 or base62 key: a short one (16 characters of 12 random bytes) can
  // lack digits and `-_` by chance, and counted over 52 letters alone, five repeats in it refused it (about
  // 2 in 10 million such keys; a test drawing 2,000 of them met one).
  const alphabet = /[a-z]/.test(key) && /[A-Z]/.test(key) ? Math.max(spanned, BASE64_ALPHABET) : spanned;
  if (alphabet === 0) return 0;
  let counted = 0;
  for (let i = 0; i < key.length; i++) if (i === 0 || key[i] !== key[i - 1]) counted++;
  return counted * Math.log2(alphabet);
}

/** Why the key is too easy to guess, or undefined when it is random enough. */
export function weakIdempotencyKeyReason(key: string): string | undefined {
  const random = new Set(key).size >= MIN_DISTINCT_CHARACTERS && estimatedKeyBits(key) >= MIN_KEY_BITS;
  return random
    ? undefined
    : `The request key is too easy to guess; send a random key of at least ${MIN_KEY_BITS} bits, such as 32 random hex digits`;
}

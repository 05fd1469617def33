/**
 * Vehicle identification numbers (VINs), as the order form checks them. Since model year 1981 every
 * vehicle sold in the USA and Canada carries a 17-character VIN whose 9th character is a check digit
 * (49 CFR 565); before that each maker had its own format, 5 to 17 letters and digits, with no check
 * digit. The rules as the customer meets them are in docs/orders.md.
 */

/** The first model year of the 17-character VIN with a check digit. */
export const STANDARD_VIN_FIRST_YEAR = 1981;
export const VIN_LENGTH = 17;
/** The shortest and longest maker's serial accepted for a vehicle older than the standard. */
export const OLD_VIN_MIN_LENGTH = 5;
export const OLD_VIN_MAX_LENGTH = 17;

/** What is wrong with a VIN; shared/order-messages.ts words each one for the customer. */
export type VinProblem = 'characters' | 'letters-ioq' | 'length' | 'old-length' | 'check-digit';

export type VinCheck = { ok: true; vin: string } | { ok: false; problem: VinProblem };

/** Each letter's value in the check-digit sum. I, O and Q have none: a standard VIN never uses them. */
const LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

/** The weight of each position; the check digit's own position (the 9th) weighs 0. */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CHECK_DIGIT_INDEX = 8;

const ALPHANUMERIC = /^[A-Z0-9]*$/;
const LETTERS_IOQ = /[IOQ]/;

/**
 * The VIN as it is kept: upper case, without the spaces and hyphens people type to group it when copying
 * it from a title or a registration card.
 */
export function normaliseVin(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * The check digit a 17-character VIN must carry in its 9th position ('0'–'9' or 'X' for a remainder of
 * 10), or undefined when `vin` is not 17 characters of the standard's alphabet.
 */
export function vinCheckDigit(vin: string): string | undefined {
  if (vin.length !== VIN_LENGTH) return undefined;
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const char = vin.charAt(i);
    const value = char >= '0' && char <= '9' ? Number(char) : LETTER_VALUES[char];
    if (value === undefined) return undefined;
    sum += value * WEIGHTS[i]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * Checks a VIN typed for a vehicle of `modelYear` and answers it normalised. From 1981: 17 letters and
 * digits, never I, O or Q, and a matching check digit. Before 1981: 5 to 17 letters and digits, nothing
 * more, since there was no standard to hold them to. A year that is not a number is held to the
 * standard, the stricter rule.
 */
export function checkVin(text: string, modelYear: number): VinCheck {
  const vin = normaliseVin(text);
  if (!ALPHANUMERIC.test(vin)) return { ok: false, problem: 'characters' };
  if (modelYear < STANDARD_VIN_FIRST_YEAR) {
    return vin.length >= OLD_VIN_MIN_LENGTH && vin.length <= OLD_VIN_MAX_LENGTH
      ? { ok: true, vin }
      : { ok: false, problem: 'old-length' };
  }
  if (LETTERS_IOQ.test(vin)) return { ok: false, problem: 'letters-ioq' };
  if (vin.length !== VIN_LENGTH) return { ok: false, problem: 'length' };
  if (vin.charAt(CHECK_DIGIT_INDEX) !== vinCheckDigit(vin)) return { ok: false, problem: 'check-digit' };
  return { ok: true, vin };
}

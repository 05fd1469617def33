/**
 * Draws the numbers people read out, a lead's and an order's (shared/reference-numbers.ts says how they
 * look and why), for the server only: the random part comes from the operating system's generator, so
 * the next number cannot be guessed from the last and a day's numbers spread evenly over its million.
 */
import { randomInt } from 'node:crypto';
import { REFERENCE_RANDOM_DIGITS, referenceNumber } from '../../shared/reference-numbers';

/** A new number of `prefix` for something made at `now`, its last digits drawn at random. */
export function newReferenceNumber(prefix: string, now: Date): string {
  return referenceNumber(prefix, now, randomInt(0, 10 ** REFERENCE_RANDOM_DIGITS));
}

/**
 * A new lead's number: what the visitor sees after submitting and reads to an advisor on the phone
 * (shared/reference-numbers.ts says why it looks as it does). The booking page is reached through a
 * separate random token (booking-token.ts), so guessing a lead number gives access to nothing.
 *
 * Uniqueness: a day has a million numbers. The store draws again when a number is taken, inside the
 * transaction. Four digits were tried first: a load test ran out of a day's 10 000 numbers in seconds, and
 * a flood of bot submissions could do the same to a real day. With six, even 100 000 leads in one day make
 * one try in ten collide, and twenty colliding tries is a 1-in-10^20 event.
 */
import { LEAD_NUMBER_PREFIX } from '../../shared/reference-numbers';
import { newReferenceNumber } from './new-reference-number';

/** A new lead number for a lead created at `now`, its last digits from the operating system's generator. */
export function newLeadNumber(now: Date = new Date()): string {
  return newReferenceNumber(LEAD_NUMBER_PREFIX, now);
}

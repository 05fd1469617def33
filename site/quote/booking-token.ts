/**
 * The booking page's token (`GET /booking/:token`): 128 random bits, so nobody can
 * reach another visitor's quote by guessing or counting. It comes from the operating system's CSPRNG
 * and is never derived from the lead number, which is printed, spoken and guessable.
 */
import { randomBytes } from 'node:crypto';

/** 16 bytes = 128 bits: far beyond guessing. */
const TOKEN_BYTES = 16;
/** base64url of 16 bytes is 22 characters; longer tokens are accepted should TOKEN_BYTES ever grow. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,86}$/;

/** A new booking token: 128 random bits as base64url (22 characters, URL-safe, no padding). */
export function newBookingToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** True for text that could be a token, so junk in the URL is answered 404 without touching the database. */
export function isBookingTokenShape(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

import { describe, expect, it } from 'vitest';
import { isBookingTokenShape, newBookingToken } from './booking-token';

describe('newBookingToken', () => {
  it('carries at least 128 random bits as URL-safe base64url of 22 or more characters', () => {
    const token = newBookingToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
  });

  it('never repeats over 10,000 tokens', () => {
    const tokens = new Set(Array.from({ length: 10_000 }, () => newBookingToken()));
    expect(tokens.size).toBe(10_000);
  });

  it('looks random: every base64url character turns up across many tokens', () => {
    const used = new Set(Array.from({ length: 2_000 }, () => newBookingToken()).join(''));
    expect(used.size).toBe(64);
  });

  it('takes no input, so it cannot be derived from the lead number', () => {
    expect(newBookingToken.length).toBe(0);
  });
});

describe('isBookingTokenShape', () => {
  it('accepts a token it made', () => {
    expect(isBookingTokenShape(newBookingToken())).toBe(true);
  });

  it.each([
    '',
    'short',
    'SQ-261125-482193',
    `${'A'.repeat(21)}`,
    `${'A'.repeat(87)}`,
    'AAAAAAAAAAAAAAAAAAAAA/',
    'AAAAAAAAAAAAAAAAAAAAA=',
    null,
    7,
  ])('refuses %j before any query', (value) => {
    expect(isBookingTokenShape(value)).toBe(false);
  });
});

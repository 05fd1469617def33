import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { estimatedKeyBits, MIN_KEY_BITS, weakIdempotencyKeyReason } from './idempotency-key';

describe('weakIdempotencyKeyReason', () => {
  it.each([
    ['one character repeated', 'aaaaaaaaaaaaaaaa'],
    ['one character repeated, at the longest length', 'Z'.repeat(64)],
    ['two characters alternating', 'abababababababab'],
    ['three characters cycling', 'abcabcabcabcabcabcabcabcabcabc'],
    ['five characters cycling, long', 'abcde'.repeat(12)],
    ['a counter', '0000000000000001'],
    ['digits only, too short to hold 64 bits', '8301945726381904'],
    ['long runs around a little randomness', `${'a'.repeat(20)}x7Qp${'b'.repeat(20)}`],
  ])('refuses %s with a message that says what to send', (_why, key) => {
    expect(weakIdempotencyKeyReason(key)).toMatch(/too easy to guess.*random key of at least 64 bits/);
  });

  it('accepts 10,000 keys made like the widget’s: 16 random bytes as hex', () => {
    const refused = Array.from({ length: 10_000 }, () => randomBytes(16).toString('hex')).filter(
      (key) => weakIdempotencyKeyReason(key) !== undefined,
    );
    expect(refused).toEqual([]);
  });

  it('accepts UUIDs and 16 random bytes as base64url, as other clients make keys', () => {
    const keys = [
      ...Array.from({ length: 2_000 }, () => randomUUID()),
      ...Array.from({ length: 2_000 }, () => randomBytes(16).toString('base64url')),
      ...Array.from({ length: 2_000 }, () => randomBytes(12).toString('base64url')),
    ];
    expect(keys.filter((key) => weakIdempotencyKeyReason(key) !== undefined)).toEqual([]);
  });

  it('accepts a 12-byte base64url key that by chance has no digit and five repeated neighbours', () => {
    expect(weakIdempotencyKeyReason('ZZijnKMMXXXkkEhA')).toBeUndefined();
  });

  it('accepts a random key even when it holds a double letter or two', () => {
    expect(weakIdempotencyKeyReason('3f9aa07c21bb4e58d6e09917c2fa3b0d')).toBeUndefined();
  });
});

describe('estimatedKeyBits', () => {
  it('counts a run of one character once', () => {
    expect(estimatedKeyBits('aaaaaaaaaaaaaaaa')).toBeCloseTo(Math.log2(26));
  });

  it('values each character by the alphabet its classes span', () => {
    expect(estimatedKeyBits('0123456789')).toBeCloseTo(10 * Math.log2(10));
    expect(estimatedKeyBits('a1b2')).toBeCloseTo(4 * Math.log2(36));
    expect(estimatedKeyBits('aB3-')).toBeCloseTo(4 * Math.log2(64));
  });

  it('gives a widget-sized hex key far more than the minimum', () => {
    expect(estimatedKeyBits('3f9a507c21be4e58d6e0a917c2fa3b0d')).toBeGreaterThan(2 * MIN_KEY_BITS);
  });

  it('gives nothing for an empty key', () => {
    expect(estimatedKeyBits('')).toBe(0);
  });
});

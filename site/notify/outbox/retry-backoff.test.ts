import { describe, expect, it } from 'vitest';
import { exponentialBackoff, retryAfterMs } from './retry-backoff';

describe('exponentialBackoff', () => {
  it('waits 5 s, 10 s, 20 s … doubling to a cap of one minute', () => {
    const middle = exponentialBackoff({ random: () => 0.5 });
    expect([1, 2, 3, 4, 5, 6, 7].map(middle)).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000]);
  });

  it('stays at the cap however long the outage lasts', () => {
    expect(exponentialBackoff({ random: () => 0.5 })(10_000)).toBe(60_000);
    expect(exponentialBackoff({ random: () => 0.5, maxMs: 3_600_000 })(10_000)).toBe(3_600_000);
  });

  it('spreads each delay by at most ±20 %, never past the cap', () => {
    expect(exponentialBackoff({ random: () => 0 })(1)).toBe(4_000);
    expect(exponentialBackoff({ random: () => 0.999_999 })(1)).toBe(6_000);
    expect(exponentialBackoff({ random: () => 0.999_999 })(50)).toBe(60_000);
    // At the cap the spread still holds the leads apart, below it.
    expect(exponentialBackoff({ random: () => 0 })(50)).toBe(48_000);
    const delays = new Set(Array.from({ length: 50 }, () => exponentialBackoff()(3)));
    for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(16_000);
    for (const delay of delays) expect(delay).toBeLessThanOrEqual(24_000);
    expect(delays.size).toBeGreaterThan(1);
  });

  it('takes other bases and caps', () => {
    expect([1, 2, 3, 4].map(exponentialBackoff({ baseMs: 10, maxMs: 50, jitter: 0 }))).toEqual([10, 20, 40, 50]);
  });
});

describe('retryAfterMs', () => {
  const now = new Date('2026-11-25T14:00:00.000Z');

  it('reads whole seconds', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date as the time left until it, and a date already past as no wait', () => {
    expect(retryAfterMs('Wed, 25 Nov 2026 14:01:30 GMT', now)).toBe(90_000);
    expect(retryAfterMs('Wed, 25 Nov 2026 13:00:00 GMT', now)).toBe(0);
  });

  it('gives nothing for a missing or unreadable header, so the ordinary backoff applies', () => {
    for (const header of [null, undefined, '', 'soon', '1.5', '-3', '12345678901', 'Xyz, 99 Foo 2026']) {
      expect(retryAfterMs(header, now)).toBeUndefined();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createCircuitBreaker } from './circuit-breaker';

/** 1 min, 2 min, 4 min … with no jitter. */
const doubling = (openings: number) => 60_000 * 2 ** (openings - 1);

describe('createCircuitBreaker', () => {
  it('lets everything through until the threshold of failures in a row, then nothing', () => {
    const breaker = createCircuitBreaker({ threshold: 3, backoff: doubling });
    expect(breaker.allowance(0)).toBe(Number.POSITIVE_INFINITY);
    expect(breaker.failed(0)).toBeUndefined();
    expect(breaker.failed(0)).toBeUndefined();
    expect(breaker.allowance(0)).toBe(Number.POSITIVE_INFINITY);
    expect(breaker.failed(0)).toBe(60_000);
    expect(breaker.allowance(0)).toBe(0);
    expect(breaker.waitMs(10_000)).toBe(50_000);
  });

  it('counts failures in a row only: a success in between starts the count again', () => {
    const breaker = createCircuitBreaker({ threshold: 3, backoff: doubling });
    breaker.failed(0);
    breaker.failed(0);
    expect(breaker.succeeded()).toBe(false);
    breaker.failed(0);
    breaker.failed(0);
    expect(breaker.allowance(0)).toBe(Number.POSITIVE_INFINITY);
  });

  it('allows one probe once the wait is over, waits longer after each failed probe, and closes on a success', () => {
    const breaker = createCircuitBreaker({ threshold: 1, backoff: doubling });
    breaker.failed(0);
    expect(breaker.allowance(59_999)).toBe(0);
    expect(breaker.allowance(60_000)).toBe(1);
    expect(breaker.failed(60_000)).toBe(180_000);
    expect(breaker.allowance(179_999)).toBe(0);
    expect(breaker.allowance(180_000)).toBe(1);
    expect(breaker.failed(180_000)).toBe(420_000);
    expect(breaker.allowance(420_000)).toBe(1);
    expect(breaker.succeeded()).toBe(true);
    expect(breaker.allowance(420_000)).toBe(Number.POSITIVE_INFINITY);
    expect(breaker.waitMs(420_000)).toBe(0);
    // Closed again: the next outage starts from the first wait.
    expect(breaker.failed(500_000)).toBe(560_000);
  });

  it('ignores failures of requests already in flight when the circuit opened', () => {
    const breaker = createCircuitBreaker({ threshold: 2, backoff: doubling });
    breaker.failed(0);
    expect(breaker.failed(0)).toBe(60_000);
    expect(breaker.failed(1_000)).toBeUndefined();
    expect(breaker.failed(2_000)).toBeUndefined();
    expect(breaker.allowance(60_000)).toBe(1);
  });

  it('holds everything until a pause ends, closed or open, and keeps the later of two pauses', () => {
    const breaker = createCircuitBreaker({ threshold: 1, backoff: doubling });
    breaker.pauseUntil(120_000);
    breaker.pauseUntil(30_000);
    expect(breaker.allowance(119_999)).toBe(0);
    expect(breaker.waitMs(100_000)).toBe(20_000);
    expect(breaker.allowance(120_000)).toBe(Number.POSITIVE_INFINITY);
    breaker.failed(120_000);
    breaker.pauseUntil(300_000);
    expect(breaker.allowance(180_000)).toBe(0);
    expect(breaker.waitMs(180_000)).toBe(120_000);
    expect(breaker.allowance(300_000)).toBe(1);
  });

  it('says it is open from the failure that opens it until a delivery succeeds, a pause aside', () => {
    const breaker = createCircuitBreaker({ threshold: 2, backoff: doubling });
    breaker.pauseUntil(30_000);
    expect(breaker.isOpen()).toBe(false);
    breaker.failed(0);
    expect(breaker.isOpen()).toBe(false);
    breaker.failed(0);
    expect(breaker.isOpen()).toBe(true);
    // A failed probe keeps it open.
    breaker.failed(60_000);
    expect(breaker.isOpen()).toBe(true);
    breaker.succeeded();
    expect(breaker.isOpen()).toBe(false);
  });
});

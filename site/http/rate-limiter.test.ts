import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter';

const MINUTE = 60_000;

/** A limiter on a clock the test moves by hand. */
function limiterWith(max: number, windowMs = MINUTE) {
  let time = 1_000_000;
  const limiter = createRateLimiter({ max, windowMs }, () => time);
  return {
    limiter,
    advance(ms: number) {
      time += ms;
    },
  };
}

describe('createRateLimiter', () => {
  it('lets a client burst up to the limit at once, counting down what remains', () => {
    const { limiter } = limiterWith(3);
    expect(limiter.take('a')).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 2 });
    expect(limiter.take('a')).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 1 });
    expect(limiter.take('a')).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 0 });
  });

  it('refuses the request after the burst and says how many whole seconds to wait', () => {
    const { limiter } = limiterWith(3);
    for (let i = 0; i < 3; i++) limiter.take('a');
    // 3 a minute: one token every 20 s.
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 20, remaining: 0 });
  });

  it('keeps refusing while the client keeps asking too early, without a refusal costing a token', () => {
    const { limiter, advance } = limiterWith(3);
    for (let i = 0; i < 3; i++) limiter.take('a');
    for (let i = 0; i < 5; i++) expect(limiter.take('a').allowed).toBe(false);
    advance(20_000);
    expect(limiter.take('a').allowed).toBe(true);
  });

  it('counts the wait down as tokens refill', () => {
    const { limiter, advance } = limiterWith(3);
    for (let i = 0; i < 3; i++) limiter.take('a');
    advance(10_000);
    expect(limiter.take('a').retryAfterSeconds).toBe(10);
    advance(9_001);
    expect(limiter.take('a').retryAfterSeconds).toBe(1);
  });

  it('rounds a wait of a fraction of a second up to 1 second, never 0', () => {
    // 100 000 a minute refills a token in 0.6 ms.
    const { limiter } = limiterWith(100_000);
    for (let i = 0; i < 100_000; i++) limiter.take('a');
    const decision = limiter.take('a');
    expect(decision.allowed).toBe(false);
    expect(decision.retryAfterSeconds).toBe(1);
  });

  it('allows a request again once the Retry-After time has passed', () => {
    const { limiter, advance } = limiterWith(5);
    for (let i = 0; i < 5; i++) limiter.take('a');
    const refused = limiter.take('a');
    expect(refused.allowed).toBe(false);
    advance(refused.retryAfterSeconds * 1000);
    expect(limiter.take('a').allowed).toBe(true);
  });

  it('refills to the limit and no further, however long the client was away', () => {
    const { limiter, advance } = limiterWith(3);
    limiter.take('a');
    advance(24 * 60 * MINUTE);
    expect(limiter.take('a').remaining).toBe(2);
    expect(limiter.take('a').remaining).toBe(1);
    expect(limiter.take('a').remaining).toBe(0);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('holds the average to the limit per window under a steady stream', () => {
    const { limiter, advance } = limiterWith(10);
    let allowed = 0;
    // One attempt a second for ten minutes: the first burst of 10, then 10 a minute.
    for (let second = 0; second < 600; second++) {
      if (limiter.take('a').allowed) allowed++;
      advance(1000);
    }
    expect(allowed).toBeGreaterThanOrEqual(100);
    expect(allowed).toBeLessThanOrEqual(110);
  });

  it('keeps a separate bucket per client: one client spending its burst leaves others alone', () => {
    const { limiter } = limiterWith(2);
    limiter.take('10.0.0.1');
    limiter.take('10.0.0.1');
    expect(limiter.take('10.0.0.1').allowed).toBe(false);
    expect(limiter.take('10.0.0.2')).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 1 });
    expect(limiter.take('local').allowed).toBe(true);
    expect(limiter.size()).toBe(3);
  });

  it('drops buckets that have refilled, so memory stays bounded however many clients pass by', () => {
    const { limiter, advance } = limiterWith(3);
    // 9 999 one-off clients: the sweep runs on the 10 000th request.
    for (let i = 0; i < 9_999; i++) limiter.take(`client-${i}`);
    expect(limiter.size()).toBe(9_999);
    advance(MINUTE);
    limiter.take('newcomer');
    expect(limiter.size()).toBe(1);
  });

  it('keeps a bucket that is still refilling when it sweeps, so a sweep never resets a limit', () => {
    const { limiter, advance } = limiterWith(3);
    for (let i = 0; i < 3; i++) limiter.take('busy');
    for (let i = 0; i < 9_996; i++) limiter.take(`client-${i}`);
    advance(1000);
    // The 10 000th request sweeps, 1 s later: every client spent a token and refills one per 20 s, so
    // none is full again and none may go.
    limiter.take('trigger');
    expect(limiter.size()).toBe(9_998);
    expect(limiter.take('busy').allowed).toBe(false);
  });

  it('sweeps again every 10 000 requests', () => {
    const { limiter, advance } = limiterWith(1);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 10_000; i++) limiter.take(`round-${round}-${i}`);
      advance(MINUTE);
    }
    // Each sweep dropped the round before, refilled by then; without sweeps 30 000 buckets would remain.
    expect(limiter.size()).toBe(10_000);
  });

  it('peeks at what take would decide, without spending a token or holding a bucket for the client', () => {
    const { limiter, advance } = limiterWith(3);
    expect(limiter.peek('a')).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 3 });
    expect(limiter.size()).toBe(0);
    for (let i = 0; i < 3; i++) limiter.take('a');
    expect(limiter.peek('a')).toEqual({ allowed: false, retryAfterSeconds: 20, remaining: 0 });
    advance(5_000);
    expect(limiter.peek('a')).toEqual({ allowed: false, retryAfterSeconds: 15, remaining: 0 });
    advance(15_000);
    expect(limiter.peek('a')).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 1 });
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.peek('a').allowed).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { type HeapSample, heapGrowth, median, percentile } from './soak-stats';

describe('percentile', () => {
  it('takes the nearest rank, whatever the order the values came in', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 0.5)).toBe(5);
    expect(percentile(values, 0.99)).toBe(10);
    expect(percentile(values, 0.1)).toBe(1);
  });

  it('gives the single value for every share, and NaN for no values', () => {
    expect(percentile([42], 0.5)).toBe(42);
    expect(percentile([42], 0.99)).toBe(42);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('puts the 99th percentile of 1,000 answers on the 990th slowest', () => {
    const values = Array.from({ length: 1000 }, (_, i) => 1000 - i);
    expect(percentile(values, 0.99)).toBe(990);
  });
});

describe('median', () => {
  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([3, 1, 2])).toBe(2);
  });
});

/** A sample every 10 s for `minutes`, its heap from `heapAt`. */
function samples(minutes: number, heapAt: (seconds: number) => number): HeapSample[] {
  return Array.from({ length: minutes * 6 + 1 }, (_, i) => ({
    atMs: i * 10_000,
    rss: 0,
    heapUsed: heapAt(i * 10),
    code: 1,
  }));
}

describe('heapGrowth', () => {
  it('compares the median of the first minute with the median of the last', () => {
    // 100 MB for the first minute, 109 MB for the last: 9 % growth.
    const growth = heapGrowth(
      samples(5, (s) => (s <= 60 ? 100 : s >= 240 ? 109 : 104)),
      300_000,
    );
    expect(growth).toEqual({
      first: 100,
      last: 109,
      firstCode: 1,
      lastCode: 1,
      growth: expect.closeTo(0.09, 10),
      windowMs: 60_000,
    });
  });

  it('is not swayed by one sample taken during a burst of allocation', () => {
    const growth = heapGrowth(
      samples(3, (s) => (s === 170 ? 500 : 100)),
      180_000,
    );
    expect(growth?.growth).toBe(0);
  });

  it('reports a steady leak as growth', () => {
    // 1 MB a minute on 50 MB: the last minute's median is about 4 MB above the first's.
    const growth = heapGrowth(
      samples(5, (s) => 50 + s / 60),
      300_000,
    );
    expect(growth!.growth).toBeGreaterThan(0.07);
  });

  it('compares the two halves of a run shorter than two minutes', () => {
    const growth = heapGrowth(
      samples(1, (s) => (s < 30 ? 100 : 120)),
      60_000,
    );
    expect(growth).toMatchObject({ first: 100, last: 120, windowMs: 30_000 });
  });

  it('gives no verdict without a sample in both windows', () => {
    expect(heapGrowth([], 300_000)).toBeUndefined();
    expect(heapGrowth([{ atMs: 0, rss: 0, heapUsed: 1, code: 0 }], 300_000)).toBeUndefined();
  });
});

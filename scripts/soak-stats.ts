/** The figures `npm run soak` reports, worked out from what it recorded: plain functions, tested on their own. */

/** The value at `share` (0–1) of `values` by the nearest-rank method; NaN when there are none. */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil(share * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!;
}

export interface HeapSample {
  /** Milliseconds since the measured load began. */
  atMs: number;
  rss: number;
  /** Heap in use right after a full garbage collection. */
  heapUsed: number;
  /** Of which V8's compiled code. */
  code: number;
}

export interface HeapGrowth {
  /** Median heap after GC in the first minute, and in the last. */
  first: number;
  last: number;
  /** The same of the compiled code in it. */
  firstCode: number;
  lastCode: number;
  /** (last − first) / first. */
  growth: number;
  /** The length of each window: a minute, or half the run when it is shorter than two minutes. */
  windowMs: number;
}

/**
 * How much the heap after GC grew between the first minute of the load and the last, by the medians of
 * the samples in each, so one sample taken during a burst of allocation does not decide it. A run shorter
 * than two minutes compares its two halves. Undefined without a sample in both windows.
 */
export function heapGrowth(samples: readonly HeapSample[], durationMs: number): HeapGrowth | undefined {
  const windowMs = Math.min(60_000, durationMs / 2);
  const first = samples.filter((sample) => sample.atMs <= windowMs);
  const last = samples.filter((sample) => sample.atMs >= durationMs - windowMs);
  if (first.length === 0 || last.length === 0) return undefined;
  const firstMedian = median(first.map((sample) => sample.heapUsed));
  const lastMedian = median(last.map((sample) => sample.heapUsed));
  return {
    first: firstMedian,
    last: lastMedian,
    firstCode: median(first.map((sample) => sample.code)),
    lastCode: median(last.map((sample) => sample.code)),
    growth: (lastMedian - firstMedian) / firstMedian,
    windowMs,
  };
}

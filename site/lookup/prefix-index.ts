/**
 * A prefix index over ranked items: every normalised key in one sorted array, so the keys that start with a
 * query are one contiguous range found by two binary searches. The lookups need in-memory prefix
 * indexes that answer in well under a millisecond, so a query never scans the whole data set.
 */

export interface PrefixHit<T> {
  item: T;
  /** One of the item's keys is the query itself (not only a longer key that starts with it). */
  exact: boolean;
}

/** Ranges up to this size are scanned per query (a few microseconds); wider ones remember their best items. */
const SCAN_AT_MOST = 1024;
/** How many of the best items a wide range remembers; a query never asks for more. */
const REMEMBERED = 40;

/**
 * The sorted keys and, beside each, the rank of the item it belongs to: all an index holds besides its items,
 * so a built index can be saved (lookup-snapshot.ts) and put back without sorting again.
 */
export interface PrefixParts {
  keys: string[];
  ranks: Int32Array;
}

/** The normalised keys an item is found by (empty keys are skipped), with its rank. */
type KeysOf<T> = (item: T, rank: number) => Iterable<string>;

export class PrefixIndex<T> {
  readonly #ranked: readonly T[];
  readonly #keys: string[];
  /** `#ranks[i]` is the rank (position in `#ranked`) of the item `#keys[i]` belongs to. */
  readonly #ranks: Int32Array;
  /**
   * The best ranks of each wide range met so far. The wide ranges are those of short prefixes of real keys
   * (a query that matches nothing has an empty range), so this map stays small whatever visitors type.
   */
  readonly #bestOfWideRange = new Map<string, readonly number[]>();

  /**
   * `ranked` is best first; `keysOf` gives the keys each item is found by, with the item's rank so a caller can
   * keep the keys in an array beside the items; or the parts of an index built before over the same items.
   */
  constructor(ranked: readonly T[], keysOf: KeysOf<T> | PrefixParts) {
    this.#ranked = ranked;
    const { keys, ranks } = typeof keysOf === 'function' ? sortedKeys(ranked, keysOf) : keysOf;
    this.#keys = keys;
    this.#ranks = ranks;
  }

  /** The items, best first. */
  get items(): readonly T[] {
    return this.#ranked;
  }

  get parts(): PrefixParts {
    return { keys: this.#keys, ranks: this.#ranks };
  }

  get size(): number {
    return this.#keys.length;
  }

  /**
   * Items found by `prefix`: those with a key equal to it first, then the best-ranked others whose key starts
   * with it; each item once, at most `limit` (capped at 40).
   */
  search(prefix: string, limit: number): PrefixHit<T>[] {
    if (!prefix || limit <= 0) return [];
    const wanted = Math.min(limit, REMEMBERED);
    const from = this.#lowerBound(prefix);
    // '\uffff' sorts after every character a normalised key holds, so this is the end of the prefix range.
    const to = this.#lowerBound(`${prefix}\uffff`);
    if (from === to) return [];

    const hits: PrefixHit<T>[] = [];
    const seen = new Set<number>();
    // Keys equal to the prefix sort first in the range, by rank.
    for (let i = from; i < to && this.#keys[i] === prefix && hits.length < wanted; i++) {
      const rank = this.#ranks[i]!;
      if (!seen.has(rank)) {
        seen.add(rank);
        hits.push({ item: this.#ranked[rank]!, exact: true });
      }
    }
    for (const rank of this.#bestRanks(prefix, from, to)) {
      if (hits.length >= wanted) break;
      if (!seen.has(rank)) {
        seen.add(rank);
        hits.push({ item: this.#ranked[rank]!, exact: false });
      }
    }
    return hits;
  }

  /** Every item with a key equal to `key`, best first (equal keys sort together, by rank; an item has a key once). */
  exact(key: string): T[] {
    const items: T[] = [];
    if (!key) return items;
    for (let i = this.#lowerBound(key); i < this.#keys.length && this.#keys[i] === key; i++) {
      items.push(this.#ranked[this.#ranks[i]!]!);
    }
    return items;
  }

  #bestRanks(prefix: string, from: number, to: number): readonly number[] {
    if (to - from <= SCAN_AT_MOST) return bestDistinct(this.#ranks, from, to, REMEMBERED);
    let best = this.#bestOfWideRange.get(prefix);
    if (!best) {
      best = bestDistinct(this.#ranks, from, to, REMEMBERED);
      this.#bestOfWideRange.set(prefix, best);
    }
    return best;
  }

  #lowerBound(key: string): number {
    return lowerBound(this.#keys, key);
  }
}

function sortedKeys<T>(ranked: readonly T[], keysOf: KeysOf<T>): PrefixParts {
  // Parallel arrays and a sorted permutation, not one object per key: 150,000 keys build with little garbage.
  const keys: string[] = [];
  const ranks: number[] = [];
  ranked.forEach((item, rank) => {
    const first = keys.length;
    for (const key of keysOf(item, rank)) {
      // An item has a handful of keys; skip repeats among them without a Set per item.
      if (!key || keys.indexOf(key, first) !== -1) continue;
      keys.push(key);
      ranks.push(rank);
    }
  });
  // Code-unit order (not localeCompare): it is what the binary search compares with, and it is fast.
  const order = Uint32Array.from(keys.keys()).sort((a, b) => byCodeUnits(keys[a]!, keys[b]!) || ranks[a]! - ranks[b]!);
  return { keys: Array.from(order, (at) => keys[at]!), ranks: Int32Array.from(order, (at) => ranks[at]!) };
}

/** The first position in the code-unit-sorted `keys` whose key is not below `key`. */
export function lowerBound(keys: readonly string[], key: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Code-unit order, the order `lowerBound` expects (localeCompare would disagree with it). */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The `count` smallest distinct values of `ranks[from..to)`, ascending (a bounded insertion sort). */
function bestDistinct(ranks: Int32Array, from: number, to: number, count: number): number[] {
  const best: number[] = [];
  for (let i = from; i < to; i++) {
    const rank = ranks[i]!;
    if (best.length === count && rank >= best[count - 1]!) continue;
    if (best.includes(rank)) continue;
    if (best.length === count) best.pop();
    let at = best.length;
    while (at > 0 && best[at - 1]! > rank) at--;
    best.splice(at, 0, rank);
  }
  return best;
}

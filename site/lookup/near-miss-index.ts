/**
 * Near misses: names a small edit away from what the visitor typed ("toyotaa" → Toyota, "chicgo" → Chicago),
 * which the lookups offer after their prefix matches, so a typo does not end in an empty list.
 *
 * The rule, on normalised text (normalise.ts): the optimal string alignment distance (Damerau-Levenshtein in
 * which no letter is edited twice: a letter added, dropped or changed, or two neighbours swapped, each counts
 * one) between the query and a name is at most
 * - 1 for a name of 4 to 8 characters,
 * - 2 for a name of 9 to NAME_MAX_CHARS characters.
 * Shorter names are left out (one edit from a three-letter name reaches too many others), as are queries shorter
 * than QUERY_MIN_CHARS. The closest come first, then the index's own rank.
 *
 * How it stays fast: a symmetric deletion index. A name and a text within distance d of it always share a
 * string made by deleting at most d characters from each (a swap costs one deletion on either side). Built
 * once, the index holds every string a name's allowed deletions make; a query looks up its own deletions,
 * a few dozen hash buckets, and checks the distance of the few names they hold. The strings are kept as
 * 32-bit hashes in typed arrays beside the number of the name each came from: 50,000 names make about two
 * million such strings, which as a Map of strings would cost hundreds of megabytes and seconds of start-up.
 * Two strings with one hash only cost one distance check more.
 */

/** Names shorter than this are not offered as near misses. */
const NAME_MIN_CHARS = 4;
/** Names from this length on allow two edits, shorter ones one. */
const TWO_EDITS_FROM_CHARS = 9;
/** Longer names are not indexed: no visitor types 40 letters with one wrong, and their deletions are many. */
const NAME_MAX_CHARS = 32;
/** Queries shorter than this get no near misses: three letters are still a prefix being typed. */
export const QUERY_MIN_CHARS = 4;

/** The most edits allowed between a name of `length` characters and a query (-1: not a near miss at all). */
export function allowedEdits(length: number): number {
  if (length < NAME_MIN_CHARS || length > NAME_MAX_CHARS) return -1;
  return length < TWO_EDITS_FROM_CHARS ? 1 : 2;
}

interface NearMiss<T> {
  item: T;
  edits: number;
}

/** The hash's multiplier: odd, so every power of it is invertible modulo 2^32 and no power is zero. */
const BASE = 0x01000193;
const POWERS = (() => {
  const powers = new Uint32Array(NAME_MAX_CHARS + 3);
  powers[0] = 1;
  for (let i = 1; i < powers.length; i++) powers[i] = Math.imul(powers[i - 1]!, BASE) >>> 0;
  return powers;
})();

/**
 * Everything an index holds besides its items, so a built index can be saved (lookup-snapshot.ts) and put back
 * without making its deletions again. `ranks[firstRank[id] .. firstRank[id + 1])` are the ranks of the items
 * named `names[id]`, best first. The deletions' hashes are grouped by their top bits: bucket b is
 * `hashes[bucketStarts[b] .. bucketStarts[b + 1])`, and `ids` beside them holds the number of the name each
 * was made from.
 */
export interface NearMissParts {
  names: string[];
  firstRank: Int32Array;
  ranks: Int32Array;
  hashes: Uint32Array;
  ids: Int32Array;
  bucketStarts: Uint32Array;
  shift: number;
}

type NamesOf<T> = (item: T, rank: number) => Iterable<string>;

export class NearMissIndex<T> {
  readonly #ranked: readonly T[];
  // The parts' fields one by one (see NearMissParts), as the search reads them in its inner loop.
  readonly #names: string[];
  readonly #firstRank: Int32Array;
  readonly #ranks: Int32Array;
  readonly #hashes: Uint32Array;
  readonly #ids: Int32Array;
  readonly #bucketStarts: Uint32Array;
  readonly #shift: number;

  /**
   * `ranked` is best first; `namesOf` gives each item's normalised names (those outside the rule are skipped);
   * or the parts of an index built before over the same items.
   */
  constructor(ranked: readonly T[], namesOf: NamesOf<T> | NearMissParts) {
    this.#ranked = ranked;
    const parts = typeof namesOf === 'function' ? nearMissParts(ranked, namesOf) : namesOf;
    this.#names = parts.names;
    this.#firstRank = parts.firstRank;
    this.#ranks = parts.ranks;
    this.#hashes = parts.hashes;
    this.#ids = parts.ids;
    this.#bucketStarts = parts.bucketStarts;
    this.#shift = parts.shift;
  }

  get parts(): NearMissParts {
    const names = this.#names;
    return {
      names,
      firstRank: this.#firstRank,
      ranks: this.#ranks,
      hashes: this.#hashes,
      ids: this.#ids,
      bucketStarts: this.#bucketStarts,
      shift: this.#shift,
    };
  }

  /** How many distinct names and deleted strings it holds (for docs/performance.md's figures). */
  get counts(): { names: number; entries: number } {
    return { names: this.#names.length, entries: this.#hashes.length };
  }

  /**
   * Items with a name within the allowed edits of `query` (already normalised), the query itself excluded (a
   * prefix search has found those), and kept by `keep` if given: fewest edits first, then by rank; each item
   * once, at most `limit`.
   */
  search(query: string, limit: number, keep?: (item: T) => boolean): NearMiss<T>[] {
    const length = query.length;
    if (length < QUERY_MIN_CHARS || length > NAME_MAX_CHARS + 2 || limit <= 0) return [];
    // A name of 9 or more characters, the shortest allowing two edits, is within two of a query of 7 or more.
    const deletions = length >= TWO_EDITS_FROM_CHARS - 2 ? 2 : 1;
    const hashes = new Uint32Array(deletionCount(length, deletions));
    writeDeletions(query, deletions, hashes, 0);
    const checked = new Set<number>();
    const found: { rank: number; edits: number }[] = [];
    for (const hash of hashes) {
      const bucket = hash >>> this.#shift;
      for (let i = this.#bucketStarts[bucket]!; i < this.#bucketStarts[bucket + 1]!; i++) {
        if (this.#hashes[i] !== hash) continue;
        const id = this.#ids[i]!;
        if (checked.has(id)) continue;
        checked.add(id);
        const name = this.#names[id]!;
        const allowed = allowedEdits(name.length);
        if (name === query) continue;
        const edits = editDistance(query, name, allowed);
        if (edits > allowed) continue;
        // Each name's items are best first, so at most `limit` of them can make the answer.
        let taken = 0;
        for (let r = this.#firstRank[id]!; r < this.#firstRank[id + 1]! && taken < limit; r++) {
          const rank = this.#ranks[r]!;
          if (keep && !keep(this.#ranked[rank]!)) continue;
          found.push({ rank, edits });
          taken++;
        }
      }
    }
    found.sort((a, b) => a.edits - b.edits || a.rank - b.rank);
    const seen = new Set<number>();
    const misses: NearMiss<T>[] = [];
    for (const { rank, edits } of found) {
      if (misses.length >= limit) break;
      if (seen.has(rank)) continue;
      seen.add(rank);
      misses.push({ item: this.#ranked[rank]!, edits });
    }
    return misses;
  }
}

function nearMissParts<T>(ranked: readonly T[], namesOf: NamesOf<T>): NearMissParts {
  const names: string[] = [];
  const idOf = new Map<string, number>();
  const ranksOf: number[][] = [];
  ranked.forEach((item, rank) => {
    for (const name of namesOf(item, rank)) {
      if (allowedEdits(name.length) < 0) continue;
      let id = idOf.get(name);
      if (id === undefined) {
        id = names.length;
        idOf.set(name, id);
        names.push(name);
        ranksOf.push([]);
      }
      const ofName = ranksOf[id]!;
      if (ofName[ofName.length - 1] !== rank) ofName.push(rank);
    }
  });

  const firstRank = new Int32Array(names.length + 1);
  let total = 0;
  ranksOf.forEach((ofName, id) => {
    firstRank[id] = total;
    total += ofName.length;
  });
  firstRank[names.length] = total;
  const ranks = new Int32Array(total);
  ranksOf.forEach((ofName, id) => {
    ranks.set(ofName, firstRank[id]!);
  });

  let count = 0;
  for (const name of names) count += deletionCount(name.length, allowedEdits(name.length));
  const hashes = new Uint32Array(count);
  const ids = new Int32Array(count);
  let at = 0;
  names.forEach((name, id) => {
    const end = writeDeletions(name, allowedEdits(name.length), hashes, at);
    ids.fill(id, at, end);
    at = end;
  });

  // A counting sort by the hash's top bits, about one entry per bucket: linear, where sorting the entries
  // took a tenth of a second more at start-up.
  const bits = Math.min(24, Math.max(8, Math.ceil(Math.log2(count + 1))));
  const shift = 32 - bits;
  const starts = new Uint32Array(2 ** bits + 1);
  for (let i = 0; i < count; i++) starts[(hashes[i]! >>> shift) + 1]!++;
  for (let b = 1; b < starts.length; b++) starts[b]! += starts[b - 1]!;
  const next = starts.slice(0, -1);
  const sortedHashes = new Uint32Array(count);
  const sortedIds = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    const to = next[hashes[i]! >>> shift]!++;
    sortedHashes[to] = hashes[i]!;
    sortedIds[to] = ids[i]!;
  }
  return { names, firstRank, ranks, hashes: sortedHashes, ids: sortedIds, bucketStarts: starts, shift };
}

/** How many strings `writeDeletions` makes for a text of `length` characters (repeats included). */
function deletionCount(length: number, deletions: number): number {
  let count = 1 + (deletions >= 1 ? length : 0);
  if (deletions >= 2) count += (length * (length - 1)) / 2;
  return count;
}

/**
 * Writes into `into` from `at` the hash of the text itself and of every string made by deleting one, or up to
 * `deletions` (1 or 2), of its characters; answers where it stopped. The pieces' hashes are combined without
 * building the strings: a polynomial hash modulo 2^32, where hash(a + b) = hash(a) × BASE^|b| + hash(b).
 */
function writeDeletions(text: string, deletions: number, into: Uint32Array, at: number): number {
  const n = text.length;
  const prefix = new Uint32Array(n + 1);
  for (let i = 0; i < n; i++) prefix[i + 1] = (Math.imul(prefix[i]!, BASE) + text.charCodeAt(i)) >>> 0;
  into[at++] = prefix[n]!;
  if (deletions < 1) return at;
  for (let i = 0; i < n; i++) {
    // Without character i: the first i characters, then those after i.
    const after = (prefix[n]! - Math.imul(prefix[i + 1]!, POWERS[n - i - 1]!)) >>> 0;
    into[at++] = (Math.imul(prefix[i]!, POWERS[n - i - 1]!) + after) >>> 0;
    if (deletions < 2) continue;
    for (let j = i + 1; j < n; j++) {
      // Without characters i and j: the first i, those between i and j, those after j.
      const between = (prefix[j]! - Math.imul(prefix[i + 1]!, POWERS[j - i - 1]!)) >>> 0;
      const tail = (prefix[n]! - Math.imul(prefix[j + 1]!, POWERS[n - j - 1]!)) >>> 0;
      const head = (Math.imul(prefix[i]!, POWERS[j - i - 1]!) + between) >>> 0;
      into[at++] = (Math.imul(head, POWERS[n - j - 1]!) + tail) >>> 0;
    }
  }
  return at;
}

/**
 * The optimal string alignment distance between `a` and `b`, or `bound + 1` as soon as it is sure to exceed
 * `bound` (every row's smallest value only grows).
 */
export function editDistance(a: string, b: string, bound: number): number {
  const m = a.length;
  const n = b.length;
  if (Math.abs(m - n) > bound) return bound + 1;
  let before = new Array<number>(n + 1).fill(0);
  let previous = Array.from({ length: n + 1 }, (_, j) => j);
  let current = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= m; i++) {
    current[0] = i;
    let smallest = i;
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < smallest) smallest = value;
    }
    if (smallest > bound) return bound + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[n]!, bound + 1);
}

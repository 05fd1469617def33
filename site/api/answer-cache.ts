/**
 * Remembers the JSON text of recent lookup answers. The lookup data never changes while the server
 * runs, and visitors type the same prefixes again and again ("d", "da", "dal"…), so a repeated query
 * skips both the search and JSON.stringify (docs/performance.md). Bounded: the
 * oldest entry goes when it is full (a Map keeps insertion order).
 */
export interface AnswerCache {
  text(key: string, compute: () => unknown): string;
  readonly size: number;
}

export const ANSWER_CACHE_ENTRIES = 20_000;

export function createAnswerCache(maxEntries = ANSWER_CACHE_ENTRIES): AnswerCache {
  const entries = new Map<string, string>();
  return {
    text(key, compute) {
      const hit = entries.get(key);
      if (hit !== undefined) {
        // Refresh its place: a popular prefix stays while one-off queries age out.
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const text = JSON.stringify(compute());
      entries.set(key, text);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return text;
    },
    get size() {
      return entries.size;
    },
  };
}

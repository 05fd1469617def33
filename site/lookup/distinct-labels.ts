/** The first place of each label, in order: lists come best first, so the best of each name stays. */
export function distinctLabels<T extends { label: string }>(places: readonly T[]): T[] {
  const seen = new Set<string>();
  return places.filter((place) => !seen.has(place.label) && Boolean(seen.add(place.label)));
}

/**
 * The matches, then the near misses whose label none of them has, at most `limit` in all; each marked as one or
 * the other.
 */
export function withNearMisses<T extends { label: string }>(
  found: readonly T[],
  misses: readonly T[],
  limit: number,
): { place: T; nearMiss?: true }[] {
  const labels = new Set(found.map((place) => place.label));
  const answer: { place: T; nearMiss?: true }[] = found.slice(0, limit).map((place) => ({ place }));
  for (const place of misses) {
    if (answer.length >= limit) break;
    if (labels.has(place.label)) continue;
    labels.add(place.label);
    answer.push({ place, nearMiss: true });
  }
  return answer;
}

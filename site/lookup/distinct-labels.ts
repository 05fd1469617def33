/** The first place of each label, in order: lists come best first, so the best of each name stays. */
export function distinctLabels<T extends { label: string }>(places: readonly T[]): T[] {
  const seen = new Set<string>();
  return places.filter((place) => !seen.has(place.label) && Boolean(seen.add(place.label)));
}

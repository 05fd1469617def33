/**
 * What an erasure blanks in an order's events: the carrier's phone, a direct line to whoever holds the
 * person's vehicle, goes with the person's own data. The carrier's name and MC number stay: they are a
 * business's public registration, and the order's history still needs to say who carried it.
 */

/** The event's data JSON with the carrier's phone blanked, or undefined when it holds none. */
export function anonymisedEventData(dataJson: string): string | undefined {
  const data = JSON.parse(dataJson) as unknown;
  if (typeof data !== 'object' || data === null || !('carrier' in data)) return undefined;
  const { carrier } = data as { carrier: unknown };
  if (typeof carrier !== 'object' || carrier === null || !('phone' in carrier) || carrier.phone === '')
    return undefined;
  return JSON.stringify({ ...data, carrier: { ...carrier, phone: '' } });
}

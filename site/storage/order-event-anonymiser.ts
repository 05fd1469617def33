/**
 * What an erasure blanks in an order's events. The carrier's phone, a direct line to whoever holds the
 * person's vehicle, goes with the person's own data; the carrier's name and MC number stay: they are a
 * business's public registration, and the order's history still needs to say who carried it. Of a
 * payment, the card (its brand and last four digits) and the payment provider's ids go; the amounts,
 * how it was paid and the dates stay, as the accounts must.
 */

/** The payment data fields that identify the person's card or their records at the payment provider. */
const PAYMENT_IDENTIFIERS = ['customer', 'payment_method', 'brand', 'last4', 'payment_intent', 'refund'] as const;

/** The event's data JSON with what identifies the person blanked, or undefined when it holds none. */
export function anonymisedEventData(dataJson: string): string | undefined {
  const data = JSON.parse(dataJson) as unknown;
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  let changed = false;
  const blanked: Record<string, unknown> = { ...record };
  const { carrier } = record;
  if (typeof carrier === 'object' && carrier !== null && 'phone' in carrier && carrier.phone !== '') {
    blanked.carrier = { ...carrier, phone: '' };
    changed = true;
  }
  for (const field of PAYMENT_IDENTIFIERS) {
    if (typeof record[field] === 'string' && record[field] !== '') {
      blanked[field] = '';
      changed = true;
    }
  }
  return changed ? JSON.stringify(blanked) : undefined;
}

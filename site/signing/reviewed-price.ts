/**
 * What the review step showed, carried to the signing in hidden inputs: the total and whether it was the
 * quote's price or today's. The signing stores an order only at that price; anything it cannot read as one
 * (an old page, a hand-made post) counts as not reviewed, so the review is shown again.
 */
export const REVIEWED_FIELDS = { total: 'reviewed_total', source: 'reviewed_source' } as const;

export interface ReviewedPrice {
  /** Whole US dollars. */
  total: number;
  source: 'quote' | 'repriced';
}

export function reviewedPrice(total: unknown, source: unknown): ReviewedPrice | undefined {
  if (typeof total !== 'string' || !/^\d{1,9}$/.test(total)) return undefined;
  if (source !== 'quote' && source !== 'repriced') return undefined;
  return { total: Number(total), source };
}

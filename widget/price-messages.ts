/**
 * The words of the instant price in the result. They travel in the steps chunk, with the result, so the
 * first script stays small; an embedder overrides them through `messages` like every other string.
 */
export const priceMessages = {
  priceTitle: 'Your instant estimate',
  /**
   * "Open carrier: estimated price $1,390, likely range $1,260–$1,520, 4–6 days", in the booking page's and
   * the quote email's words; a method without an estimate (overseas) gives its likely range alone.
   */
  priceLine: (method: string, range: string, transit: string, estimate?: string) =>
    estimate
      ? `${method}: estimated price ${estimate}, likely range ${range}, ${transit}`
      : `${method}: likely range ${range}, ${transit}`,
  /** A no-break space and word joiners around the dash keep "4–6 days" on one line. */
  transitSpan: (min: number, max: number, unit: 'days' | 'weeks') =>
    min === max ? `${min}\u00a0${min === 1 ? unit.slice(0, -1) : unit}` : `${min}\u2060–\u2060${max}\u00a0${unit}`,
  priceChosen: 'your choice',
  priceNote: 'An estimate from current market rates for your route and vehicles. The booking page has the full quote.',
  priceByAdvisor: 'An advisor will call you with a price for this route.',
};

export type PriceMessages = typeof priceMessages;

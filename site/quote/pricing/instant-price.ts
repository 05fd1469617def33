/**
 * The price the submit answer carries to the widget, and the CRM payload to the advisor: the booking page's
 * estimate cut down to what fits in the form's result, one line per way to ship. Whole dollars, already
 * rounded by the rate table.
 */
import type { InstantPrice, PriceOption } from '../../../shared/api-types';
import type { TransportType } from '../../../shared/schema';
import { priceNotes } from './price-notes';
import type { QuotedPrice } from './quoted-price';
import type { RouteEstimate } from './route-price';

/** The instant price of a price kept with a lead (quoted-price.ts). */
export function shownPrice(price: QuotedPrice): InstantPrice {
  return instantPrice(price.estimate, price.chosen);
}

export function instantPrice(estimate: RouteEstimate, chosen: TransportType): InstantPrice {
  let options: PriceOption[] = [];
  if (estimate.kind === 'domestic') {
    const { transitDays } = estimate;
    options = (['open', 'enclosed'] as const).map((transport) => ({
      transport,
      from: estimate[transport].low,
      to: estimate[transport].high,
      estimate: estimate[transport].point,
      transit: { ...transitDays },
      transitUnit: 'days',
    }));
    const notes = priceNotes(estimate);
    return {
      options,
      chosen,
      ...(notes.length > 0 ? { notes } : {}),
      ...(estimate.sea ? { legs: estimate.sea.legs.map((leg) => structuredClone(leg)) } : {}),
    };
  }
  if (estimate.kind === 'international') {
    options = estimate.options.map((option) => ({
      transport: option.method,
      from: option.low,
      to: option.high,
      transit: { ...option.transitWeeks },
      transitUnit: 'weeks',
    }));
  }
  return { options, chosen };
}

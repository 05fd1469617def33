/**
 * The order's addresses against the quote they book. A ZIP or postal code must be one of its state's or
 * province's, since a typo there sends the carrier to the wrong town. A pickup or delivery further than
 * MOVED_MILES (great circle) from the place quoted changes the route the order is priced for: the customer
 * sees both totals before signing, and the order is never booked at a price quoted for another route.
 * Codes the offline data does not hold are let through as typed (new ZIPs appear every year): the quote's
 * place stands for them in the price, which the order then marks for the advisor to confirm.
 */
import type { FieldError } from '../../shared/schema';
import { greatCircleMiles } from '../lookup/great-circle';
import type { MappedPlace } from '../quote/pricing/route-price';
import { orderPlacesCopy as t } from './order-copy';

/** Further than this from the quoted place, an address is a new route: beyond a suburb or a ZIP's spread. */
export const MOVED_MILES = 25;

/** A ZIP or postal code as the offline data places it. */
export interface PostalPlace {
  /** The lookups' label, e.g. "Boston, MA 02108". */
  label: string;
  /** Two-letter state or province. */
  state: string;
  lat: number;
  lng: number;
}

export type PostalLookup = (code: string) => PostalPlace | undefined;

interface Address {
  state: string;
  postal_code: string;
}

/** An end of the route that moved: where to, and how far from the quoted place. */
export interface MovedEnd {
  end: 'pickup' | 'delivery';
  label: string;
  miles: number;
}

export interface OrderPlaces {
  /** Codes that are not of their state, at their fields. */
  errors: FieldError[];
  /** The ends that moved beyond MOVED_MILES, with the places to price them for. */
  moved: MovedEnd[];
  /** The ends whose code the data does not hold: their price is for the advisor to confirm. */
  unplaced: ('pickup' | 'delivery')[];
}

export function checkOrderPlaces(
  order: { pickup: Address; delivery: Address },
  quoted: { pickup: MappedPlace | undefined; delivery: MappedPlace | undefined },
  lookup: PostalLookup,
): OrderPlaces {
  const errors: FieldError[] = [];
  const moved: MovedEnd[] = [];
  const unplaced: ('pickup' | 'delivery')[] = [];
  for (const end of ['pickup', 'delivery'] as const) {
    const address = order[end];
    const place = lookup(address.postal_code);
    if (!place) {
      unplaced.push(end);
      continue;
    }
    if (place.state !== address.state.toUpperCase()) {
      errors.push({
        path: `${end}.postal_code`,
        message: t.notOfState(address.postal_code, place.state, address.state),
      });
      continue;
    }
    const from = quoted[end];
    if (!from) continue;
    const miles = greatCircleMiles(from, place);
    if (miles > MOVED_MILES) moved.push({ end, label: place.label, miles: Math.round(miles) });
  }
  return { errors, moved, unplaced };
}

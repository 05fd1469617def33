/**
 * Step 1's answers checked, as both the step-1 post and the signing post check them: validated against the
 * quote (orderDetailsSchema), the addresses against the quote's places (order-places.ts), then priced. A
 * field the form never has is refused outright, since only a forged post sends one; a problem with a field
 * it has goes back to the customer to fix.
 */
import { type Order, type OrderFormContext, orderDetailsSchema } from '../../shared/order-schema';
import { type FieldError, validate } from '../../shared/schema';
import type { BookingLead } from '../booking/booking-view';
import type { RateTable } from '../quote/pricing/rate-table';
import type { PlaceResolver } from '../quote/pricing/route-price';
import { detailsFieldNames } from './order-form-values';
import { checkOrderPlaces, type MovedEnd, type PostalLookup } from './order-places';
import { priceOrder } from './order-price';

/** What pricing an order needs besides the order: the quote's places, the clock and the price's hold. */
export interface OrderPricing {
  /** Places the quote's labels for repricing (the quote's own resolver). */
  resolvePlace: PlaceResolver;
  /** Places an order's ZIP or postal code, to check it against its state and the quoted place. */
  placeOfPostalCode: PostalLookup;
  now: () => number;
  /** Days the quote's price holds. */
  quotePriceDays: number;
  /** The rate table; default the repository's own. */
  rates?: RateTable;
}

type PricedDetails = {
  carrier: 'open' | 'enclosed';
  first_available_date: string;
  vehicles: { runs: 'yes' | 'no' }[];
};

/** The order's price: at the places an end moved to, and to be confirmed for the ends that could not be placed. */
export function priceOfOrder(
  pricing: OrderPricing,
  lead: BookingLead,
  details: PricedDetails,
  moved: readonly MovedEnd[] = [],
  unplaced: readonly ('pickup' | 'delivery')[] = [],
) {
  const price = priceOrder(
    {
      quote: {
        ...lead.submission,
        origin_postal_code: moved.find((end) => end.end === 'pickup')?.label ?? lead.submission.origin_postal_code,
        destination_postal_code:
          moved.find((end) => end.end === 'delivery')?.label ?? lead.submission.destination_postal_code,
      },
      quotedAt: lead.createdAt,
      carrier: details.carrier,
      runs: details.vehicles.map((vehicle) => vehicle.runs),
      firstAvailableDate: details.first_available_date,
      now: pricing.now(),
      quotePriceDays: pricing.quotePriceDays,
    },
    pricing.resolvePlace,
    pricing.rates,
  );
  return price.kind === 'priced' && unplaced.length > 0 ? { ...price, toBeConfirmed: unplaced } : price;
}

export type PricedOrder = ReturnType<typeof priceOfOrder>;

/** The order's addresses against the quote's places (order-places.ts). */
function placesOf(pricing: OrderPricing, lead: BookingLead, order: Parameters<typeof checkOrderPlaces>[0]) {
  return checkOrderPlaces(
    order,
    {
      pickup: pricing.resolvePlace(lead.submission.origin_postal_code, lead.submission.mode),
      delivery: pricing.resolvePlace(lead.submission.destination_postal_code, lead.submission.mode),
    },
    pricing.placeOfPostalCode,
  );
}

/** What the review says of a route that moved: where to, and the quoted route's total beside the new. */
function routeChangeOf(pricing: OrderPricing, lead: BookingLead, details: PricedDetails, moved: readonly MovedEnd[]) {
  if (moved.length === 0) return undefined;
  const quoted = priceOfOrder(pricing, lead, details);
  return { moved, ...(quoted.kind === 'priced' ? { quotedTotal: quoted.total } : {}) };
}

export type RouteChange = ReturnType<typeof routeChangeOf>;

/**
 * Step 1's answers checked: `refused` for a field the form does not have (a bad request), `invalid` for
 * answers to fix on step 1, else the details with their price and what the review says of a moved route.
 */
export type DetailsCheck =
  | { kind: 'refused'; errors: FieldError[] }
  | { kind: 'invalid'; errors: FieldError[] }
  | { kind: 'checked'; details: Omit<Order, 'typed_name' | 'consent'>; price: PricedOrder; routeChange: RouteChange };

export function checkOrderDetails(
  pricing: OrderPricing,
  lead: BookingLead,
  context: OrderFormContext,
  stepOne: unknown,
): DetailsCheck {
  const result = validate(orderDetailsSchema(context), stepOne);
  if (!result.ok) {
    const names = detailsFieldNames(lead.submission.vehicles.length);
    const unknown = result.errors.filter((error) => !names.includes(error.path));
    if (unknown.length > 0) return { kind: 'refused', errors: unknown };
    return { kind: 'invalid', errors: result.errors };
  }
  const places = placesOf(pricing, lead, result.value);
  if (places.errors.length > 0) return { kind: 'invalid', errors: places.errors };
  return {
    kind: 'checked',
    details: result.value,
    price: priceOfOrder(pricing, lead, result.value, places.moved, places.unplaced),
    routeChange: routeChangeOf(pricing, lead, result.value, places.moved),
  };
}

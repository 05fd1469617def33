/**
 * What the booking page shows, as plain data, and how it is made from a stored lead. The price is the one
 * stored with the lead when the visitor submitted (site/quote/pricing/quoted-price.ts): the page shows the
 * figures the visitor was given, however often it is opened and whatever the rate table says today, and
 * never trusts a price from the browser.
 */
import { priceHoldEnds } from '../../shared/price-hold';
import type { Mode, Submission, TransportType, Vehicle } from '../../shared/schema';
import type { QuotedPrice } from '../quote/pricing/quoted-price';
import type { RouteEstimate } from '../quote/pricing/route-price';

export type LeadSubmission = Pick<
  Submission,
  | 'mode'
  | 'transport_type'
  | 'origin_postal_code'
  | 'destination_postal_code'
  | 'ship_date'
  | 'vehicles'
  | 'first_name'
  | 'email'
  | 'phone'
>;

/** What the booking page needs of a stored lead. */
export interface BookingLead {
  /** The row id: the order store's key for the lead's order. Never shown. */
  id: number;
  leadNumber: string;
  /** ISO timestamp. */
  createdAt: string;
  submission: LeadSubmission;
  /** The price stored with the lead; null when it has none (an advisor confirms the price). */
  price: QuotedPrice | null;
}

export type BookingVehicle = Pick<Vehicle, 'year' | 'make' | 'model' | 'vehicle_type' | 'vehicle_inop'>;

/** The stored estimate, or `unpriced` for a lead stored without a price. */
export type BookingEstimate = RouteEstimate | { kind: 'unpriced' };

/** Until when the instant price holds, as the order review counts it (shared/price-hold.ts). */
export interface PriceHold {
  /** The instant it stops holding, ms since the epoch. */
  ends: number;
  /** It has stopped holding: an order booked now is priced at the day's rates. */
  lapsed: boolean;
}

/** What the booking page is told of the price's hold; without it the page says nothing of one. */
export interface PriceHoldOptions {
  /** Days the quote's price holds (the QUOTE_PRICE_DAYS setting). */
  quotePriceDays: number;
  /** The clock, in epoch milliseconds. */
  now: number;
}

/** Everything the booking page shows. No email or phone: the page is reachable by anyone holding its link. */
export interface BookingView {
  leadNumber: string;
  createdAt: string;
  mode: Mode;
  transportType: TransportType;
  shipDate: string;
  firstName: string;
  vehicles: BookingVehicle[];
  /** The pickup and delivery places as the visitor picked them. */
  origin: string;
  destination: string;
  /** Estimated road miles, for domestic routes whose two ends were placed on the map. */
  roadMiles?: number;
  estimate: BookingEstimate;
  /** For a domestic instant price, when the page says until when it holds. */
  priceHold?: PriceHold;
}

/** Only a domestic instant price is booked online at the quote's rates, so only it has a hold to tell of. */
function priceHoldOf(lead: BookingLead, options: PriceHoldOptions | undefined): PriceHold | undefined {
  if (!options || lead.price?.estimate.kind !== 'domestic') return undefined;
  const ends = priceHoldEnds(lead.createdAt, options.quotePriceDays);
  return { ends, lapsed: options.now > ends };
}

export function buildBookingView(lead: BookingLead, hold?: PriceHoldOptions): BookingView {
  const { submission, price } = lead;
  const priceHold = priceHoldOf(lead, hold);
  return {
    leadNumber: lead.leadNumber,
    createdAt: lead.createdAt,
    mode: submission.mode,
    transportType: submission.transport_type,
    shipDate: submission.ship_date,
    firstName: submission.first_name,
    vehicles: submission.vehicles.map(({ year, make, model, vehicle_type, vehicle_inop }) => ({
      year,
      make,
      model,
      ...(vehicle_type ? { vehicle_type } : {}),
      ...(vehicle_inop ? { vehicle_inop } : {}),
    })),
    origin: submission.origin_postal_code,
    destination: submission.destination_postal_code,
    ...(price?.roadMiles === undefined ? {} : { roadMiles: price.roadMiles }),
    estimate: price?.estimate ?? { kind: 'unpriced' },
    ...(priceHold ? { priceHold } : {}),
  };
}

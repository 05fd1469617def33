/**
 * What the booking page shows, as plain data, and how it is made from a stored lead. The price is the one
 * stored with the lead when the visitor submitted (site/quote/pricing/quoted-price.ts): the page shows the
 * figures the visitor was given, however often it is opened and whatever the rate table says today, and
 * never trusts a price from the browser.
 */
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
}

export function buildBookingView(lead: BookingLead): BookingView {
  const { submission, price } = lead;
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
  };
}

/**
 * What the booking page shows, as plain data, and how it is made from a stored lead.
 * The price is computed here, on the server, from the lead: the page
 * never trusts a price from the browser. Places are resolved by an injected function, so this module
 * needs neither the lookup indexes nor a database.
 */
import type { Mode, Submission, TransportType, Vehicle } from '../../shared/schema';
import { type MappedPlace, type PlaceResolver, priceQuote, type RouteEstimate } from '../pricing/route-price';

export type LeadSubmission = Pick<
  Submission,
  'mode' | 'transport_type' | 'origin_postal_code' | 'destination_postal_code' | 'ship_date' | 'vehicles' | 'first_name'
>;

/** What the booking page needs of a stored lead. */
export interface BookingLead {
  leadNumber: string;
  /** ISO timestamp. */
  createdAt: string;
  submission: LeadSubmission;
}

export interface BookingPlace {
  label: string;
  resolved?: MappedPlace;
}

export type BookingVehicle = Pick<Vehicle, 'year' | 'make' | 'model' | 'vehicle_type' | 'vehicle_inop'>;

export type BookingEstimate = RouteEstimate;

/** Everything the booking page shows. No email or phone: the page is reachable by anyone holding its link. */
export interface BookingView {
  leadNumber: string;
  createdAt: string;
  mode: Mode;
  transportType: TransportType;
  shipDate: string;
  firstName: string;
  vehicles: BookingVehicle[];
  origin: BookingPlace;
  destination: BookingPlace;
  /** Estimated road miles, for domestic routes whose two ends were placed on the map. */
  roadMiles?: number;
  estimate: BookingEstimate;
}

export function buildBookingView(lead: BookingLead, resolve: PlaceResolver): BookingView {
  const { submission } = lead;
  const { origin, destination, roadMiles, estimate } = priceQuote(submission, resolve, lead.createdAt);
  const place = (label: string, resolved: MappedPlace | undefined): BookingPlace =>
    resolved ? { label, resolved } : { label };
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
    origin: place(submission.origin_postal_code, origin),
    destination: place(submission.destination_postal_code, destination),
    ...(roadMiles === undefined ? {} : { roadMiles }),
    estimate,
  };
}

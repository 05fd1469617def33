/**
 * What the booking page shows, as plain data, and how it is made from a stored lead.
 * The price is computed here, on the server, from the lead: the page
 * never trusts a price from the browser. Places are resolved by an injected function, so this module
 * needs neither the lookup indexes nor a database.
 */
import type { Mode, Submission, TransportType, Vehicle } from '../../shared/schema';
import { estimateRoadMiles } from '../pricing/distance';
import type { LatLng } from '../pricing/great-circle';
import {
  type AgentEstimate,
  type DomesticEstimate,
  estimateDomestic,
  estimateInternational,
  type InternationalEstimate,
} from '../pricing/pricing';
import { isHomeCountry } from '../pricing/regions';

/** A place put on the map: enough to measure a route and tell its country. */
export interface MappedPlace extends LatLng {
  /** ISO 3166-1 alpha-2, e.g. "US". */
  countryCode: string;
}

/** Finds a place from the label the visitor picked; undefined when it cannot (site/lookup/resolve-place.ts). */
export type PlaceResolver = (label: string, mode: Mode) => MappedPlace | undefined;

export type LeadSubmission = Pick<
  Submission,
  'mode' | 'transport_type' | 'origin_postal_code' | 'destination_postal_code' | 'ship_date' | 'vehicles' | 'first_name'
>;

/** What the booking page needs of a stored lead: `sessionId` is the lead number. */
export interface BookingLead {
  sessionId: string;
  /** ISO timestamp. */
  createdAt: string;
  submission: LeadSubmission;
}

export interface BookingPlace {
  label: string;
  resolved?: MappedPlace;
}

export type BookingVehicle = Pick<Vehicle, 'year' | 'make' | 'model' | 'vehicle_type' | 'vehicle_inop'>;

export type BookingEstimate = DomesticEstimate | InternationalEstimate | AgentEstimate;

/** Everything the booking page shows. No email or phone: the page is reachable by anyone holding its link. */
export interface BookingView {
  sessionId: string;
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

/**
 * Hawaii is in the USA but not on the continent's road network: a road estimate would be nonsense and
 * the sea leg is priced by an agent (Hawaii car shipping is a service of its own).
 */
function offTheRoadNetwork(place: MappedPlace): boolean {
  return place.lat >= 18 && place.lat <= 23 && place.lng >= -161 && place.lng <= -154;
}

function resolvePlace(label: string, mode: Mode, resolve: PlaceResolver): BookingPlace {
  const resolved = resolve(label, mode);
  return resolved ? { label, resolved } : { label };
}

function priceRoute(
  submission: LeadSubmission,
  origin: BookingPlace,
  destination: BookingPlace,
  quotedOn: string,
): Pick<BookingView, 'roadMiles' | 'estimate'> {
  const a = origin.resolved;
  const b = destination.resolved;
  if (!a || !b) return { estimate: { kind: 'agent', reason: 'route-not-placed' } };
  if (submission.mode === 'international') {
    return {
      estimate: estimateInternational({
        originCountryCode: a.countryCode,
        destinationCountryCode: b.countryCode,
        vehicles: submission.vehicles,
      }),
    };
  }
  const onRoads = (p: MappedPlace) => isHomeCountry(p.countryCode) && !offTheRoadNetwork(p);
  if (!onRoads(a) || !onRoads(b)) return { estimate: { kind: 'agent', reason: 'outside-table' } };
  const roadMiles = estimateRoadMiles(a, b);
  return {
    roadMiles,
    estimate: estimateDomestic({
      distanceMiles: roadMiles,
      vehicles: submission.vehicles,
      shipDate: submission.ship_date,
      // Priced as of the day the lead was made, so reloading the page never changes the price.
      quotedOn: quotedOnDate(quotedOn),
    }),
  };
}

function quotedOnDate(createdAt: string): string {
  const time = Date.parse(createdAt);
  return Number.isNaN(time) ? new Date().toISOString().slice(0, 10) : new Date(time).toISOString().slice(0, 10);
}

export function buildBookingView(lead: BookingLead, resolve: PlaceResolver): BookingView {
  const { submission } = lead;
  const origin = resolvePlace(submission.origin_postal_code, submission.mode, resolve);
  const destination = resolvePlace(submission.destination_postal_code, submission.mode, resolve);
  return {
    sessionId: lead.sessionId,
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
    origin,
    destination,
    ...priceRoute(submission, origin, destination, lead.createdAt),
  };
}

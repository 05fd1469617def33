/**
 * The price of a quote's route, from the labels the visitor submitted: the places are put on the map, then
 * priced by the rate table. It runs once per quote, before the lead is stored (quoted-price.ts); the
 * widget's answer, the booking page and the CRM all read the price stored with the lead.
 */
import type { Mode, Submission } from '../../../shared/schema';
import type { LatLng } from '../../lookup/great-circle';
import { estimateRoadMiles } from './distance';
import {
  type AgentEstimate,
  type DomesticEstimate,
  estimateDomestic,
  estimateInternational,
  type InternationalEstimate,
} from './pricing';
import { RATE_TABLE, type RateTable } from './rate-table';
import { isHomeCountry } from './regions';
import { estimateSeaTrip } from './sea-route';

/** A place put on the map: enough to measure a route and tell its country. */
export interface MappedPlace extends LatLng {
  /** ISO 3166-1 alpha-2, e.g. "US". */
  countryCode: string;
  /** The US state (or Puerto Rico) or Canadian province, for places of the USA and Canada. */
  state?: string;
}

/** Finds a place from the label the visitor picked; undefined when it cannot (site/lookup/resolve-place.ts). */
export type PlaceResolver = (label: string, mode: Mode) => MappedPlace | undefined;

export type RouteEstimate = DomesticEstimate | InternationalEstimate | AgentEstimate;

/** What pricing needs of a quote. */
export type QuoteToPrice = Pick<
  Submission,
  'mode' | 'origin_postal_code' | 'destination_postal_code' | 'ship_date' | 'vehicles'
>;

export interface PricedRoute {
  origin?: MappedPlace;
  destination?: MappedPlace;
  /** Estimated road miles, for domestic routes whose two ends were placed on the map. */
  roadMiles?: number;
  estimate: RouteEstimate;
}

/**
 * Hawaii is in the USA but not on the continent's road network. A place there whose state is not known
 * cannot be put on a sea lane, so an agent prices it rather than the road.
 */
function hawaiiWithoutState(place: MappedPlace): boolean {
  return place.state === undefined && place.lat >= 18 && place.lat <= 23 && place.lng >= -161 && place.lng <= -154;
}

/** The calendar day (UTC) of an ISO timestamp or date; today when unreadable. */
function dayOf(iso: string): string {
  const time = Date.parse(iso);
  return (Number.isNaN(time) ? new Date() : new Date(time)).toISOString().slice(0, 10);
}

/** Prices `quote` as of `quotedOn` (an ISO time or date: its day decides short notice) by the rate table `rates`. */
export function priceQuote(
  quote: QuoteToPrice,
  resolve: PlaceResolver,
  quotedOn: string,
  rates: RateTable = RATE_TABLE,
): PricedRoute {
  const origin = resolve(quote.origin_postal_code, quote.mode);
  const destination = resolve(quote.destination_postal_code, quote.mode);
  const places = { ...(origin ? { origin } : {}), ...(destination ? { destination } : {}) };
  if (!origin || !destination) return { ...places, estimate: { kind: 'agent', reason: 'route-not-placed' } };
  if (quote.mode === 'international') {
    return {
      ...places,
      estimate: estimateInternational(
        {
          originCountryCode: origin.countryCode,
          destinationCountryCode: destination.countryCode,
          vehicles: quote.vehicles,
        },
        rates,
      ),
    };
  }
  const atHome = (p: MappedPlace) => isHomeCountry(p.countryCode) && !hawaiiWithoutState(p);
  if (!atHome(origin) || !atHome(destination)) {
    return { ...places, estimate: { kind: 'agent', reason: 'outside-table' } };
  }
  const sea = estimateSeaTrip(
    {
      origin: { ...origin, label: quote.origin_postal_code },
      destination: { ...destination, label: quote.destination_postal_code },
      vehicles: quote.vehicles,
      shipDate: quote.ship_date,
      quotedOn: dayOf(quotedOn),
    },
    rates,
  );
  if (sea === 'outside-table') return { ...places, estimate: { kind: 'agent', reason: 'outside-table' } };
  if (sea) return { ...places, roadMiles: sea.distanceMiles, estimate: sea };
  const roadMiles = estimateRoadMiles(origin, destination);
  return {
    ...places,
    roadMiles,
    estimate: estimateDomestic(
      {
        distanceMiles: roadMiles,
        vehicles: quote.vehicles,
        shipDate: quote.ship_date,
        quotedOn: dayOf(quotedOn),
        ...(origin.state ? { fromState: origin.state } : {}),
        ...(destination.state ? { toState: destination.state } : {}),
      },
      rates,
    ),
  };
}

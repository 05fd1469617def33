/**
 * The price a visitor is shown, as it is kept with their lead. It is worked out once, before the lead is
 * stored, and stored in the same transaction; the submit answer, the booking page and the CRM payload all
 * read it from the lead. So a visitor, their booking page and the advisor who calls see the same figures,
 * however the rate table changes while a lead waits (a CRM outage, a booking link opened weeks later).
 */
import type { Submission, TransportType } from '../../../shared/schema';
import { RATE_TABLE, type RateTable } from './rate-table';
import { type PlaceResolver, priceQuote, type QuoteToPrice, type RouteEstimate } from './route-price';

export interface QuotedPrice {
  /** RATE_TABLE_VERSION of the table that priced it. */
  rateTableVersion: number;
  /** The shipping method the visitor chose. */
  chosen: TransportType;
  /** Estimated road miles, for domestic routes whose two ends were placed on the map. */
  roadMiles?: number;
  /** Both carriers' (or every overseas method's) figures with their transit, or why an agent prices the route. */
  estimate: RouteEstimate;
}

/** Prices a quote as of `quotedOn` (now, as it is submitted) by the rate table `rates`. */
export function quotePrice(
  quote: QuoteToPrice & Pick<Submission, 'transport_type'>,
  resolve: PlaceResolver,
  quotedOn: string,
  rates: RateTable = RATE_TABLE,
): QuotedPrice {
  const { roadMiles, estimate } = priceQuote(quote, resolve, quotedOn, rates);
  return {
    rateTableVersion: rates.version,
    chosen: quote.transport_type,
    ...(roadMiles === undefined ? {} : { roadMiles }),
    estimate,
  };
}

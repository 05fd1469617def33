/**
 * The lookups the runtime uses unless it is handed others: the broker's offline indexes (site/lookup), as
 * the API's lookup calls, the place behind a quote's labels and the readiness check need them.
 */
import type { LookupService } from './api/lookup-routes';
import {
  autocomplete,
  cityPortLookup,
  cityZipLookup,
  hasMake,
  loadLookups,
  makeLookup,
  modelLookup,
  placeOfPostalCode,
  resolvePlace,
} from './lookup';
import type { PlaceResolver } from './quote/pricing/route-price';
import type { PostalLookup } from './signing/order-places';

/**
 * What the runtime asks of the offline lookups: the API's lookup calls, the place behind a quote's labels
 * (pricing and the booking page's distance), building the indexes at start and whether they answer.
 */
export interface RuntimeLookups extends LookupService {
  resolvePlace: PlaceResolver;
  /** A ZIP or postal code's place and state, for checking an order's addresses. */
  placeOfPostalCode: PostalLookup;
  /** Builds the indexes before the first visitor waits for them; returns the milliseconds it took. */
  load(): number;
  /** Whether the indexes answer, for readiness. */
  loaded(): boolean;
}

/** The broker's offline indexes (site/lookup), the runtime's lookups unless it is handed others. */
export const OFFLINE_LOOKUPS: RuntimeLookups = {
  cityZipLookup,
  cityPortLookup,
  autocomplete,
  makeLookup,
  modelLookup,
  hasMake,
  resolvePlace,
  placeOfPostalCode,
  load: () => loadLookups().ms,
  // A known ZIP must come back: an empty or broken index would answer every visitor's typing with nothing.
  loaded: () => cityZipLookup('10001').length > 0,
};

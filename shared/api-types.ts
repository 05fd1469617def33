/** The contract of the API's six calls (docs/product.md lists them). */
import type { FieldError, SubmissionInput, TransportType } from './schema';

/**
 * `nearMiss: true` marks a suggestion that is not a match of the typed text but a name a small edit away from
 * it ("Toyotaa" → Toyota, "Chicgo" → Chicago, IL): a "did you mean", always after every match. Only such
 * suggestions carry it; a client that does not know it sees one more suggestion.
 */
interface MaybeNearMiss {
  nearMiss?: true;
}

export interface CityZipSuggestion extends MaybeNearMiss {
  label: string;
  city: string;
  state: string;
  zip?: string;
  country: 'US' | 'CA';
  lat: number;
  lng: number;
}

export interface CityPortSuggestion extends MaybeNearMiss {
  label: string;
  kind: 'city' | 'port';
  name: string;
  country: string;
  countryCode: string;
  locode?: string;
  lat: number;
  lng: number;
}

export interface PlaceSuggestion {
  label: string;
  [extra: string]: unknown;
}

export interface MakeSuggestion extends MaybeNearMiss {
  MakeID: number;
  MakeName: string;
}

export interface ModelSuggestion extends MaybeNearMiss {
  ModelID: number;
  ModelName: string;
}

/** Lookup answers carry their suggestions in `data`. */
export interface LookupResponse<T> {
  data?: T[];
}

/** A span of whole numbers: dollars, days or weeks. */
export interface Span {
  min: number;
  max: number;
}

/** One way to ship, priced for the whole order in whole US dollars: the likely range and the time it takes. */
export interface PriceOption {
  transport: TransportType;
  /** The likely range; `from` is its low end. */
  from: number;
  to: number;
  /** The single best estimate, where the rate table gives one (USA/Canada routes). */
  estimate?: number;
  /** Door to door: days on USA/Canada routes, weeks overseas. */
  transit: Span;
  transitUnit: 'days' | 'weeks';
}

/**
 * The instant price of the quote, from the same rate table as its booking page (which has the full
 * quote). `options` is empty when the route needs an advisor to price it (say, a country the table does
 * not cover): the visitor is then told an advisor will call with a price.
 */
/** One leg of a trip across the water (Hawaii, Alaska, Puerto Rico): by road, at a port, or the sailing. */
export type PriceLeg =
  | { kind: 'road'; from: string; to: string; miles: number }
  | { kind: 'port'; port: string; action: 'drop-off' | 'pick-up' }
  | { kind: 'sailing'; from: string; to: string; days: Span };

export interface InstantPrice {
  options: PriceOption[];
  /** The shipping method the visitor chose, one of the options when there are any. */
  chosen: TransportType;
  /** Lines about the price in the broker's words, to show beside it: the season that moved it, the sea legs. */
  notes?: string[];
  /** A trip across the water, leg by leg; the options' transit includes the sailing. */
  legs?: PriceLeg[];
}

/** What the submit call answers: status code, booking page URL and lead number (`sessionId`). */
export interface SubmitResponse {
  statusCode?: number;
  url?: string;
  sessionId?: string;
  description?: string;
  /** Added to the answer; older clients ignore it. */
  price?: InstantPrice;
}

/** Every client mistake answers 400 with this body. */
export interface ErrorResponse {
  statusCode: number;
  errors?: FieldError[];
  message?: string;
}

export type SubmitRequest = SubmissionInput;

export interface ModelLookupRequest {
  input: string;
  MakeID: number;
  Year: number;
}

/** Request paths are /api/ plus the call's name. */
export const API_PATHS = {
  createOpportunityAndSendToBooking: '/api/createOpportunityAndSendToBooking',
  cityZipLookup: '/api/cityZipLookup',
  cityPortLookup: '/api/cityPortLookup',
  autocomplete: '/api/autocomplete',
  makeLookup: '/api/makeLookup',
  modelLookup: '/api/modelLookup',
} as const;

/** The contract of the API's six calls (docs/product.md lists them). */
import type { FieldError, SubmissionInput } from './schema';

export interface CityZipSuggestion {
  label: string;
  city: string;
  state: string;
  zip?: string;
  country: 'US' | 'CA';
  lat: number;
  lng: number;
}

export interface CityPortSuggestion {
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

export interface MakeSuggestion {
  MakeID: number;
  MakeName: string;
}

export interface ModelSuggestion {
  ModelID: number;
  ModelName: string;
}

/** Lookup answers carry their suggestions in `data`. */
export interface LookupResponse<T> {
  data?: T[];
}

/** What the submit call answers: status code, booking page URL and lead number (`sessionId`). */
export interface SubmitResponse {
  statusCode?: number;
  url?: string;
  sessionId?: string;
  description?: string;
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

/** A typed client for the API calls: all POST with a JSON body, all answers read as JSON. */
import {
  API_PATHS,
  type CityPortSuggestion,
  type CityZipSuggestion,
  type ErrorResponse,
  type LookupResponse,
  type MakeSuggestion,
  type ModelLookupRequest,
  type ModelSuggestion,
  type PlaceSuggestion,
  type SubmitRequest,
  type SubmitResponse,
} from './api-types';

/** A call that did not get a usable answer: offline, timed out, or a non-2xx status. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when the network failed before any answer. */
    readonly status: number,
    readonly body?: ErrorResponse,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  /** API origin, e.g. "https://broker.example"; '' means the current origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface ApiClient {
  cityZipLookup(input: string, options?: CallOptions): Promise<CityZipSuggestion[]>;
  cityPortLookup(input: string, options?: CallOptions): Promise<CityPortSuggestion[]>;
  autocomplete(input: string, options?: CallOptions): Promise<PlaceSuggestion[]>;
  makeLookup(input: string, options?: CallOptions): Promise<MakeSuggestion[]>;
  modelLookup(request: ModelLookupRequest, options?: CallOptions): Promise<ModelSuggestion[]>;
  createOpportunityAndSendToBooking(body: SubmitRequest, options?: CallOptions): Promise<SubmitResponse>;
}

export function createApiClient({ baseUrl = '', fetch: fetchImpl }: ApiClientOptions = {}): ApiClient {
  const base = baseUrl.replace(/\/+$/, '');

  async function post<T>(path: string, body: unknown, options: CallOptions = {}): Promise<T> {
    const doFetch = fetchImpl ?? globalThis.fetch;
    let response: Response;
    try {
      response = await doFetch(base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: options.signal,
        credentials: 'omit',
      });
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error;
      throw new ApiError('The network request failed', 0);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      throw new ApiError(`The server answered ${response.status}`, response.status, json as ErrorResponse | undefined);
    }
    return (json ?? {}) as T;
  }

  /** Lookup answers are read from `data`; a missing or malformed array is an empty list. */
  async function lookup<T>(path: string, body: unknown, options?: CallOptions): Promise<T[]> {
    const answer = await post<LookupResponse<T>>(path, body, options);
    return Array.isArray(answer?.data) ? answer.data : [];
  }

  return {
    cityZipLookup: (input, options) => lookup(API_PATHS.cityZipLookup, { input }, options),
    cityPortLookup: (input, options) => lookup(API_PATHS.cityPortLookup, { input, searchPort: true }, options),
    autocomplete: (input, options) => lookup(API_PATHS.autocomplete, { input }, options),
    makeLookup: (input, options) => lookup(API_PATHS.makeLookup, { input }, options),
    modelLookup: (request, options) => lookup(API_PATHS.modelLookup, request, options),
    createOpportunityAndSendToBooking: (body, options) =>
      post<SubmitResponse>(API_PATHS.createOpportunityAndSendToBooking, body, options),
  };
}

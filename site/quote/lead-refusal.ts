/**
 * Why a quote was not stored, by the status it was answered with: few enough values to count by (the
 * metrics), and nothing the visitor sent.
 */

export const LEAD_REFUSALS = [
  /** 400: the body, a field, the idempotency key or the make did not pass. */
  'invalid',
  /** 403: a page of an origin that may not submit. */
  'origin_not_allowed',
  /** 409: the idempotency key was used for another quote. */
  'key_reused',
  /** 413: the body was too large. */
  'too_large',
  /** 429: the client's submission limit. */
  'rate_limited',
  /** 503: the database was busy or unreachable, or the server was stopping. */
  'unavailable',
  /** 500: an unexpected error. */
  'error',
] as const;

export type LeadRefusal = (typeof LEAD_REFUSALS)[number];

export function refusalOf(status: number): LeadRefusal {
  switch (status) {
    case 403:
      return 'origin_not_allowed';
    case 409:
      return 'key_reused';
    case 413:
      return 'too_large';
    case 429:
      return 'rate_limited';
    case 503:
      return 'unavailable';
    default:
      return status >= 500 ? 'error' : 'invalid';
  }
}

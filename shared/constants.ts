/** The quote form's constants and limits, shared by the widget and the server; docs/product.md lists them. */

/** The full widget opens the booking page this long after a successful submit. */
export const BOOKING_OPEN_DELAY_MS = 1500;

/** The quote form has three steps. */
export const STEP_COUNT = 3;
/** The oldest model year the form accepts. */
export const MIN_VEHICLE_YEAR = 1900;
/** Vehicles per quote: at least one, at most five. */
export const MIN_VEHICLES = 1;
export const MAX_VEHICLES = 5;
/** The offline vehicle catalogue (NHTSA vPIC) starts at the 17-character VIN year. */
export const CATALOGUE_FIRST_YEAR = 1981;

/** Lookup timing of the widget: wait this long after the last key before asking the API. */
export const LOOKUP_DEBOUNCE_MS = 200;
/** Lookups answer at most this many suggestions. */
export const LOOKUP_MAX_RESULTS = 10;
/** Longest text accepted in a lookup query. */
export const LOOKUP_MAX_INPUT = 100;

/** The status used when the opportunity call answers without one. */
export const MISSING_STATUS_CODE = 500;

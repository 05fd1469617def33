/** Business constants and limits, each written once here; docs/product.md lists them. */

/** The navbar turns solid at this many pixels of scrolling. */
export const NAVBAR_SOLID_AT_PX = 90;
/** The hero video replaces the still image this long after load. */
export const HERO_VIDEO_DELAY_MS = 3000;
/** The full widget opens the booking page this long after a successful submit. */
export const BOOKING_OPEN_DELAY_MS = 1500;
/** The tag manager loads this long after page load. */
export const TAG_MANAGER_DELAY_MS = 3500;

/** Blog card title and excerpt, and the featured post's content, in characters. */
export const BLOG_CARD_TITLE_CHARS = 35;
export const BLOG_CARD_EXCERPT_CHARS = 120;
export const FEATURED_CONTENT_CHARS = 150;

/** Review truncation: over `over` characters, cut to `cutTo`. */
export const REVIEW_TRUNCATION = {
  landing: { over: 100, cutTo: 150 },
  mainWide: { over: 250, cutTo: 230 },
  mainSmall: { over: 100, cutTo: 150 },
} as const;

/** A landing headline over this many characters gets a smaller font, so it still fits the hero on a phone. */
export const LANDING_TITLE_LONG_OVER_CHARS = 40;

/** The quote form has three steps. */
export const STEP_COUNT = 3;
/** The oldest model year the form accepts. */
export const MIN_VEHICLE_YEAR = 1900;
/** Vehicles per quote: at least one, at most five. */
export const MIN_VEHICLES = 1;
export const MAX_VEHICLES = 5;
/** The offline vehicle catalogue (NHTSA vPIC) starts at the 17-character VIN year. */
export const CATALOGUE_FIRST_YEAR = 1981;

/** Air freight carries up to 80 vehicles per plane; containers come in 20 ft and 40 ft. */
export const AIR_FREIGHT_MAX_VEHICLES = 80;
export const CONTAINER_SIZES_FT = [20, 40] as const;

/** Marketing claims. */
export const VEHICLES_SHIPPED = 100_000;
export const CUSTOMERS_SERVED = 500_000;
export const YEARS_SHIPPING = 10;
export const CARRIER_COUNT = 10;
export const SERVICE_TYPE_COUNT = 30;

/** The copyright line starts in this year. */
export const COPYRIGHT_START_YEAR = 2020;

/** Lookup timing of the widget: wait this long after the last key before asking the API. */
export const LOOKUP_DEBOUNCE_MS = 200;
/** Lookups answer at most this many suggestions. */
export const LOOKUP_MAX_RESULTS = 10;
/** Longest text accepted in a lookup query. */
export const LOOKUP_MAX_INPUT = 100;

/** The status used when the opportunity call answers without one. */
export const MISSING_STATUS_CODE = 500;

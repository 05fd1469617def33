/**
 * Route distance for the instant price (issue #3). The site has no routing engine, so the road
 * distance is estimated from the great-circle distance times a circuity factor: roads wind, so a
 * drive is longer than the straight line by a fairly stable ratio over long distances. Ballou,
 * Rahardja and Sakai ("Selected country circuity factors for road travel distance estimation",
 * Transportation Research Part A 36(9), 2002) measured about 1.2 on average for the USA; we use 1.2
 * for Canada too. An advisor confirms the real route before anything is charged (SPEC §1: the
 * customer is charged only once a shipping partner is confirmed).
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean Earth radius in statute miles (IUGG mean radius 6,371.0088 km). */
export const EARTH_RADIUS_MILES = 3958.761;

/** Road miles per straight-line mile in the USA and Canada (Ballou et al. 2002, about 1.2). */
export const ROAD_CIRCUITY_FACTOR = 1.2;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine formula, spherical Earth: within ~0.5% of the ellipsoid). */
export function greatCircleMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min() guards against rounding pushing h a hair above 1 for antipodal points.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Estimated driving distance in whole miles, rounded to the nearest 10 (to the nearest mile under
 * 100): the estimate is good to a few percent at best, so more digits would claim false precision.
 */
export function estimateRoadMiles(a: LatLng, b: LatLng): number {
  const miles = greatCircleMiles(a, b) * ROAD_CIRCUITY_FACTOR;
  return miles < 100 ? Math.round(miles) : Math.round(miles / 10) * 10;
}

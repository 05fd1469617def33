/**
 * Route distance for the instant price. The site has no routing engine, so the road
 * distance is estimated from the great-circle distance times a circuity factor: roads wind, so a
 * drive is longer than the straight line by a fairly stable ratio over long distances. Ballou,
 * Rahardja and Sakai ("Selected country circuity factors for road travel distance estimation",
 * Transportation Research Part A 36(9), 2002) measured about 1.2 on average for the USA; we use 1.2
 * for Canada too. An advisor confirms the real route before anything is charged (the customer is
 * charged only once a carrier is confirmed).
 */
import { greatCircleMiles, type LatLng } from '../../lookup/great-circle';

/** Road miles per straight-line mile in the USA and Canada (Ballou et al. 2002, about 1.2). */
export const ROAD_CIRCUITY_FACTOR = 1.2;

/**
 * Estimated driving distance in whole miles, rounded to the nearest 10 (to the nearest mile under
 * 100): the estimate is good to a few percent at best, so more digits would claim false precision.
 */
export function estimateRoadMiles(a: LatLng, b: LatLng): number {
  const miles = greatCircleMiles(a, b) * ROAD_CIRCUITY_FACTOR;
  return miles < 100 ? Math.round(miles) : Math.round(miles / 10) * 10;
}

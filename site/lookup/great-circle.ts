/** Straight-line distance over the Earth's surface: the lookups use it to find the nearest city, pricing to estimate road miles. */

export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean Earth radius in statute miles (IUGG mean radius 6,371.0088 km). */
const EARTH_RADIUS_MILES = 3958.761;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine formula, spherical Earth: within ~0.5% of the ellipsoid). */
export function greatCircleMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min() guards against rounding pushing h a hair above 1 for antipodal points.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

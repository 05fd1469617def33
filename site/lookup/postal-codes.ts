/**
 * US ZIP codes and Canadian FSAs from the npm package `zipcodes` 8.0.0 (its `codes` object). US coordinates are
 * GeoNames postal codes (CC-BY 4.0); credit in data/PROVENANCE.md.
 */
import { createRequire } from 'node:module';

/**
 * One row as the package holds it. Typed here rather than with @types/zipcodes because the data disagrees with
 * those types: nine Canadian rows have `latitude: null` (their columns are shifted, see canada.ts).
 */
export interface PostalCodeRow {
  zip: string;
  latitude: number | null;
  longitude: number | null;
  city: string;
  /** US: state abbreviation. Canada: the province's full name, or a shifted column in the broken rows. */
  state: string;
  country: 'US' | 'Canada';
}

let rows: readonly PostalCodeRow[] | undefined;

/** Read once, on first use (about 0.25 s). */
export function postalCodeRows(): readonly PostalCodeRow[] {
  rows ??= Object.values(
    (createRequire(import.meta.url)('zipcodes') as { codes: Record<string, PostalCodeRow> }).codes,
  );
  return rows;
}

/** The rows of the US and Canadian lookup (city-zip-index.ts) and what its index is made of. */
import type { NearMissParts } from './near-miss-index';
import type { PrefixParts } from './prefix-index';

export interface DomesticPlace {
  kind: 'zip' | 'fsa' | 'city';
  label: string;
  city: string;
  /** US state or Canadian province abbreviation. */
  state: string;
  /** A US ZIP, a Canadian FSA or full postal code; none on Canadian city rows. */
  zip?: string;
  country: 'US' | 'CA';
  lat: number;
  lng: number;
  /** Ranks city rows. */
  population: number;
}

/** What the index is made of: city-zip-build.ts builds it, lookup-snapshot.ts saves and reads it. */
export interface CityZipParts {
  /** US ZIPs, in code order. */
  zips: readonly DomesticPlace[];
  /** Canadian FSAs, in code order. */
  fsas: readonly DomesticPlace[];
  /** US and Canadian cities, most populous first. */
  cities: readonly DomesticPlace[];
  cityKeys: PrefixParts;
  nearCities: NearMissParts;
}

/** What the world cities and ports index (world-place-index.ts) is made of. */
import type { CityPortSuggestion } from '../../shared/api-types';
import type { NearMissParts } from './near-miss-index';
import type { PrefixParts } from './prefix-index';

/** World-place-build.ts builds it, lookup-snapshot.ts saves and reads it. */
export interface WorldParts {
  /** Every city, most populous first. */
  cities: readonly CityPortSuggestion[];
  cityKeys: PrefixParts;
  /** Every port, best first (commercial, then bigger harbour, then name). */
  ports: readonly CityPortSuggestion[];
  portKeys: PrefixParts;
  /** The ranks (places in `ports`) of the commercial ports. */
  commercialPorts: readonly number[];
  /** Each UN/LOCODE with the rank of its port. */
  locodes: readonly (readonly [code: string, rank: number])[];
  /** The near misses are looked for among this many of the most populous cities, then every port. */
  nearCities: number;
  nearMisses: NearMissParts;
  /** The most words a city label has after the name: a division and the longest country name. */
  labelTailWords: number;
}

/**
 * The offline lookups behind the API's five lookup calls and the booking page's distance estimate.
 * Pure functions over in-memory indexes; the Hono handlers live in site/api/.
 */
import { cityZipIndex } from './city-zip-index';
import { vehicleCatalogue } from './vehicle-catalogue';
import { worldPlaceIndex } from './world-place-index';

export { cityZipLookup, placeOfPostalCode } from './city-zip-index';
export { autocomplete } from './places';
export { resolvePlace } from './resolve-place';
export { hasMake, makeLookup, modelLookup } from './vehicle-catalogue';
export { cityPortLookup } from './world-place-index';

export interface LookupLoadReport {
  /** Wall-clock milliseconds of the whole build (data files read, indexes sorted). */
  ms: number;
  /** Per index, so a slow start-up can be traced. */
  parts: { cityZip: number; world: number; vehicles: number };
}

let report: LookupLoadReport | undefined;

/**
 * Builds every index once (each is also built lazily on first use, so this only moves the cost to start-up,
 * before the first visitor waits for it). Later calls return the first report. docs/performance.md has the
 * measured times.
 */
export function loadLookups(): LookupLoadReport {
  if (report) return report;
  const started = performance.now();
  const time = (build: () => unknown) => {
    const from = performance.now();
    build();
    return Math.round(performance.now() - from);
  };
  const parts = { cityZip: time(cityZipIndex), world: time(worldPlaceIndex), vehicles: time(vehicleCatalogue) };
  report = { ms: Math.round(performance.now() - started), parts };
  return report;
}

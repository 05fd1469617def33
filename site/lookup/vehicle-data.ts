/** Makes and models from NHTSA vPIC, public domain; see data/PROVENANCE.md for how vehicles.json was made. */
import { assertArray, readDataFile } from './data-file';

export interface MakeRow {
  /** vPIC Make_ID, the same id the live vPIC API uses (Toyota = 448). */
  id: number;
  name: string;
  /** vPIC vehicle types: 1 motorcycle, 2 passenger car, 3 truck, 5 bus, 7 MPV, 9 low-speed, 13 off-road. */
  types: number[];
  firstYear: number;
  lastYear: number;
}

export interface ModelRow {
  /** vPIC Model_ID. */
  id: number;
  makeId: number;
  name: string;
  types: number[];
  /** Inclusive [from, to] model-year ranges; a model may have gaps. */
  years: Array<[from: number, to: number]>;
}

export function readVehicles(): { makes: MakeRow[]; models: ModelRow[] } {
  const file = readDataFile('vehicles.json') as { makes?: unknown; models?: unknown };
  assertArray(file.makes, 'vehicles.json makes');
  assertArray(file.models, 'vehicles.json models');
  return { makes: file.makes as MakeRow[], models: file.models as ModelRow[] };
}

/** Cars, trucks and multipurpose vehicles (SUVs, vans): what a car-shipping visitor most often means. */
export const PASSENGER_TYPES: ReadonlySet<number> = new Set([2, 3, 7]);

export function isPassengerType(types: readonly number[]): boolean {
  return types.some((type) => PASSENGER_TYPES.has(type));
}

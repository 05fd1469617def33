/**
 * The city/ZIP and world indexes as `npm run build` saves them (write-lookup-snapshot.ts, into dist/lookups/),
 * read back at start-up in a fraction of the seconds building them from the packages takes. The file holds
 * the built parts as they are, so the answers are the same either way (lookup-snapshot.test.ts).
 *
 * It is used only when it was made from the sources, data and lock file there are now (its header lists them
 * with their hashes) and by the same Node and ICU (country names and accents come from them), and only if it
 * reads back whole; otherwise the indexes are built from the packages, as without it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CityPortSuggestion } from '../../../shared/api-types';
import type { CityZipParts, DomesticPlace } from '../city-zip-parts';
import type { NearMissParts } from '../near-miss-index';
import type { PrefixParts } from '../prefix-index';
import type { WorldParts } from '../world-parts';
import { ColumnReader, ColumnWriter } from './snapshot-columns';

/** Where the build writes it, from the repository's root. */
export const SNAPSHOT_FILE = 'dist/lookups/indexes.bin';
/** Raised whenever what the file holds, or how, changes. */
export const SNAPSHOT_FORMAT = 1;
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface SnapshotAbout {
  format: number;
  runtime: Runtime;
  /** Each file the indexes are made from (from the repository's root), with the hash of its content. */
  inputs: Record<string, string>;
}

type Runtime = Record<'node' | 'icu' | 'unicode', string | undefined>;

export function currentRuntime(): Runtime {
  const { node, icu, unicode } = process.versions;
  return { node, icu, unicode };
}

export function hashOf(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('base64url');
}

export function encodeLookups(parts: { cityZip: CityZipParts; world: WorldParts }, about: SnapshotAbout): Buffer {
  const out = new ColumnWriter();
  const { cityZip, world } = parts;
  for (const name of ['zips', 'fsas', 'cities'] as const) writeDomestic(out, `cityZip.${name}`, cityZip[name]);
  writePrefix(out, 'cityZip.cityKeys', cityZip.cityKeys);
  writeNearMiss(out, 'cityZip.nearCities', cityZip.nearCities);

  writeWorldPlaces(out, 'world.cities', world.cities);
  writePrefix(out, 'world.cityKeys', world.cityKeys);
  writeWorldPlaces(out, 'world.ports', world.ports);
  writePrefix(out, 'world.portKeys', world.portKeys);
  out.array('world.commercialPorts', 'int32', Int32Array.from(world.commercialPorts));
  out.strings(
    'world.locodes',
    world.locodes.map(([code]) => code),
  );
  out.array(
    'world.locodeRanks',
    'int32',
    Int32Array.from(world.locodes, ([, rank]) => rank),
  );
  out.number('world.nearCities', world.nearCities);
  writeNearMiss(out, 'world.nearMisses', world.nearMisses);
  out.number('world.labelTailWords', world.labelTailWords);
  return out.toBuffer(about);
}

export interface SavedLookups {
  cityZip(): CityZipParts;
  world(): WorldParts;
}

/** Each kind is read from the file when first asked for; throws when the file does not read back whole. */
export function decodeLookups(file: Buffer): SavedLookups & { about: unknown } {
  const from = new ColumnReader(file);
  return {
    about: from.about,
    cityZip: () => ({
      zips: readDomestic(from, 'cityZip.zips'),
      fsas: readDomestic(from, 'cityZip.fsas'),
      cities: readDomestic(from, 'cityZip.cities'),
      cityKeys: readPrefix(from, 'cityZip.cityKeys'),
      nearCities: readNearMiss(from, 'cityZip.nearCities'),
    }),
    world: () => {
      const ranks = from.array('world.locodeRanks', 'int32');
      return {
        cities: readWorldPlaces(from, 'world.cities'),
        cityKeys: readPrefix(from, 'world.cityKeys'),
        ports: readWorldPlaces(from, 'world.ports'),
        portKeys: readPrefix(from, 'world.portKeys'),
        commercialPorts: Array.from(from.array('world.commercialPorts', 'int32')),
        locodes: from.strings('world.locodes').map((code, at) => [code, ranks[at]!] as const),
        nearCities: from.number('world.nearCities'),
        nearMisses: readNearMiss(from, 'world.nearMisses'),
        labelTailWords: from.number('world.labelTailWords'),
      };
    },
  };
}

/** Whether a file's header says it was made from what there is now, by this runtime. */
export function isCurrent(about: unknown, root = REPO_ROOT): boolean {
  if (typeof about !== 'object' || about === null) return false;
  const { format, runtime, inputs } = about as Partial<SnapshotAbout>;
  if (format !== SNAPSHOT_FORMAT || JSON.stringify(runtime) !== JSON.stringify(currentRuntime())) return false;
  const files = Object.entries(inputs ?? {});
  return (
    files.length > 0 &&
    files.every(([file, hash]) => {
      const path = join(root, file);
      return existsSync(path) && hashOf(path) === hash;
    })
  );
}

let saved: SavedLookups | null | undefined;

/**
 * The saved indexes, the file read once; undefined when there is none, or it is not current. A kind that does
 * not read back whole is undefined too, and is built instead.
 */
export function savedLookups(): { cityZip(): CityZipParts | undefined; world(): WorldParts | undefined } | undefined {
  if (saved === undefined) saved = readSaved(join(REPO_ROOT, SNAPSHOT_FILE)) ?? null;
  const from = saved;
  if (!from) return undefined;
  const orUndefined =
    <T>(read: () => T) =>
    () => {
      try {
        return read();
      } catch {
        return undefined;
      }
    };
  return { cityZip: orUndefined(from.cityZip), world: orUndefined(from.world) };
}

function readSaved(file: string): SavedLookups | undefined {
  try {
    if (!existsSync(file)) return undefined;
    const lookups = decodeLookups(readFileSync(file));
    return isCurrent(lookups.about) ? lookups : undefined;
  } catch {
    return undefined;
  }
}

function writeDomestic(out: ColumnWriter, name: string, places: readonly DomesticPlace[]): void {
  out.codes(
    `${name}.kind`,
    places.map((place) => place.kind),
  );
  out.strings(
    `${name}.label`,
    places.map((place) => place.label),
  );
  out.strings(
    `${name}.city`,
    places.map((place) => place.city),
  );
  out.codes(
    `${name}.state`,
    places.map((place) => place.state),
  );
  out.strings(
    `${name}.zip`,
    places.map((place) => present(name, place.zip)),
  );
  out.codes(
    `${name}.country`,
    places.map((place) => place.country),
  );
  out.array(`${name}.coordinates`, 'float64', Float64Array.from(places.flatMap((place) => [place.lat, place.lng])));
  out.array(
    `${name}.population`,
    'float64',
    Float64Array.from(places, (place) => place.population),
  );
}

function readDomestic(from: ColumnReader, name: string): DomesticPlace[] {
  const kinds = from.codes(`${name}.kind`) as DomesticPlace['kind'][];
  const labels = from.strings(`${name}.label`);
  const cities = from.strings(`${name}.city`);
  const states = from.codes(`${name}.state`);
  const zips = from.strings(`${name}.zip`);
  const countries = from.codes(`${name}.country`) as DomesticPlace['country'][];
  const coordinates = from.array(`${name}.coordinates`, 'float64');
  const population = from.array(`${name}.population`, 'float64');
  // The properties in the order the builder gives them (city-zip-build.ts), a Canadian city with no `zip`.
  return kinds.map((kind, at): DomesticPlace => {
    const label = labels[at]!;
    const city = cities[at]!;
    const state = states[at]!;
    const zip = zips[at]!;
    const country = countries[at]!;
    const lat = coordinates[2 * at]!;
    const lng = coordinates[2 * at + 1]!;
    return zip === ''
      ? { kind, label, city, state, country, lat, lng, population: population[at]! }
      : { kind, label, city, state, zip, country, lat, lng, population: population[at]! };
  });
}

function writeWorldPlaces(out: ColumnWriter, name: string, places: readonly CityPortSuggestion[]): void {
  out.strings(
    `${name}.label`,
    places.map((place) => place.label),
  );
  out.codes(
    `${name}.kind`,
    places.map((place) => place.kind),
  );
  out.strings(
    `${name}.name`,
    places.map((place) => place.name),
  );
  out.codes(
    `${name}.country`,
    places.map((place) => place.country),
  );
  out.codes(
    `${name}.countryCode`,
    places.map((place) => place.countryCode),
  );
  out.strings(
    `${name}.locode`,
    places.map((place) => present(name, place.locode)),
  );
  out.array(`${name}.coordinates`, 'float64', Float64Array.from(places.flatMap((place) => [place.lat, place.lng])));
}

function readWorldPlaces(from: ColumnReader, column: string): CityPortSuggestion[] {
  const labels = from.strings(`${column}.label`);
  const kinds = from.codes(`${column}.kind`) as CityPortSuggestion['kind'][];
  const names = from.strings(`${column}.name`);
  const countries = from.codes(`${column}.country`);
  const codes = from.codes(`${column}.countryCode`);
  const locodes = from.strings(`${column}.locode`);
  const coordinates = from.array(`${column}.coordinates`, 'float64');
  // The properties in the order the builder gives them (world-place-build.ts): they are the answer's order.
  return labels.map((label, at): CityPortSuggestion => {
    const kind = kinds[at]!;
    const name = names[at]!;
    const country = countries[at]!;
    const countryCode = codes[at]!;
    const locode = locodes[at]!;
    const lat = coordinates[2 * at]!;
    const lng = coordinates[2 * at + 1]!;
    return locode === ''
      ? { label, kind, name, country, countryCode, lat, lng }
      : { label, kind, name, country, countryCode, locode, lat, lng };
  });
}

/** An optional string, '' for none: so a present one must not be ''. */
function present(name: string, value: string | undefined): string {
  if (value === '') throw new Error(`snapshot column ${name}: an empty string would read back as none`);
  return value ?? '';
}

function writePrefix(out: ColumnWriter, name: string, parts: PrefixParts): void {
  out.strings(`${name}.keys`, parts.keys);
  out.array(`${name}.ranks`, 'int32', parts.ranks);
}

function readPrefix(from: ColumnReader, name: string): PrefixParts {
  return { keys: from.strings(`${name}.keys`), ranks: from.array(`${name}.ranks`, 'int32') };
}

function writeNearMiss(out: ColumnWriter, name: string, parts: NearMissParts): void {
  out.strings(`${name}.names`, parts.names);
  out.array(`${name}.firstRank`, 'int32', parts.firstRank);
  out.array(`${name}.ranks`, 'int32', parts.ranks);
  out.array(`${name}.hashes`, 'uint32', parts.hashes);
  out.array(`${name}.ids`, 'int32', parts.ids);
  out.array(`${name}.bucketStarts`, 'uint32', parts.bucketStarts);
  out.number(`${name}.shift`, parts.shift);
}

function readNearMiss(from: ColumnReader, name: string): NearMissParts {
  return {
    names: from.strings(`${name}.names`),
    firstRank: from.array(`${name}.firstRank`, 'int32'),
    ranks: from.array(`${name}.ranks`, 'int32'),
    hashes: from.array(`${name}.hashes`, 'uint32'),
    ids: from.array(`${name}.ids`, 'int32'),
    bucketStarts: from.array(`${name}.bucketStarts`, 'uint32'),
    shift: from.number(`${name}.shift`),
  };
}

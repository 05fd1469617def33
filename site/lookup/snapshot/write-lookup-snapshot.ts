/**
 * Builds the city/ZIP and world indexes from the packages and saves them for start-up to read
 * (lookup-snapshot.ts): `npm run build` runs it (scripts/lookup-snapshot.ts), beside the bundles.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { buildCityZipParts } from '../city-zip-build';
import { geoNamesCities } from '../geonames-cities';
import { readPorts } from '../ports-data';
import { postalCodeRows } from '../postal-codes';
import { buildWorldParts } from '../world-place-build';
import {
  currentRuntime,
  encodeLookups,
  hashOf,
  REPO_ROOT,
  SNAPSHOT_FILE,
  SNAPSHOT_FORMAT,
  type SnapshotAbout,
} from './lookup-snapshot';

/** Beside the file, in the form of dist/build-inputs.json, so scripts/build.mjs knows when to make it again. */
export const SNAPSHOT_INPUTS_FILE = 'dist/lookups/build-inputs.json';

const RELATIVE_IMPORT = /\b(?:from|import)\s*'(\.{1,2}\/[^']+)'/g;

/**
 * Every file the indexes are made from, from the repository's root: this folder's modules the lookups import
 * (and those they import, shared/ too), the data files, and the lock file for the packages' versions.
 */
export function snapshotInputs(root = REPO_ROOT): string[] {
  const modules = new Set<string>();
  const queue = [join(root, 'site/lookup/index.ts')];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (modules.has(file)) continue;
    modules.add(file);
    for (const [, imported] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      queue.push(moduleFile(resolve(dirname(file), imported!)));
    }
  }
  const data = readdirSync(join(root, 'site/lookup/data')).map((name) => join(root, 'site/lookup/data', name));
  return [...modules, ...data, join(root, 'package-lock.json')]
    .map((file) => relative(root, file).split('\\').join('/'))
    .sort();
}

/** Writes the file (whole or not at all: a server starting meanwhile reads the old one or none). */
export function writeLookupSnapshot(root = REPO_ROOT): { file: string; bytes: number } {
  // Hashed before the build reads them, so a file changed meanwhile makes the snapshot stale, not wrong.
  const about: SnapshotAbout = {
    format: SNAPSHOT_FORMAT,
    runtime: currentRuntime(),
    inputs: Object.fromEntries(snapshotInputs(root).map((file) => [file, hashOf(join(root, file))])),
  };
  const cities = geoNamesCities();
  const parts = { cityZip: buildCityZipParts(postalCodeRows(), cities), world: buildWorldParts(cities, readPorts()) };
  const snapshot = encodeLookups(parts, about);

  const file = join(root, SNAPSHOT_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, snapshot);
  renameSync(`${file}.tmp`, file);
  const manifest = { runtime: about.runtime, inputs: about.inputs, outputs: [SNAPSHOT_FILE] };
  writeFileSync(join(root, SNAPSHOT_INPUTS_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
  return { file, bytes: snapshot.length };
}

function moduleFile(path: string): string {
  const file = [`${path}.ts`, `${path}.tsx`, join(path, 'index.ts'), path].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  if (!file) throw new Error(`lookup snapshot: cannot find the module ${path}`);
  return file;
}

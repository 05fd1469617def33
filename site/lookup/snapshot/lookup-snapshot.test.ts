import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCityZipParts } from '../city-zip-build';
import { CityZipIndex } from '../city-zip-index';
import { geoNamesCities } from '../geonames-cities';
import { readPorts } from '../ports-data';
import { postalCodeRows } from '../postal-codes';
import { buildWorldParts } from '../world-place-build';
import { WorldPlaceIndex } from '../world-place-index';
import { currentRuntime, decodeLookups, encodeLookups, hashOf, isCurrent, type SnapshotAbout } from './lookup-snapshot';
import { snapshotInputs } from './write-lookup-snapshot';

// Built from the packages here, whatever dist/ holds: once, as the file is collected (seconds on a busy machine).
const built = {
  cityZip: buildCityZipParts(postalCodeRows(), geoNamesCities()),
  world: buildWorldParts(geoNamesCities(), readPorts()),
};
const about: SnapshotAbout = { format: 1, runtime: currentRuntime(), inputs: { 'package-lock.json': 'hash' } };
const saved = decodeLookups(encodeLookups(built, about));

/**
 * The value as text that tells apart everything an answer could: property order, a property set to undefined
 * (null here) from one left out, and typed arrays by kind and a hash of their bytes. Faster than a deep
 * equality over 300,000 places, and a failure names the part rather than printing it.
 */
function asText(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item === undefined) return null;
    if (ArrayBuffer.isView(item)) {
      const bytes = new Uint8Array(item.buffer, item.byteOffset, item.byteLength);
      return { [item.constructor.name]: createHash('sha256').update(bytes).digest('base64') };
    }
    return item;
  });
}

function sameParts<T extends object>(read: T, expected: T): void {
  expect(Object.keys(read)).toEqual(Object.keys(expected));
  for (const [name, part] of Object.entries(expected)) {
    expect(asText((read as Record<string, unknown>)[name]) === asText(part), name).toBe(true);
  }
}

const INPUTS = ['chicago', 'chicgo il', 'st louis', 'saint louis', 'M5V 3L9', 'm5', '7520', 'Dallas, TX 75201'];
const WORLD_INPUTS = ['bremerhaven', 'bremerhavn', 'DEBRV', 'jebel ali', 'portland', 'san pedro', 'zürich', 'p'];

describe('the lookups saved by the build', () => {
  it('read back as the parts built from the packages, places with their properties in the order built', () => {
    expect(saved.about).toEqual(about);
    sameParts(saved.cityZip(), built.cityZip);
    sameParts(saved.world(), built.world);
  });

  it('are compared in a way that tells apart property order, undefined, and typed arrays of another kind', () => {
    expect(asText({ lat: 1, lng: 2 })).not.toBe(asText({ lng: 2, lat: 1 }));
    expect(asText({ label: 'Paris', locode: undefined })).not.toBe(asText({ label: 'Paris' }));
    expect(asText(Int32Array.from([1, 2]))).not.toBe(asText(Uint32Array.from([1, 2])));
    expect(asText(Int32Array.from([1, 2]))).not.toBe(asText(Int32Array.from([1, 3])));
  });

  it('answer exactly as the indexes built from the packages', () => {
    const [fromFile, fromPackages] = [new CityZipIndex(saved.cityZip()), new CityZipIndex(built.cityZip)];
    for (const input of INPUTS) {
      expect(JSON.stringify(fromFile.search(input))).toBe(JSON.stringify(fromPackages.search(input)));
      expect(JSON.stringify(fromFile.nearMisses(input))).toBe(JSON.stringify(fromPackages.nearMisses(input)));
    }
    const [worldFromFile, worldFromPackages] = [new WorldPlaceIndex(saved.world()), new WorldPlaceIndex(built.world)];
    for (const input of WORLD_INPUTS) {
      expect(JSON.stringify(worldFromFile.search(input))).toBe(JSON.stringify(worldFromPackages.search(input)));
      expect(JSON.stringify(worldFromFile.nearMisses(input))).toBe(JSON.stringify(worldFromPackages.nearMisses(input)));
    }
  });

  it('list every module the lookups import, the data files and the lock file as what they are made from', () => {
    const inputs = snapshotInputs();
    for (const file of [
      'site/lookup/index.ts',
      'site/lookup/normalise.ts',
      'site/lookup/canada.ts',
      'site/lookup/world-place-build.ts',
      'shared/text.ts',
      'site/lookup/data/ports.json',
      'package-lock.json',
    ]) {
      expect(inputs).toContain(file);
    }
    expect(inputs.filter((file) => file.endsWith('.test.ts'))).toEqual([]);
  });
});

describe('a saved snapshot', () => {
  const root = mkdtempSync(join(tmpdir(), 'lookup-snapshot-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'site'));
  writeFileSync(join(root, 'site/normalise.ts'), 'export const A = 1;\n');
  const made = (change: Partial<SnapshotAbout> = {}): SnapshotAbout => ({
    format: 1,
    runtime: currentRuntime(),
    inputs: { 'site/normalise.ts': hashOf(join(root, 'site/normalise.ts')) },
    ...change,
  });

  it('is used when every file it was made from is as it was, under the same Node', () => {
    expect(isCurrent(made(), root)).toBe(true);
  });

  it('is not used once a file it was made from changed, or is gone', () => {
    expect(isCurrent(made({ inputs: { 'site/normalise.ts': 'another hash' } }), root)).toBe(false);
    expect(isCurrent(made({ inputs: { 'site/gone.ts': 'hash' } }), root)).toBe(false);
    expect(isCurrent(made({ inputs: {} }), root)).toBe(false);
  });

  it('is not used when another Node or ICU made it, or another format', () => {
    expect(isCurrent(made({ runtime: { ...currentRuntime(), icu: '1.0' } }), root)).toBe(false);
    expect(isCurrent(made({ format: 0 }), root)).toBe(false);
    expect(isCurrent(undefined, root)).toBe(false);
  });
});

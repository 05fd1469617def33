import { describe, expect, it } from 'vitest';
import {
  autocomplete,
  cityPortLookup,
  cityZipLookup,
  hasMake,
  loadLookups,
  makeLookup,
  modelLookup,
  resolvePlace,
} from './index';

const WEIRD_INPUTS = [
  '',
  '   ',
  '🚗🚙🚕',
  '%',
  '!'.repeat(100),
  '.*+?^$' + '{}()|[]\\',
  '(((',
  '[a-z]+',
  '\u0000\u0001',
  'x'.repeat(10_000),
  '\uD800',
];

describe('loadLookups', () => {
  it('builds every index once and reports how long it took', () => {
    const report = loadLookups();
    expect(report.ms).toBeGreaterThanOrEqual(0);
    expect(Object.keys(report.parts)).toEqual(['cityZip', 'world', 'vehicles']);
    expect(loadLookups()).toBe(report);
  });
});

describe('the lookups with odd input', () => {
  it('answer [] without throwing for emoji, punctuation, regex characters and very long text', () => {
    for (const input of WEIRD_INPUTS) {
      expect(cityZipLookup(input), JSON.stringify(input)).toEqual([]);
      expect(cityPortLookup(input)).toEqual([]);
      expect(autocomplete(input)).toEqual([]);
      expect(makeLookup(input)).toEqual([]);
      expect(resolvePlace(input, 'domestic')).toBeUndefined();
      expect(resolvePlace(input, 'international')).toBeUndefined();
    }
  });

  it('list no models for punctuation, but all of them for an empty input', () => {
    expect(modelLookup('%', 448, 2020)).toEqual([]);
    expect(modelLookup('.*', 448, 2020)).toEqual([]);
    expect(modelLookup('', 448, 2020).length).toBeGreaterThan(10);
    expect(hasMake(448)).toBe(true);
  });

  it('return copies, so a caller changing an answer cannot change the next one', () => {
    const [first] = cityPortLookup('rotterdam');
    if (first) first.label = 'changed';
    expect(cityPortLookup('rotterdam')[0]?.label).toBe('Rotterdam, Netherlands (port)');
    const [make] = makeLookup('toy');
    if (make) make.MakeName = 'changed';
    expect(makeLookup('toy')[0]?.MakeName).toBe('Toyota');
  });
});

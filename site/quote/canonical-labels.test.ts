import { describe, expect, it } from 'vitest';
import { cityPortLookup, cityZipLookup, makeLookup, modelLookup } from '../lookup';
import { canonicalLabels } from './canonical-labels';

const labels = canonicalLabels({ cityZipLookup, cityPortLookup, makeLookup, modelLookup });

describe('canonical labels', () => {
  it('spell a place typed exactly as one of the lookups’ entries the way the lookup does', () => {
    expect(labels.place('chicago il 60601', 'domestic')).toBe('Chicago, IL 60601');
    expect(labels.place('  DALLAS, tx 75201 ', 'domestic')).toBe('Dallas, TX 75201');
    expect(labels.place('bremerhaven germany', 'international')).toMatch(/^Bremerhaven, Germany/);
  });

  it('name no place for text the lookups only guess at', () => {
    expect(labels.place('Chicag', 'domestic')).toBeUndefined();
    expect(labels.place('Dispute: call +1 800 555 0100 www.evil.example', 'domestic')).toBeUndefined();
    expect(labels.place('', 'international')).toBeUndefined();
  });

  it('spell a make and its model of that year as the catalogue does, and a model only under a known make', () => {
    expect(labels.vehicle({ year: '2020', make: 'toyota', model: 'camry' })).toEqual({
      make: 'Toyota',
      model: 'Camry',
    });
    expect(labels.vehicle({ year: '2020', make: 'Toyota', model: 'Camry https://evil.example' })).toEqual({
      make: 'Toyota',
    });
    expect(labels.vehicle({ year: '2020', make: 'Toyot', model: 'Camry' })).toEqual({});
  });

  it('take a make id that is not the typed make’s as no match', () => {
    const toyota = makeLookup('Toyota')[0]!;
    expect(labels.vehicle({ year: '2020', make: 'Ford', model: 'Mustang', make_id: toyota.MakeID })).toEqual({});
  });
});

/** "Did you mean": what the real offline lookups answer for a near miss, and where in the answer. */
import { describe, expect, it } from 'vitest';
import { cityZipIndex } from './city-zip-index';
import { autocomplete, cityPortLookup, cityZipLookup, makeLookup, modelLookup, resolvePlace } from './index';

const TOYOTA = 448;
const labels = (items: { label: string; nearMiss?: true }[]) => items.map((item) => item.label);

/** Every match comes before every near miss. */
function matchesFirst(items: readonly object[]): boolean {
  const isMiss = (item: object) => 'nearMiss' in item && item.nearMiss === true;
  const firstMiss = items.findIndex(isMiss);
  return firstMiss === -1 || items.slice(firstMiss).every(isMiss);
}

describe('near misses of makes and models', () => {
  it('offer Toyota, flagged as a near miss, for "Toyotaa"', () => {
    expect(makeLookup('Toyotaa')[0]).toEqual({ MakeID: TOYOTA, MakeName: 'Toyota', nearMiss: true });
  });

  it('offer Mercedes-Benz for a typo of one of its words', () => {
    expect(makeLookup('Mercedez').map((make) => make.MakeName)).toContain('Mercedes-Benz');
  });

  it('offer the Camry among 2020 Toyotas for "Camrey"', () => {
    expect(modelLookup('Camrey', TOYOTA, 2020)).toContainEqual({
      ModelID: expect.any(Number),
      ModelName: 'Camry',
      nearMiss: true,
    });
  });

  it('come after every make that matches the text', () => {
    const makes = makeLookup('Mesa');
    expect(makes.some((make) => !make.nearMiss)).toBe(true);
    expect(makes.some((make) => make.nearMiss)).toBe(true);
    expect(matchesFirst(makes)).toBe(true);
  });
});

describe('near misses of places', () => {
  it('offer Chicago, IL for "Chicgo", first, in the US and Canadian lookup and in autocomplete', () => {
    for (const answer of [cityZipLookup('Chicgo'), autocomplete('Chicgo')]) {
      expect(answer[0]).toMatchObject({ state: 'IL', nearMiss: true });
      expect(answer[0]?.label).toMatch(/^Chicago, IL\b/);
    }
  });

  it('offer Chicago, IL for "Chicgo, IL", keeping to the state typed', () => {
    const answer = cityZipLookup('Chicgo, IL');
    expect(answer.map((place) => place.state)).toEqual(answer.map(() => 'IL'));
    expect(answer[0]?.label).toMatch(/^Chicago, IL\b/);
  });

  it('offer world cities and ports for a typo of their name ("Bremerhavn")', () => {
    expect(labels(cityPortLookup('Bremerhavn'))).toEqual(['Bremerhaven, Germany', 'Bremerhaven, Germany (port)']);
  });

  it('come after every place that matches the text, which stay as the prefix search gives them', () => {
    const answer = cityZipLookup('Mesa');
    const matches = cityZipIndex().search('Mesa');
    expect(labels(answer.slice(0, matches.length))).toEqual(matches.map((place) => place.label));
    expect(answer.slice(0, matches.length).every((place) => !place.nearMiss)).toBe(true);
    expect(answer.length).toBeGreaterThan(matches.length);
    expect(matchesFirst(answer)).toBe(true);
    expect(matchesFirst(autocomplete('Mesa'))).toBe(true);
  });

  it('are never taken as the place of a typed text: "Chicgo" is left for an advisor to price', () => {
    expect(resolvePlace('Chicgo', 'domestic')).toBeUndefined();
    expect(resolvePlace('Chicago', 'domestic')?.label).toMatch(/^Chicago, IL\b/);
  });
});

describe('noise', () => {
  it('finds no near miss in any lookup for "xyzzy nowhere"', () => {
    expect(cityZipLookup('xyzzy nowhere')).toEqual([]);
    expect(cityPortLookup('xyzzy nowhere')).toEqual([]);
    expect(autocomplete('xyzzy nowhere')).toEqual([]);
    expect(makeLookup('xyzzy nowhere')).toEqual([]);
    expect(modelLookup('xyzzy nowhere', TOYOTA, 2020)).toEqual([]);
  });

  it('offers no near miss for text under four letters, which is still being typed', () => {
    expect(makeLookup('Tyt')).toEqual([]);
    expect(cityZipLookup('Chx')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistance, NearMissIndex } from './near-miss-index';

interface Town {
  name: string;
  people: number;
}

const towns: Town[] = [
  { name: 'chicago', people: 2_700_000 },
  { name: 'chico', people: 100_000 },
  { name: 'philadelphia', people: 1_600_000 },
  { name: 'toyota', people: 420_000 },
  { name: 'ada', people: 17_000 },
  { name: 'paris', people: 2_100_000 },
  { name: 'parish', people: 2_000 },
].sort((a, b) => b.people - a.people);

const index = new NearMissIndex(towns, (town) => [town.name]);
const names = (query: string, limit = 10) => index.search(query, limit).map((miss) => miss.item.name);

describe('editDistance (optimal string alignment)', () => {
  it('counts a letter added, dropped or changed, and two neighbours swapped, as one edit each', () => {
    expect(editDistance('toyotaa', 'toyota', 2)).toBe(1);
    expect(editDistance('chicgo', 'chicago', 2)).toBe(1);
    expect(editDistance('chicabo', 'chicago', 2)).toBe(1);
    expect(editDistance('chciago', 'chicago', 2)).toBe(1);
    expect(editDistance('philadelpia', 'philadelphia', 2)).toBe(1);
    expect(editDistance('filadelphia', 'philadelphia', 2)).toBe(2);
  });

  it('stops at one more than the bound', () => {
    expect(editDistance('xyzzy nowhere', 'chicago', 2)).toBe(3);
    expect(editDistance('abcdefgh', 'hgfedcba', 1)).toBe(2);
  });
});

describe('allowedEdits', () => {
  it('allows none under 4 characters, one up to 8, two from 9 to 32, none beyond', () => {
    expect([3, 4, 8, 9, 32, 33].map(allowedEdits)).toEqual([-1, 1, 1, 2, 2, -1]);
  });
});

describe('NearMissIndex', () => {
  it('finds a name one edit away from a query, with the number of edits', () => {
    expect(index.search('toyotaa', 10)).toEqual([{ item: { name: 'toyota', people: 420_000 }, edits: 1 }]);
    expect(names('chciago')).toEqual(['chicago']);
  });

  it('ranks by edits first, then by rank: Chicago and then Chico for "chicgo"', () => {
    expect(names('chicgo')).toEqual(['chicago', 'chico']);
    expect(names('chicgo', 1)).toEqual(['chicago']);
  });

  it('allows two edits only for names of nine letters or more', () => {
    expect(names('filadelphia')).toEqual(['philadelphia']);
    expect(names('tayotaa')).toEqual([]);
  });

  it('leaves out the query itself, which a prefix search has found', () => {
    expect(names('paris')).toEqual(['parish']);
  });

  it('finds nothing for noise, for queries under four letters, and no three-letter name', () => {
    expect(names('xyzzy nowhere')).toEqual([]);
    expect(names('chi')).toEqual([]);
    expect(names('adda')).toEqual([]);
  });

  it('keeps only the items `keep` accepts', () => {
    expect(index.search('chicgo', 10, (town) => town.people < 1_000_000).map((miss) => miss.item.name)).toEqual([
      'chico',
    ]);
  });

  it('gives an item once when several of its names are near misses', () => {
    const twice = new NearMissIndex([{ name: 'saint louis' }], () => ['saint louis', 'st louis']);
    expect(twice.search('st luis', 10)).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { byCodeUnits, lowerBound, PrefixIndex } from './prefix-index';

interface Town {
  name: string;
  people: number;
}

const towns: Town[] = [
  { name: 'san diego', people: 1_400_000 },
  { name: 'san antonio', people: 1_500_000 },
  { name: 'san', people: 10 },
  { name: 'santa ana', people: 300_000 },
  { name: 'dallas', people: 1_300_000 },
].sort((a, b) => b.people - a.people);

const index = new PrefixIndex(towns, (town) => [town.name, `${town.name} city`]);

describe('PrefixIndex', () => {
  it('puts an item whose key is the query first, then the best ranked that start with it', () => {
    const found = index.search('san', 10);
    expect(found.map((hit) => hit.item.name)).toEqual(['san', 'san antonio', 'san diego', 'santa ana']);
    expect(found.map((hit) => hit.exact)).toEqual([true, false, false, false]);
  });

  it('lists each item once even when several of its keys match', () => {
    expect(index.search('dallas', 10).map((hit) => hit.item.name)).toEqual(['dallas']);
  });

  it('stops at the limit', () => {
    expect(index.search('s', 2)).toHaveLength(2);
  });

  it('finds nothing for an empty query, an unknown prefix or a zero limit', () => {
    expect(index.search('', 10)).toEqual([]);
    expect(index.search('zz', 10)).toEqual([]);
    expect(index.search('san', 0)).toEqual([]);
  });

  it('ranks a wide range the same way as a narrow one', () => {
    const many = Array.from({ length: 5000 }, (_, rank) => ({
      name: `k${String(rank).padStart(4, '0')}`,
      people: 5000 - rank,
    }));
    const wide = new PrefixIndex(many, (item) => [item.name]);
    expect(wide.search('k', 3).map((hit) => hit.item.name)).toEqual(['k0000', 'k0001', 'k0002']);
    // A second query for the same wide range gives the same answer (from the remembered best items).
    expect(wide.search('k', 3).map((hit) => hit.item.name)).toEqual(['k0000', 'k0001', 'k0002']);
    expect(wide.search('k4999', 3).map((hit) => hit.item.name)).toEqual(['k4999']);
  });
});

describe('lowerBound', () => {
  it('finds the first key not below the one asked for, in code-unit order', () => {
    const keys = ['a', 'b', 'bb', 'c'].sort(byCodeUnits);
    expect(lowerBound(keys, 'b')).toBe(1);
    expect(lowerBound(keys, 'ba')).toBe(2);
    expect(lowerBound(keys, 'z')).toBe(4);
  });
});

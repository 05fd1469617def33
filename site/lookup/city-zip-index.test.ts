import { beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_MAX_RESULTS } from '../../shared/constants';
import { cityZipLookup } from './city-zip-index';
import { loadLookups } from './index';

// The indexes take seconds to build, more on a busy machine: once, before the tests, not inside the first.
beforeAll(() => {
  loadLookups();
}, 60_000);

const labels = (input: string) => cityZipLookup(input).map((suggestion) => suggestion.label);

describe('cityZipLookup with ZIP codes', () => {
  it('answers an exact ZIP with that ZIP first', () => {
    const [first] = cityZipLookup('75201');
    expect(first).toEqual({
      label: 'Dallas, TX 75201',
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
      country: 'US',
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
    expect(first?.lat).toBeCloseTo(32.79, 1);
    expect(first?.lng).toBeCloseTo(-96.8, 1);
  });

  it('lists the ZIPs that start with a ZIP prefix, in order', () => {
    const found = labels('752');
    expect(found).toHaveLength(LOOKUP_MAX_RESULTS);
    expect(found[0]).toBe('Dallas, TX 75201');
    expect(cityZipLookup('752').every((suggestion) => suggestion.zip?.startsWith('752'))).toBe(true);
  });

  it('reads a ZIP+4 as its ZIP', () => {
    expect(labels('75201-1234')[0]).toBe('Dallas, TX 75201');
  });

  it('finds nothing for a ZIP that does not exist', () => {
    expect(cityZipLookup('00000')).toEqual([]);
  });
});

describe('cityZipLookup with Canadian postal codes', () => {
  it('answers an FSA with the city it belongs to', () => {
    const [first] = cityZipLookup('M5V');
    expect(first).toMatchObject({ label: 'Toronto, ON M5V', city: 'Toronto', state: 'ON', zip: 'M5V', country: 'CA' });
  });

  it('keeps a full postal code in the label, with the FSA position', () => {
    expect(cityZipLookup('m5v3l9')[0]).toMatchObject({ label: 'Toronto, ON M5V 3L9', zip: 'M5V 3L9' });
    expect(labels('M5V 3L9')[0]).toBe('Toronto, ON M5V 3L9');
  });

  it('pairs FSAs with a short city name rather than the data set description', () => {
    expect(labels('H2X')[0]).toBe('Montréal, QC H2X');
    expect(labels('L5B')[0]).toBe('Mississauga, ON L5B');
    expect(labels('J4K')[0]).toBe('Longueuil, QC J4K');
    // Rural FSAs name their main town in brackets: "Eastern Alberta (st. Paul)".
    expect(labels('T0A')[0]).toBe('St. Paul, AB T0A');
  });

  it('lists FSAs for a letter and a digit', () => {
    const found = labels('M5');
    expect(found).toHaveLength(LOOKUP_MAX_RESULTS);
    expect(found.every((label) => / M5[A-Z]$/.test(label))).toBe(true);
  });
});

describe('cityZipLookup with city names', () => {
  it('ranks Dallas, TX first for "dallas", with its first ZIP', () => {
    expect(labels('dallas')[0]).toBe('Dallas, TX 75201');
    expect(labels('dallas')).toContain('Dallas, GA 30132');
  });

  it('shows a Canadian city without a postal code, and ranks Toronto, ON first', () => {
    expect(cityZipLookup('Toronto')[0]).toEqual({
      label: 'Toronto, ON',
      city: 'Toronto',
      state: 'ON',
      country: 'CA',
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
  });

  it('ignores accents and case: "montreal" finds Montréal, QC first', () => {
    expect(labels('montreal')[0]).toBe('Montréal, QC');
    expect(labels('MONTRÉAL')[0]).toBe('Montréal, QC');
  });

  it('lists each city once, not once per ZIP', () => {
    const found = labels('dallas');
    expect(found.filter((label) => label.startsWith('Dallas, TX'))).toHaveLength(1);
  });

  it('ranks cities by population across the US and Canada', () => {
    expect(labels('new').slice(0, 3)).toEqual(['New York, NY 10001', 'New Orleans, LA 70112', 'Newark, NJ 07101']);
    expect(labels('vanc')[0]).toBe('Vancouver, BC');
  });

  it('finds "Saint Louis" by "st louis" and "Lees Summit" by "Lee\'s Summit"', () => {
    expect(labels('st louis')[0]).toBe('Saint Louis, MO 63101');
    expect(labels("lee's summit")[0]).toMatch(/^Lees Summit, MO \d{5}$/);
  });

  it('finds the city and state typed together, and a whole label sent back', () => {
    expect(labels('Portland, ME')[0]).toBe('Portland, ME 04101');
    expect(labels('Dallas, TX 75201')[0]).toBe('Dallas, TX 75201');
    expect(labels('Dallas, TX 75202')[0]).toBe('Dallas, TX 75202');
  });

  it('answers at most ten suggestions', () => {
    for (const input of ['s', 'san', 'new', '7', 'a']) expect(cityZipLookup(input).length).toBeLessThanOrEqual(10);
    expect(cityZipLookup('san')).toHaveLength(LOOKUP_MAX_RESULTS);
  });

  it('does not list company ZIP names as cities', () => {
    expect(labels('at&t')).toEqual([]);
  });
});

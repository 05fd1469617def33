import { describe, expect, it } from 'vitest';
import { STATES_AND_PROVINCES, stateOrProvince } from './states-provinces';

describe('STATES_AND_PROVINCES', () => {
  it('lists the 50 states and DC, then the 10 provinces and 3 territories, each code once', () => {
    const codes = STATES_AND_PROVINCES.map((place) => place.code);
    expect(STATES_AND_PROVINCES.filter((place) => place.country === 'US')).toHaveLength(51);
    expect(STATES_AND_PROVINCES.filter((place) => place.country === 'CA')).toHaveLength(13);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(STATES_AND_PROVINCES.findIndex((place) => place.country === 'CA')).toBe(51);
  });

  it('finds a place by its exact code only', () => {
    expect(stateOrProvince('DC')).toEqual({ code: 'DC', name: 'District of Columbia', country: 'US' });
    expect(stateOrProvince('QC')?.country).toBe('CA');
    expect(stateOrProvince('qc')).toBeUndefined();
    expect(stateOrProvince('PR')).toBeUndefined();
  });
});

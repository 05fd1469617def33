import { beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_MAX_RESULTS } from '../../shared/constants';
import { loadLookups } from './index';
import { autocomplete } from './places';

// The indexes take seconds to build, more on a busy machine: once, before the tests, not inside the first.
beforeAll(() => {
  loadLookups();
}, 60_000);

describe('autocomplete', () => {
  it('puts US and Canadian places first, then the world', () => {
    const found = autocomplete('paris');
    expect(found[0]).toMatchObject({ kind: 'city', countryCode: 'US', label: 'Paris, TX 75460', state: 'TX' });
    const firstWorld = found.findIndex((place) => place.countryCode !== 'US' && place.countryCode !== 'CA');
    expect(found.slice(firstWorld).every((place) => place.countryCode !== 'US' && place.countryCode !== 'CA')).toBe(
      true,
    );
    expect(found.map((place) => place.label)).toContain('Paris, France');
    expect(found).toHaveLength(LOOKUP_MAX_RESULTS);
  });

  it('answers ZIPs and FSAs like the city-and-ZIP lookup', () => {
    expect(autocomplete('75201')[0]).toMatchObject({
      label: 'Dallas, TX 75201',
      kind: 'zip',
      zip: '75201',
      country: 'United States',
    });
    expect(autocomplete('M5V')[0]).toMatchObject({ label: 'Toronto, ON M5V', kind: 'fsa', countryCode: 'CA' });
  });

  it('offers world places and ports where the US and Canada have none', () => {
    expect(autocomplete('Bremerhaven')[0]).toMatchObject({ kind: 'port', locode: 'DEBRV' });
  });

  it('answers nothing for text without letters or digits', () => {
    expect(autocomplete('🙂')).toEqual([]);
  });
});

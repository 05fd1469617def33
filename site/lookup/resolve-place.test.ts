import { beforeAll, describe, expect, it } from 'vitest';
import { cityZipLookup } from './city-zip-index';
import { loadLookups } from './index';
import { autocomplete } from './places';
import { resolvePlace } from './resolve-place';
import { cityPortLookup } from './world-place-index';

// The indexes take seconds to build, more on a busy machine: once, before the tests, not inside the first.
beforeAll(() => {
  loadLookups();
}, 60_000);

describe('resolvePlace', () => {
  it('round-trips every label the city-and-ZIP lookup offers', () => {
    for (const input of ['75201', 'dallas', 'Toronto', 'montreal', 'M5V', 'm5v 3l9', 'new', 'st louis']) {
      for (const suggestion of cityZipLookup(input)) {
        const place = resolvePlace(suggestion.label, 'domestic');
        expect(place, suggestion.label).toMatchObject({
          label: suggestion.label,
          lat: suggestion.lat,
          lng: suggestion.lng,
          countryCode: suggestion.country,
        });
      }
    }
  });

  it('round-trips every label the city-and-port lookup offers', () => {
    for (const input of ['Bremerhaven', 'rotterdam', 'portland', 'paris', 'lagos', 'tokyo']) {
      for (const suggestion of cityPortLookup(input)) {
        expect(resolvePlace(suggestion.label, 'international'), suggestion.label).toEqual({
          label: suggestion.label,
          lat: suggestion.lat,
          lng: suggestion.lng,
          countryCode: suggestion.countryCode,
          kind: suggestion.kind,
        });
      }
    }
  });

  it('round-trips autocomplete labels in either mode', () => {
    for (const suggestion of autocomplete('paris')) {
      for (const mode of ['domestic', 'international'] as const) {
        expect(resolvePlace(suggestion.label, mode)?.label).toBe(suggestion.label);
      }
    }
  });

  it('tells a ZIP, an FSA, a city and a port apart', () => {
    expect(resolvePlace('Dallas, TX 75201', 'domestic')?.kind).toBe('zip');
    expect(resolvePlace('Toronto, ON M5V', 'domestic')?.kind).toBe('fsa');
    expect(resolvePlace('Toronto, ON', 'domestic')?.kind).toBe('city');
    expect(resolvePlace('Bremerhaven, Germany (port)', 'international')?.kind).toBe('port');
  });

  it('finds a place from text typed by hand', () => {
    expect(resolvePlace('75201', 'domestic')).toMatchObject({
      label: 'Dallas, TX 75201',
      kind: 'zip',
      countryCode: 'US',
    });
    expect(resolvePlace('Dallas, TX', 'domestic')).toMatchObject({ label: 'Dallas, TX 75201', countryCode: 'US' });
    expect(resolvePlace('toronto', 'domestic')).toMatchObject({
      label: 'Toronto, ON',
      kind: 'city',
      countryCode: 'CA',
    });
    expect(resolvePlace('Bremerhaven', 'international')).toMatchObject({ kind: 'port', countryCode: 'DE' });
    expect(resolvePlace('DEBRV', 'international')?.label).toBe('Bremerhaven, Germany (port)');
  });

  it('reads a ZIP at the end of an edited label', () => {
    expect(resolvePlace('My place, TX 75201', 'domestic')?.label).toBe('Dallas, TX 75201');
  });

  it("looks in the other mode when the quote's own has nothing", () => {
    expect(resolvePlace('Bremerhaven', 'domestic')).toMatchObject({ kind: 'port', countryCode: 'DE' });
    expect(resolvePlace('Dallas, TX 75201', 'international')).toMatchObject({ kind: 'zip', countryCode: 'US' });
  });

  it('answers undefined for text that names no place', () => {
    expect(resolvePlace('', 'domestic')).toBeUndefined();
    expect(resolvePlace('🚗', 'international')).toBeUndefined();
    expect(resolvePlace('qqqqzzzz', 'domestic')).toBeUndefined();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_MAX_RESULTS } from '../../shared/constants';
import { loadLookups } from './index';
import { cityPortLookup } from './world-place-index';

// The indexes take seconds to build, more on a busy machine: once, before the tests, not inside the first.
beforeAll(() => {
  loadLookups();
}, 60_000);

const labels = (input: string) => cityPortLookup(input).map((suggestion) => suggestion.label);

describe('cityPortLookup', () => {
  it('offers the port of Bremerhaven first, with its UN/LOCODE, then the city', () => {
    const [port, city] = cityPortLookup('Bremerhaven');
    expect(port).toEqual({
      label: 'Bremerhaven, Germany (port)',
      kind: 'port',
      name: 'Bremerhaven',
      country: 'Germany',
      countryCode: 'DE',
      locode: 'DEBRV',
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
    expect(city).toMatchObject({ label: 'Bremerhaven, Germany', kind: 'city', countryCode: 'DE' });
    expect(city).not.toHaveProperty('locode');
  });

  it('finds both the port and the city of Rotterdam', () => {
    const found = cityPortLookup('rotterdam');
    expect(found[0]).toMatchObject({ kind: 'port', locode: 'NLRTM', label: 'Rotterdam, Netherlands (port)' });
    expect(found[1]).toMatchObject({ kind: 'city', label: 'Rotterdam, Netherlands' });
  });

  it('finds a port by its UN/LOCODE, with or without the space', () => {
    expect(labels('DEBRV')[0]).toBe('Bremerhaven, Germany (port)');
    expect(labels('nl rtm')[0]).toBe('Rotterdam, Netherlands (port)');
  });

  it('finds a port by an alternate name and without its harbour word', () => {
    expect(labels('antwerp')[0]).toBe('Antwerpen, Belgium (port)');
    expect(labels('jebel ali')[0]).toBe('Mina Jabal Ali, United Arab Emirates (port)');
  });

  it('still finds a small port by its exact name', () => {
    // Gustavia (Saint-Barthélemy) is a Very Small harbour, outside the commercial-port filter.
    expect(cityPortLookup('gustavia').some((place) => place.kind === 'port' && place.locode === 'BLGUS')).toBe(true);
  });

  it('ranks world cities by population, named with their country', () => {
    expect(labels('tokyo')).toContain('Tokyo, Japan');
    expect(labels('paris')[0]).toBe('Paris, France');
    expect(labels('sao paulo')[0]).toBe('São Paulo, Brazil');
  });

  it('names the state or province of US and Canadian cities', () => {
    expect(labels('portland')).toContain('Portland, OR, United States');
    expect(labels('halifax')).toContain('Halifax, NS, Canada');
  });

  it('tells two ports of one name in one country apart by their UN/LOCODE', () => {
    const found = labels('portland');
    expect(found).toContain('Portland, United States (port USPDX)');
    expect(found).toContain('Portland, United States (port USPWM)');
  });

  it('lets big cities come before ports that only start with one or two letters', () => {
    expect(cityPortLookup('b')[0]?.kind).toBe('city');
  });

  it('ignores accents and case', () => {
    expect(labels('SÃO PAULO')[0]).toBe(labels('sao paulo')[0]);
    expect(labels('bogota')[0]).toBe('Bogotá, Colombia');
  });

  it('answers at most ten suggestions', () => {
    for (const input of ['s', 'san', 'port', 'new']) expect(cityPortLookup(input)).toHaveLength(LOOKUP_MAX_RESULTS);
  });
});

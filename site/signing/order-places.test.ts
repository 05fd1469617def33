import { describe, expect, it } from 'vitest';
import { checkOrderPlaces, type PostalPlace } from './order-places';

const PLACES: Record<string, PostalPlace> = {
  '60601': { label: 'Chicago, IL 60601', state: 'IL', lat: 41.886, lng: -87.618 },
  '60605': { label: 'Chicago, IL 60605', state: 'IL', lat: 41.867, lng: -87.617 },
  '02108': { label: 'Boston, MA 02108', state: 'MA', lat: 42.357, lng: -71.064 },
  '33101': { label: 'Miami, FL 33101', state: 'FL', lat: 25.779, lng: -80.198 },
};
const lookup = (code: string) => PLACES[code];
const quoted = {
  pickup: { lat: 41.886, lng: -87.618, countryCode: 'US' },
  delivery: { lat: 25.779, lng: -80.198, countryCode: 'US' },
};
const address = (state: string, postal_code: string) => ({ state, postal_code });

describe('the order’s places against its quote', () => {
  it('takes addresses near the quoted places as the quoted route', () => {
    expect(
      checkOrderPlaces({ pickup: address('IL', '60605'), delivery: address('fl', '33101') }, quoted, lookup),
    ).toEqual({ errors: [], moved: [], unplaced: [] });
  });

  it('refuses a ZIP of another state at its field', () => {
    const { errors } = checkOrderPlaces(
      { pickup: address('FL', '02108'), delivery: address('FL', '33101') },
      quoted,
      lookup,
    );
    expect(errors).toEqual([
      {
        path: 'pickup.postal_code',
        message: 'ZIP or postal code 02108 is in MA, not FL. Check the code and the state.',
      },
    ]);
  });

  it('finds a pickup far from the quoted one, with the place to price it for', () => {
    const { moved } = checkOrderPlaces(
      { pickup: address('MA', '02108'), delivery: address('FL', '33101') },
      quoted,
      lookup,
    );
    expect(moved).toEqual([{ end: 'pickup', label: 'Boston, MA 02108', miles: expect.any(Number) }]);
    expect(moved[0]!.miles).toBeGreaterThan(800);
  });

  it('lets a code the data does not hold through, as typed, and names its end for the advisor', () => {
    expect(
      checkOrderPlaces({ pickup: address('IL', '60699'), delivery: address('FL', '33101') }, quoted, lookup),
    ).toEqual({ errors: [], moved: [], unplaced: ['pickup'] });
  });
});

import { describe, expect, it } from 'vitest';
import { vehicleName } from './vehicle-name';

describe('vehicleName', () => {
  it('writes year, make and model with one space between them', () => {
    expect(vehicleName({ year: '2019', make: 'Toyota', model: 'Camry' })).toBe('2019 Toyota Camry');
  });

  it('keeps each part as it is, so the signed agreement that writes vehicles with it reads the same forever', () => {
    expect(vehicleName({ year: '1967', make: 'Ford ', model: 'Mustang  Fastback\t' })).toBe(
      '1967 Ford  Mustang  Fastback\t',
    );
  });
});

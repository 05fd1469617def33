import { describe, expect, it } from 'vitest';
import { checkVin, normaliseVin, vinCheckDigit } from './vin';

describe('checkVin from model year 1981', () => {
  it.each([
    // A 2003 Honda Accord, the example of NHTSA's VIN decoder.
    ['1HGCM82633A004352', 2003],
    // Every position 1: the weights add up to 89, and 89 mod 11 is 1.
    ['11111111111111111', 2010],
    // A remainder of 10 is written X (a 1989 motor coach).
    ['1M8GDM9AXKP042788', 1989],
    ['JH4KA7561PC008269', 1993],
    ['5YJSA1DG9DFP14705', 2013],
    ['5GZCZ43D13S812715', 2003],
    ['1G1ZT53826F109149', 2006],
  ])('accepts the real VIN %s', (vin, year) => {
    expect(checkVin(vin, year)).toEqual({ ok: true, vin });
  });

  it('reads a VIN typed in lower case, grouped with spaces or hyphens, as the VIN itself', () => {
    expect(checkVin('  1hgcm826 33a-004352 ', 2003)).toEqual({ ok: true, vin: '1HGCM82633A004352' });
  });

  it('refuses a VIN one character off, because the check digit no longer matches', () => {
    expect(checkVin('1HGCM82633A004353', 2003)).toEqual({ ok: false, problem: 'check-digit' });
    expect(checkVin('1HGCM82643A004352', 2003)).toEqual({ ok: false, problem: 'check-digit' });
  });

  it('refuses a European-market VIN, which carries no North American check digit', () => {
    expect(checkVin('WP0ZZZ99ZTS392124', 1996)).toEqual({ ok: false, problem: 'check-digit' });
  });

  it('refuses the letters I, O and Q, which a standard VIN never uses, before anything else about the length', () => {
    expect(checkVin('1HGCM82633AOO4352', 2003)).toEqual({ ok: false, problem: 'letters-ioq' });
    expect(checkVin('IHGCM82633A004352', 2003)).toEqual({ ok: false, problem: 'letters-ioq' });
    expect(checkVin('1HGCM82633A0Q435', 2003)).toEqual({ ok: false, problem: 'letters-ioq' });
  });

  it.each(['1HGCM82633A00435', '1HGCM82633A0043521', 'ABC12'])('refuses %s, which is not 17 characters long', (vin) => {
    expect(checkVin(vin, 2003)).toEqual({ ok: false, problem: 'length' });
  });

  it.each(['1HGCM82633A00435*', '1HGCM8263_A004352', '1HGCM82633A00435É', '1HGCM82633A0043.2'])(
    'refuses %s, which has something other than letters and digits',
    (vin) => {
      expect(checkVin(vin, 2003)).toEqual({ ok: false, problem: 'characters' });
    },
  );

  it('holds a year that is not a number to the 17-character standard', () => {
    expect(checkVin('ABC12345', Number.NaN)).toEqual({ ok: false, problem: 'length' });
    expect(checkVin('1HGCM82633A004352', Number.NaN)).toEqual({ ok: true, vin: '1HGCM82633A004352' });
  });
});

describe('checkVin before model year 1981', () => {
  it.each([
    // A 1967 Ford Mustang's 11-character serial, a 1969 Corvette's 13 and a 1957 Chevrolet's 10.
    ['7R01C123456', 1967],
    ['194379S700001', 1969],
    ['VC57F123456', 1957],
    ['12345', 1950],
    ['1HGCM82633A004353', 1980],
  ])('accepts the maker serial %s without a check digit', (vin, year) => {
    expect(checkVin(vin, year)).toEqual({ ok: true, vin });
  });

  it('accepts I, O and Q, which makers used freely before the standard', () => {
    expect(checkVin('OQ1234I', 1972)).toEqual({ ok: true, vin: 'OQ1234I' });
  });

  it.each(['1234', '123456789012345678'])('refuses %s, outside 5 to 17 characters', (vin) => {
    expect(checkVin(vin, 1975)).toEqual({ ok: false, problem: 'old-length' });
  });

  it('still refuses anything but letters and digits', () => {
    expect(checkVin('123/456', 1975)).toEqual({ ok: false, problem: 'characters' });
  });

  it('applies the check digit from 1981 exactly', () => {
    expect(checkVin('1HGCM82633A004353', 1981)).toEqual({ ok: false, problem: 'check-digit' });
  });
});

describe('vinCheckDigit', () => {
  it('is the weighted sum of the transliterated characters modulo 11, with X for 10', () => {
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    // The 9th position weighs 0: whatever it holds, the expected digit is the same.
    expect(vinCheckDigit('1HGCM826X3A004352')).toBe('3');
    expect(vinCheckDigit('1HGCM82603A004352')).toBe('3');
  });

  it('has no answer for text that is not 17 characters of the standard alphabet', () => {
    expect(vinCheckDigit('1HGCM82633A00435')).toBeUndefined();
    expect(vinCheckDigit('1HGCM82633AO04352')).toBeUndefined();
  });
});

describe('normaliseVin', () => {
  it('upper-cases and drops spaces and hyphens, and nothing else', () => {
    expect(normaliseVin(' 1hg-cm8 2633a004352\t')).toBe('1HGCM82633A004352');
    expect(normaliseVin('1HG.CM')).toBe('1HG.CM');
  });
});

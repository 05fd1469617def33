import { describe, expect, it } from 'vitest';
import { parsePostalCode } from './postal-code';

describe('parsePostalCode', () => {
  it('reads a US ZIP code, and ZIP+4 however the four are joined, as USPS prints it', () => {
    expect(parsePostalCode('75201')).toEqual({ country: 'US', code: '75201' });
    expect(parsePostalCode('75201-1234')).toEqual({ country: 'US', code: '75201-1234' });
    expect(parsePostalCode(' 75201 1234 ')).toEqual({ country: 'US', code: '75201-1234' });
    expect(parsePostalCode('752011234')).toEqual({ country: 'US', code: '75201-1234' });
  });

  it('reads a Canadian postal code in any case, with or without its space, as Canada Post prints it', () => {
    expect(parsePostalCode('M5V 2T6')).toEqual({ country: 'CA', code: 'M5V 2T6' });
    expect(parsePostalCode('m5v2t6')).toEqual({ country: 'CA', code: 'M5V 2T6' });
    expect(parsePostalCode('x0a 0h0')).toEqual({ country: 'CA', code: 'X0A 0H0' });
  });

  it.each([
    '',
    '7520',
    '7520a',
    '75201-',
    '75201-123',
    'M5V 2T',
    'D5V 2T6',
    'Z5V 2T6',
    'M5U 2T6',
    'M5V 2TQ',
    'M5V  2T6',
    'SW1A 1AA',
  ])('reads %j as neither', (text) => {
    expect(parsePostalCode(text)).toBeUndefined();
  });
});

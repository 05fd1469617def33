import { describe, expect, it } from 'vitest';
import { hexRgb, pickerColour } from './hex-colour';

describe('hexRgb', () => {
  it('reads the short and long forms', () => {
    expect(hexRgb('#abc')).toEqual([0xaa, 0xbb, 0xcc]);
    expect(hexRgb('#A1B2C3')).toEqual([0xa1, 0xb2, 0xc3]);
    expect(hexRgb('#12345')).toBeUndefined();
  });
});

describe('pickerColour', () => {
  it('gives a colour picker the #rrggbb of a hex value, and the fallback for anything else', () => {
    expect(pickerColour('#ABC', '#000000')).toBe('#aabbcc');
    expect(pickerColour('#abcd', '#000000')).toBe('#aabbcc');
    expect(pickerColour(' #C0392B80 ', '#000000')).toBe('#c0392b');
    expect(pickerColour('teal', '#0a56c2')).toBe('#0a56c2');
    expect(pickerColour('', '#0a56c2')).toBe('#0a56c2');
  });
});

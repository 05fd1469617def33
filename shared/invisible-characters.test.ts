import { describe, expect, it } from 'vitest';
import { hasInvisibleCharacters } from './invisible-characters';

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

describe('invisible characters', () => {
  const ranges: [number, number][] = [
    [0x80, 0x9f],
    [0x61c, 0x61c],
    [0x200b, 0x200f],
    [0x2028, 0x202e],
    [0x2060, 0x2060],
    [0x2066, 0x2069],
    [0xfeff, 0xfeff],
  ];
  const codes = ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));

  it.each(codes.map((code) => [hex(code), code]))('finds %s inside a word', (_name, code) => {
    expect(hasInvisibleCharacters(`Cam${String.fromCodePoint(code)}ry`)).toBe(true);
  });

  it('finds NEL, the right-to-left override, the zero-width space and the byte order mark by name', () => {
    for (const text of ['a\u0085b', 'Toyota \u202eyrmaC', 'Ada\u200bLovelace', '\ufeffDallas']) {
      expect(hasInvisibleCharacters(text)).toBe(true);
    }
  });

  it('finds none in accents, other scripts, spaces, symbols or an emoji', () => {
    for (const text of ['José Ñúñez-Østergård 王', 'São Paulo', 'a b\u00a0c', '€ & © ½', 'שלום', 'مرحبا', '😀', '𝔊T']) {
      expect(hasInvisibleCharacters(text)).toBe(false);
    }
  });

  it('leaves the C0 controls to the control characters check', () => {
    expect(hasInvisibleCharacters('a\tb\u0000c\u007f')).toBe(false);
  });
});

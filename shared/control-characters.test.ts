import { describe, expect, it } from 'vitest';
import { hasControlCharacters, withoutControlCharacters } from './control-characters';

describe('control characters', () => {
  it('finds every C0 control, DEL and a lone half of a surrogate pair', () => {
    for (let code = 0; code <= 0x1f; code++) expect(hasControlCharacters(`a${String.fromCharCode(code)}b`)).toBe(true);
    for (const text of ['\u007f', 'x\ud800', '\udbff', '\udc00y', '\udfff', '\ude00\ud83d']) {
      expect(hasControlCharacters(text)).toBe(true);
    }
  });

  it('finds none in accents, spaces, symbols, C1 characters or a well-formed pair such as an emoji', () => {
    for (const text of ['Zoë Ñúñez', 'São Paulo', 'a b\u00a0c', '€ & ©', '\u0080\u009f', '😀', '𝔊T', '\ud83d\ude00']) {
      expect(hasControlCharacters(text)).toBe(false);
    }
  });

  it('turns each run of tabs and line breaks into one space and drops every other one', () => {
    expect(withoutControlCharacters('Austin\tTX')).toBe('Austin TX');
    expect(withoutControlCharacters('spring\r\nsale')).toBe('spring sale');
    expect(withoutControlCharacters('\u0000news\u0001letter\u001b\u007f')).toBe('newsletter');
    expect(withoutControlCharacters('mk-\udfff7\ud800')).toBe('mk-7');
  });

  it('leaves text without them as it is, an emoji included', () => {
    expect(withoutControlCharacters('Škoda 😀 Zoë')).toBe('Škoda 😀 Zoë');
    expect(withoutControlCharacters('😀\u0000😀')).toBe('😀😀');
  });
});

import { describe, expect, it } from 'vitest';
import { cleanStoredJson, cleanStoredText } from './stored-text';

const bytes = (text: string) => new TextEncoder().encode(text);
/** What SQLite holds for a string with a lone surrogate: its three-byte form, which TextEncoder will not write. */
const withLoneSurrogate = (before: string, after: string) =>
  Uint8Array.from([...bytes(before), 0xed, 0xa0, 0x80, ...bytes(after)]);

describe('cleaning a lead text read from the SQLite file', () => {
  it('leaves ordinary text, accents, emoji and Hangul (whose UTF-8 also starts with ED) as they are', () => {
    for (const text of ['Austin, TX 78701', 'Zoë Ñúñez', 'São Paulo 😀', '한국 서울', '']) {
      expect(cleanStoredText(bytes(text))).toEqual({ text, cleaned: false });
    }
  });

  it('takes out a NUL, other controls and DEL, a tab or line break becoming a space', () => {
    expect(cleanStoredText(bytes('Aus\u0000tin,\tTX\r\n78701\u007f'))).toEqual({
      text: 'Austin, TX 78701',
      cleaned: true,
    });
  });

  it('takes out a lone surrogate rather than reading it as three replacement characters', () => {
    expect(cleanStoredText(withLoneSurrogate('Mia', 'mi'))).toEqual({ text: 'Miami', cleaned: true });
  });

  it('cleans every string of a JSON column and keeps its shape', () => {
    const json = JSON.stringify({
      campaign: { utm_source: 'news\u0000letter', landed_at: 1 },
      list: ['a\tb', 'c\ud800'],
    });
    expect(cleanStoredJson(bytes(json))).toEqual({
      text: JSON.stringify({ campaign: { utm_source: 'newsletter', landed_at: 1 }, list: ['a b', 'c'] }),
      cleaned: true,
    });
  });

  it('keeps a JSON column that needs nothing, or is not JSON, in its exact form', () => {
    for (const text of ['{ "make" : "Škoda 😀" }', '[]', 'not json']) {
      expect(cleanStoredJson(bytes(text))).toEqual({ text, cleaned: false });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { wrapLine } from './pdf-typesetting';

describe('wrapLine', () => {
  const measure = (text: string) => text.length;
  const texts = (line: string, width: number) => wrapLine(line, width, measure).map((placed) => placed.text);

  it('breaks after spaces, keeping them, so the pieces put together are the line', () => {
    expect(texts('one two  three four', 9)).toEqual(['one two  ', 'three ', 'four']);
    expect(texts('', 10)).toEqual(['']);
  });

  it('starts wrapped lines at the indent without repeating it', () => {
    expect(wrapLine('  one two three', 9, measure)).toEqual([
      { text: '  one two ', indent: 0 },
      { text: 'three', indent: 2 },
    ]);
  });

  it('cuts a word longer than the line', () => {
    expect(texts('abcdefghijklmnop xy', 6)).toEqual(['abcdef', 'ghijkl', 'mnop ', 'xy']);
  });
});

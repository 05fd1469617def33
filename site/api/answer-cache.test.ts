import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache';

describe('createAnswerCache', () => {
  it('computes an answer once and serves the same JSON text after', () => {
    const cache = createAnswerCache();
    let computed = 0;
    const compute = () => {
      computed++;
      return { data: [{ label: 'Dallas, TX 75201' }] };
    };
    expect(cache.text('zip\0dal', compute)).toBe('{"data":[{"label":"Dallas, TX 75201"}]}');
    expect(cache.text('zip\0dal', compute)).toBe('{"data":[{"label":"Dallas, TX 75201"}]}');
    expect(computed).toBe(1);
  });

  it('keeps at most its size, dropping the least recently used entry', () => {
    const cache = createAnswerCache(2);
    cache.text('a', () => 1);
    cache.text('b', () => 2);
    cache.text('a', () => 1); // a is now the most recent
    cache.text('c', () => 3); // b goes
    expect(cache.size).toBe(2);
    let recomputed = false;
    cache.text('b', () => {
      recomputed = true;
      return 2;
    });
    expect(recomputed).toBe(true);
  });
});

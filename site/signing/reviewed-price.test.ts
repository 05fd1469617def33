import { describe, expect, it } from 'vitest';
import { reviewedPrice } from './reviewed-price';

describe('the reviewed price', () => {
  it('reads the total and the source the review showed', () => {
    expect(reviewedPrice('1260', 'quote')).toEqual({ total: 1260, source: 'quote' });
    expect(reviewedPrice('1360', 'repriced')).toEqual({ total: 1360, source: 'repriced' });
  });

  it.each([
    [undefined, 'quote'],
    ['', 'quote'],
    ['12.60', 'quote'],
    ['-5', 'quote'],
    ['1260', 'today'],
    ['1260', undefined],
    [['1260'], 'quote'],
  ])('counts %j and %j as nothing reviewed', (total, source) => {
    expect(reviewedPrice(total, source)).toBeUndefined();
  });
});

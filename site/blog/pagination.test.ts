import { describe, expect, it } from 'vitest';
import { pageCount, pagedPath, pageItems, pagePosition, parsePageNumber } from './pagination';

describe('blog pagination', () => {
  it('puts nine posts on a page and keeps one page for an empty list', () => {
    expect([0, 1, 9, 10, 18, 19].map(pageCount)).toEqual([1, 1, 1, 2, 2, 3]);
    const items = Array.from({ length: 20 }, (_, index) => index);
    expect(pageItems(items, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageItems(items, 3)).toEqual([18, 19]);
    expect(pageItems(items, 4)).toEqual([]);
  });

  it('addresses page 1 at the list itself and later pages under /page/{n}', () => {
    expect(pagedPath('/blog', 1)).toBe('/blog');
    expect(pagedPath('/blog/category/tips', 2)).toBe('/blog/category/tips/page/2');
  });

  it('reads a page number only from plain digits without a leading zero', () => {
    expect(parsePageNumber('2')).toBe(2);
    expect(parsePageNumber('10')).toBe(10);
    for (const segment of ['0', '02', '-1', '+2', '2.0', 'two', '', '1e3', '99999999999']) {
      expect(parsePageNumber(segment), segment).toBeUndefined();
    }
  });

  it('names the newer and older neighbours of a page, and none beyond the ends', () => {
    expect(pagePosition('/blog', 1, 20)).toEqual({ page: 1, pages: 3, next: '/blog/page/2' });
    expect(pagePosition('/blog', 2, 20)).toEqual({ page: 2, pages: 3, prev: '/blog', next: '/blog/page/3' });
    expect(pagePosition('/blog', 3, 20)).toEqual({ page: 3, pages: 3, prev: '/blog/page/2' });
    expect(pagePosition('/blog', 1, 4)).toEqual({ page: 1, pages: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-0', { start: 0, end: 0 }],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-50', { start: 950, end: 999 }],
    ['bytes=999-999', { start: 999, end: 999 }],
    ['bytes=10-99999999999999999999', { start: 10, end: 999 }],
    [' bytes=0-1 ', { start: 0, end: 1 }],
  ])('reads %s of a 1000-byte file', (header, range) => {
    expect(parseByteRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=1000-2000', 'bytes=-0'])('finds nothing to send for %s', (header) => {
    expect(parseByteRange(header, 1000)).toBe('unsatisfiable');
  });

  it('finds nothing to send in an empty file', () => {
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-10', 0)).toBe('unsatisfiable');
  });

  it.each([
    null,
    undefined,
    '',
    'bytes=',
    'bytes=-',
    'bytes=0-1,5-6',
    'bytes=9-1',
    'Bytes=0-1',
    'bytes=0x10-',
    'bytes=1.5-',
  ])('leaves %s to the whole file', (header) => {
    expect(parseByteRange(header, 1000)).toBeUndefined();
  });
});
